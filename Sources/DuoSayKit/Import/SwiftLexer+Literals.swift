/// String and regex literals: their quotes, hashes, escapes and interpolations.
extension SwiftLexer {
  /// A string literal at `index` (its hashes and quotes), returned with
  /// escapes resolved and interpolations kept as `\(…)`.
  mutating func string(depth: Int) throws(ImportError) -> String {
    guard depth < SwiftTokenizer.maximumNesting else {
      throw error("string interpolations nested more than \(SwiftTokenizer.maximumNesting) deep")
    }
    let startLine = line
    var hashes = 0
    while peek() == "#" {
      hashes += 1
      index += 1
    }
    let multiline = peek(1) == "\"" && peek(2) == "\""
    index += multiline ? 3 : 1
    var text = ""
    while let character = peek() {
      if character == "\"", closes(multiline: multiline, hashes: hashes) {
        index += (multiline ? 3 : 1) + hashes
        return multiline ? Self.withoutIndentation(text) : text
      }
      if character.isNewline {
        guard multiline else { throw error("unterminated string literal", at: startLine) }
        line += 1
        text.append("\n")
        index += 1
        continue
      }
      if character == "\\", hasHashes(hashes, after: index + 1) {
        index += 1 + hashes
        try escape(into: &text, multiline: multiline, depth: depth)
        continue
      }
      text.append(character)
      index += 1
    }
    throw error("unterminated string literal", at: startLine)
  }

  func closes(multiline: Bool, hashes: Int) -> Bool {
    let quotes = multiline ? 3 : 1
    for offset in 0..<quotes where peek(offset) != "\"" { return false }
    return hasHashes(hashes, after: index + quotes)
  }

  func hasHashes(_ count: Int, after position: Int) -> Bool {
    for offset in 0..<count where position + offset >= characters.count || characters[position + offset] != "#" {
      return false
    }
    return true
  }

  /// After `\` (and the literal's hashes): an escape, a line continuation, or an interpolation.
  mutating func escape(into text: inout String, multiline: Bool, depth: Int) throws(ImportError) {
    guard let escaped = peek() else { throw error("unterminated string literal") }
    switch escaped {
    case "(":
      text += try interpolation(depth: depth)
      return
    case "u" where peek(1) == "{":
      index += 2
      var hex = ""
      while let digit = peek(), digit != "}" {
        guard digit.isHexDigit, hex.count < 8 else { throw error("malformed \\u{…} escape") }
        hex.append(digit)
        index += 1
      }
      index += 1
      guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
        throw error("malformed \\u{…} escape")
      }
      text.unicodeScalars.append(scalar)
      return
    case "n": text += "\n"
    case "t": text += "\t"
    case "r": text += "\r"
    case "0": text += "\0"
    case _ where escaped.isNewline && multiline:
      // A line continuation: marked, and joined once the indentation is gone.
      line += 1
      text += "\u{E000}\n"
    default: text.append(escaped)
    }
    index += 1
  }

  /// `(…)` of an interpolation, as written, with parentheses balanced and
  /// the strings, comments and characters inside skipped as Swift reads them.
  mutating func interpolation(depth: Int) throws(ImportError) -> String {
    let startLine = line
    var written = "\\("
    index += 1
    var parentheses = 1
    while let character = peek() {
      if character == "\"" || (character == "#" && startsRawLiteral()) {
        let start = index
        _ = try string(depth: depth + 1)
        written += String(characters[start..<index])
        continue
      }
      if character == "(" {
        parentheses += 1
      } else if character == ")" {
        parentheses -= 1
        if parentheses == 0 {
          index += 1
          return written + ")"
        }
      } else if character == "/" && (peek(1) == "/" || peek(1) == "*") {
        throw error("a comment inside a string interpolation")
      } else if character.isNewline {
        line += 1
      }
      written.append(character)
      index += 1
    }
    throw error("unbalanced parentheses in a string interpolation", at: startLine)
  }

  /// The content of a multi-line literal: its first line break dropped, and
  /// the closing delimiter's indentation removed from every line.
  static func withoutIndentation(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
    let indent = lines.last.map { $0.allSatisfy(\.isWhitespace) ? $0.count : 0 } ?? 0
    if indent > 0 || lines.last?.isEmpty == true { lines.removeLast() }
    var result = ""
    for (number, line) in lines.enumerated() {
      let spaces = line.prefix { $0 == " " || $0 == "\t" }.count
      var content = String(line.dropFirst(min(indent, spaces)))
      let continues = content.hasSuffix("\u{E000}")
      if continues { content.removeLast() }
      result += content + (continues || number == lines.count - 1 ? "" : "\n")
    }
    return result
  }

  // MARK: - Regex literals

  /// The number of `#` before a `/` that opens `#/…/#`, if one does.
  func extendedRegexHashes() -> Int? {
    var offset = 0
    while peek(offset) == "#" { offset += 1 }
    return peek(offset) == "/" ? offset : nil
  }

  /// `/…/` starts a regex where an expression starts (not after a value, as
  /// in `a / b`), when it does not begin with a space and ends on its line.
  func startsBareRegex() -> Bool {
    if let last = tokens.last {
      switch last.kind {
      case .identifier, .number, .string:
        guard ["return", "case", "in", "where", "if", "guard", "try", "await"].contains(last.text) else { return false }
      case .punctuation:
        if [")", "]", "}"].contains(last.text) { return false }
      }
    }
    guard let first = peek(1), !first.isWhitespace, first != "/", first != "*", first != "=" else { return false }
    var offset = 1
    while let next = peek(offset), !next.isNewline {
      if next == "\\" {
        offset += 2
        continue
      }
      if next == "/" { return true }
      offset += 1
    }
    return false
  }

  /// Skips a regex literal: `/…/` (hashes 0) or `#/…/#`, which may span lines.
  mutating func regex(hashes: Int) throws(ImportError) {
    let startLine = line
    index += hashes + 1
    while let character = peek() {
      if character == "\\" {
        index += 2
        continue
      }
      if character == "/", hasHashes(hashes, after: index + 1) {
        index += 1 + hashes
        tokens.append(SwiftToken(kind: .punctuation, text: "regex", line: startLine))
        return
      }
      if character.isNewline {
        guard hashes > 0 else { throw error("unterminated regex literal", at: startLine) }
        line += 1
      }
      index += 1
    }
    throw error("unterminated regex literal", at: startLine)
  }
}
