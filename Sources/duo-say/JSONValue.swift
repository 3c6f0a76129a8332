/// JSON written by hand, keys in insertion order, for stable one-line output.
indirect enum JSONValue {
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object(JSONObject)

  var text: String {
    switch self {
    case .string(let string): Self.quoted(string)
    case .number(let number): MatchReport.fixed(number)
    case .bool(let bool): bool ? "true" : "false"
    case .null: "null"
    case .array(let values): "[" + values.map(\.text).joined(separator: ",") + "]"
    case .object(let object):
      "{" + object.entries.map { Self.quoted($0.key) + ":" + $0.value.text }.joined(separator: ",") + "}"
    }
  }

  static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

/// An ordered JSON object.
struct JSONObject {
  private(set) var entries: [(key: String, value: JSONValue)] = []

  subscript(key: String) -> JSONValue? {
    get { entries.first { $0.key == key }?.value }
    set {
      if let index = entries.firstIndex(where: { $0.key == key }) {
        if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
      } else if let newValue {
        entries.append((key, newValue))
      }
    }
  }
}
