import PhraseMatcher

/// A JSON document: small, ordered, and with nothing bridged. Catalogs are
/// parsed into it; transcripts and `duo-say match --json` are written from it.
///
/// ```swift
/// let json = try JSON(parsing: Array(#"{"app": {"name": "Notes"}}"#.utf8))
/// json["app"]?["name"]   // .string("Notes")
/// JSON.object([("score", .number(0.5))]).text   // {"score":0.500}
/// ```
package indirect enum JSON: Equatable {
  case string(String)
  case number(String)
  case bool(Bool)
  case null
  case array([JSON])
  case object([(key: String, value: JSON)])

  package subscript(key: String) -> JSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  package static func == (lhs: JSON, rhs: JSON) -> Bool {
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)), (.number(let a), .number(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.null, .null): true
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// A number printed with three decimals, as scores and seconds are.
  package static func number(_ value: Double) -> JSON {
    value.isFinite ? .number(fixedDecimal(value, places: 3)) : .null
  }

  /// The document on one line.
  package var text: String {
    switch self {
    case .string(let string): Self.quoted(string)
    case .number(let number): number
    case .bool(let bool): bool ? "true" : "false"
    case .null: "null"
    case .array(let values): "[" + values.map(\.text).joined(separator: ",") + "]"
    case .object(let members):
      "{" + members.map { Self.quoted($0.key) + ":" + $0.value.text }.joined(separator: ",") + "}"
    }
  }

  /// The document indented by two spaces, short arrays of scalars kept on one line.
  package func prettyText(indent: String = "") -> String {
    let inner = indent + "  "
    switch self {
    case .array(let values) where values.isEmpty: return "[]"
    case .object(let members) where members.isEmpty: return "{}"
    case .array(let values):
      let scalars = values.allSatisfy {
        if case .array = $0 { false } else if case .object = $0 { false } else { true }
      }
      if scalars && text.count <= 100 { return "[" + values.map(\.text).joined(separator: ", ") + "]" }
      return "[\n" + values.map { inner + $0.prettyText(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
    case .object(let members):
      let lines = members.map { inner + Self.quoted($0.key) + ": " + $0.value.prettyText(indent: inner) }
      return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    default:
      return text
    }
  }

  private static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// Why a document is not JSON, with its line and column (both from 1).
  package struct SyntaxError: Error, Equatable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var message: String
    package var description: String { "line \(line), column \(column): \(message)" }
  }
}
