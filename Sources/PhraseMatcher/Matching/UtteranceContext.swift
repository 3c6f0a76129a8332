/// What the matcher works out once per utterance and shares across phrases.
struct UtteranceContext {
  let words: [String]
  /// Per word: what is known about it (shared across utterances through a ``WordCache``).
  let facts: [WordFacts]
  let isFunctionWord: [Bool]
  /// Per phrase word: whether some spoken word can stand for it.
  let covered: [Bool]
  /// Per phrase word: whether some spoken word is it, give or take an
  /// inflection, so leaving it out in one place is a move, not a loss.
  let movable: [Bool]
  /// Per word, rows of ``PhraseVocabulary/bitSetStride``: bit sets over phrase
  /// words of what it can stand for, at any cost and at the cost of an
  /// inflection at most.
  let coverBits: [UInt64]
  let strongCoverBits: [UInt64]
  /// The words that are neither function words nor part of the app name.
  let contentWordIndices: [Int]
  /// Per word, per phrase word (rows of the vocabulary's size): what hearing
  /// the one for the other costs; infinity where it cannot.
  let substitution: [Float]
  let vocabularySize: Int
  /// Per start word: app-name forms heard there, as (length, cost).
  let appNames: [[(length: Int, cost: Float)]]
  let hasAppName: Bool
  /// Per word: whether it is part of an app-name form heard.
  let isAppNameWord: [Bool]
  /// Per type, per word: the name words it can stand for (computed on first use).
  private var close: [[[WordMatch]]?]
  /// Per (type, start word): the spans there that name a value, as a range of
  /// ``spanList`` (start, count); -1 until first asked.
  private var spanRanges: [Int32] = []
  private var spanList: [(length: Int, cost: Float)] = []
  /// Per (type, start, length): the values the span may name (computed on first use).
  private var spans: [[SpanCandidate]?] = []
  /// Per type, per word (flat): whether the word can be part of a name of the type.
  private(set) var nameable: [Bool] = []
  private var nameablePrepared: [Bool]
  /// Per type: whether any word can be part of a name of it.
  private(set) var mentionsType: [Bool]
  private let index: PhraseIndex

  init(words: [String], index: PhraseIndex, cache: WordCache) {
    self.words = words
    self.index = index
    facts = words.map { cache.facts($0, index: index) }
    isFunctionWord = facts.map(\.isFunctionWord)
    let vocabularySize = index.vocabulary.entries.count
    // An app-name word is the app name; it cannot also be a phrase word said elsewhere.
    var appNames: [[(length: Int, cost: Float)]] = Array(repeating: [], count: words.count + 1)
    var isAppNameWord = [Bool](repeating: false, count: words.count)
    var appWords = [Bool](repeating: false, count: words.count)
    for start in words.indices {
      for form in index.appNames where start + form.words.count <= words.count {
        let heard = start..<(start + form.words.count)
        if words[heard].elementsEqual(form.words) {
          appNames[start].append((form.words.count, 0))
          for word in heard { appWords[word] = true }
        } else if zip(facts[heard], form.sounds).allSatisfy({ !$1.isEmpty && $0.keys.sound == $1 }) {
          appNames[start].append((form.words.count, Float(CostModel.misheardAppName)))
        } else {
          continue
        }
        for word in heard { isAppNameWord[word] = true }
      }
    }
    var covered = [Bool](repeating: false, count: vocabularySize)
    var movable = [Bool](repeating: false, count: vocabularySize)
    let stride = index.vocabulary.bitSetStride
    var coverBits = [UInt64](repeating: 0, count: words.count * stride)
    var strongCoverBits = coverBits
    var substitution = [Float](repeating: .infinity, count: words.count * vocabularySize)
    for (position, word) in facts.enumerated() {
      for cover in word.covers {
        let id = Int(cover.id)
        let (slot, bit) = (position * stride + id / 64, UInt64(id % 64))
        covered[id] = true
        coverBits[slot] |= 1 << bit
        substitution[position * vocabularySize + id] = cover.cost
        if Double(cover.cost) <= CostModel.inflectedWord {
          if !appWords[position] { movable[id] = true }
          strongCoverBits[slot] |= 1 << bit
        }
      }
    }
    self.substitution = substitution
    self.vocabularySize = vocabularySize
    self.covered = covered
    self.movable = movable
    self.coverBits = coverBits
    self.strongCoverBits = strongCoverBits
    self.appNames = appNames
    hasAppName = !isAppNameWord.allSatisfy { !$0 }
    self.isAppNameWord = isAppNameWord
    let facts = facts
    contentWordIndices = words.indices.filter { !facts[$0].isFunctionWord && !isAppNameWord[$0] }
    close = Array(repeating: nil, count: index.types.count)
    nameablePrepared = Array(repeating: false, count: index.types.count)
    mentionsType = nameablePrepared
  }

  func insertionCost(_ word: Int) -> Float {
    Float(isFunctionWord[word] ? CostModel.insertedFunctionWord : CostModel.insertedContentWord)
  }

  func substitutionCost(word: Int, phraseWord id: Int32) -> Float? {
    let cost = substitution[word * vocabularySize + Int(id)]
    return cost.isFinite ? cost : nil
  }

  /// Fills ``nameable`` and ``mentionsType`` for `type`.
  mutating func prepareNames(_ type: Int) {
    guard !nameablePrepared[type] else { return }
    nameablePrepared[type] = true
    if nameable.isEmpty { nameable = Array(repeating: false, count: index.types.count * words.count) }
    for (word, close) in closeWords(type).enumerated() where !close.isEmpty {
      nameable[type * words.count + word] = true
      mentionsType[type] = true
    }
  }

  /// The spans starting at `start` that name a value of `type`, with the best cost of each.
  mutating func spanOptions(type: Int, start: Int) -> ArraySlice<(length: Int, cost: Float)> {
    let slot = 2 * (type * (words.count + 1) + start)
    if spanRanges.isEmpty { spanRanges = Array(repeating: -1, count: 2 * index.types.count * (words.count + 1)) }
    if spanRanges[slot] >= 0 {
      let first = Int(spanRanges[slot])
      return spanList[first..<(first + Int(spanRanges[slot + 1]))]
    }
    let first = spanList.count
    let longest = min(words.count - start, index.types[type].maxWords + 1)
    let close = closeWords(type)
    if longest > 0, !close[start].isEmpty || (facts[start].isDeterminer && longest > 1) {
      for length in 1...longest {
        // Every word of a name must be close to a name word (a leading article aside).
        if close[start + length - 1].isEmpty && !(length == 1 && facts[start].isDeterminer) { break }
        if let best = candidates(type: type, start: start, length: length).first {
          spanList.append((length, best.cost))
        }
      }
    }
    spanRanges[slot] = Int32(first)
    spanRanges[slot + 1] = Int32(spanList.count - first)
    return spanList[first..<spanList.count]
  }

  mutating func candidates(type: Int, start: Int, length: Int) -> [SpanCandidate] {
    let key = (type * (words.count + 1) + start) * (words.count + 1) + length
    if spans.isEmpty { spans = Array(repeating: nil, count: index.types.count * (words.count + 1) * (words.count + 1)) }
    if let known = spans[key] { return known }
    let close = closeWords(type)[start..<(start + length)]
    let found = index.types[type].spanCandidates(close: close, startsWithDeterminer: facts[start].isDeterminer)
    spans[key] = found
    return found
  }

  private mutating func closeWords(_ type: Int) -> [[WordMatch]] {
    if let known = close[type] { return known }
    let index = index
    let found = facts.map { $0.closeWords(type: type, index: index) }
    close[type] = found
    return found
  }
}
