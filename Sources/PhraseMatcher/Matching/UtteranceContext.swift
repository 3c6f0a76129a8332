/// A run of words and what it costs to hear it as an app-name form or a value's name.
struct SpanCost {
  var length: Int
  var cost: Float
}

/// What the matcher works out once per utterance and shares across phrases.
///
/// Its tables are flat arrays kept between utterances (``WordCache`` lends the
/// context to one match at a time), so a match allocates almost nothing; the
/// per-type tables are filled the first time a phrase with that type asks.
struct UtteranceContext {
  private(set) var words: [String] = []
  /// Per word: what is known about it (shared across utterances through a ``WordCache``).
  private var facts: [WordFacts] = []
  private(set) var isFunctionWord: [Bool] = []
  /// Per phrase word: whether some spoken word can stand for it.
  private(set) var covered: [Bool] = []
  /// Per phrase word: whether some spoken word is it, give or take an
  /// inflection, so leaving it out in one place is a move, not a loss.
  private(set) var movable: [Bool] = []
  /// Per word, rows of ``PhraseVocabulary/bitSetStride``: bit sets over phrase
  /// words of what it can stand for, at any cost and at the cost of an
  /// inflection at most.
  private(set) var coverBits: [UInt64] = []
  private(set) var strongCoverBits: [UInt64] = []
  /// The words that are neither function words nor part of the app name.
  private(set) var contentWordIndices: [Int] = []
  /// Per word, per phrase word (rows of the vocabulary's size): what hearing
  /// the one for the other costs; infinity where it cannot.
  private(set) var substitution: [Float] = []
  private(set) var vocabularySize = 0
  /// App-name forms heard, by start word: `appNameList[appNameStart[j]..<appNameStart[j + 1]]`.
  private var appNameStart: [Int] = []
  private var appNameList: [SpanCost] = []
  private(set) var hasAppName = false
  /// Per type, per word (rows of the word count): the name words it can stand for.
  private var close: [[WordMatch]] = []
  /// Per type: whether this utterance's rows of the per-type tables are filled.
  private var typeReady: [Bool] = []
  /// Per (type, start word): the spans there that name a value, as (first, count) in ``spanList``; -1 until asked.
  private var spanRanges: [Int32] = []
  private var spanList: [SpanCost] = []
  /// Per (type, start, length): the values the span may name, as (first, count) in ``candidateList``.
  private var candidateRanges: [Int32] = []
  private var candidateList: [SpanCandidate] = []
  /// Per type, per word (rows of the word count): whether the word can be part of a name of the type.
  private(set) var nameable: [Bool] = []
  /// Per type: whether any word can be part of a name of it.
  private(set) var mentionsType: [Bool] = []
  private var types: [EntityIndex] = []
  /// Per word: 1 inside an app-name form heard by sound, 2 inside one heard exactly.
  private var appNameMarks: [UInt8] = []
  /// The cache this context is lent from (it owns the context).
  private unowned var cache: WordCache?
  private var index: PhraseIndex?

  /// Fills the context for `words`, reusing the buffers of the last utterance.
  mutating func reset(words: [String], index: PhraseIndex, cache: WordCache) {
    let n = words.count
    // A word where the last utterance had the same word keeps its facts:
    // coverage's expansions of one phrase differ only in the value's words.
    let previous = self.words
    let sameIndex = self.cache === cache && self.index === index
    self.words = words
    self.cache = cache
    self.index = index
    types = index.types
    if !sameIndex { facts.removeAll(keepingCapacity: true) }
    isFunctionWord.removeAll(keepingCapacity: true)
    for (position, word) in words.enumerated() {
      if position < facts.count {
        if position >= previous.count || previous[position] != word {
          facts[position] = cache.facts(word, index: index)
        }
      } else {
        facts.append(cache.facts(word, index: index))
      }
      isFunctionWord.append(facts[position].traits.isFunctionWord)
    }
    if facts.count > n { facts.removeLast(facts.count - n) }
    findAppNames(index.appNames)
    vocabularySize = index.vocabulary.entries.count
    let stride = index.vocabulary.bitSetStride
    Self.refill(&covered, false, vocabularySize)
    Self.refill(&movable, false, vocabularySize)
    Self.refill(&coverBits, 0, n * stride)
    Self.refill(&strongCoverBits, 0, n * stride)
    Self.refill(&substitution, .infinity, n * vocabularySize)
    Self.refill(&appNameMarks, 0, n)
    for start in 0..<n {
      for span in appNames(at: start) {
        for word in start..<(start + span.length) {
          appNameMarks[word] = max(appNameMarks[word], span.cost == 0 ? 2 : 1)
        }
      }
    }
    for (position, word) in facts.enumerated() {
      // An app-name word is the app name; it cannot also be a phrase word said elsewhere.
      let isAppName = appNameMarks[position] == 2
      for cover in word.traits.covers {
        let id = Int(cover.id)
        let (slot, bit) = (position * stride + id / 64, UInt64(id % 64))
        covered[id] = true
        coverBits[slot] |= 1 << bit
        substitution[position * vocabularySize + id] = cover.cost
        if Double(cover.cost) <= CostModel.inflectedWord {
          if !isAppName { movable[id] = true }
          strongCoverBits[slot] |= 1 << bit
        }
      }
    }
    contentWordIndices.removeAll(keepingCapacity: true)
    for position in 0..<n where !isFunctionWord[position] && appNameMarks[position] == 0 {
      contentWordIndices.append(position)
    }
    Self.refill(&typeReady, false, types.count)
    Self.refill(&mentionsType, false, types.count)
    let (spanSlots, candidateSlots) = (2 * types.count * (n + 1), 2 * types.count * (n + 1) * (n + 1))
    if spanRanges.count < spanSlots { Self.refill(&spanRanges, -1, spanSlots) }
    if candidateRanges.count < candidateSlots { Self.refill(&candidateRanges, -1, candidateSlots) }
    if close.count < types.count * n { Self.refill(&close, [], types.count * n) }
    if nameable.count < types.count * n { Self.refill(&nameable, false, types.count * n) }
    spanList.removeAll(keepingCapacity: true)
    candidateList.removeAll(keepingCapacity: true)
  }

