import PhraseMatcher

/// Coverage as JUnit XML: a suite of one test case per shortcut, and a suite
/// of one per rule; class names without dots (UIs split at them), and a
/// shortcut's `file` and `line` when the catalog came from Swift sources.
///
/// A shortcut's case fails when one of its expansions does not come back to it;
/// a rule's case fails on an error-level finding, and lists warnings as output.
package enum CoverageJUnit {
  /// - Parameter seconds: How long the analysis took, for the suites' `time`.
  package static func render(_ report: CoverageReport, name: String, seconds: Double = 0) -> String {
    let catalog = report.catalog
    let shortcutCases = catalog.shortcuts.enumerated().map { index, shortcut in
      let failures = report.failures.filter { $0.expansion.shortcutIndex == index }
      let (file, line) = location(shortcut.source)
      return JUnitDocument.Case(
        classname: "shortcuts", name: shortcut.intent, file: file, line: line,
        failure: failures.isEmpty
          ? nil
          : (
            "\(failures.count) expansions do not resolve to \(shortcut.intent)",
            failures.map { "'\($0.expansion.text)': \(CoverageWords.got($0.problem))" }.joined(separator: "\n")
          ))
    }
    let ruleCases = Finding.Rule.allCases.map { rule in
      let findings = report.findings.filter { $0.rule == rule }
      func listed(_ level: Finding.Level, _ prefix: String) -> String? {
        let lines = findings.filter { $0.level == level }.map {
          "\(prefix)\(catalog.sourceLocation(of: $0.path) ?? $0.path): \($0.message)"
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
      }
      let (file, line) = location(findings.lazy.compactMap { catalog.sourceLocation(of: $0.path) }.first)
      return JUnitDocument.Case(
        classname: "rules", name: rule.rawValue, file: file, line: line,
        failure: listed(.error, "").map { (rule.summary, $0) }, output: listed(.warning, "warning: "))
    }
    // The expansions are the time; the rules are read in no measurable time, so their suite has none.
    return JUnitDocument(
      name: "duo-say coverage",
      suites: [
        .init(name: "\(name) shortcuts", seconds: seconds, cases: shortcutCases),
        .init(name: "\(name) rules", cases: ruleCases),
      ]
    ).xml
  }

  /// `AppShortcuts.swift:12` as a file and a line, else neither.
  private static func location(_ source: String?) -> (file: String?, line: Int?) {
    guard let source, let colon = source.lastIndex(of: ":"), let line = Int(source[source.index(after: colon)...])
    else { return (nil, nil) }
    return (String(source[..<colon]), line)
  }
}
