extension PhraseIndex {
  /// Utterances longer than this are not voice commands; they match nothing.
  public static let maximumWords = 48
  /// When nothing matches, this many phrases (the most promising) are aligned
  /// to find the nearest one.
  static let nearMissCandidates = 6

  /// Resolves what a person said to ranked readings of the catalog's shortcuts.
  ///
  /// ```swift
  /// let result = index.match("hey siri read my grocery note in notes")
  /// switch result.resolution {
  /// case .matched(let match): print(match.intent, match.parameters)
  /// case .ambiguous(let readings): print("which one?", readings.map(\.intent))
  /// case .noMatch: print(result.nearMiss?.description ?? "nothing close")
  /// }
  /// ```
  /// - Complexity: A lower bound from the words heard rules most phrases out;
  ///   the rest are aligned in O(*e* × *w* × *s*) for *e* elements, *w* words
  ///   and spans of up to *s* words. Entity lookups are hashed.
  public func match(_ utterance: String) -> MatchResult {
    match(utterance, only: nil)
  }

  /// ``match(_:)`` for one utterance of a stream: `cache` keeps what was
  /// learnt about words and spans from one utterance to the next.
  public func match(_ utterance: String, cache: WordCache) -> MatchResult {
    match(utterance, only: nil, cache: cache)
  }

  /// Matches considering only the phrases (and negative phrases) listed;
  /// coverage uses it after ruling the others out by their template bound.
  /// `allowed` lists positions in ``phrases`` and ``negatives``, ascending.
  func match(_ utterance: String, only allowed: (phrases: [Int], negatives: [Int])?, cache: WordCache? = nil)
    -> MatchResult
  {
    guard let cache else { return scratch.withCache { match(utterance, only: allowed, cache: $0) } }
    let words = SpokenText(utterance, language: language).words
    let result = match(words, utterance: utterance, only: allowed, cache: cache)
    // What did not match word for word is heard again with compounds rejoined
    // or split ("head phones" for Headphones); the cheaper reading wins.
    guard (result.best?.cost ?? 1) > 0, result.vetoingPhrase == nil else { return result }
    let rejoined = SpokenCompounds.rejoin(words, types: types, names: oneWordAppNames)
    guard rejoined != words else { return result }
    let second = match(rejoined, utterance: utterance, only: allowed, cache: cache)
    guard let better = second.best else { return second.vetoingPhrase != nil ? second : result }
    return better.cost < result.best?.cost ?? .infinity ? second : result
  }

  func match(
    _ words: [String], utterance: String, only allowed: (phrases: [Int], negatives: [Int])?, cache: WordCache
  ) -> MatchResult {
    var result = MatchResult(utterance: utterance, words: words, ranked: [], vetoingPhrase: nil, nearMiss: nil)
    guard !words.isEmpty, words.count <= Self.maximumWords else { return result }
    withRanking(words, only: allowed, cache: cache) { ranking, context, aligner in
      result.vetoingPhrase = ranking.vetoingPhrase
      result.ranked = standing(ranking.readings, words: words, context: &context).map {
        match(for: $0, context: &context)
      }
      if result.ranked.isEmpty && ranking.vetoingPhrase == nil {
        result.nearMiss = nearMiss(keys: ranking.keys, context: &context, aligner: &aligner)
      }
    }
    return result
  }

  /// What ranking an utterance found: a veto, or the readings best first (one
  /// per meaning), and the phrase keys for explaining a miss.
  struct Ranking {
    var vetoingPhrase: String?
    var readings: [Reading] = []
    /// (lower bound, phrase position) packed, one per allowed phrase in its order.
    var keys: [UInt64] = []
  }

  /// Ranks `words` against the allowed phrases and hands the ranking, with the
  /// utterance tables and the aligner, to `body`.
  func withRanking(
    _ words: [String],
    only allowed: (phrases: [Int], negatives: [Int])?,
    cache: WordCache,
    _ body: (Ranking, inout UtteranceContext, inout Aligner) -> Void
  ) {
    var context = cache.lendContext(for: words, index: self)
    var aligner = cache.lendAligner()
    defer {
      // Moved back, not copied: the buffers stay uniquely owned.
      swap(&cache.context, &context)
      swap(&cache.aligner, &aligner)
    }
    var ranking = Ranking()
    for position in allowed?.negatives ?? everyPosition.negatives where !negatives[position].elements.isEmpty {
      let negative = negatives[position]
      let veto = Float(CostModel.negativeVeto)
      if negative.lowerBound(&context) <= veto, aligner.align(negative, &context, ceiling: veto) <= veto {
        ranking.vetoingPhrase = catalog.negativePhrases[negative.phrase]
        return body(ranking, &context, &aligner)
      }
    }

    // Phrases in order of their lower bound; once a bound exceeds the best
    // cost so far by more than the alternatives window, none after can matter.
    // A key packs (bound, phrase) into one integer: non-negative floats' bits sort as they compare.
    // A phrase whose bound is past its own acceptance cannot match at all: only the others are sorted.
    var keys: [UInt64] = []
    var live: [UInt64] = []
    keys.reserveCapacity(phrases.count)
    for position in allowed?.phrases ?? everyPosition.phrases {
      // Every phrase is bounded: retaining each would cost more than most bounds.
      let (bound, limit) = unretainedPhrases[position]._withUnsafeGuaranteedRef {
        ($0.lowerBound(&context), Float(CostModel.acceptance(forPhraseOf: $0.wordCount)))
      }
      let key = UInt64(bound.bitPattern) << 32 | UInt64(position)
      keys.append(key)
      if bound <= limit { live.append(key) }
    }
    live.sort()
    var readings: [Reading] = []
    readings.reserveCapacity(8)
    var steps: [Aligner.Step] = []
    var bestCost = Float.infinity
    let window = Float(CostModel.alternativesWindow)
    for key in live {
      let bound = Float(bitPattern: UInt32(key >> 32))
      let phrase = phrases[Int(key & 0xFFFF_FFFF)]
      let limit = Float(CostModel.acceptance(forPhraseOf: phrase.wordCount))
      guard bound <= bestCost + window else { break }
      let ceiling = min(limit, bestCost + window)
      let cost = aligner.align(phrase, &context, ceiling: ceiling)
      guard cost <= ceiling else { continue }
      bestCost = min(bestCost, cost)
      aligner.steps(into: &steps)
      appendReadings(of: phrase, steps: steps, cost: Double(cost), context: &context, to: &readings)
    }
    readings.removeAll { $0.cost > Double(bestCost + window) }
    readings.sort { $0.cost < $1.cost }
    // One reading per meaning (shortcut and values), the cheapest.
    for reading in readings where !ranking.readings.contains(where: { sameMeaning($0, reading, &context) }) {
      ranking.readings.append(reading)
    }
    ranking.keys = keys
    body(ranking, &context, &aligner)
  }

