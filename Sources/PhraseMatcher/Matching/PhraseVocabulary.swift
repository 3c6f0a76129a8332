/// The distinct words of all phrases, with what the matcher needs to know of each.
struct PhraseVocabulary: Sendable {
  struct Entry: Sendable {
    var text: String
    var bytes: [UInt8]
    var singular: String
    var phonetic: String
    var isFunctionWord: Bool
  }

  private(set) var entries: [Entry] = []
  private var ids: [String: Int32] = [:]

  mutating func intern(_ word: String) -> Int32 {
    if let id = ids[word] { return id }
    let id = Int32(entries.count)
    ids[word] = id
    entries.append(
      Entry(
        text: word, bytes: Array(word.utf8), singular: Inflection.singular(word),
        phonetic: word.utf8.count >= 3 ? Metaphone.key(word) : word,
        isFunctionWord: WordClasses.functionWords.contains(word)))
    return id
  }

  mutating func finish() {}

  func id(of word: String) -> Int32? { ids[word] }

  subscript(id: Int32) -> Entry { entries[Int(id)] }

  /// What hearing `spoken` in place of phrase word `id` costs, or `nil` if it
  /// cannot stand for it.
  func substitutionCost(of spoken: SpokenWord, for id: Int32) -> Double? {
    if spoken.id == id { return 0 }
    let entry = entries[Int(id)]
    if spoken.singular == entry.singular { return CostModel.inflectedWord }
    if WordClasses.areSynonyms(spoken.text, entry.text) { return CostModel.synonym }
    if entry.isFunctionWord { return nil }
    if spoken.phonetic == entry.phonetic && spoken.bytes.count >= 3 { return CostModel.misheardWord }
    let allowance = min(
      EditDistance.allowance(forLength: spoken.bytes.count), EditDistance.allowance(forLength: entry.bytes.count))
    guard allowance > 0, EditDistance.between(spoken.bytes, entry.bytes, limit: allowance) <= allowance else {
      return nil
    }
    return CostModel.misheardWord
  }
}

/// A word of the utterance with its comparison keys, computed once.
struct SpokenWord: Sendable {
  var text: String
  var id: Int32?
  var bytes: [UInt8]
  var singular: String
  var phonetic: String
  var isFunctionWord: Bool

  init(_ text: String, vocabulary: PhraseVocabulary) {
    self.text = text
    id = vocabulary.id(of: text)
    bytes = Array(text.utf8)
    singular = Inflection.singular(text)
    phonetic = bytes.count >= 3 ? Metaphone.key(text) : text
    isFunctionWord = WordClasses.functionWords.contains(text) || Fillers.anywhere.contains(text)
  }
}
