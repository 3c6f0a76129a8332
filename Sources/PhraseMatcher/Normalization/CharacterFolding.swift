/// Character-level folding: case, apostrophes, diacritics, punctuation.
///
/// Letters and digits are kept (lower-cased, accents removed through
/// ``diacritics``); the apostrophe survives inside words for
/// ``Contractions``; everything else, NBSP included, separates words, and so
/// does a digit after a letter ("Q3" → "q 3", while "90s" and "3rd" stay whole).
public enum CharacterFolding {
  /// Apostrophe look-alikes recognizers and keyboards produce.
  package static let apostrophes: Set<Character> = ["'", "\u{2019}", "\u{2018}", "\u{02BC}", "`", "\u{00B4}"]

  /// Accented Latin letters and their plain forms. Extend here.
  package static let diacritics: [Character: String] = {
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

  /// Splits `raw` into folded words; `apostrophes` is false when no word can hold one.
  static func foldedWords(_ raw: String) -> (words: [String], apostrophes: Bool) {
    var raw = raw
    let ascii = raw.withUTF8 { bytes in
      asciiWords(bytes).map { ($0, bytes.contains { $0 == 0x27 || $0 == 0x60 }) }
    }
    return ascii ?? (unicodeWords(raw), true)
  }

  /// The fast path for ASCII text, byte by byte; `nil` at the first non-ASCII byte.
  /// A word is a run of letters, digits and apostrophes (a backquote counts
  /// as one), cut before a digit that follows a letter; apostrophes at its
  /// ends are dropped. Words are made straight from the bytes.
  private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
    var words: [String] = []
    words.reserveCapacity(bytes.count / 4 + 4)
    var start = 0
    var folds = false
    func flush(_ end: Int) {
      var (first, last) = (start, end)
      while first < last && (bytes[first] == 0x27 || bytes[first] == 0x60) { first += 1 }
      while last > first && (bytes[last - 1] == 0x27 || bytes[last - 1] == 0x60) { last -= 1 }
      guard first < last else { return }
      let run = UnsafeBufferPointer(rebasing: bytes[first..<last])
      guard folds else { return words.append(String(decoding: run, as: UTF8.self)) }
      words.append(
        String(unsafeUninitializedCapacity: run.count) { buffer in
          for (offset, byte) in run.enumerated() {
            buffer[offset] = byte == 0x60 ? 0x27 : (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
          }
          return run.count
        })
    }
    for (position, byte) in bytes.enumerated() {
      switch byte {
      case 0x80...: return nil
      case 0x41...0x5A, 0x60: folds = true
      case 0x61...0x7A, 0x27: break
      case 0x30...0x39:
        if position > start, case let previous = bytes[position - 1] | 0x20, previous >= 0x61 && previous <= 0x7A {
          flush(position)
          (start, folds) = (position, false)
        }
      default:
        flush(position)
        (start, folds) = (position + 1, false)
      }
    }
    flush(bytes.count)
    return words
  }

  /// The most combining marks one character keeps, as Unicode's stream-safe text format
  /// allows: a letter under a million of them costs what a letter costs, not what a
  /// million-scalar word costs in every lookup after it.
  static let maximumMarks = 30

  /// `character` with its first ``maximumMarks`` marks.
  private static func capped(_ character: Character) -> Character {
    var kept = String.UnicodeScalarView()
    kept.append(contentsOf: character.unicodeScalars.prefix(maximumMarks + 1))
    return String(kept).first ?? character
  }

  private static func unicodeWords(_ raw: String) -> [String] {
    var words: [String] = []
    var current = ""
    func flush() {
      let trimmed = current.trimmingApostrophes()
      if !trimmed.isEmpty { words.append(trimmed) }
      current = ""
    }
    for var character in raw.lowercased() {
      if character.utf8.count > 4 * (maximumMarks + 1) { character = capped(character) }
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
