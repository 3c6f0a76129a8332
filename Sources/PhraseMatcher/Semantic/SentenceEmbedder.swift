/// Turns a sentence into a vector of its meaning, of length 1, so that the dot
/// product of two is their cosine similarity.
///
/// The matcher's semantic stage (``SemanticStage``) asks it; duo-say's
/// implementation is all-MiniLM-L6-v2 in the `SentenceEncoder` module.
///
/// ```swift
/// let matcher = Matcher(catalog, embedder: LazySentenceModel(whenUnavailable: { print($0) }))
/// ```
public protocol SentenceEmbedder: Sendable {
  /// The unit vector of `text`, every one of one length; `nil` when the model
  /// cannot be had (the stage then leaves the alignment's answer as it is).
  func embed(_ text: String) -> [Float]?

  /// The vectors of `texts`, in order; a model may work on them together.
  func embed(_ texts: [String]) -> [[Float]]?
}

extension SentenceEmbedder {
  public func embed(_ texts: [String]) -> [[Float]]? {
    var vectors: [[Float]] = []
    for text in texts {
      guard let vector = embed(text) else { return nil }
      vectors.append(vector)
    }
    return vectors
  }
}
