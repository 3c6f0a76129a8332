import Locking
import PhraseMatcher

/// The sentence model, loaded on the first sentence that needs it, so a run
/// the alignment answers alone never pays for it. When it cannot be loaded,
/// `whenUnavailable` hears why, once, and every sentence gets `nil`. A
/// catalog's reference vectors are kept in `vectorCache` (by default
/// `~/.cache/duo-say/vectors`), so that a catalog seen before needs the model
/// only for the utterance.
///
/// ```swift
/// let model = LazySentenceModel { error in print("flexible matching is off: \(error)") }
/// ```
public final class LazySentenceModel: SentenceEmbedder {
  private enum State {
    case notLoaded
    case loaded(SentenceModel)
    case unavailable
  }

  private let kind: SentenceModel.Kind
  private let directory: String
  private let vectorCache: VectorCache?
  private let whenUnavailable: @Sendable (ModelError) -> Void
  private let state = Locked<State>(.notLoaded)

  public init(
    _ kind: SentenceModel.Kind = .standard, directory: String? = nil,
    vectorCache: String? = SentenceModel.defaultVectorDirectory,
    whenUnavailable: @escaping @Sendable (ModelError) -> Void
  ) {
    self.kind = kind
    self.directory = directory ?? kind.defaultDirectory
    self.vectorCache = vectorCache.map(VectorCache.init)
    self.whenUnavailable = whenUnavailable
  }

  public func embed(_ text: String) -> [Float]? {
    model()?.embed(text)
  }

  public func embed(_ texts: [String]) -> [[Float]]? {
    model()?.embed(texts)
  }

  /// From the cache without loading the model when it holds them; the model's
  /// precision is the one ``SentenceModel/load(_:from:precision:vectorCache:)`` picks.
  public func embedReferences(_ texts: [String]) -> [[Float]]? {
    guard let vectorCache else { return model()?.embed(texts, batchesOf: 16) }
    return vectorCache.vectors(for: texts, model: SentenceModel.identity(kind, .fastest)) {
      model()?.embed(texts, batchesOf: 16)
    }
  }

  public var calibration: SemanticCalibration { kind.calibration }

  private func model() -> SentenceModel? {
    var failure: ModelError?
    let model = state.withLock { state -> SentenceModel? in
      switch state {
      case .loaded(let model): return model
      case .unavailable: return nil
      case .notLoaded:
        do {
          let model = try SentenceModel.load(kind, from: directory)
          state = .loaded(model)
          return model
        } catch {
          failure = error as? ModelError ?? .damaged(path: directory, reason: "\(error)")
          state = .unavailable
          return nil
        }
      }
    }
    if let failure { whenUnavailable(failure) }
    return model
  }
}
