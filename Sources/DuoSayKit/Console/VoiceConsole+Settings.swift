import DialogEngine

/// How a ``VoiceConsole`` was asked to behave, what it shows, and how its run ended.
extension VoiceConsole {
  /// What a person at a terminal sees before each utterance.
  static let prompt = "› "

  /// How many turns "history" can show, and lines the Up arrow walks back.
  static let historyLimit = 500

  /// How the console was asked to behave.
  package struct Settings: Sendable {
    /// The device has no screen: progress is spoken, the bar shows words too.
    package var isVoiceOnly = true
    /// Each turn as one JSON line instead of text.
    package var json = false
    /// By ear (`--by-ear`): each utterance is spoken, heard, and the words heard answered.
    package var ear: Ear?

    /// Where a turn hears of stops: the process's Ctrl-C and SIGTERM (``ConsoleSignals/stops()``),
    /// or, in a test, a source of its own that no other test's stop reaches.
    package var stops: @Sendable () -> AsyncStream<Void> = ConsoleSignals.stops

    package init(isVoiceOnly: Bool = true, json: Bool = false, ear: Ear? = nil) {
      self.isVoiceOnly = isVoiceOnly
      self.json = json
      self.ear = ear
    }
  }

  /// What happened, for the exit status.
  package enum Outcome: Equatable {
    case everythingUnderstood
    case somethingNotUnderstood
    /// An intent failed (a store that could not be written).
    case somethingFailed
    /// The input ended while a question waited for its answer: the request never ran.
    case questionUnanswered
    /// Ctrl-C stopped speech on a pipe, or ended the conversation at its prompt.
    case interrupted
    /// SIGTERM ended the run; what was being written was finished first.
    case terminated
  }
}
