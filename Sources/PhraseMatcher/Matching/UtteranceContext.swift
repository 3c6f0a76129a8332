/// What the matcher works out once per utterance and shares across phrases.
struct UtteranceContext {
  let words: [String]
  let keys: [WordKeys]
  let isFunctionWord: [Bool]
  /// Per word: the phrase words it can stand for.
  let covers: [[Cover]]
  /// Per phrase word: whether some spoken word can stand for it.
  let covered: [Bool]
  /// Per start word: app-name forms heard there, as (length, cost).
  let appNames: [[(length: Int, cost: Float)]]
  let hasAppName: Bool
  /// Per word: whether it is part of an app-name form heard.
  let isAppNameWord: [Bool]
  /// Per type, per word: the name words it can stand for (computed on first use).
  private var close: [[[WordMatch]]?]
  /// Per type, per start word: the spans that name a value, as (length, cost of the best).
  private var spanOptions: [[[(length: Int, cost: Float)]?]]
  private var spans: [Int: [SpanCandidate]] = [:]
  private let index: PhraseIndex

  init(words: [String], index: PhraseIndex) {
    self.words = words
    self.index = index
    keys = words.map(WordKeys.init)
    isFunctionWord = keys.map(\.isFunctionWord)
    covers = keys.map { index.vocabulary.covers($0) }
    var covered = [Bool](repeating: false, count: index.vocabulary.entries.count)
    for list in covers { for cover in list { covered[Int(cover.id)] = true } }
    self.covered = covered
    var appNames: [[(length: Int, cost: Float)]] = Array(repeating: [], count: words.count + 1)
    for start in words.indices {
      for form in index.appNames where start + form.words.count <= words.count {
        let heard = start..<(start + form.words.count)
        if words[heard].elementsEqual(form.words) {
          appNames[start].append((form.words.count, 0))
        } else if zip(keys[heard], form.sounds).allSatisfy({ !$1.isEmpty && $0.sound == $1 }) {
          appNames[start].append((form.words.count, Float(CostModel.misheardAppName)))
        }
      }
    }
    self.appNames = appNames
    hasAppName = appNames.contains { !$0.isEmpty }
    var isAppNameWord = [Bool](repeating: false, count: words.count)
    for (start, forms) in appNames.enumerated() {
      for form in forms { for word in start..<(start + form.length) { isAppNameWord[word] = true } }
    }
    self.isAppNameWord = isAppNameWord
    close = Array(repeating: nil, count: index.types.count)
    spanOptions = Array(repeating: Array(repeating: nil, count: words.count + 1), count: index.types.count)
  }

  func insertionCost(_ word: Int) -> Float {
    Float(isFunctionWord[word] ? CostModel.insertedFunctionWord : CostModel.insertedContentWord)
  }

  func substitutionCost(word: Int, phraseWord id: Int32) -> Float? {
    covers[word].first { $0.id == id }?.cost
  }

  /// Whether any word of the utterance can name a value of `type`.
  mutating func mentionsValue(of type: Int) -> Bool {
    closeWords(type).contains { !$0.isEmpty }
  }

  /// Whether word `word` can be part of a name of `type`.
  mutating func canName(_ word: Int, type: Int) -> Bool {
    !closeWords(type)[word].isEmpty
  }

  /// The spans starting at `start` that name a value of `type`, with the best cost of each.
  mutating func spanOptions(type: Int, start: Int) -> [(length: Int, cost: Float)] {
    if let known = spanOptions[type][start] { return known }
    var options: [(length: Int, cost: Float)] = []
    let longest = min(words.count - start, index.types[type].maxWords + 1)
    if longest > 0, !closeWords(type)[start].isEmpty || (isDeterminer(start) && longest > 1) {
      for length in 1...longest {
        if let best = candidates(type: type, start: start, length: length).first {
          options.append((length, best.cost))
        }
      }
    }
    spanOptions[type][start] = options
    return options
  }

  mutating func candidates(type: Int, start: Int, length: Int) -> [SpanCandidate] {
    let key = (type * (words.count + 1) + start) * (words.count + 1) + length
    if let known = spans[key] { return known }
    let close = closeWords(type)[start..<(start + length)]
    let found = index.types[type].spanCandidates(close: close, startsWithDeterminer: isDeterminer(start))
    spans[key] = found
    return found
  }

  private func isDeterminer(_ word: Int) -> Bool { WordClasses.determiners.contains(words[word]) }

  private mutating func closeWords(_ type: Int) -> [[WordMatch]] {
    if let known = close[type] { return known }
    let vocabulary = index.types[type].vocabulary
    let found = keys.map { word in
      // Spelling variants only for words known to neither the phrases nor the names.
      let fuzzy = index.vocabulary.id(of: word.text) == nil && vocabulary.id(of: word.text) == nil
      return vocabulary.closeWords(word, fuzzy: fuzzy)
    }
    close[type] = found
    return found
  }
}
