extension CatalogGrammar {
  /// Why a name cannot be put to the recognizer.
  enum Reason: Error, CustomStringConvertible {
    case characters, empty
    case unpronounceable(String)

    var description: String {
      switch self {
      case .characters: "has characters the recognizer cannot take (letters outside English, symbols)"
      case .empty: "has no words"
      case .unpronounceable(let word): "no pronunciation for '\(word)'"
      }
    }
  }

  /// `text` as the recognizer's words: lower-case letters, digits and inner
  /// apostrophes ("what's"); punctuation separates. `nil` when a character is
  /// neither (a letter of another script, an emoji).
  public static func words(_ text: String) -> [String]? {
    var words: [String] = []
    var current: [UInt8] = []
    func flush() {
      while current.last == UInt8(ascii: "'") { current.removeLast() }
      while current.first == UInt8(ascii: "'") { current.removeFirst() }
      if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
      current.removeAll()
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "a"..."z", "0"..."9", "'": current.append(UInt8(scalar.value))
      case "A"..."Z": current.append(UInt8(scalar.value) + 32)
      case "\u{2019}": current.append(UInt8(ascii: "'"))
      case "&":
        flush()
        words.append("and")
      case " ", "\t", "\n", ",", ".", "!", "?", ";", ":", "-", "/", "(", ")", "\"", "\u{201C}", "\u{201D}":
        flush()
      default: return nil
      }
    }
    flush()
    return words
  }
}
