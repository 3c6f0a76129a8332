/// Turns a sentence into a vector of its meaning, of length 1, so that the dot
/// product of two is their cosine similarity.
///
/// The matcher's semantic stage (``SemanticStage``) asks it; duo-say's
/// implementation is all-MiniLM-L6-v2 in the `SentenceEncoder` module.
///
/// ```swift
/// let stage = SemanticStage(index: index, embedder: try SentenceModel.load())
/// ```
public protocol SentenceEmbedder: Sendable {
  /// The unit vector of `text`; every call returns vectors of one length.
  func embed(_ text: String) -> [Float]
}
