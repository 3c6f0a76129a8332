/// Where a console's utterances come from: standard input (a terminal, a pipe or a
/// file), or lines given by a test or an embedding host.
///
/// ```swift
/// var console = VoiceConsole(conversation, speaker: ConsoleSpeaker(output: RecordingSpeech()), settings: .init())
/// let outcome = try await console.run(from: GivenLines(["turn on the porch light in casa"]))
/// ```
package protocol UtteranceSource {
  /// Whether a person types at a terminal: the console is then a conversation with a prompt.
  var isTerminal: Bool { get }
  /// The next line, or why there is none; `stopWhen` is asked while waiting.
  mutating func next(stopWhen shouldStop: () -> Bool) -> StandardInput.Event
}

/// Lines given in advance, as a pipe would bring them.
package struct GivenLines: UtteranceSource {
  private var lines: ArraySlice<String>

  package init(_ lines: [String]) { self.lines = lines[...] }

  package var isTerminal: Bool { false }

  package mutating func next(stopWhen shouldStop: () -> Bool) -> StandardInput.Event {
    guard let line = lines.popFirst() else { return .end }
    return line.utf8.count > StandardInput.maximumLine ? .tooLong : .line(line)
  }
}
