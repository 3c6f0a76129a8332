/// Text as a speech recognizer would write it, reduced to comparable words.
///
/// The same normalization applies to utterances and to phrase templates, so
/// both sides meet in one form: lower case, no punctuation, apostrophes and
/// diacritics folded, contractions expanded, fillers and wake words dropped,
/// number words turned into digits.
///
/// ```swift
/// SpokenText("Um, hey Siri, what’s in my Café note?").words
/// // ["what", "is", "in", "my", "cafe", "note"]
/// SpokenText("read the third note").words   // ["read", "the", "3rd", "note"]
/// ```
///
/// Each concern keeps its data in one table: ``CharacterFolding``,
/// ``Contractions``, ``Idioms``, ``NumberWords`` and ``Fillers``.
public struct SpokenText: Sendable, Hashable {
  /// The normalized words, in order.
  public let words: [String]

  /// Normalizes `raw` text.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public init(_ raw: String) {
    var words: [String] = []
    for word in CharacterFolding.foldedWords(raw) {
      words.append(contentsOf: Contractions.expand(word))
    }
    self.words = Fillers.removing(from: NumberWords.digits(in: Idioms.replacing(in: words)))
  }

  /// Normalizes without dropping fillers, for text whose every word counts
  /// (an entity title such as "OK Computer").
  public init(literal raw: String) {
    var words: [String] = []
    for word in CharacterFolding.foldedWords(raw) {
      words.append(contentsOf: Contractions.expand(word))
    }
    self.words = NumberWords.digits(in: Idioms.replacing(in: words))
  }

  /// The words joined by single spaces.
  public var text: String { words.joined(separator: " ") }
}
