/// Ways a person or a recognizer changes a phrase without changing its meaning,
/// to check that matching survives them.
///
/// ```swift
/// SpokenVariants.spoken("What's on Top 50 in Tempo?")   // "what's on top fifty in tempo"
/// SpokenVariants.noisy(expansion, in: catalog)          // [(.filler, "um what's …"), …]
/// ```
public enum SpokenVariants {
  public enum Kind: String, Sendable, CaseIterable {
    /// "um" at the start.
    case filler
    /// "hey siri" at the start.
    case wakeWord
    /// "uh" after the first word.
    case innerFiller
    /// "what is" for "what's" or the reverse.
    case contraction
    /// "the" added before the value's name, or an article before it dropped.
    case article
    /// One letter of the value's name heard differently, as it sounds ("kitchen" → "kichen").
    case misheardLetter
    /// A word of the value's name heard as its homophone ("light" → "lite").
    case homophone
    /// The value's last word in the singular or the plural.
    case inflection
  }

  /// Homophones a recognizer writes for one another. Extend here.
  package static let homophones: [String: String] = {
    let pairs = [
      ("light", "lite"), ("night", "knight"), ("right", "write"), ("blue", "blew"), ("red", "read"),
      ("sea", "see"), ("sun", "son"), ("flour", "flower"), ("meat", "meet"), ("week", "weak"),
      ("hour", "our"), ("new", "knew"), ("pair", "pear"), ("break", "brake"), ("steak", "stake"),
      ("peace", "piece"), ("road", "rode"), ("tail", "tale"), ("mail", "male"), ("sale", "sail"),
      ("hall", "haul"), ("deer", "dear"), ("whole", "hole"), ("plain", "plane"), ("rows", "rose"),
      ("bred", "bread"), ("chili", "chilly"), ("roll", "role"), ("soul", "sole"), ("flu", "flew"),
      ("way", "weigh"), ("there", "their"), ("by", "buy"), ("for", "four"), ("to", "two"),
    ]
    var table: [String: String] = [:]
    for (a, b) in pairs {
      table[a] = b
      table[b] = a
    }
    return table
  }()

  /// The text as a recognizer writes it: lower case, no punctuation, numbers in words.
  public static func spoken(_ text: String, language: SpokenLanguage = .english) -> String {
    var words: [String] = []
    var current = ""
    func flush() {
      if !current.isEmpty { words.append(spokenWord(current, language: language)) }
      current = ""
    }
    for character in text.lowercased() {
      if character.isLetter || character.isNumber || CharacterFolding.apostrophes.contains(character) {
        current.append(CharacterFolding.apostrophes.contains(character) ? "'" : character)
      } else {
        flush()
      }
    }
    flush()
    return words.joined(separator: " ")
  }

  private static func spokenWord(_ word: String, language: SpokenLanguage) -> String {
    if let value = Int(word) { return language.numbers.spelledOut(value) }
    if let decade = language.numbers.decades.first(where: { $0.value == word })?.key { return decade }
    let digits = word.prefix { $0.isNumber }
    if let value = Int(digits), ["st", "nd", "rd", "th"].contains(String(word.dropFirst(digits.count))) {
      return language.numbers.spelledOutOrdinal(value)
    }
    return word
  }
}
