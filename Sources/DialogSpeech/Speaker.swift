/// Speaks replies through libespeak-ng, in process, to one destination.
///
/// ```swift
/// let speaker = try Speaker(settings: SpeechSettings(voice: "en-us", rate: 160),
///                           destination: .wavFile("replies.wav"))
/// _ = try await speaker.speak("Groceries says: milk, eggs and bread.")
/// _ = try await speaker.speak("Deleted Groceries.")
/// try await speaker.finish()
/// ```
///
/// Each reply is synthesized in eSpeak NG's synchronous mode and its samples
/// reach the destination chunk by chunk (about 49 ms of audio each), so the
/// first sound never waits for the end of a long reply. Replies after the
/// first are preceded by ``gapBetweenReplies`` of silence. A first reply
/// written to a WAV file is sample-identical to `espeak-ng -w` with the same
/// voice, rate and text.
public actor Speaker: SpeechOutput {
  /// Silence between two replies, in seconds.
  public static let gapBetweenReplies = 0.25

  public nonisolated let settings: SpeechSettings
  public nonisolated let destination: SpeechDestination
  private let engine: Espeak?
  private var sink: (any AudioSink)?
  private var repliesSpoken = 0

  /// Starts the engine (once per process), checks the voice and opens the destination.
  ///
  /// - Throws: ``SpeechError/unknownVoice(_:)``, ``SpeechError/settingOutOfRange(name:value:range:)``,
  ///   ``SpeechError/writeFailed(path:reason:)`` for a WAV path that cannot be created,
  ///   ``SpeechError/audioDeviceUnavailable(reason:)`` when there is no audio device.
  ///   With ``SpeechDestination/none`` nothing is started unless a voice other
  ///   than the default was asked for, which is still checked.
  public init(settings: SpeechSettings = SpeechSettings(), destination: SpeechDestination) throws(SpeechError) {
    self.settings = settings
    self.destination = destination
    guard destination != .none else {
      // Muted, a voice asked for by name is still checked: a typo is a typo.
      if Self.needsEngine(settings, destination) { try Espeak.shared.get().validate(settings) }
      engine = nil
      sink = nil
      return
    }
    let engine = try Espeak.shared.get()
    try engine.validate(settings)
    self.engine = engine
    switch destination {
    case .audioDevice: sink = try AudioDeviceSink(sampleRate: engine.sampleRate)
    case .wavFile(let path): sink = try WAVFileSink(path: path, sampleRate: engine.sampleRate)
    case .standardOutput: sink = PCMStreamSink()
    case .none: sink = nil
    }
  }

  public func speak(_ text: String) throws(SpeechError) -> SpeechOutcome {
    guard let engine, let sink else { return SpeechOutcome(sampleCount: 0) }
    let speakable = SpeakableText.from(text)
    guard !SpeakableText.isSilent(speakable) else { return SpeechOutcome(sampleCount: 0) }
    if repliesSpoken > 0 {
      try sink.writeSilence(count: Int(Double(engine.sampleRate) * Self.gapBetweenReplies))
    }
    repliesSpoken += 1
    var sampleCount = 0
    var failure: SpeechError?
    let completed = try engine.synthesize(speakable, settings: settings) { chunk in
      do throws(SpeechError) {
        try sink.write(chunk)
        sampleCount += chunk.count
        return true
      } catch {
        failure = error
        return false
      }
    }
    if let failure { throw failure }
    try sink.endReply()
    return SpeechOutcome(sampleCount: sampleCount, wasInterrupted: !completed)
  }

  public func finish() throws(SpeechError) {
    defer { sink = nil }
    try sink?.close()
  }

  // MARK: - Engine access

  /// Starts libespeak-ng and selects the voice of `settings` (a millisecond
  /// or two: reading the phoneme tables and the voice) on a thread of its
  /// own, when a ``Speaker`` with these settings and `destination` would need
  /// the engine, so that it finds it ready; call it before the app launches.
  /// Errors are not lost: the ``Speaker`` reports them.
  ///
  /// ```swift
  /// let engine = Speaker.startEngine(for: settings, destination: .wavFile("reply.wav"))
  /// let app = try await launch()          // meanwhile
  /// await engine.ready()
  /// let speaker = try Speaker(settings: settings, destination: .wavFile("reply.wav"))
  /// ```
  public static func startEngine(for settings: SpeechSettings, destination: SpeechDestination) -> EngineStart {
    guard needsEngine(settings, destination) else { return .notNeeded }
    return EngineStart { try? Espeak.shared.get().validate(settings) }
  }

  /// Whether a speaker needs libespeak-ng: to speak, or to check a voice asked for by name.
  private static func needsEngine(_ settings: SpeechSettings, _ destination: SpeechDestination) -> Bool {
    destination != .none || settings.voice != SpeechSettings().voice
  }

  /// The installed voices and variants.
  ///
  /// ```swift
  /// for voice in try Speaker.installedVoices() where voice.kind == .language {
  ///   print(voice.languages.first ?? "", voice.name)
  /// }
  /// ```
  public static func installedVoices() throws(SpeechError) -> [EspeakVoice] {
    try Espeak.shared.get().voices()
  }

  /// The engine's sample rate (22,050 Hz for eSpeak NG voices).
  public static func sampleRate() throws(SpeechError) -> Int {
    try Espeak.shared.get().sampleRate
  }

  /// How eSpeak NG pronounces `text` with the voice of `settings`, in its ASCII
  /// phoneme names (`"br'u:li"` for "Brewly"): for a recognizer's dictionary.
  ///
  /// ```swift
  /// let phonemes = try Speaker.phonemes(of: "Brewly")   // "br'u:li"
  /// ```
  public static func phonemes(of text: String, settings: SpeechSettings = SpeechSettings()) throws(SpeechError)
    -> String
  {
    try Espeak.shared.get().phonemes(text, settings: settings)
  }

  /// Synthesizes `text` and passes each chunk of samples to `chunk` as it is produced.
  ///
  /// The streaming primitive under ``speak(_:)``, for hosts with their own audio path.
  ///
  /// ```swift
  /// var samples: [Int16] = []
  /// _ = try Speaker.synthesize("Hello") { samples += $0; return true }
  /// ```
  /// - Parameter chunk: Receives mono 16-bit samples; return `false` to stop.
  /// - Returns: `true` when the whole text was synthesized.
  public static func synthesize(
    _ text: String,
    settings: SpeechSettings = SpeechSettings(),
    chunk: (UnsafeBufferPointer<Int16>) -> Bool
  ) throws(SpeechError) -> Bool {
    try Espeak.shared.get().synthesize(SpeakableText.from(text), settings: settings, chunk: chunk)
  }
}
