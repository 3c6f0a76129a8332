import PhraseMatcher

/// Reading what a `dialog:` says: words inside their wrappers, a choice, pieces joined with `+`,
/// and the static members of an `extension IntentDialog`.
extension SwiftSourceReader {
  /// `static var connected: Self { "Connected." }`, `static let busy: IntentDialog = "…"` and
  /// `static func connected(to city: String) -> Self { "Connected to \\(city)." }` of an
  /// `extension IntentDialog`: what each member says.
  mutating func readDialogMembers(_ stream: TokenStream, _ body: [Int]) {
    let tokens = stream.tokens
    for (offset, at) in body.enumerated() where tokens[at].text == "static" && offset + 2 < body.count {
      let keyword = tokens[body[offset + 1]].text
      guard ["var", "let", "func"].contains(keyword), tokens[body[offset + 2]].kind == .identifier else { continue }
      let name = tokens[body[offset + 2]].text
      // The value: after `=`, or the body in braces (a function's, after its parameters).
      let rest = body[(offset + 3)...].prefix { !["static", "var", "let", "func"].contains(tokens[$0].text) }
      var parameters: ArraySlice<SwiftToken>?
      if keyword == "func", let open = rest.first, tokens[open].text == "(", let close = stream.partner[open] {
        parameters = tokens[(open + 1)..<close]
      }
      let key = Self.memberKey(name, parameters)
      if let equals = rest.first(where: { tokens[$0].text == "=" }) {
        let end = rest.last.map { stream.partner[$0].map { $0 + 1 } ?? $0 + 1 } ?? equals + 1
        dialogMembers[key] = Self.literalSaid(tokens[(equals + 1)..<end])
      } else if let open = rest.first(where: { tokens[$0].text == "{" }), let close = stream.partner[open] {
        dialogMembers[key] = Self.literalSaid(tokens[(open + 1)..<close])
      }
    }
  }

  /// Words, with a choice between two (`isOn ? "On" : "Off"`) left to the running app: the first
  /// is kept, for the diagnostic. Pieces joined with `+` are joined, a value among them is "…".
  static func literalSaid(_ value: ArraySlice<SwiftToken>) -> PerformAnswer.Said {
    // `String(format: "%d left", count)`: the words are a pattern the running app fills.
    if value.contains(where: { $0.text == "format" }) { return .atRunTime }
    if value.contains(where: { $0.text == "supporting" }), let dialog = dialog(value) {
      return .dialog(dialog, builtAtRunTime: false)
    }
    let value = unwrapped(value)
    // `IntentDialog("")`: the app says nothing of its own.
    if !value.isEmpty, value.allSatisfy({ $0.kind == .string && $0.text.allSatisfy(\.isWhitespace) }) {
      return .nothing
    }
    let parts = topLevelSplit(value, at: "?")
    let choice = parts.count > 1 ? topLevelSplit(parts[1], at: ":") : []
    let said = choice.count > 1 ? choice[0] : value
    let pieces = topLevelSplit(said, at: "+")
    guard pieces.count > 1 else {
      guard let dialog = dialog(said) else { return .atRunTime }
      return .dialog(dialog, builtAtRunTime: choice.count > 1)
    }
    let words = pieces.map { piece in
      piece.count == 1 && piece.first?.kind == .string ? piece.first!.text : dialog(piece)?.full ?? "\\(value)"
    }.joined()
    guard !withoutInterpolations(words).allSatisfy(\.isWhitespace) else { return .atRunTime }
    return .dialog(.init(full: words), builtAtRunTime: true)
  }

  /// `IntentDialog(stringLiteral: String(localized: x))` → `x`: the words inside their wrappers.
  private static func unwrapped(_ value: ArraySlice<SwiftToken>) -> ArraySlice<SwiftToken> {
    var value = value
    while value.count >= 3, let first = value.first, wrapperCalls.contains(first.text),
      value[value.startIndex + 1].text == "(", value.last?.text == ")", closesAtEnd(value.dropFirst())
    {
      // `NSLocalizedString("…", comment: "")`: the first argument says it; a resource's key
      // (`LocalizedStringResource("news.title", defaultValue: "…")`) says less than its default.
      let arguments = topLevelSplit(value.dropFirst(2).dropLast(), at: ",").map { argument in
        let labelled =
          argument.count >= 2 && argument.first?.kind == .identifier
          && argument[argument.startIndex + 1].text == ":"
        return (label: labelled ? argument.first!.text : "", value: labelled ? argument.dropFirst(2) : argument)
      }
      value = (arguments.first { $0.label == "defaultValue" } ?? arguments[0]).value
    }
    return value
  }

