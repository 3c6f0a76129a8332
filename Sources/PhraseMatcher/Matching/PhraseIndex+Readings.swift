/// The readings of an utterance while it is ranked: compact (a phrase, the
/// spans its parameters took, which candidate each names) until the few that
/// are reported become ``PhraseMatch`` values.
extension PhraseIndex {
  /// A reading before it becomes a ``PhraseMatch``: the phrase, its cost, the
  /// spans its parameters took, and which candidate each names.
  struct Reading {
    struct Span {
      var slot: Int
      var type: Int
      var start: Int
      var length: Int
    }

    var phrase: CompiledPhrase
    var cost: Double
    var spans: [Span]
    /// The words the app name took, when it was heard.
    var appName: Range<Int>?
    /// An alternative reading: span `span` names its `pick`-th candidate, not the best.
    var variant: (span: Int, pick: Int)?

    func pick(_ span: Int) -> Int { variant?.span == span ? variant!.pick : 0 }
  }

  /// The readings an alignment gives, plus one per other close value of its parameter.
  func appendReadings(
    of phrase: CompiledPhrase,
    steps: [Aligner.Step],
    cost: Double,
    context: inout UtteranceContext,
    to readings: inout [Reading]
  ) {
    var spans: [Reading.Span] = []
    var appName: Range<Int>?
    spans.reserveCapacity(phrase.parameterTypes.count)
    for step in steps {
      if case .appName(_, let start, let length) = step { appName = start..<(start + length) }
      guard case .parameter(let element, let start, let length) = step,
        case .parameter(let slot, let type) = phrase.elements[element]
      else { continue }
      spans.append(Reading.Span(slot: slot, type: type, start: start, length: length))
    }
    readings.append(Reading(phrase: phrase, cost: cost, spans: spans, appName: appName))
    let limit = CostModel.acceptance(forPhraseOf: phrase.wordCount)
    for (index, span) in spans.enumerated() {
      let candidates = context.candidates(type: span.type, start: span.start, length: span.length)
      guard let best = candidates.first else { continue }
      for (pick, other) in candidates.enumerated().dropFirst() {
        let alternative = cost + Double(other.cost) - Double(best.cost)
        if alternative <= limit {
          readings.append(
            Reading(phrase: phrase, cost: alternative, spans: spans, appName: appName, variant: (index, pick)))
        }
      }
    }
  }

  /// The value id a reading's span names, if its span names any.
  func valueID(_ reading: Reading, _ span: Int, _ context: inout UtteranceContext) -> String? {
    let it = reading.spans[span]
    let candidates = context.candidates(type: it.type, start: it.start, length: it.length)
    let pick = reading.pick(span)
    guard pick < candidates.count else { return nil }
    return types[it.type].values[Int(candidates[candidates.startIndex + pick].value)].id
  }

  /// Whether two readings mean the same: one shortcut, the same values by parameter name.
  func sameMeaning(_ a: Reading, _ b: Reading, _ context: inout UtteranceContext) -> Bool {
    guard a.phrase.shortcut == b.phrase.shortcut else { return false }
    var named = 0
    for span in a.spans.indices {
      guard let id = valueID(a, span, &context) else { continue }
      named += 1
      let name = a.phrase.parameterNames[a.spans[span].slot]
      guard let other = b.spans.indices.first(where: { b.phrase.parameterNames[b.spans[$0].slot] == name }),
        valueID(b, other, &context) == id
      else { return false }
    }
    return named == b.spans.indices.count { valueID(b, $0, &context) != nil }
  }

  /// The public form of a reading.
  func match(for reading: Reading, context: inout UtteranceContext) -> PhraseMatch {
    let phrase = reading.phrase
    let shortcut = catalog.shortcuts[phrase.shortcut]
    var match = PhraseMatch(
      shortcutIndex: phrase.shortcut, intent: shortcut.intent, phrase: shortcut.phrases[phrase.phrase],
      parameters: [:], cost: reading.cost)
    for (index, span) in reading.spans.enumerated() {
      let name = phrase.parameterNames[span.slot]
      let candidates = context.candidates(type: span.type, start: span.start, length: span.length).map(
        types[span.type].candidate)
      match.candidates[name] = candidates
      let pick = reading.pick(index)
      match.parameters[name] = pick < candidates.count ? candidates[pick].value : nil
    }
    return match
  }

