extension PhraseTemplate {
  /// Parses a phrase in either spelling.
  ///
  /// ```swift
  /// let template = try PhraseTemplate(parsing: "Open ${note} in ${applicationName}")
  /// template.segments  // [.text("Open "), .parameter("note"), .text(" in "), .applicationName]
  /// ```
  /// - Throws: ``PhraseTemplateError`` with the character offset of the bad token.
  /// - Complexity: O(*n*) in the length of the phrase.
  public init(parsing source: String) throws(PhraseTemplateError) {
    let characters = Array(source)
    var segments: [Segment] = []
    var text = ""
    var index = 0

    func flushText() {
      if !text.isEmpty { segments.append(.text(text)) }
      text = ""
    }

    while index < characters.count {
      let character = characters[index]
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      guard (character == "$" && next == "{") || (character == "\\" && next == "(") else {
        text.append(character)
        index += 1
        continue
      }
      let closing: Character = character == "$" ? "}" : ")"
      guard let end = characters[(index + 2)...].firstIndex(of: closing) else {
        throw .unterminatedToken(offset: index)
      }
      let body = String(characters[(index + 2)..<end])
      let segment =
        try character == "$"
        ? Self.dollarToken(body, offset: index)
        : Self.swiftToken(body, offset: index)
      flushText()
      segments.append(segment)
      index = end + 1
    }
    flushText()
    self.init(source: source, segments: segments)
  }

  /// `${applicationName}` or `${name}`.
  private static func dollarToken(_ body: String, offset: Int) throws(PhraseTemplateError) -> Segment {
    let name = trimmed(body)
    if name == "applicationName" { return .applicationName }
    return .parameter(try identifier(name, offset: offset))
  }

  /// `\(.applicationName)`, `\(\.$name)`, or the key path with its root spelled out,
  /// `\(\StartTimerIntent.$name)` (the phrase's own intent: Swift checks it).
  private static func swiftToken(_ body: String, offset: Int) throws(PhraseTemplateError) -> Segment {
    let expression = trimmed(body)
    if expression == ".applicationName" { return .applicationName }
    guard expression.hasPrefix("\\"), let dollar = expression.firstRange(of: ".$"),
      isTypeName(expression[expression.index(after: expression.startIndex)..<dollar.lowerBound])
    else {
      throw .unsupportedInterpolation("\\(\(body))", offset: offset)
    }
    return .parameter(try identifier(String(expression[dollar.upperBound...]), offset: offset))
  }

  /// Whether `root` is empty (`\.$name`) or a type's name, dotted or not (`Intents.StartTimerIntent`).
  private static func isTypeName(_ root: Substring) -> Bool {
    root.isEmpty || root.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isIdentifier)
  }

  private static func identifier(_ name: String, offset: Int) throws(PhraseTemplateError) -> String {
    guard !name.isEmpty else { throw .emptyParameterName(offset: offset) }
    guard isIdentifier(Substring(name)) else { throw .invalidParameterName(name, offset: offset) }
    return name
  }

  /// Whether `name` is a Swift identifier: a letter or "_", then letters, digits or "_".
  private static func isIdentifier(_ name: Substring) -> Bool {
    guard let first = name.first else { return false }
    return (first.isLetter || first == "_") && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  private static func trimmed(_ text: String) -> String {
    var kept = Substring(text)
    while kept.first?.isWhitespace == true { kept.removeFirst() }
    while kept.last?.isWhitespace == true { kept.removeLast() }
    return String(kept)
  }
}
