/// Character-level folding: case, apostrophes, diacritics, punctuation.
///
/// Letters and digits are kept (lower-cased, accents removed through
/// ``diacritics``); the apostrophe survives inside words for
/// ``Contractions``; everything else, NBSP included, separates words.
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
        current.append(character)
      } else {
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
