/// What a word is against one index, whatever the utterance: its keys, the phrase words it can
/// stand for and whether an app-name form may start with it. The index works these out once for
/// every word its phrases and names say (``PhraseIndex/knownWords``), so an utterance of known
/// words computes none of them; any other word's are computed when it is heard.
struct WordTraits: Sendable {
  let keys: WordKeys
  let isFunctionWord: Bool
  let isDeterminer: Bool
  /// Whether some phrase has this very word.
  let isPhraseWord: Bool
  /// Whether an app-name form may start here: its first word, or one that sounds like it.
  let mayStartAppName: Bool
  /// The phrase words it can stand for, and what each costs.
  let covers: [Cover]
  /// Per entity type of the index, its own id among the type's name words, or -1; empty for a
  /// word no name says.
  private let nameIDs: [Int32]

  init(
    _ word: String, vocabulary: PhraseVocabulary, appNames: [(words: [String], sounds: [String])],
    names: [EntityIndex] = []
  ) {
    let language = vocabulary.language
    let id = vocabulary.id(of: word)
    let keys = id.map { vocabulary[$0].keys } ?? WordKeys(word, language: language)
    self.keys = keys
    isPhraseWord = id != nil
    isFunctionWord = keys.isFunctionWord
    isDeterminer = language.classes.determiners.contains(word)
    mayStartAppName = appNames.contains { form in
      form.words[0] == word || (!form.sounds[0].isEmpty && keys.sound == form.sounds[0])
    }
    covers = vocabulary.covers(keys)
    let ids = names.map { $0.vocabulary.id(of: keys.text) ?? -1 }
    nameIDs = ids.contains { $0 >= 0 } ? ids : []
  }

  /// Its own id among the name words of the index's type number `type`, or `nil`.
  func nameID(type: Int) -> Int32? {
    type < nameIDs.count && nameIDs[type] >= 0 ? nameIDs[type] : nil
  }

  /// The traits of every word the phrases and the values' names say, by word.
  static func known(
    vocabulary: PhraseVocabulary, names: [EntityIndex], appNames: [(words: [String], sounds: [String])]
  ) -> [String: WordTraits] {
    var known: [String: WordTraits] = [:]
    let words = vocabulary.entries.lazy.map(\.text) + names.lazy.flatMap(\.vocabulary.words)
    for word in words where known[word] == nil {
      known[word] = WordTraits(word, vocabulary: vocabulary, appNames: appNames, names: names)
    }
    return known
  }
}
