import DialogSpeech

#if canImport(Glibc)
  import Glibc
#endif

/// The speech of a console, and where text meant for the reader goes.
package struct ConsoleSpeaker: Sendable {
  package let speaker: any SpeechOutput
  /// Whether the audio itself goes to standard output (`--raw`).
  package let writesAudioToStandardOutput: Bool
  /// Whether the text goes to a terminal, where a progress bar can be drawn.
  package let showsOnTerminal: Bool
  private let display: @Sendable (String) -> Void

  /// Opens eSpeak NG's speaker; without an audio device, warns once and carries on muted.
  package init(settings: SpeechSettings, destination: SpeechDestination) throws(SpeechError) {
    ConsoleSignals.install()
    let speaker: Speaker
    do {
      speaker = try Speaker(settings: settings, destination: destination)
    } catch .audioDeviceUnavailable(let reason) {
      StandardStreams.say(
        "warning: no audio device (\(reason)); continuing muted (use --wav FILE to keep the audio)")
      speaker = try Speaker(settings: settings, destination: .none)
    }
    let audioOnStandardOutput = speaker.destination == .standardOutput
    self.init(
      output: speaker, writesAudioToStandardOutput: audioOnStandardOutput,
      showsOnTerminal: isatty(STDOUT_FILENO) != 0 && !audioOnStandardOutput,
      display: audioOnStandardOutput ? StandardStreams.error : StandardStreams.out)
  }

  /// Any speech, and the text shown to `display`: for tests (a `RecordingSpeech`) and hosts.
  package init(
    output: any SpeechOutput, writesAudioToStandardOutput: Bool = false, showsOnTerminal: Bool = false,
    display: @escaping @Sendable (String) -> Void = StandardStreams.out
  ) {
    speaker = output
    self.writesAudioToStandardOutput = writesAudioToStandardOutput
    self.showsOnTerminal = showsOnTerminal
    self.display = display
  }

  /// Text for the reader: standard output, or standard error when standard output carries audio.
  package func show(_ text: String) { display(text) }
}