  /// The bracket that opens `tokens` closes at their end: `f(a) + g(b)` is no one call.
  private static func closesAtEnd(_ tokens: ArraySlice<SwiftToken>) -> Bool {
    var depth = 0
    for index in tokens.indices where tokens[index].kind == .punctuation {
      if ["(", "[", "{"].contains(tokens[index].text) { depth += 1 }
      if [")", "]", "}"].contains(tokens[index].text) {
        depth -= 1
        if depth == 0 { return index == tokens.index(before: tokens.endIndex) }
      }
    }
    return false
  }

  private static let wrapperCalls: Set<String> = [
    "IntentDialog", "LocalizedStringResource", "String", "NSLocalizedString", "LocalizedStringKey",
  ]

  /// `tokens` cut at each `separator` outside brackets; a `?` only where it is the ternary's
  /// (not optional chaining, not `??`, not an optional type).
  private static func topLevelSplit(_ tokens: ArraySlice<SwiftToken>, at separator: String) -> [ArraySlice<SwiftToken>]
  {
    var parts: [ArraySlice<SwiftToken>] = []
    var depth = 0
    var start = tokens.startIndex
    for index in tokens.indices where tokens[index].kind == .punctuation {
      switch tokens[index].text {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case separator where depth == 0:
        if separator == "?" {
          let before = index > tokens.startIndex ? tokens[index - 1].text : ""
          let after = index + 1 < tokens.endIndex ? tokens[index + 1].text : ""
          guard before != "?", after != "?", after != ".", after != ")", after != "=" else { continue }
        }
        parts.append(tokens[start..<index])
        start = index + 1
      default: break
      }
    }
    parts.append(tokens[start...])
    return parts
  }

  /// `.connected`, `.connected(to: city)` or `IntentDialog.connected`: the static member it names,
  /// with its argument labels (`connected(to:)`), as ``memberKey(_:_:)`` writes a declaration's.
  static func dialogMember(_ value: ArraySlice<SwiftToken>) -> String? {
    var rest = value[...]
    if rest.first?.text == "IntentDialog" { rest = rest.dropFirst() }
    guard rest.count >= 2, rest.first?.text == ".", rest[rest.startIndex + 1].kind == .identifier else { return nil }
    let name = rest[rest.startIndex + 1].text
    let tail = rest.dropFirst(2)
    if tail.isEmpty { return name }
    guard tail.first?.text == "(", tail.last?.text == ")" else { return nil }
    let labels = topLevelSplit(tail.dropFirst().dropLast(), at: ",").filter { !$0.isEmpty }.map { argument in
      argument.count >= 2 && argument[argument.startIndex + 1].text == ":" ? argument.first!.text : "_"
    }
    return name + "(" + labels.map { $0 + ":" }.joined() + ")"
  }

  /// A member's key: `connected` for a property, `connected(to:)` for a function with its labels.
  static func memberKey(_ name: String, _ parameters: ArraySlice<SwiftToken>?) -> String {
    guard let parameters else { return name }
    let labels = topLevelSplit(parameters, at: ",").filter { !$0.isEmpty }.map { $0.first!.text }
    return name + "(" + labels.map { $0 + ":" }.joined() + ")"
  }

  /// A variable said as it is (`message`, `IntentDialog(stringLiteral: message)`): its name.
  static func variable(_ value: ArraySlice<SwiftToken>) -> String? {
    guard !value.contains(where: { $0.kind == .string }) else { return nil }
    let names = value.filter { $0.kind == .identifier && !wrappers.contains($0.text) }
    guard names.count == 1, value.allSatisfy({ $0.kind != .punctuation || ["(", ")", ":"].contains($0.text) }) else {
      return nil
    }
    return names[0].text
  }

  private static let wrappers: Set<String> = [
    "IntentDialog", "stringLiteral", "LocalizedStringResource", "String", "localized", "full",
  ]
}
