/// The costs the matcher adds up when an utterance differs from a phrase.
///
/// Costs are in "content words": leaving out or adding a word that carries
/// meaning costs about 1. What a recognizer or a person changes without
/// changing the meaning (a filler, an article, a plural, a homophone) costs a
/// fraction; a wrong or missing app name costs more than any phrase can afford.
public enum CostModel {
  // MARK: Words of the phrase

  /// A function word of the phrase that was not said ("read note" for "read a note").
  package static let omittedFunctionWord = 0.25
  /// A content word of the phrase that was not said.
  package static let omittedContentWord = 1.4
  /// A function word said that the phrase does not have.
  package static let insertedFunctionWord = 0.2
  /// A content word said that the phrase does not have.
  package static let insertedContentWord = 0.9
  /// A word of the phrase heard as a synonym ("show" for "read").
  package static let synonym = 0.35
  /// A word of the phrase heard in another inflection ("notes" for "note").
  package static let inflectedWord = 0.15
  /// A word of the phrase heard with a letter or two wrong, or as a homophone.
  package static let misheardWord = 0.45

  // MARK: App name

  /// The app name heard with a letter or two wrong, or as a homophone.
  package static let misheardAppName = 0.6
  /// No app name at all: Siri would not route the request to the app.
  package static let missingAppName = 4.0

  // MARK: Entity names

  /// A leading article or possessive before a name ("the groceries").
  package static let droppedDeterminer = 0.05
  /// A name heard in the singular for a plural or the reverse.
  package static let inflection = 0.3
  /// A name word heard as something that sounds the same.
  package static let phonetic = 0.4
  /// The most a name may cost before it is not considered at all.
  package static let entityLimit = 1.2

  /// A name word with `edits` letters wrong.
  public static func spelling(edits: Int) -> Double { edits <= 1 ? 0.45 : 0.8 }

  // MARK: Decisions

  /// The most an utterance may cost for a phrase of `words` words and still match.
  /// It never reaches ``missingAppName``.
  public static func acceptance(forPhraseOf words: Int) -> Double { min(1.4 + 0.1 * Double(words), 2.9) }
  /// Two readings closer than this are ambiguous.
  public static let ambiguityMargin = 0.2
}
