import DialogSpeech

/// One of the voices a phrase is spoken in when it is checked by ear: eSpeak NG
/// voices that differ in accent, register and speed, as people do.
public struct EarVoice: Sendable, Hashable {
  /// How the report names it ("US", "British, fast").
  public var name: String
  public var settings: SpeechSettings

  public init(name: String, settings: SpeechSettings) {
    self.name = name
    self.settings = settings
  }

  /// The four voices of `coverage --by-ear`: US English, as the recognizer's
  /// acoustic model and dictionary are (a British voice is heard right a fifth
  /// less often, for the model's sake, not the phrase's).
  public static let standard: [EarVoice] = [
    EarVoice(name: "US", settings: SpeechSettings(voice: "en-us", rate: 175, pitch: 50)),
    EarVoice(name: "US, slower and lower", settings: SpeechSettings(voice: "en-us", rate: 140, pitch: 40)),
    EarVoice(name: "US, female", settings: SpeechSettings(voice: "en-us+f2", rate: 165, pitch: 55)),
    EarVoice(name: "US, another male", settings: SpeechSettings(voice: "en-us+m3", rate: 165, pitch: 45)),
  ]
}
