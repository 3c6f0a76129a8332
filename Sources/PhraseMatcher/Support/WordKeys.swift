/// The comparison keys of one normalized word, computed once.
struct WordKeys: Sendable {
  var text: String
  var bytes: [UInt8]
  /// Singular form ("lights" → "light").
  var singular: String
  /// Rough stem for command words ("cooking" → "cook").
  var stem: String
  /// ``SoundKey`` ("lite" and "light" → "LT"); empty for very short words.
  var sound: String
  /// The sound of its singular ("lights" → that of "light").
  var singularSound: String
  /// A grammar word (``WordClasses/functionWords``) or a filler.
  var isFunctionWord: Bool

  init(_ text: String, language: SpokenLanguage) {
    self.text = text
    bytes = Array(text.utf8)
    singular = language.inflection.singular(text)
    stem = language.inflection.stem(text)
    sound = language.sounds.of(text)
    singularSound = singular == text ? sound : language.sounds.of(singular)
    isFunctionWord = language.classes.functionWords.contains(text) || language.fillers.anywhere.contains(text)
  }

  /// How many letters may differ for this word to still count as heard.
  var spellingAllowance: Int { EditDistance.allowance(forLength: bytes.count) }
}
