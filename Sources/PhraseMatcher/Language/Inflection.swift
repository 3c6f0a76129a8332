/// English plural and singular forms, for "Kitchen Light" versus "kitchen lights", and the
/// nouns made of verbs ("reservation" of "reserve").
struct Inflection: Sendable {
  /// Words that end in "s" without being plurals.
  let invariant: Set<String>
  /// Endings that make a noun of a verb ("reserv*ation*", "pay*ment*", "renew*al*").
  let actionNounEndings: Set<String>
  /// Verb endings a noun says otherwise ("transcri*be*", "transcri*pt*").
  let actionNounStems: [(verb: String, noun: String)]
  /// Endings that make an adjective of a state of a word ("health*y*", "recycl*able*").
  let stateEndings: Set<String>

  /// Whether `noun` names the action of `verb`: "reservation" and "reserve", "payment" and
  /// "pay", "transcript" and "transcribe".
  func isAction(_ noun: String, of verb: String) -> Bool {
    derives(noun, from: verb, endings: actionNounEndings, stems: actionNounStems)
  }

  /// Whether `adjective` names a state of `word`: "healthy" of "health", "recyclable" of
  /// "recycle", "playable" of "play".
  func isState(_ adjective: String, of word: String) -> Bool {
    derives(adjective, from: word, endings: stateEndings, stems: [])
  }

  /// Whether `derived` is `word` (an "e" it ends with dropped, or a stem changed) with one of `endings`.
  private func derives(
    _ derived: String, from word: String, endings: Set<String>, stems: [(verb: String, noun: String)]
  ) -> Bool {
    guard derived != word, word.utf8.count > 2 else { return false }
    var bases = [word]
    if word.hasSuffix("e") { bases.append(String(word.dropLast())) }
    for change in stems where word.hasSuffix(change.verb) {
      bases.append(String(word.dropLast(change.verb.count)) + change.noun)
    }
    return bases.contains { base in
      derived.hasPrefix(base)
        && (derived.count == base.count || endings.contains(String(derived.dropFirst(base.count))))
    }
  }

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

  /// The verbs `stem` may be of once an ending ("-ed", "-er") is cut: "install" itself, "sav"
  /// → "save", "tri" → "try", "stopp" → "stop".
  func verbs(ofStem stem: String) -> [String] {
    var forms = [stem, stem + "e"]
    if stem.hasSuffix("i") { forms.append(String(stem.dropLast()) + "y") }
    if let last = stem.last, stem.dropLast().last == last { forms.append(String(stem.dropLast())) }
    return forms
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
    ],
    actionNounEndings: ["ation", "ition", "tion", "ion", "ment", "al", "ance", "ence", "ure"],
    actionNounStems: [(verb: "scribe", noun: "script"), (verb: "ceive", noun: "cept")],
    stateEndings: ["y", "able", "ible", "ful"])
}
