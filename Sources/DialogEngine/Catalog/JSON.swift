/// A parsed JSON document: small, ordered, and with nothing bridged.
///
/// ```swift
/// let json = try JSON(parsing: Array(#"{"app": {"name": "Notes"}}"#.utf8))
/// json["app"]?["name"]   // .string("Notes")
/// ```
indirect enum JSON: Equatable {
  case string(String)
  case number(String)
  case bool(Bool)
  case null
  case array([JSON])
  case object([(key: String, value: JSON)])

  subscript(key: String) -> JSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  static func == (lhs: JSON, rhs: JSON) -> Bool {
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)), (.number(let a), .number(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.null, .null): true
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// Why a document is not JSON, with its line and column (both from 1).
  struct SyntaxError: Error, Equatable, CustomStringConvertible {
    var line: Int
    var column: Int
    var message: String
    var description: String { "line \(line), column \(column): \(message)" }
  }
}
