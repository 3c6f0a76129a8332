import Locking

/// The matcher's last stage: what the alignment rejected, compared by meaning.
///
/// The utterance loses its app name (which must have been heard) and each
/// value it names (replaced by the type's name, as the phrases' slots are);
/// what is left is compared, through a ``SentenceEmbedder``, with each
/// shortcut's phrases, title and dialog. A shortcut is taken only when it is
/// clearly closer than any other (or, within the margin, the only one there
/// the command's verb fits; or the next, clear of the rest, when the first is
/// refused for the action the verb asks and the next says it), a slot of its
/// holds a value of its type, no word of opposite polarity stands against it,
/// and the command's verb, if it starts with one, is the shortcut's or a
/// synonym of it ("share my mood" is not "log my mood").
///
/// ```swift
/// let stage = SemanticStage(index: index, embedder: model)
/// let result = stage.match(index.match("take me to lost lake trail in trailhead"))
/// result.best?.stage   // .semantic
/// ```
public final class SemanticStage: Sendable {
  public let index: PhraseIndex
  let embedder: any SentenceEmbedder
  /// The lowest similarity taken, and how far the runner-up must trail.
  let threshold: Float
  let margin: Float
  /// The phrases' and titles' vectors, made on the first utterance that needs them.
  private let references = Locked<[SemanticReference]?>(nil)
  /// Type name → the word its values are said as ("trail"); made once.
  let placeholders: [String: String]

  /// The most shortcuts a catalog may have for its meanings to be compared: Apple allows an
  /// app 10 App Shortcuts, and every shortcut's phrases, title and dialog are references,
  /// which a catalog of 10,000 would take half a minute to embed the first time.
  public static let maximumShortcuts = 100

  /// Whether the stage compares meanings for `catalog` (``maximumShortcuts``).
  public static func covers(_ catalog: Catalog) -> Bool { catalog.shortcuts.count <= maximumShortcuts }

  /// The stage for `index`'s catalog, with `embedder`'s calibration unless `calibration` is given.
  public init(index: PhraseIndex, embedder: any SentenceEmbedder, calibration: SemanticCalibration? = nil) {
    self.index = index
    self.embedder = embedder
    let calibration = calibration ?? embedder.calibration
    threshold = calibration.threshold
    margin = calibration.margin
    placeholders = SemanticReference.placeholders(in: index.catalog)
  }

  /// `aligned` when the alignment matched or a negative phrase vetoed; else
  /// the result of comparing meanings, ``MatchStage/semantic`` when taken.
  public func match(_ aligned: MatchResult) -> MatchResult {
    decide(aligned).result
  }

  /// Why the stage took or left `aligned`, for a person reading a miss:
  /// "below the threshold: TimeLeftIntent 0.21, StopParkingIntent 0.13, …".
  public func explanation(of aligned: MatchResult) -> String {
    let decision = decide(aligned)
    return MeaningMiss(reason: decision.verdict.rawValue, closest: closest(decision.ranked)).description
  }

  /// The first of `ranked` by intent and similarity, for a report.
  private func closest(_ ranked: [(score: Float, reference: SemanticReference)]) -> [MeaningMiss.Closest] {
    ranked.prefix(MeaningMiss.kept).map {
      MeaningMiss.Closest(
        intent: index.catalog.shortcuts[$0.reference.shortcut].intent, similarity: Double($0.score))
    }
  }

  /// What the stage made of an utterance, and the shortcuts it ranked.
  struct Decision {
    enum Verdict: String {
      case alignmentAnswered = "the alignment answered"
      case notCompared = "not compared (no app name heard, or nothing besides it)"
      case noModel = "no model"
      case belowThreshold = "below the threshold"
      case tooClose = "too close to the runner-up"
      case lacksValue = "no value for its parameters"
      case opposed = "a word of opposite polarity"
      case anotherAction = "its verb asks for another action"
      case anotherThing = "it names a thing the shortcut does not"
      case anotherTime = "it asks for a time the shortcut does not act at"
      case anotherState = "it asks of a state the shortcut does not tell"
      case notARequest = "not a request for it"
      case taken = "taken"

