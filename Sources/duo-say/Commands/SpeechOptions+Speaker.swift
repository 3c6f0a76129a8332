import DialogEngine

extension SpeechOptions {
  /// Opens the speaker; without an audio device, warns once and carries on muted.
  func makeSpeaker() throws(SpeechError) -> Speaker {
    SpeechInterrupt.install()
    do {
      return try Speaker(settings: settings, destination: destination)
    } catch .audioDeviceUnavailable(let reason) {
      StandardStreams.error(
        "duo-say: warning: no audio device (\(reason)); continuing muted (use --wav FILE to keep the audio)\n")
      return try Speaker(settings: settings, destination: .none)
    }
  }

  /// Where text meant for the reader goes: standard error when standard output carries audio.
  func show(_ text: String) {
    if destination == .standardOutput {
      StandardStreams.error(text)
    } else {
      StandardStreams.out(text)
    }
  }
}
