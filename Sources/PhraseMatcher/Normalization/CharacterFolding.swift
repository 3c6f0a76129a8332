/// Character-level folding: case, apostrophes, diacritics, punctuation.
///
/// Letters and digits are kept (lower-cased, accents removed through
/// ``diacritics``); the apostrophe survives inside words for
/// ``Contractions``; everything else, NBSP included, separates words, and so
/// does a digit after a letter ("Q3" → "q 3", while "90s" and "3rd" stay whole).
public enum CharacterFolding {
  /// Apostrophe look-alikes recognizers and keyboards produce.
  public static let apostrophes: Set<Character> = ["'", "\u{2019}", "\u{2018}", "\u{02BC}", "`", "\u{00B4}"]

  /// Accented Latin letters and their plain forms. Extend here.
  public static let diacritics: [Character: String] = {
    var table: [Character: String] = [:]
    let groups: [(String, String)] = [
      ("àáâãäåāăą", "a"), ("çćĉċč", "c"), ("ďđ", "d"), ("èéêëēĕėęě", "e"),
      ("ĝğġģ", "g"), ("ĥħ", "h"), ("ìíîïĩīĭįı", "i"), ("ĵ", "j"), ("ķ", "k"),
      ("ĺļľŀł", "l"), ("ñńņňŉ", "n"), ("òóôõöøōŏő", "o"), ("ŕŗř", "r"),
      ("śŝşšș", "s"), ("ţťŧț", "t"), ("ùúûüũūŭůűų", "u"), ("ŵ", "w"),
      ("ýÿŷ", "y"), ("źżž", "z"), ("æ", "ae"), ("œ", "oe"), ("ß", "ss"), ("þ", "th"), ("ð", "d"),
    ]
    for (accented, plain) in groups {
      for character in accented { table[character] = plain }
    }
    return table
  }()

  /// Splits `raw` into folded words.
  static func foldedWords(_ raw: String) -> [String] {
    var raw = raw
    if let words = raw.withUTF8(asciiWords) { return words }
    return unicodeWords(raw)
  }

  /// The fast path for ASCII text, byte by byte; `nil` at the first non-ASCII byte.
  private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
    var words: [String] = []
    var current: [UInt8] = []
    current.reserveCapacity(16)
    func flush() {
      var start = 0
      var end = current.count
      while start < end && current[start] == 0x27 { start += 1 }
      while end > start && current[end - 1] == 0x27 { end -= 1 }
      if start < end { words.append(String(decoding: current[start..<end], as: UTF8.self)) }
      current.removeAll(keepingCapacity: true)
    }
    for byte in bytes {
      switch byte {
      case 0x80...: return nil
      case 0x41...0x5A: current.append(byte + 0x20)
      case 0x61...0x7A: current.append(byte)
      case 0x30...0x39:
        if let last = current.last, last >= 0x61 && last <= 0x7A { flush() }
        current.append(byte)
      case 0x27, 0x60: current.append(0x27)
      default: flush()
      }
    }
    flush()
    return words
  }

  private static func unicodeWords(_ raw: String) -> [String] {
    var words: [String] = []
    var current = ""
    func flush() {
      let trimmed = current.trimmingApostrophes()
      if !trimmed.isEmpty { words.append(trimmed) }
      current = ""
    }
    for character in raw.lowercased() {
      if apostrophes.contains(character) {
        current.append("'")
      } else if let plain = diacritics[character] {
        current += plain
      } else if character.isLetter || character.isNumber {
        // "Q3" is said "q three": a letter followed by a digit starts a new word.
        if character.isNumber, let last = current.last, last.isLetter { flush() }
        current.append(character)
      } else if !character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .format }) {
        // Zero-width and direction marks (U+200B, U+200F, U+FEFF, …) are not
        // separators: "gro\u{200B}ceries" is one word.
        flush()
      }
    }
    flush()
    return words
  }
}

extension String {
  fileprivate func trimmingApostrophes() -> String {
    guard first == "'" || last == "'" else { return self }
    let isApostrophe: (Character) -> Bool = { $0 == "'" }
    return String(drop(while: isApostrophe).reversed().drop(while: isApostrophe).reversed())
  }
}