      /// The verdict for a shortcut's `refusal`.
      init(_ refusal: ShortcutForm.Refusal) {
        switch refusal {
        case .anotherAction: self = .anotherAction
        case .anotherThing: self = .anotherThing
        case .anotherTime: self = .anotherTime
        case .anotherState: self = .anotherState
        case .notARequest: self = .notARequest
        }
      }

      /// Whether the sentence asks for something, only not what this shortcut does.
      var asksSomethingElse: Bool { [.anotherAction, .anotherThing, .anotherTime].contains(self) }
    }
    var verdict: Verdict
    var ranked: [(score: Float, reference: SemanticReference)] = []
    var result: MatchResult
  }

  func decide(_ aligned: MatchResult) -> Decision {
    // Longer utterances are not voice commands, as for the alignment.
    guard aligned.best == nil, aligned.vetoingPhrase == nil else {
      return Decision(verdict: .alignmentAnswered, result: aligned)
    }
    guard aligned.words.count <= PhraseIndex.maximumWords,
      let heard = SemanticUtterance(aligned.words, index: index, placeholders: placeholders)
    else { return Decision(verdict: .notCompared, result: aligned) }
    // Whichever shortcut ranked first, it would be refused: the model is not asked.
    if let verdict = noShortcutCanBeMeant(heard) {
      var result = aligned
      result.byMeaning = MeaningMiss(reason: verdict.rawValue, closest: [])
      return Decision(verdict: verdict, result: result)
    }
    guard let ranked = ranking(heard), let winner = ranked.first else {
      return Decision(verdict: .noModel, result: aligned)
    }
    var decision = Decision(verdict: verdict(ranked[...], heard), ranked: ranked, result: aligned)
    var taken = winner
    // The first refused for the action its verb asks, the next, near it, that starts a phrase
    // with that verb is meant when it stands clear of the rest: "search my clips" beside
    // Recent Clips and Search (a verb that only shows is said by too many: "show the
    // sprinklers" is no "Show the next run"). The first saying its opposite, a synonym will
    // do: "begin a charging session" is no "End my charging session" but "Start charging".
    // Near the next, the first refused for its verb is no reason to ask: "disconnect" is no
    // "Is ${applicationName} connected?" but "Turn off ${applicationName}".
    let opposed =
      decision.verdict == .opposed
      || (decision.verdict == .tooClose && opposes(heard, index.forms[winner.reference.shortcut]))
    if decision.verdict.asksSomethingElse || opposed
      || (decision.verdict == .tooClose && refusesItsVerb(winner, heard)),
      let meant = firstSayingItsVerb(ranked, heard, opposed: opposed)
    {
      decision.verdict = .taken
      taken = ranked[meant]
    }
    guard decision.verdict == .taken else {
      decision.result.byMeaning = MeaningMiss(reason: decision.verdict.rawValue, closest: closest(ranked))
      return decision
    }
    decision.result.ranked = readings(taken.reference, score: taken.score, heard: heard)
    decision.result.nearMiss = nil
    return decision
  }

  /// Where in `ranked` the shortcut meant by the command's verb is, when the first is refused:
  /// the next that starts a phrase with the verb (with a synonym of it, when the first says its
  /// opposite, or when every one before it, all within the margin, is asked for another action
  /// by it: "cancel my session" past Resume and Pause to "Stop my timer"), near the first and
  /// clear of the rest.
  func firstSayingItsVerb(
    _ ranked: [(score: Float, reference: SemanticReference)], _ heard: SemanticUtterance, opposed: Bool
  )
    -> Int?
  {
    guard let verb = heard.commandVerb, !choosesNothing(verb), let winner = ranked.first else { return nil }
    let winnerRefusesIt = refusesItsVerb(winner, heard)
    for position in ranked.indices.dropFirst() where winner.score - ranked[position].score < 2 * margin {
      let bySynonym = opposed || (winnerRefusesIt && winner.score - ranked[position].score < margin)
      if says(verb, ranked[position], orASynonym: bySynonym, in: heard) {
        return verdict(ranked[position...], heard) == .taken ? position : nil
      }
      // Past only those the verb asks another action of.
      guard refusesItsVerb(ranked[position], heard) else { return nil }
    }
    return nil
  }

