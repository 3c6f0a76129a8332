import PhraseMatcher

extension TestFile {
  /// Checks that every expectation names an intent of `catalog`, parameters
  /// that intent has, and values their types hold (by id or title): a typo in
  /// a test is an error in the test, not a failure of the app.
  ///
  /// ```swift
  /// try file.check(against: catalog, file: "brewly.tests")
  /// // brewly.tests:3: unknown intent 'OrderDrinkIntnt'; did you mean 'OrderDrinkIntent'?
  /// ```
  public func check(against catalog: Catalog, file: String) throws(TestFileError) {
    for testCase in cases {
      guard case .intent(let intent, let parameters) = testCase.expectation else { continue }
      let shortcuts = catalog.shortcuts.filter { $0.intent == intent }
      guard let shortcut = shortcuts.first else {
        throw TestFileError(
          file: file, line: testCase.line,
          message: "unknown intent '\(intent)'" + Self.hint(intent, among: catalog.shortcuts.map(\.intent)))
      }
      for (name, expected) in parameters.sorted(by: { $0.key < $1.key }) {
        guard let typeName = shortcut.parameters[name] else {
          let declared = shortcut.parameters.keys.sorted()
          throw TestFileError(
            file: file, line: testCase.line,
            message: "\(intent) has no parameter '\(name)'"
              + (Self.hint(name, among: declared).isEmpty
                ? "; its parameters: \(declared.joined(separator: ", "))" : Self.hint(name, among: declared)))
        }
        // A type without known values (an entity the catalog lists none of) cannot be checked.
        guard let values = catalog.types[typeName]?.values, !values.isEmpty else { continue }
        let known = values.contains { $0.id == expected || $0.title.lowercased() == expected.lowercased() }
        guard known else {
          throw TestFileError(
            file: file, line: testCase.line,
            message: "\(typeName) has no value '\(expected)'"
              + Self.hint(expected, among: values.flatMap { [$0.id, $0.title] }))
        }
      }
    }
  }

  /// "; did you mean 'X'?" for the name closest to `word` within a few letters, else "".
  private static func hint(_ word: String, among names: [String]) -> String {
    let limit = max(1, min(3, word.utf8.count / 3))
    return EditDistance.closest(to: word, among: names, limit: limit).map { "; did you mean '\($0)'?" } ?? ""
  }
}
