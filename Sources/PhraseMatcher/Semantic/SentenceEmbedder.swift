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

  /// The vectors of a catalog's references (its phrases, titles and dialogs),
  /// which are the same texts each time the catalog is loaded: a model may
  /// keep them between runs. By default ``embed(_:batchesOf:)``.
  func embedReferences(_ texts: [String]) -> [[Float]]?

  /// Where the semantic stage draws its lines for this model's vectors (each
  /// model's similarities spread differently). By default
  /// ``SemanticCalibration/standard``.
  var calibration: SemanticCalibration { get }
}

/// The lowest similarity the semantic stage takes, and how far behind the
/// winner the runner-up must be for the winner to be clear.
///
/// ```swift
/// SemanticStage(index: index, embedder: model)   // the model's calibration
/// ```
public struct SemanticCalibration: Sendable, Equatable {
  public var threshold: Float
  public var margin: Float

  public init(threshold: Float, margin: Float) {
    self.threshold = threshold
    self.margin = margin
  }

  /// all-MiniLM-L6-v2's, chosen on the development half (docs/accuracy.md).
  public static let standard = SemanticCalibration(threshold: 0.35, margin: 0.08)
}

extension SentenceEmbedder {
  public var calibration: SemanticCalibration { .standard }

  public func embedReferences(_ texts: [String]) -> [[Float]]? {
    embed(texts, batchesOf: 16)
  }

  /// ``embed(_:)-([String])`` on `size` texts at a time: a model's batch
  /// costs more than its texts alone once it is longer than a few.
  public func embed(_ texts: [String], batchesOf size: Int) -> [[Float]]? {
    var vectors: [[Float]] = []
    vectors.reserveCapacity(texts.count)
    for start in stride(from: 0, to: texts.count, by: max(1, size)) {
      let batch = Array(texts[start..<min(start + max(1, size), texts.count)])
      guard let made = embed(batch), made.count == batch.count else { return nil }
      vectors += made
    }
    return vectors
  }

  public func embed(_ texts: [String]) -> [[Float]]? {
    var vectors: [[Float]] = []
    for text in texts {
      guard let vector = embed(text) else { return nil }
      vectors.append(vector)
    }
    return vectors
  }
}
