extension PhraseIndex {
  /// Utterances longer than this are not voice commands; they match nothing.
  public static let maximumWords = 48

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
  /// - Complexity: O(*p* × *e* × *w* × *s*) for *p* phrases of *e* elements,
  ///   *w* words and spans of up to *s* words; entity lookups are hashed.
  public func match(_ utterance: String) -> MatchResult {
    let words = SpokenText(utterance).words
    var result = MatchResult(utterance: utterance, words: words, ranked: [], vetoingPhrase: nil, nearMiss: nil)
    guard !words.isEmpty, words.count <= Self.maximumWords else { return result }
    var context = UtteranceContext(words: words, index: self)

    for negative in negatives where !negative.elements.isEmpty {
      if Alignment.best(negative, in: &context, index: self).cost <= CostModel.negativeVeto {
        result.vetoingPhrase = catalog.negativePhrases[negative.phrase]
        return result
      }
    }

    var readings: [PhraseMatch] = []
    var nearest: (phrase: CompiledPhrase, alignment: Alignment)?
    for phrase in phrases {
      let alignment = Alignment.best(phrase, in: &context, index: self)
      if alignment.cost <= CostModel.acceptance(forPhraseOf: phrase.wordCount) {
        readings += self.readings(of: phrase, alignment, context: &context)
      }
      if alignment.cost < nearest?.alignment.cost ?? .infinity {
        nearest = (phrase, alignment)
      }
    }
    readings.sort { $0.cost < $1.cost }
    for reading in readings where !result.ranked.contains(where: { $0.means(sameAs: reading) }) {
      result.ranked.append(reading)
    }
    if result.ranked.isEmpty, let nearest {
      result.nearMiss = explain(nearest.phrase, nearest.alignment, context: context)
    }
    return result
  }

  /// The reading an alignment gives, plus one per other close value of its parameter.
  private func readings(
    of phrase: CompiledPhrase,
    _ alignment: Alignment,
    context: inout UtteranceContext
  ) -> [PhraseMatch] {
    let shortcut = catalog.shortcuts[phrase.shortcut]
    var match = PhraseMatch(
      shortcutIndex: phrase.shortcut, intent: shortcut.intent, phrase: shortcut.phrases[phrase.phrase],
      parameters: [:], cost: alignment.cost)
    for step in alignment.steps {
      guard case .parameter(let element, let start, let length) = step,
        case .parameter(let name, let type) = phrase.elements[element]
      else { continue }
      let candidates = context.candidates(type: type, start: start, length: length, index: self)
      match.candidates[name] = candidates
      match.parameters[name] = candidates.first?.value
    }
    var readings = [match]
    let limit = CostModel.acceptance(forPhraseOf: phrase.wordCount)
    for (name, candidates) in match.candidates {
      guard let best = candidates.first else { continue }
      for other in candidates.dropFirst() where alignment.cost + other.cost - best.cost <= limit {
        var alternative = match
        alternative.parameters[name] = other.value
        alternative.cost = alignment.cost + other.cost - best.cost
        readings.append(alternative)
      }
    }
    return readings
  }

  /// Why the closest phrase did not match, from the steps of its alignment.
  private func explain(_ phrase: CompiledPhrase, _ alignment: Alignment, context: UtteranceContext) -> NearMiss {
    let shortcut = catalog.shortcuts[phrase.shortcut]
    var reasons: [NearMiss.Reason] = []
    var missing: [String] = []
    var extra: [String] = []
    var unresolvedType: String?
    for step in alignment.steps {
      switch step {
      case .appNameMissing:
        reasons.append(.missingAppName(catalog.app.name))
      case .omitted(let element):
        if case .word(let id) = phrase.elements[element], !vocabulary[id].isFunctionWord {
          missing.append(vocabulary[id].text)
        }
      case .inserted(let word):
        if !context.spoken[word].isFunctionWord { extra.append(context.words[word]) }
      case .parameterMissing(let element):
        if case .parameter(let name, let type) = phrase.elements[element] {
          unresolvedType = type >= 0 ? catalog.types[typeNames[type]]?.name ?? name : name
        }
      case .matched, .appName, .parameter:
        break
      }
    }
    if let unresolvedType {
      reasons.append(extra.isEmpty
        ? .missingValue(type: unresolvedType)
        : .unknownValue(type: unresolvedType, spoken: extra.joined(separator: " ")))
      extra = []
    }
    if !missing.isEmpty { reasons.append(.missingWords(missing)) }
    if !extra.isEmpty { reasons.append(.extraWords(extra)) }
    return NearMiss(
      shortcutIndex: phrase.shortcut, intent: shortcut.intent, phrase: shortcut.phrases[phrase.phrase],
      cost: alignment.cost, reasons: reasons)
  }
}

extension CostModel {
  /// An utterance this close to a negative phrase never reaches the app.
  public static let negativeVeto = 0.6
}
