/// What the matcher works out once per utterance and shares across phrases.
struct UtteranceContext {
  let words: [String]
  let keys: [WordKeys]
  let isFunctionWord: [Bool]
  /// Per word: the phrase words it can stand for.
  let covers: [[Cover]]
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
  /// Per type, per start word: the spans that name a value, as (length, cost of the best).
  private var spanOptions: [[[(length: Int, cost: Float)]?]]
  private var spans: [Int: [SpanCandidate]] = [:]
  /// Per type, per word (flat): whether the word can be part of a name of the type.
  private(set) var nameable: [Bool]
  private var nameablePrepared: [Bool]
  /// Per type: whether any word can be part of a name of it.
  private(set) var mentionsType: [Bool]
  private let index: PhraseIndex
  private let cache: WordCache?

  init(words: [String], index: PhraseIndex, cache: WordCache? = nil) {
    self.words = words
    self.index = index
    self.cache = cache
    if let cache {
      keys = words.map { cache.keys($0, index: index) }
      covers = keys.map { cache.covers($0, index: index) }
    } else {
      keys = words.map { index.vocabulary.id(of: $0).map { index.vocabulary[$0].keys } ?? WordKeys($0) }
      covers = keys.map { index.vocabulary.covers($0) }
    }
    isFunctionWord = keys.map(\.isFunctionWord)
    let vocabularySize = index.vocabulary.entries.count
    // An app-name word is the app name; it cannot also be a phrase word said elsewhere.
    var appWords = [Bool](repeating: false, count: words.count)
    for start in words.indices {
      for form in index.appNames where start + form.words.count <= words.count
        && words[start..<(start + form.words.count)].elementsEqual(form.words)
      {
        for word in start..<(start + form.words.count) { appWords[word] = true }
      }
    }
    var covered = [Bool](repeating: false, count: vocabularySize)
    var movable = [Bool](repeating: false, count: vocabularySize)
    let stride = index.vocabulary.bitSetStride
    var coverBits = [UInt64](repeating: 0, count: words.count * stride)
    var strongCoverBits = coverBits
    for (position, list) in covers.enumerated() {
      for cover in list {
        let (slot, bit) = (position * stride + Int(cover.id) / 64, UInt64(Int(cover.id) % 64))
        covered[Int(cover.id)] = true
        coverBits[slot] |= 1 << bit
        if Double(cover.cost) <= CostModel.inflectedWord {
          if !appWords[position] { movable[Int(cover.id)] = true }
          strongCoverBits[slot] |= 1 << bit
        }
      }
    }
    var substitution = [Float](repeating: .infinity, count: words.count * vocabularySize)
    for (position, list) in covers.enumerated() {
      for cover in list { substitution[position * vocabularySize + Int(cover.id)] = cover.cost }
    }
    self.substitution = substitution
    self.vocabularySize = vocabularySize
    self.covered = covered
    self.movable = movable
    self.coverBits = coverBits
    self.strongCoverBits = strongCoverBits
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
    let wordKeys = keys
    contentWordIndices = words.indices.filter { !wordKeys[$0].isFunctionWord && !isAppNameWord[$0] }
    close = Array(repeating: nil, count: index.types.count)
    nameable = Array(repeating: false, count: index.types.count * words.count)
    nameablePrepared = Array(repeating: false, count: index.types.count)
    mentionsType = Array(repeating: false, count: index.types.count)
    spanOptions = Array(repeating: Array(repeating: nil, count: words.count + 1), count: index.types.count)
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
    for (word, close) in closeWords(type).enumerated() where !close.isEmpty {
      nameable[type * words.count + word] = true
      mentionsType[type] = true
    }
  }

  /// The spans starting at `start` that name a value of `type`, with the best cost of each.
  mutating func spanOptions(type: Int, start: Int) -> [(length: Int, cost: Float)] {
    if let known = spanOptions[type][start] { return known }
    var options: [(length: Int, cost: Float)] = []
    let longest = min(words.count - start, index.types[type].maxWords + 1)
    let close = closeWords(type)
    if longest > 0, !close[start].isEmpty || (isDeterminer(start) && longest > 1) {
      for length in 1...longest {
        // Every word of a name must be close to a name word (a leading article aside).
        if close[start + length - 1].isEmpty && !(length == 1 && isDeterminer(start)) { break }
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
      return cache?.closeWords(word, type: type, fuzzy: fuzzy, index: index) ?? vocabulary.closeWords(word, fuzzy: fuzzy)
    }
    close[type] = found
    return found
  }
}
