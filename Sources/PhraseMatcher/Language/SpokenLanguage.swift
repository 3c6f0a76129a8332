/// The words and rules of the language people speak to an app: fillers and idioms, how numbers,
/// plurals and stems are said, how a word sounds, which command words mean one another and which
/// undo one another, how a sentence shows what it does, and how yes and no are said.
///
/// A ``PhraseIndex`` holds one, chosen from its catalog's `locale`, and every table is reached
/// through it (swift-format's `Context` carrying its `Configuration` is the model): a second
/// language is a second value, not thirty files changed.
///
/// ```swift
/// let language = SpokenLanguage.of(locale: "en_GB") ?? .english
/// SpokenText("um turn on the light", language: language).words   // ["turn", "on", "the", "light"]
/// language.numbers.spelledOut(21)                                 // "twenty one"
/// ```
public final class SpokenLanguage: Sendable {
  /// The language's code: "en".
  public let code: String
  public let classes: WordClasses
  let sentences: SentenceWords
  public let fillers: Fillers
  let idioms: Idioms
  public let numbers: NumberWords
  let contractions: Contractions
  let inflection: Inflection
  public let sounds: SoundKey
  let polarity: Polarity
  public let answers: SpokenAnswers
  /// Which normalization tables each word needs, and their shapes (``WordNeeds``).
  let needs: [String: WordNeeds]
  let needShapes: [UInt64]

  init(
    code: String, classes: WordClasses, sentences: SentenceWords, fillers: Fillers, idioms: Idioms,
    numbers: NumberWords, contractions: Contractions, inflection: Inflection, sounds: SoundKey, polarity: Polarity,
    answers: SpokenAnswers
  ) {
    self.code = code
    self.classes = classes
    self.sentences = sentences
    self.fillers = fillers
    self.idioms = idioms
    self.numbers = numbers
    self.contractions = contractions
    self.inflection = inflection
    self.sounds = sounds
    self.polarity = polarity
    self.answers = answers
    needs = WordNeeds.table(contractions: contractions, idioms: idioms, numbers: numbers, fillers: fillers)
    needShapes = WordNeeds.shapes(of: needs)
  }

  /// English: the language every catalog is spoken in today.
  public static let english = SpokenLanguage(
    code: "en", classes: .english, sentences: .english, fillers: .english, idioms: .english, numbers: .english,
    contractions: .english, inflection: .english, sounds: .english, polarity: .english, answers: .english)

  /// The language of `locale` ("en", "en_US", "en-GB"; none means the catalog's default, English);
  /// `nil` for a language duo-say does not speak yet. One value per language, shared: a class,
  /// so that holding it costs one reference, not one per table.
  public static func of(locale: String?) -> SpokenLanguage? {
    let code = locale.map { String($0.lowercased().prefix { $0.isLetter }) } ?? "en"
    return code.isEmpty || code == english.code ? english : nil
  }
}

extension Catalog {
  /// The language its phrases are said in: its `locale`'s, English for one duo-say does not speak yet.
  public var language: SpokenLanguage { SpokenLanguage.of(locale: locale) ?? .english }
}