  /// The readings that stand: none says a word undoing its phrase's (``Polarity``), unless it
  /// asks a shortcut that answers whether something is so, and each is a sentence its shortcut
  /// can be meant by (``SpeechAct``, ``ShortcutForm``).
  func standing(_ readings: [Reading], words: [String], context: inout UtteranceContext) -> [Reading] {
    let mayOppose = words.contains(where: language.polarity.mayUndo)
    // "is the front door unlocked" asks "Is the ${door} locked", whose answer tells both.
    let asksWhetherSo = mayOppose && SpeechAct.asksWhetherSo(words.map(SpeechAct.Token.word), language: language)
    return readings.filter { reading in
      let opposed =
        mayOppose && isOpposed(reading, words: words) && !(asksWhetherSo && forms[reading.phrase.shortcut].answers)
      return !opposed && admits(reading, words: words) && !dropsAValue(reading, words: words, context: &context)
    }
  }

  /// Whether the words name exactly, outside the reading's app name and values, a value its
  /// phrase has no slot for: of a parameter of its shortcut ("freeze ledgerly's travel card"
  /// read as "Freeze a card in ${applicationName}"), or, words skipped, of a type only other
  /// shortcuts take ("show my *hamilton* ticket" is no "Show my tickets"). It would run
  /// without the value heard.
  func dropsAValue(_ reading: Reading, words: [String], context: inout UtteranceContext) -> Bool {
    let parameters = catalog.shortcuts[reading.phrase.shortcut].parameters
    var missing = parameters.values.compactMap { typeNames.firstIndex(of: $0) }.filter {
      !reading.phrase.parameterTypes.contains($0)
    }
    if reading.cost > 0 { missing += othersTypes[reading.phrase.shortcut] }
    guard !missing.isEmpty else { return false }
    let taken = { (position: Int) in
      reading.appName?.contains(position) == true
        || reading.spans.contains { ($0.start..<($0.start + $0.length)).contains(position) }
    }
    for type in missing {
      for start in words.indices where !taken(start) {
        for length in 1...min(SemanticUtterance.longestName, words.count - start) {
          if taken(start + length - 1) { break }
          if context.candidates(type: type, start: start, length: length).first?.cost == 0 { return true }
        }
      }
    }
    return false
  }

  /// Whether `words` resolve, unambiguously and without a veto, to `shortcut`
  /// and (when the reading names one) the value `valueID` for `parameter`:
  /// what coverage asks of every expansion, answered without building the
  /// public result. Considers only `allowed`; with `trustBelow`, a best
  /// reading costing more than that is not trusted and the answer is `false`.
  func resolves(
    _ words: [String],
    to shortcut: Int,
    parameter: String?,
    valueID: String?,
    only allowed: (phrases: [Int], negatives: [Int])?,
    trustBelow: Float = .infinity,
    cache: WordCache
  ) -> Bool {
    guard !words.isEmpty, words.count <= Self.maximumWords else { return false }
    var resolves = false
    withRanking(words, only: allowed, cache: cache) { ranking, context, _ in
      let readings = ranking.vetoingPhrase == nil ? standing(ranking.readings, words: words, context: &context) : []
      guard let best = readings.first, Float(best.cost) <= trustBelow,
        readings.count == 1 || readings[1].cost - best.cost >= CostModel.ambiguityMargin,
        best.phrase.shortcut == shortcut
      else { return }
      guard let parameter,
        let span = best.spans.indices.first(where: { best.phrase.parameterNames[best.spans[$0].slot] == parameter }),
        let id = self.valueID(best, span, &context)
      else {
        resolves = true
        return
      }
      resolves = id == valueID
    }
    return resolves
  }
}
