/// Splits Swift source into tokens, covering the whole lexical grammar that
/// can hide a quote or a comment: nested block comments, string literals
/// (single-line, multi-line, raw with any number of `#`), interpolations
/// that hold other strings (`"\(x ?? "none")"`), regex literals (`#/…/#`,
/// and `/…/` where an expression starts), backticked names, CRLF line ends
/// and a byte-order mark.
///
/// ```swift
/// let tokens = try SwiftTokenizer.tokens(#"AppShortcut(intent: A(), phrases: ["Open \(.applicationName)"])"#, file: "A.swift")
/// tokens.first { $0.kind == .string }?.text   // "Open \(.applicationName)"
/// ```
///
/// A string keeps its interpolations as written, with `\(` … `)`, so phrases
/// reach ``PhraseTemplate`` in Swift form.
///
/// - Complexity: O(*n*) in the characters of the source.
enum SwiftTokenizer {
  /// Interpolations may hold strings that hold interpolations; deeper than this is refused.
  static let maximumNesting = 32

  static func tokens(_ source: String, file: String) throws(ImportError) -> [SwiftToken] {
    var lexer = SwiftLexer(Array(source), file: file)
    return try lexer.run()
  }

  /// The tokens before a lexical error, and the error: a file whose last lines are broken (an
  /// unterminated literal after the provider) keeps what comes before them.
  static func tokensUpToError(_ source: String, file: String) -> (tokens: [SwiftToken], error: ImportError?) {
    var lexer = SwiftLexer(Array(source), file: file)
    do {
      return (try lexer.run(), nil)
    } catch {
      // A token cut by the error (a literal's opening quote) is not kept: the partial text is no code.
      return (lexer.tokens, error)
    }
  }
}

/// The tokenizer's state: where it is in the characters, and what it found.
struct SwiftLexer {
  let characters: [Character]
  let file: String
  var index = 0
  var line = 1
  var tokens: [SwiftToken] = []

  init(_ characters: [Character], file: String) {
    self.characters = characters
    self.file = file
  }

  func peek(_ offset: Int = 0) -> Character? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  func error(_ message: String, at line: Int? = nil) -> ImportError {
    ImportError(file: file, line: line ?? self.line, message: message)
  }

  mutating func run() throws(ImportError) -> [SwiftToken] {
    while let character = peek() {
      if character.isNewline {
        line += 1
        index += 1
      } else if character.isWhitespace || character == "\u{FEFF}" {
        index += 1
      } else if character == "/" && peek(1) == "/" {
        while let next = peek(), !next.isNewline { index += 1 }
      } else if character == "/" && peek(1) == "*" {
        try blockComment()
      } else if character == "\"" || (character == "#" && startsRawLiteral()) {
        let start = line
        let text = try string(depth: 0)
        tokens.append(SwiftToken(kind: .string, text: text, line: start))
      } else if character == "#", let hashes = extendedRegexHashes() {
        try regex(hashes: hashes)
      } else if character == "/" && startsBareRegex() {
        try regex(hashes: 0)
      } else if character.isLetter || character == "_" || character == "$" || character == "@" {
        tokens.append(SwiftToken(kind: .identifier, text: identifier(), line: line))
      } else if character == "`" {
        try backticked()
      } else if character.isNumber {
        var text = ""
        while let next = peek(), next.isNumber || next.isLetter || next == "." || next == "_" {
          // `1...5` is a range, not a number with dots.
          if next == ".", peek(1) == "." { break }
          text.append(next)
          index += 1
        }
        tokens.append(SwiftToken(kind: .number, text: text, line: line))
      } else {
        tokens.append(SwiftToken(kind: .punctuation, text: String(character), line: line))
        index += 1
      }
    }
    return tokens
  }

  mutating func identifier() -> String {
    var text = String(characters[index])
    index += 1
    while let next = peek(), next.isLetter || next.isNumber || next == "_" {
      text.append(next)
      index += 1
    }
    return text
  }

  /// `` `repeat` ``: a keyword used as a name.
  mutating func backticked() throws(ImportError) {
    let start = index
    index += 1
    var text = ""
    while let next = peek(), next != "`" {
      guard !next.isNewline else { throw error("unterminated backticked name") }
      text.append(next)
      index += 1
    }
    guard peek() == "`", !text.isEmpty else {
      index = start + 1
      tokens.append(SwiftToken(kind: .punctuation, text: "`", line: line))
      return
    }
    index += 1
    tokens.append(SwiftToken(kind: .identifier, text: text, line: line))
  }

  mutating func blockComment() throws(ImportError) {
    let start = line
    var depth = 0
    repeat {
      guard let character = peek() else { throw error("unterminated /* comment", at: start) }
      if character == "/" && peek(1) == "*" {
        depth += 1
        index += 2
      } else if character == "*" && peek(1) == "/" {
        depth -= 1
        index += 2
      } else {
        if character.isNewline { line += 1 }
        index += 1
      }
    } while depth > 0
  }

  /// `#"…"#`, `##"…"##`, or `#/…/#` after the hashes.
  func startsRawLiteral() -> Bool {
    var offset = 0
    while peek(offset) == "#" { offset += 1 }
    return peek(offset) == "\""
  }
}
