/// One way an utterance resolves: a shortcut, the phrase that fits, the values.
public struct PhraseMatch: Sendable, Hashable {
  /// Index into ``Catalog/shortcuts``.
  public var shortcutIndex: Int
  /// The intent's type name.
  public var intent: String
  /// The phrase that produced the match.
  public var phrase: PhraseTemplate
  /// Parameter name → the value resolved for it.
  public var parameters: [String: Catalog.Value]

  public init(shortcutIndex: Int, intent: String, phrase: PhraseTemplate, parameters: [String: Catalog.Value]) {
    self.shortcutIndex = shortcutIndex
    self.intent = intent
    self.phrase = phrase
    self.parameters = parameters
  }
}

/// What an utterance resolved to.
public enum Resolution: Sendable, Hashable {
  case matched(PhraseMatch)
  /// Several shortcuts or values fit equally well; never guess between them.
  case ambiguous([PhraseMatch])
  case noMatch
}