  /// Aligns the most promising phrases (`keys` pack (bound, phrase)) and explains the closest.
  private func nearMiss(
    keys: [UInt64],
    context: inout UtteranceContext,
    aligner: inout Aligner
  ) -> NearMiss? {
    // Rank by the bound as it would be with an unnamed value at its explaining price (never below
    // zero: the discount only takes back the missing value the bound counted), packed as the keys are;
    // only the few smallest are kept, in order.
    let discount = Float(CostModel.missingValue - CostModel.missingValueExplained)
    var nearest: [UInt64] = []
    nearest.reserveCapacity(Self.nearMissCandidates + 1)
    for key in keys {
      let position = Int(key & 0xFFFF_FFFF)
      var bound = Float(bitPattern: UInt32(key >> 32))
      let firstType = unretainedPhrases[position]._withUnsafeGuaranteedRef { $0.parameterTypes.first }
      if let type = firstType, type < 0 || !context.mentionsType[type] {
        bound = max(0, bound - discount)
      }
      let ranked = UInt64(bound.bitPattern) << 32 | UInt64(position)
      guard nearest.count < Self.nearMissCandidates || ranked < nearest[nearest.count - 1] else { continue }
      nearest.insert(ranked, at: nearest.firstIndex { $0 > ranked } ?? nearest.count)
      if nearest.count > Self.nearMissCandidates { nearest.removeLast() }
    }
    var best: (cost: Float, phrase: Int, steps: [Aligner.Step])?
    for key in nearest {
      let position = Int(key & 0xFFFF_FFFF)
      let cost = aligner.align(phrases[position], &context, missingValue: Float(CostModel.missingValueExplained))
      if cost < best?.cost ?? .infinity { best = (cost, position, aligner.steps()) }
    }
    guard let best else { return nil }
    return explain(phrases[best.phrase], steps: best.steps, cost: Double(best.cost), context: context)
  }

  /// Why the closest phrase did not match, from the steps of its alignment.
  private func explain(_ phrase: CompiledPhrase, steps: [Aligner.Step], cost: Double, context: UtteranceContext)
    -> NearMiss
  {
    let shortcut = catalog.shortcuts[phrase.shortcut]
    var reasons: [NearMiss.Reason] = []
    var missing: [String] = []
    var extra: [String] = []
    var unresolvedType: String?
    for step in steps {
      switch step {
      case .appNameMissing:
        reasons.append(.missingAppName(catalog.app.name))
      case .omitted(let element):
        if case .word(let id, let omission) = phrase.elements[element], omission >= Float(CostModel.omittedContentWord)
        {
          missing.append(vocabulary[id].text)
        }
      case .inserted(let word):
        if !context.isFunctionWord[word] { extra.append(context.words[word]) }
      case .parameterMissing(let element):
        if case .parameter(let slot, let type) = phrase.elements[element] {
          let name = phrase.parameterNames[slot]
          unresolvedType = type >= 0 ? catalog.types[typeNames[type]]?.name ?? name : name
        }
      case .matched, .appName, .parameter:
        break
      }
    }
    if let unresolvedType {
      reasons.append(
        extra.isEmpty
          ? .missingValue(type: unresolvedType)
          : .unknownValue(type: unresolvedType, spoken: extra.joined(separator: " ")))
      extra = []
    }
    if !missing.isEmpty { reasons.append(.missingWords(missing)) }
    if !extra.isEmpty { reasons.append(.extraWords(extra)) }
    return NearMiss(
      shortcutIndex: phrase.shortcut, intent: shortcut.intent, phrase: shortcut.phrases[phrase.phrase],
      cost: cost, reasons: reasons)
  }
}

extension CostModel {
  /// An utterance this close to a negative phrase never reaches the app.
  public static let negativeVeto = 0.6
  /// Readings costing more than the best plus this are not reported as alternatives.
  public static let alternativesWindow = 0.6
}
