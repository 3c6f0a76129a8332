import Locking

/// A ``SpeechOutput`` that records the text it was asked to speak, for tests.
///
/// ```swift
/// let speech = RecordingSpeech()
/// _ = try await speech.speak("Deleted Groceries.")
/// #expect(speech.spokenTexts == ["Deleted Groceries."])
/// ```
public final class RecordingSpeech: SpeechOutput {
  private let state = Locked<(texts: [String], finished: Bool)>(([], false))

  public init() {}

  /// Every reply spoken so far, in order.
  public var spokenTexts: [String] { state.withLock { $0.texts } }
  /// Whether ``finish()`` was called.
  public var isFinished: Bool { state.withLock { $0.finished } }

  public func speak(_ text: String) async throws(SpeechError) -> SpeechOutcome {
    state.withLock { $0.texts.append(text) }
    return SpeechOutcome(sampleCount: 0)
  }

  public func finish() async throws(SpeechError) {
    state.withLock { $0.finished = true }
  }
}
