/// What the matcher works out about a word, kept across utterances: coverage
/// matches hundreds of thousands of expansions made of the same few words.
///
/// Not thread-safe: one per task.
final class WordCache {
  private var keys: [String: WordKeys] = [:]
  private var covers: [String: [Cover]] = [:]
  private var close: [Int: [String: [WordMatch]]] = [:]

  func keys(_ word: String, index: PhraseIndex) -> WordKeys {
    if let known = keys[word] { return known }
    let found = index.vocabulary.id(of: word).map { index.vocabulary[$0].keys } ?? WordKeys(word)
    keys[word] = found
    return found
  }

  func covers(_ word: WordKeys, index: PhraseIndex) -> [Cover] {
    if let known = covers[word.text] { return known }
    let found = index.vocabulary.covers(word)
    covers[word.text] = found
    return found
  }

  func closeWords(_ word: WordKeys, type: Int, fuzzy: Bool, index: PhraseIndex) -> [WordMatch] {
    if let known = close[type]?[word.text] { return known }
    let found = index.types[type].vocabulary.closeWords(word, fuzzy: fuzzy)
    close[type, default: [:]][word.text] = found
    return found
  }
}
