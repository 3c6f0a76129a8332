/// One way an utterance resolves: a shortcut, the phrase that fits, the values.
public struct PhraseMatch: Sendable, Hashable {
  /// Index into ``Catalog/shortcuts``.
  public package(set) var shortcutIndex: Int
  /// The intent's type name.
  public package(set) var intent: String
  /// The phrase that produced the match.
  public package(set) var phrase: PhraseTemplate
  /// Parameter name → the value resolved for it.
  public package(set) var parameters: [String: Catalog.Value]
  /// Parameter name → every value the spoken name may refer to, best first.
  public package(set) var candidates: [String: [EntityCandidate]]
  /// What the differences from the phrase cost; 0 is word for word.
  public package(set) var cost: Double
  /// Which stage of the matcher found it: how certain it is.
  public package(set) var stage: MatchStage

  /// A score from 0 to 1; 1 is word for word.
  public var score: Double { 1 / (1 + cost) }

  public init(
    shortcutIndex: Int,
    intent: String,
    phrase: PhraseTemplate,
    parameters: [String: Catalog.Value],
    candidates: [String: [EntityCandidate]] = [:],
    cost: Double = 0,
    stage: MatchStage? = nil
  ) {
    self.shortcutIndex = shortcutIndex
    self.intent = intent
    self.phrase = phrase
    self.parameters = parameters
    self.candidates = candidates
    self.cost = cost
    self.stage = stage ?? (cost == 0 ? .exact : .tolerant)
  }

  /// The same shortcut with the same values: two phrases saying one thing.
  func means(sameAs other: PhraseMatch) -> Bool {
    shortcutIndex == other.shortcutIndex && parameters.count == other.parameters.count
      && parameters.allSatisfy { other.parameters[$0.key]?.id == $0.value.id }
  }
}

/// The stage of the matcher that found a reading.
public enum MatchStage: String, Sendable, Hashable, CaseIterable {
  /// Word for word, after normalization: what Siri matches for certain.
  case exact
  /// Aligned with the phrase at a cost: fillers, near names, misheard words.
  case tolerant
  /// Close in meaning to a phrase or title (``SemanticStage``): a guess Siri's flexible matching might make.
  case semantic
}

/// What an utterance resolved to.
public enum Resolution: Sendable, Hashable {
  case matched(PhraseMatch)
  /// Several shortcuts or values fit equally well; never guess between them.
  case ambiguous([PhraseMatch])
  case noMatch
}
