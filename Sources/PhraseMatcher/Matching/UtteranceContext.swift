/// What the matcher works out once per utterance and shares across phrases.
struct UtteranceContext {
  let words: [String]
  let spoken: [SpokenWord]
  private var substitutions: [Float]
  private let vocabularySize: Int
  private var appNameCache: [[(Int, Double)]?]
  private var entityCache: [Int: [EntityCandidate]] = [:]
  private var wordMatchers: [WordMatcher?]

  init(words: [String], index: PhraseIndex) {
    self.words = words
    spoken = words.map { SpokenWord($0, vocabulary: index.vocabulary) }
    vocabularySize = index.vocabulary.entries.count
    substitutions = [Float](repeating: -1, count: words.count * vocabularySize)
    appNameCache = Array(repeating: nil, count: words.count + 1)
    wordMatchers = Array(repeating: nil, count: index.types.count)
  }

  func insertionCost(_ word: Int) -> Double {
    spoken[word].isFunctionWord ? CostModel.insertedFunctionWord : CostModel.insertedContentWord
  }

  mutating func substitutionCost(word: Int, phraseWord id: Int32, vocabulary: PhraseVocabulary) -> Double? {
    let slot = word * vocabularySize + Int(id)
    var known = substitutions[slot]
    if known < 0 {
      known = vocabulary.substitutionCost(of: spoken[word], for: id).map(Float.init) ?? .infinity
      substitutions[slot] = known
    }
    return known.isFinite ? Double(known) : nil
  }

  /// App-name forms that start at word `start`: their length in words and cost.
  mutating func appNames(at start: Int, index: PhraseIndex) -> [(Int, Double)] {
    if let known = appNameCache[start] { return known }
    var found: [(Int, Double)] = []
    for form in index.appNames where start + form.count <= words.count {
      let heard = words[start..<(start + form.count)]
      if heard.elementsEqual(form) {
        found.append((form.count, 0))
      } else if Self.soundsAlike(Array(heard), form) {
        found.append((form.count, CostModel.misheardAppName))
      }
    }
    appNameCache[start] = found
    return found
  }

  mutating func candidates(type: Int, start: Int, length: Int, index: PhraseIndex) -> [EntityCandidate] {
    let key = (type * (words.count + 1) + start) * (words.count + 1) + length
    if let known = entityCache[key] { return known }
    var matcher = wordMatchers[type] ?? WordMatcher(vocabulary: index.types[type].vocabulary)
    let found = index.types[type].candidates(for: words[start..<(start + length)], matcher: &matcher)
    wordMatchers[type] = matcher
    entityCache[key] = found
    return found
  }

  /// Whether a word sequence sounds like an app-name form: the same number of
  /// words with the same phonetic keys ("nodes" for "Notes"). App names are
  /// proper nouns, so spelling-level closeness alone ("note") is not enough.
  private static func soundsAlike(_ heard: [String], _ form: [String]) -> Bool {
    heard.count == form.count
      && zip(heard, form).allSatisfy { $0.utf8.count >= 3 && Metaphone.key($0) == Metaphone.key($1) }
  }
}