  /// Whether `candidate`'s shortcut is asked by the command's verb for another action than its
  /// own ("disconnect" beside "Is ${applicationName} connected?"): near the next or not, it is
  /// not meant.
  func refusesItsVerb(_ candidate: (score: Float, reference: SemanticReference), _ heard: SemanticUtterance) -> Bool {
    let form = index.forms[candidate.reference.shortcut]
    let words = SpeechAct.words(in: SpeechAct.asked(heard.tokens, language: index.language))
    return form.asksAnotherAction(heard.commandVerb, words: words)
  }

  /// Each shortcut's best reference and its similarity to `heard`, best first.
  /// `nil` without a model.
  func ranking(_ heard: SemanticUtterance) -> [(score: Float, reference: SemanticReference)]? {
    guard let references = referenceVectors() else { return nil }
    // The utterance as it is, and with each type's value said as the type's
    // name; one batch, since the model's time is most of the stage's.
    let types: [String?] = [nil] + heard.spans.keys.sorted()
    guard let batch = embedder.embed(types.map(heard.text(replacing:))), batch.count == types.count else { return nil }
    let vectors = Dictionary(uniqueKeysWithValues: zip(types, batch))
    var best: [Int: (score: Float, reference: SemanticReference)] = [:]
    for reference in references {
      guard let vector = vectors[reference.slotType] else { continue }
      let score = zip(vector, reference.vector).reduce(Float(0)) { $0 + $1.0 * $1.1 }
      if score > best[reference.shortcut]?.score ?? -.infinity { best[reference.shortcut] = (score, reference) }
    }
    return best.values.sorted { ($0.score, -$0.reference.shortcut) > ($1.score, -$1.reference.shortcut) }
  }

  /// The reading `reference` makes of `heard`; one per value when the span
  /// names several about equally, so that the result is ambiguous, not a guess.
  func readings(_ reference: SemanticReference, score: Float, heard: SemanticUtterance) -> [PhraseMatch] {
    let shortcut = index.catalog.shortcuts[reference.shortcut]
    let phrase = reference.phrase.map { shortcut.phrases[$0] } ?? shortcut.phrases[0]
    // So that the reading's score (1 / (1 + cost)) is the similarity.
    let cost = Double(1 - score) / Double(max(score, 0.01))
    var parameters: [String: Catalog.Value] = [:]
    var candidates: [String: [EntityCandidate]] = [:]
    var alternatives: [(name: String, values: ArraySlice<EntityCandidate>)] = []
    for (name, type) in shortcut.parameters.sorted(by: { $0.key < $1.key }) {
      guard let found = heard.spans[type], let first = found.candidates.first else { continue }
      parameters[name] = first.value
      candidates[name] = found.candidates
      let close = found.candidates.prefix { $0.cost - first.cost < CostModel.ambiguityMargin }
      if close.count > 1 { alternatives.append((name, close)) }
    }
    let reading = PhraseMatch(
      shortcutIndex: reference.shortcut, intent: shortcut.intent, phrase: phrase, parameters: parameters,
      candidates: candidates, cost: cost, stage: .semantic)
    guard let ambiguous = alternatives.first else { return [reading] }
    return ambiguous.values.map { candidate in
      var alternative = reading
      alternative.parameters[ambiguous.name] = candidate.value
      return alternative
    }
  }

  private func referenceVectors() -> [SemanticReference]? {
    if let made = references.withLock({ $0 }) { return made }
    var made = SemanticReference.all(in: index)
    guard let vectors = embedder.embedReferences(made.map(\.text)), vectors.count == made.count else { return nil }
    // Scaled by the reference's weight once here, so a dot product is its weighed similarity.
    for (position, vector) in vectors.enumerated() {
      let weight = made[position].weight
      made[position].vector = weight == 1 ? vector : vector.map { $0 * weight }
    }
    references.withLock { $0 = made }
    return made
  }
}
