/// How replies are spoken: the eSpeak NG voice and its prosody.
///
/// ```swift
/// let settings = SpeechSettings(voice: "en-us+f3", rate: 160)
/// let speaker = try Speaker(settings: settings, destination: .wavFile("reply.wav"))
/// ```
///
/// The defaults are eSpeak NG's own (175 words per minute, pitch 50, volume 100),
/// with US English as the voice.
public struct SpeechSettings: Sendable, Hashable {
  /// A voice name, language or file identifier, optionally with a `+variant`:
  /// `en-us`, `en`, `fr`, `English (Great Britain)`, `en-us+f3`.
  public var voice: String
  /// Words per minute; eSpeak NG clamps values below 80 to 80.
  public var rate: Int
  /// Base pitch, 0 to 100.
  public var pitch: Int
  /// Amplitude, 0 to 200.
  public var volume: Int

  public static let defaultVoice = "en-us"
  public static let rateRange = 80...1000
  public static let pitchRange = 0...100
  public static let volumeRange = 0...200

  public init(
    voice: String = SpeechSettings.defaultVoice,
    rate: Int = 175,
    pitch: Int = 50,
    volume: Int = 100
  ) {
    self.voice = voice
    self.rate = rate
    self.pitch = pitch
    self.volume = volume
  }
}

/// Where synthesized speech goes.
public enum SpeechDestination: Sendable, Hashable {
  /// The default audio device (ALSA or PulseAudio, through pcaudiolib).
  case audioDevice
  /// One WAV file for the whole run: replies in order, a short silence between them.
  case wavFile(String)
  /// Raw signed 16-bit little-endian mono samples on standard output.
  case standardOutput
  /// Nothing is synthesized.
  case none
}
