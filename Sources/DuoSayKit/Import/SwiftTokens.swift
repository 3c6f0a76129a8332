
/// A small Swift tokenizer: enough to read App Shortcuts declarations from
/// source without a compiler. Comments are skipped; string literals (plain,
/// multi-line, raw) keep their interpolations as `\(…)` text.
struct SwiftToken: Equatable {
  enum Kind: Equatable { case identifier, string, punctuation, number }
  var kind: Kind
  var text: String
  /// 1-based line of the token's start.
  var line: Int
}

/// Why a Swift file could not be read.
public struct ImportError: Error, Equatable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var message: String

  public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}

enum SwiftTokenizer {
  static func tokens(_ source: String, file: String) throws(ImportError) -> [SwiftToken] {
    let characters = Array(source)
    var tokens: [SwiftToken] = []
    var index = 0
    var line = 1
    func peek(_ offset: Int = 0) -> Character? {
      index + offset < characters.count ? characters[index + offset] : nil
    }
    while index < characters.count {
      let character = characters[index]
      if character == "\n" {
        line += 1
        index += 1
      } else if character.isWhitespace {
        index += 1
      } else if character == "/" && peek(1) == "/" {
        while index < characters.count && characters[index] != "\n" { index += 1 }
      } else if character == "/" && peek(1) == "*" {
        var depth = 0
        repeat {
          if peek() == "/" && peek(1) == "*" { depth += 1; index += 2 } else if peek() == "*" && peek(1) == "/" { depth -= 1; index += 2 } else {
            if peek() == "\n" { line += 1 }
            index += 1
          }
        } while depth > 0 && index < characters.count
      } else if character == "\"" || (character == "#" && (peek(1) == "\"" || peek(1) == "#")) {
        let start = line
        let text = try string(characters, &index, &line, file: file)
        tokens.append(SwiftToken(kind: .string, text: text, line: start))
      } else if character.isLetter || character == "_" || character == "$" || character == "@" {
        var text = String(character)
        index += 1
        while let next = peek(), next.isLetter || next.isNumber || next == "_" { text.append(next); index += 1 }
        tokens.append(SwiftToken(kind: .identifier, text: text, line: line))
      } else if character.isNumber {
        var text = ""
        while let next = peek(), next.isNumber || next == "." || next == "_" { text.append(next); index += 1 }
        tokens.append(SwiftToken(kind: .number, text: text, line: line))
      } else {
        tokens.append(SwiftToken(kind: .punctuation, text: String(character), line: line))
        index += 1
      }
    }
    return tokens
  }

  /// A string literal's content, with `\(…)` interpolations kept as written and
  /// simple escapes resolved. Handles `"…"`, `"""…"""` and `#"…"#`.
  private static func string(_ characters: [Character], _ index: inout Int, _ line: inout Int, file: String) throws(ImportError) -> String {
    var hashes = 0
    while index < characters.count && characters[index] == "#" { hashes += 1; index += 1 }
    let multiline = index + 2 < characters.count && characters[index + 1] == "\"" && characters[index + 2] == "\""
    index += multiline ? 3 : 1
    let closing = Array(repeating: Character("\""), count: multiline ? 3 : 1) + Array(repeating: Character("#"), count: hashes)
    let escape = "\\" + String(repeating: "#", count: hashes)
    var text = ""
    let startLine = line
    while index < characters.count {
      if Array(characters[index..<min(index + closing.count, characters.count)]) == closing {
        index += closing.count
        if multiline {
          // Multi-line literals drop their first and last line breaks and common indentation.
          let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
          let indent = lines.last.map { $0.prefix { $0 == " " }.count } ?? 0
          return lines.dropLast().map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n")
        }
        return text
      }
      let character = characters[index]
      if character == "\n" {
        guard multiline else { throw ImportError(file: file, line: startLine, message: "unterminated string literal") }
        line += 1
      }
      if String(characters[index..<min(index + escape.count, characters.count)]) == escape {
        index += escape.count
        guard index < characters.count else { break }
        let escaped = characters[index]
        if escaped == "(" {
          // An interpolation: keep it, with balanced parentheses, as written.
          var depth = 0
          var interpolation = "\\"
          while index < characters.count {
            let next = characters[index]
            // A quote or line end before the parentheses balance: the interpolation is broken
            // (string literals inside an interpolation are legal Swift, but never in a phrase).
            if (next == "\n" || next == "\"") && !multiline { break }
            interpolation.append(next)
            index += 1
            if next == "(" { depth += 1 } else if next == ")" { depth -= 1; if depth == 0 { break } }
          }
          guard depth == 0 else { throw ImportError(file: file, line: line, message: "unbalanced parentheses in a string interpolation") }
          text += interpolation
          continue
        }
        switch escaped {
        case "n": text += "\n"
        case "t": text += "\t"
        case "\"": text += "\""
        case "'": text += "'"
        case "\\": text += "\\"
        case "0": text += "\0"
        default: text.append(escaped)
        }
        index += 1
        continue
      }
      text.append(character)
      index += 1
    }
    throw ImportError(file: file, line: startLine, message: "unterminated string literal")
  }
}
