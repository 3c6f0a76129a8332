extension JSON {
  /// The deepest nesting accepted; deeper documents are refused, not recursed into.
  static let maximumDepth = 128

  /// Parses UTF-8 JSON (RFC 8259).
  ///
  /// - Throws: ``SyntaxError`` with the line and column of the first problem.
  /// - Complexity: O(*n*) in the length of the document.
  package init(parsing bytes: [UInt8]) throws(SyntaxError) {
    var parser = Parser(bytes: bytes)
    parser.skipWhitespace()
    self = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.index == bytes.count else { throw parser.error("unexpected text after the document") }
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    func error(_ message: String) -> SyntaxError {
      var line = 1
      var column = 1
      for byte in bytes[..<min(index, bytes.count)] {
        if byte == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
      }
      return SyntaxError(line: line, column: column, message: message)
    }

    mutating func skipWhitespace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x0A, 0x0D, 0x09: index += 1
        default: return
        }
      }
    }

    mutating func value(depth: Int) throws(SyntaxError) -> JSON {
      guard depth < JSON.maximumDepth else { throw error("nested deeper than \(JSON.maximumDepth) levels") }
      guard index < bytes.count else { throw error("unexpected end of the document") }
      switch bytes[index] {
      case UInt8(ascii: "{"): return try object(depth: depth)
      case UInt8(ascii: "["): return try array(depth: depth)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): return try literal("true", .bool(true))
      case UInt8(ascii: "f"): return try literal("false", .bool(false))
      case UInt8(ascii: "n"): return try literal("null", .null)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
      default: throw error("expected a value")
      }
    }

    mutating func literal(_ word: String, _ value: JSON) throws(SyntaxError) -> JSON {
      let expected = Array(word.utf8)
      guard bytes.count - index >= expected.count, Array(bytes[index..<(index + expected.count)]) == expected else {
        throw error("expected a value")
      }
      index += expected.count
      return value
    }

    mutating func object(depth: Int) throws(SyntaxError) -> JSON {
      index += 1
      var members: [(key: String, value: JSON)] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
        let key = try string()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
        index += 1
        skipWhitespace()
        members.append((key, try value(depth: depth + 1)))
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of the document; expected '}'") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
        } else if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        } else {
          throw error("expected ',' or '}'")
        }
      }
    }

    mutating func array(depth: Int) throws(SyntaxError) -> JSON {
      index += 1
      var elements: [JSON] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      while true {
        skipWhitespace()
        elements.append(try value(depth: depth + 1))
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of the document; expected ']'") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
        } else if bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(elements)
        } else {
          throw error("expected ',' or ']'")
        }
      }
    }

    mutating func number() throws(SyntaxError) -> String {
      let start = index
      if bytes[index] == UInt8(ascii: "-") { index += 1 }
      func digits() -> Int {
        let from = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - from
      }
      guard digits() > 0 else { throw error("expected digits") }
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        guard digits() > 0 else { throw error("expected digits after '.'") }
      }
      if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { throw error("expected digits in the exponent") }
      }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func string() throws(SyntaxError) -> String {
      index += 1
      var scalars = String.UnicodeScalarView()
      var runStart = index
      var result = ""
      func flushRun() {
        if runStart < index { result += String(decoding: bytes[runStart..<index], as: UTF8.self) }
      }
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          flushRun()
          index += 1
          return result
        }
        if byte < 0x20 { throw error("control character in a string; escape it") }
        guard byte == UInt8(ascii: "\\") else {
          index += 1
          continue
        }
        flushRun()
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): result += "\""
        case UInt8(ascii: "\\"): result += "\\"
        case UInt8(ascii: "/"): result += "/"
        case UInt8(ascii: "b"): result += "\u{8}"
        case UInt8(ascii: "f"): result += "\u{C}"
        case UInt8(ascii: "n"): result += "\n"
        case UInt8(ascii: "r"): result += "\r"
        case UInt8(ascii: "t"): result += "\t"
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code), bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            let low = try hex4()
            if (0xDC00..<0xE000).contains(low) { code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) }
          }
          scalars.removeAll()
          scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
          result += String(scalars)
        default: throw error("unknown escape '\\\(Character(Unicode.Scalar(escape)))'")
        }
        runStart = index
      }
      throw error("unterminated string")
    }

    mutating func hex4() throws(SyntaxError) -> UInt32 {
      guard bytes.count - index >= 4 else { throw error("expected four hex digits after '\\u'") }
      var value: UInt32 = 0
      for byte in bytes[index..<(index + 4)] {
        guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
          throw error("expected four hex digits after '\\u'")
        }
        value = value << 4 | UInt32(digit)
      }
      index += 4
      return value
    }
  }
}