  /// The app's spoken forms heard, exactly or by sound, at each start word.
  private mutating func findAppNames(_ forms: [(words: [String], sounds: [String])]) {
    appNameStart.removeAll(keepingCapacity: true)
    appNameList.removeAll(keepingCapacity: true)
    for start in words.indices {
      appNameStart.append(appNameList.count)
      guard facts[start].traits.mayStartAppName else { continue }
      for form in forms where start + form.words.count <= words.count {
        var exact = true
        for offset in form.words.indices where words[start + offset] != form.words[offset] {
          exact = false
          break
        }
        // Misheard: every word sounds like the form's (short words have no sound key).
        var misheard = !exact
        for offset in form.words.indices where misheard {
          let sound = form.sounds[offset]
          misheard = !sound.isEmpty && facts[start + offset].traits.keys.sound == sound
        }
        if exact {
          appNameList.append(SpanCost(length: form.words.count, cost: 0))
        } else if misheard {
          appNameList.append(SpanCost(length: form.words.count, cost: Float(CostModel.misheardAppName)))
        }
      }
    }
    appNameStart.append(appNameList.count)
    hasAppName = !appNameList.isEmpty
  }

  /// Drops the words and their facts, so the next ``reset(words:index:cache:)`` learns them afresh.
  mutating func forgetWords() {
    words = []
    facts.removeAll(keepingCapacity: true)
  }

  /// The app-name forms heard starting at word `start`.
  func appNames(at start: Int) -> ArraySlice<SpanCost> {
    start < words.count ? appNameList[appNameStart[start]..<appNameStart[start + 1]] : []
  }

  private static func refill<T>(_ array: inout [T], _ value: T, _ count: Int) {
    array.removeAll(keepingCapacity: true)
    array.append(contentsOf: repeatElement(value, count: count))
  }

  func insertionCost(_ word: Int) -> Float {
    Float(isFunctionWord[word] ? CostModel.insertedFunctionWord : CostModel.insertedContentWord)
  }

  /// Fills this utterance's rows of the per-type tables for `type`: close
  /// name words, ``nameable`` and ``mentionsType``; the span tables start empty.
  mutating func prepareNames(_ type: Int) {
    guard !typeReady[type] else { return }
    typeReady[type] = true
    let n = words.count
    let entity = types[type]
    for word in 0..<n {
      let found = facts[word].closeWords(type: type, in: entity)
      close[type * n + word] = found
      nameable[type * n + word] = !found.isEmpty
      if !found.isEmpty { mentionsType[type] = true }
    }
    let spans = 2 * type * (n + 1)
    for slot in spans..<(spans + 2 * (n + 1)) { spanRanges[slot] = -1 }
    let candidates = 2 * type * (n + 1) * (n + 1)
    for slot in candidates..<(candidates + 2 * (n + 1) * (n + 1)) { candidateRanges[slot] = -1 }
  }

  /// The spans starting at `start` that name a value of `type`, with the best cost of each.
  mutating func spanOptions(type: Int, start: Int) -> ArraySlice<SpanCost> {
    prepareNames(type)
    let slot = 2 * (type * (words.count + 1) + start)
    if spanRanges[slot] >= 0 {
      let first = Int(spanRanges[slot])
      return spanList[first..<(first + Int(spanRanges[slot + 1]))]
    }
    let first = spanList.count
    let n = words.count
    let longest = min(n - start, types[type].maxWords + 1)
    let isDeterminer = start < n && facts[start].traits.isDeterminer
    if longest > 0, !close[type * n + start].isEmpty || (isDeterminer && longest > 1) {
      for length in 1...longest {
        // Every word of a name must be close to a name word (a leading article aside).
        if close[type * n + start + length - 1].isEmpty && !(length == 1 && isDeterminer) { break }
        if let best = candidates(type: type, start: start, length: length).first {
          spanList.append(SpanCost(length: length, cost: best.cost))
        }
      }
    }
    spanRanges[slot] = Int32(first)
    spanRanges[slot + 1] = Int32(spanList.count - first)
    return spanList[first..<spanList.count]
  }

  /// The values the `length` words from `start` may name, best first.
  mutating func candidates(type: Int, start: Int, length: Int) -> ArraySlice<SpanCandidate> {
    prepareNames(type)
    let n = words.count
    let slot = 2 * ((type * (n + 1) + start) * (n + 1) + length)
    if candidateRanges[slot] >= 0 {
      let first = Int(candidateRanges[slot])
      return candidateList[first..<(first + Int(candidateRanges[slot + 1]))]
    }
    let first = candidateList.count
    let row = type * n + start
    let isDeterminer = facts[start].traits.isDeterminer
    if let cache {
      let found = cache.spanCandidates(type: type, words: facts[start..<(start + length)]) {
        types[type].spanCandidates(close: close[row..<(row + length)], startsWithDeterminer: isDeterminer)
      }
      candidateList += found
    } else {
      types[type].appendSpanCandidates(
        close: close[row..<(row + length)], startsWithDeterminer: isDeterminer, into: &candidateList)
    }
    candidateRanges[slot] = Int32(first)
    candidateRanges[slot + 1] = Int32(candidateList.count - first)
    return candidateList[first..<candidateList.count]
  }
}
