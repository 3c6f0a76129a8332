import PhraseMatcher

/// Apple's automatic grammar agreement, for English: `^[2 ticket](inflect: true)`
/// in a dialog is said "2 tickets", `^[1 ticket](inflect: true)` "1 ticket".
///
/// ```swift
/// GrammarAgreement.resolving("You have ^[3 free drink](inflect: true).")   // "You have 3 free drinks."
/// ```
///
/// The phrase's last word agrees with the first number in it (digits or a number word);
/// a phrase without a number, or markup without `inflect: true`, is said as written.
enum GrammarAgreement {
  static func resolving(_ text: String) -> String {
    guard text.contains("^[") else { return text }
    var result = ""
    var rest = Substring(text)
    while let start = rest.range(of: "^[") {
      result += rest[..<start.lowerBound]
      let afterOpen = rest[start.upperBound...]
      guard let close = afterOpen.range(of: "]("), let end = afterOpen[close.upperBound...].firstIndex(of: ")") else {
        result += rest[start.lowerBound...]
        return result
      }
      let phrase = afterOpen[..<close.lowerBound]
      let attributes = afterOpen[close.upperBound..<end].filter { !$0.isWhitespace }
      result += attributes.contains("inflect:true") ? agreeing(String(phrase)) : String(phrase)
      rest = afterOpen[afterOpen.index(after: end)...]
    }
    return result + rest
  }

  /// "2 large coffee" → "2 large coffees"; "1 coffees" → "1 coffee".
  static func agreeing(_ phrase: String) -> String {
    var words = phrase.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    guard let count = words.lazy.compactMap(number).first, let last = words.indices.last,
      number(words[last]) == nil
    else { return phrase }
    words[last] = count == 1 ? singular(words[last]) : plural(words[last])
    return words.joined(separator: " ")
  }

  private static func number(_ word: String) -> Double? {
    let numbers = SpokenLanguage.english.numbers
    return Double(word.filter { $0 != "," }) ?? numbers.units[word.lowercased()].map(Double.init)
      ?? numbers.tens[word.lowercased()].map(Double.init)
  }

  static func plural(_ word: String) -> String {
    let lower = word.lowercased()
    if unchanged.contains(lower) || irregular.values.contains(lower) { return word }
    if let plural = irregular[lower] { return cased(plural, like: word) }
    if ["s", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) { return word + "es" }
    if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
      return word.dropLast() + "ies"
    }
    return word + "s"
  }

  static func singular(_ word: String) -> String {
    let lower = word.lowercased()
    if let singular = irregular.first(where: { $0.value == lower })?.key { return cased(singular, like: word) }
    if unchanged.contains(lower) || !lower.hasSuffix("s") || lower.hasSuffix("ss") { return word }
    if lower.hasSuffix("ies"), lower.count > 4 { return word.dropLast(3) + "y" }
    if ["ses", "xes", "zes", "ches", "shes"].contains(where: lower.hasSuffix) { return String(word.dropLast(2)) }
    return String(word.dropLast())
  }

  private static func cased(_ word: String, like original: String) -> String {
    original.first?.isUppercase == true ? word.prefix(1).uppercased() + word.dropFirst() : word
  }

  /// Nouns whose plural English does not make with -s. Extend here.
  static let irregular: [String: String] = [
    "person": "people", "child": "children", "man": "men", "woman": "women", "foot": "feet", "tooth": "teeth",
    "mouse": "mice", "goose": "geese", "leaf": "leaves", "loaf": "loaves", "knife": "knives", "life": "lives",
    "wife": "wives", "half": "halves", "shelf": "shelves", "wolf": "wolves", "cactus": "cacti", "ox": "oxen",
  ]
  static let unchanged: Set<String> = ["sheep", "fish", "deer", "series", "species", "aircraft", "moose", "data"]
}
