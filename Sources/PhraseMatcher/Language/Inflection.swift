/// English plural and singular forms, for "Kitchen Light" versus "kitchen lights".
struct Inflection: Sendable {
  /// Words that end in "s" without being plurals.
  let invariant: Set<String>

  /// A plausible singular of `word` ("lights" → "light", "boxes" → "box", "stories" → "story").
  func singular(_ word: String) -> String {
    guard word.utf8.count > 3, word.hasSuffix("s"), !invariant.contains(word), !word.hasSuffix("ss") else {
      return word
    }
    if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
    for ending in ["ches", "shes", "xes", "zes", "sses", "oes"] where word.hasSuffix(ending) {
      return String(word.dropLast(2))
    }
    return String(word.dropLast())
  }

  /// A rough stem for command words: plural, "-ing" and "-ed" removed
  /// ("cooking" → "cook", "played" → "play", "notes" → "note").
  func stem(_ word: String) -> String {
    let bytes = word.utf8.count
    if bytes > 5, word.hasSuffix("ing") { return String(word.dropLast(3)) }
    if bytes > 4, word.hasSuffix("ed") { return String(word.dropLast(2)) }
    return singular(word)
  }
}

extension Inflection {
  /// English, as duo-say speaks it: extend the tables here. Reached through ``SpokenLanguage/english``.
  static let english = Inflection(
    invariant: [
      "news", "series", "species", "its", "this", "is", "was", "has", "his", "us", "yes", "bus",
      "gas", "plus", "status", "always", "perhaps", "thanks", "minus", "chaos", "class", "glass",
      "grass", "pass", "boss", "dress", "address", "less", "process", "access", "success", "kiss",
    ])
}
