/// The matcher's last stage: what the alignment rejected, compared by meaning.
///
/// The utterance loses its app name (which must have been heard) and each
/// value it names (replaced by the type's name, as the phrases' slots are);
/// what is left is compared, through a ``SentenceEmbedder``, with each
/// shortcut's phrases and title. A shortcut is taken only when it is clearly
/// closer than any other, every slot of the phrase that won holds a value of
/// its type, and no word of opposite polarity stands against it.
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
  /// Per shortcut: every word its phrases and title say, for the polarity veto; made once.
  let shortcutWords: [Set<String>]

  public init(index: PhraseIndex, embedder: any SentenceEmbedder, threshold: Float = 0.42, margin: Float = 0.08) {
    self.index = index
    self.embedder = embedder
    self.threshold = threshold
    self.margin = margin
    placeholders = SemanticReference.placeholders(in: index.catalog)
    shortcutWords = index.catalog.shortcuts.indices.map { position in
      (index.saidWords[position] ?? []).reduce(Set(SpokenText(index.catalog.shortcuts[position].shortTitle).words)) {
        $0.union($1)
      }
    }
  }

  /// `aligned` when the alignment matched or a negative phrase vetoed; else
  /// the result of comparing meanings, ``MatchStage/semantic`` when taken.
  public func match(_ aligned: MatchResult) -> MatchResult {
    // Longer utterances are not voice commands, as for the alignment.
    guard aligned.best == nil, aligned.vetoingPhrase == nil, aligned.words.count <= PhraseIndex.maximumWords,
      let heard = SemanticUtterance(aligned.words, index: index, placeholders: placeholders)
    else { return aligned }
    guard let ranked = ranking(heard), let winner = ranked.first, winner.score >= threshold,
      ranked.count < 2 || winner.score - ranked[1].score >= margin,
      !lacksValue(winner.reference, heard),
      !Polarity.opposes(heard.polarityWords, said: shortcutWords[winner.reference.shortcut])
    else { return aligned }
    var result = aligned
    result.ranked = readings(winner.reference, score: winner.score, heard: heard)
    result.nearMiss = nil
    return result
  }

  /// A shortcut with parameters is taken only with a value of one of them heard.
  func lacksValue(_ reference: SemanticReference, _ heard: SemanticUtterance) -> Bool {
    let parameters = index.catalog.shortcuts[reference.shortcut].parameters
    return !parameters.isEmpty && !parameters.values.contains { heard.spans[$0] != nil }
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
    for start in stride(from: 0, to: made.count, by: 16) {
      let chunk = start..<min(start + 16, made.count)
      guard let vectors = embedder.embed(made[chunk].map(\.text)), vectors.count == chunk.count else { return nil }
      for (position, vector) in zip(chunk, vectors) { made[position].vector = vector }
    }
    references.withLock { $0 = made }
    return made
  }
}
