/// The whole matcher: the alignment (``PhraseIndex``), then, for what it
/// rejects, the semantic stage when there is a sentence model.
///
/// ```swift
/// let matcher = Matcher(catalog, embedder: model)   // model: nil for the alignment alone
/// let result = matcher.match("take me to lost lake trail in trailhead", cache: WordCache())
/// result.best?.stage   // .semantic
/// ```
public struct Matcher: Sendable {
  public let index: PhraseIndex
  public let semantic: SemanticStage?

  /// - Parameter embedder: The semantic stage's model; `nil`, or a catalog of more shortcuts
  ///   than ``SemanticStage/maximumShortcuts``, leaves the alignment alone.
  public init(index: PhraseIndex, embedder: (any SentenceEmbedder)?) {
    self.index = index
    semantic = SemanticStage.covers(index.catalog) ? embedder.map { SemanticStage(index: index, embedder: $0) } : nil
  }

  public init(_ catalog: Catalog, embedder: (any SentenceEmbedder)?) {
    self.init(index: PhraseIndex(catalog), embedder: embedder)
  }

  /// ``PhraseIndex/match(_:cache:)``, then ``SemanticStage/match(_:)``; with nothing on
  /// screen, "this note" leaves its slot open, as in a session by voice.
  public func match(_ utterance: String, cache: WordCache) -> MatchResult {
    match(utterance, onscreen: [], cache: cache)
  }

  /// ``match(_:cache:)`` where "this" and "it" may stand for what is on screen
  /// (``PhraseIndex/match(_:onscreen:cache:)``); the semantic stage only when the alignment
  /// found nothing either way.
  public func match(_ utterance: String, onscreen: [OnscreenValue], cache: WordCache) -> MatchResult {
    let aligned = index.match(utterance, onscreen: onscreen, cache: cache)
    return semantic?.match(aligned) ?? aligned
  }
}
