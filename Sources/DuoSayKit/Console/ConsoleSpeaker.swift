import DialogSpeech

/// The speaker of a console, and where text meant for the reader goes.
package struct ConsoleSpeaker: Sendable {
  package let speaker: Speaker

  /// Opens the speaker; without an audio device, warns once and carries on muted.
  package init(settings: SpeechSettings, destination: SpeechDestination) throws(SpeechError) {
    SpeechInterrupt.install()
    do {
      speaker = try Speaker(settings: settings, destination: destination)
    } catch .audioDeviceUnavailable(let reason) {
      StandardStreams.say(
        "warning: no audio device (\(reason)); continuing muted (use --wav FILE to keep the audio)")
      speaker = try Speaker(settings: settings, destination: .none)
    }
  }

  /// Whether the audio itself goes to standard output (`--raw`).
  package var writesAudioToStandardOutput: Bool { speaker.destination == .standardOutput }

  /// Text for the reader: standard error when standard output carries audio.
  package func show(_ text: String) {
    if writesAudioToStandardOutput {
      StandardStreams.error(text)
    } else {
      StandardStreams.out(text)
    }
  }
}
