/// Something that speaks replies: eSpeak NG through a ``Speaker``, or a
/// ``RecordingSpeech`` in tests.
///
/// ```swift
/// let speech: any SpeechOutput = try Speaker(destination: .wavFile("out.wav"))
/// _ = try await speech.speak("Groceries says: milk, eggs and bread.")
/// try await speech.finish()
/// ```
public protocol SpeechOutput: Sendable {
  /// Speaks one reply and returns once it has been played or written, or was interrupted.
  func speak(_ text: String) async throws(SpeechError) -> SpeechOutcome
  /// Completes the output (closes the WAV file); nothing is spoken after this.
  func finish() async throws(SpeechError)
}

/// What happened to one reply.
public struct SpeechOutcome: Sendable, Equatable {
  /// Samples handed to the destination (0 when muted).
  public var sampleCount: Int
  /// True when Ctrl-C or task cancellation stopped the reply part-way.
  public var wasInterrupted: Bool

  public init(sampleCount: Int, wasInterrupted: Bool = false) {
    self.sampleCount = sampleCount
    self.wasInterrupted = wasInterrupted
  }
}
