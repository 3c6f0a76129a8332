import PhraseMatcher

/// What an `AppEnum` is made of, gathered from its declaration and its
/// extensions (Apple's samples conform in an extension:
/// `extension ActivityStyle: AppEnum`).
struct EnumFacts {
  /// Cases in order, with their raw values as written (`nil`: implicit).
  var cases: [(name: String, rawValue: String?)] = []
  /// `String` or `Int`, from the declaration's inheritance list.
  var rawType: String?
  var isAppEnum = false
  var displayName: String?
  /// Case name → title and synonyms, from `caseDisplayRepresentations`.
  var titles: [String: (title: String, synonyms: [String])] = [:]

  /// The values a compiled app would have: the raw value as id (what
  /// `ShortcutsApp` uses), the display title, the synonyms.
  var values: [Catalog.Value] {
    var next = 0
    return cases.map { item in
      var id = item.rawValue ?? item.name
      if rawType == "Int" {
        let number = item.rawValue.flatMap { Int($0) } ?? next
        id = String(number)
        next = number + 1
      }
      let title = titles[item.name]
      return Catalog.Value(id: id, title: title?.title ?? item.name, synonyms: title?.synonyms ?? [])
    }
  }
}

extension SwiftSourceReader {
  /// App enums: every type with cases and an `AppEnum` conformance anywhere.
  var enums: [String: (name: String, cases: [Catalog.Value])] {
    var result: [String: (name: String, cases: [Catalog.Value])] = [:]
    for (name, facts) in enumFacts where facts.isAppEnum && !facts.cases.isEmpty {
      result[name] = (facts.displayName ?? name, facts.values)
    }
    return result
  }

  mutating func readEnumFacts(
    _ stream: TokenStream, name: String, keyword: String, conformances: Set<String>, body: [Int]
  ) {
    guard keyword == "enum" || keyword == "extension" else { return }
    let tokens = stream.tokens
    // Taken out while it changes, so a type declared many times is not copied each time.
    var facts = enumFacts.removeValue(forKey: name) ?? EnumFacts()
    if conformances.contains("AppEnum") { facts.isAppEnum = true }
    if keyword == "enum" {
      if conformances.contains("Int") {
        facts.rawType = "Int"
      } else if conformances.contains("String") {
        facts.rawType = "String"
      }
      facts.cases += Self.cases(stream, body)
    }
    if let display = Self.typeDisplayName(stream, body) { facts.displayName = display }
    if let at = body.first(where: { tokens[$0].text == "caseDisplayRepresentations" }) {
      facts.titles.merge(Self.caseTitles(stream, after: at), uniquingKeysWith: { _, new in new })
    }
    if facts.isAppEnum || !facts.cases.isEmpty || !facts.titles.isEmpty { enumFacts[name] = facts }
  }

  /// `case a, b = "x"` and `` case `repeat` `` at the body's top level (not `case .a:` in a switch).
  static func cases(_ stream: TokenStream, _ body: [Int]) -> [(name: String, rawValue: String?)] {
    let tokens = stream.tokens
    var cases: [(name: String, rawValue: String?)] = []
    for (offset, at) in body.enumerated() where tokens[at].text == "case" && tokens[at].kind == .identifier {
      var position = offset + 1
      while position < body.count, tokens[body[position]].kind == .identifier {
        let name = tokens[body[position]].text
        var rawValue: String?
        position += 1
        if position + 1 < body.count, tokens[body[position]].text == "=" {
          let literal = tokens[body[position + 1]]
          rawValue = literal.kind == .string || literal.kind == .number ? literal.text : nil
          if literal.text == "-", position + 2 < body.count { rawValue = "-" + tokens[body[position + 2]].text }
          position += literal.text == "-" ? 3 : 2
        }
        cases.append((name, rawValue))
        guard position < body.count, tokens[body[position]].text == "," else { break }
        position += 1
      }
    }
    return cases
  }

  /// `[.a: "A", Enum.b: DisplayRepresentation(title: "B", synonyms: ["x"]), .c: .init("C")]`
  /// after `caseDisplayRepresentations` (a stored dictionary or a computed one).
  static func caseTitles(_ stream: TokenStream, after at: Int) -> [String: (title: String, synonyms: [String])] {
    let tokens = stream.tokens
    // Past the type annotation (`: [Mode: DisplayRepresentation]`) to `=` or `{`, then the literal.
    var position = at + 1
    while position < tokens.count, tokens[position].text != "=" && tokens[position].text != "{" {
      if let close = stream.partner[position], close > position { position = close }
      position += 1
      if position - at > 40 { return [:] }
    }
    guard let open = tokens[position...].prefix(4).firstIndex(where: { $0.text == "[" }),
      let close = stream.partner[open]
    else { return [:] }
    var titles: [String: (title: String, synonyms: [String])] = [:]
    for (_, entry) in stream.arguments(open, close) {
      guard let colon = stream.topLevel(entry.startIndex, entry.endIndex).first(where: { tokens[$0].text == ":" }),
        let key = tokens[entry.startIndex..<colon].last(where: { $0.kind == .identifier })?.text
      else { continue }
      if let representation = representation(stream, tokens[(colon + 1)..<entry.endIndex]) {
        titles[key] = representation
      }
    }
    return titles
  }

  /// `"A"`, or `DisplayRepresentation(title: "B", subtitle: "…", synonyms: ["x"])` and its
  /// `.init(…)` / unlabeled forms: the title and the synonyms.
  static func representation(_ stream: TokenStream, _ value: ArraySlice<SwiftToken>) -> (
    title: String, synonyms: [String]
  )? {
    guard let first = value.first else { return nil }
    if first.kind == .string { return (first.text, []) }
    guard let open = value.firstIndex(where: { $0.text == "(" }), let close = stream.partner[open] else { return nil }
    var title: String?
    var synonyms: [String] = []
    for (label, argument) in stream.arguments(open, close) {
      switch label {
      case "title", "", "stringLiteral":
        if title == nil { title = argument.first { $0.kind == .string }?.text }
      case "synonyms":
        synonyms = argument.filter { $0.kind == .string }.map(\.text)
      default:
        break
      }
    }
    return title.map { ($0, synonyms) }
  }
}
