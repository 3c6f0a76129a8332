import DialogEngine
import DialogSpeech

#if canImport(Glibc)
  import Glibc
#endif

/// The voice loop: utterances in, each reply printed and spoken.
///
/// On a terminal it is a conversation with a prompt, `help` and `history`; on
/// a pipe each line is an utterance and the replies go to standard output in
/// order, as soon as they are known, then are spoken.
package struct VoiceConsole {
  var conversation: Conversation
  let speaker: ConsoleSpeaker
  let settings: Settings

  package init(_ conversation: Conversation, speaker: ConsoleSpeaker, settings: Settings) {
    self.conversation = conversation
    self.speaker = speaker
    self.settings = settings
  }

  /// How long, at the end, runs asked to stop may take to finish what they change.
  static let settleLimit = Duration.seconds(10)

  /// Runs the loop over `utterances` (all words as one), or the lines of `input` when empty;
  /// then lets runs asked to stop finish what they change, and finishes the speech (a WAV
  /// file's header) on every way out.
  package mutating func run(
    utterances: [String] = [], from input: some UtteranceSource = StandardInput()
  ) async throws -> Outcome {
    var outcome = try await converse(utterances: utterances, from: input)
    // A run told to stop that "may still finish" is still changing the app's data: it ends
    // before the process does, or the exit status says its change may be lost.
    let unfinished = await conversation.session.settle(within: Self.settleLimit)
    for title in unfinished {
      StandardStreams.say("error: \(title) was still running at the end; what it was doing may not be saved")
    }
    if !unfinished.isEmpty && [.everythingUnderstood, .somethingNotUnderstood, .questionUnanswered].contains(outcome) {
      outcome = .somethingFailed
    }
    try await speaker.speaker.finish()
    return outcome
  }

  private mutating func converse(utterances: [String], from input: some UtteranceSource) async throws -> Outcome {
    var input = input
    let interactive = utterances.isEmpty && input.isTerminal && !settings.json
    let progressBar = speaker.showsOnTerminal && !settings.json
    if interactive {
      StandardStreams.out(
        "Talking to \(conversation.name). Say \"help\" for what you can say, \"history\" for this conversation; Ctrl-D ends.\n"
      )
    }
    var everythingUnderstood = true
    var somethingFailed = false
    var history: [SessionTurn] = []
    var arguments = InputLines(arguments: utterances)
    // A person at a terminal gets line editing and history; without libedit, plain lines.
    let editor =
      interactive ? LineEditor(prompt: Self.prompt, historyFile: LineEditor.historyFile(for: conversation.name)) : nil
    if interactive, editor == nil, let reason = LineEditor.unavailableReason {
      StandardStreams.say("line editing is off: \(reason)")
    }
    // The loop looks for Ctrl-C and SIGTERM itself, so a signal between two waits is never lost.
    ConsoleSignals.treatSignalsAsRequests()
    conversing: while true {
      if interactive && editor == nil { StandardStreams.out(Self.prompt) }
      let line: String
      if utterances.isEmpty {
        // A fresh request for each wait: Ctrl-C and SIGTERM during it stop the wait.
        let event = await ConsoleSignals.whileBusy {
          editor?.next() ?? input.next { ConsoleSignals.isRequested || ConsoleSignals.isTerminationRequested }
        }
        switch event {
        case .line(let text):
          line = InputLines.withoutControls(text)
        case .end:
          break conversing
        case .tooLong:
          // No utterance is a megabyte long: say so and go on with the next line.
          StandardStreams.say("error: a line of input longer than \(StandardInput.maximumLine >> 20) MB was skipped")
          everythingUnderstood = false
          continue
        case .stopped:
          if ConsoleSignals.isTerminationRequested {
            return .terminated
          }
          // The line editor turns the terminal's echo off; show the key as the terminal would.
          if editor != nil { StandardStreams.out("^C") }
          // Ctrl-C over half-typed words discards them, as a shell does.
          if interactive, editor?.discardedTypedWords == true {
            StandardStreams.out("\n")
            continue
          }
          // Ctrl-C at a question's prompt leaves the question; at an idle prompt it ends duo-say.
          if interactive, await conversation.isAwaitingAnswer() {
            await conversation.leaveQuestion()
            StandardStreams.out("\nOK.\n")
            continue
          }
          if interactive { StandardStreams.out("\n") }
          return .interrupted
        }
      } else {
        guard let text = arguments.next() else { break }
        line = text
      }
      // A blank line is nothing said: no turn, as Siri does not answer silence.
      if line.allSatisfy(\.isWhitespace) { continue }
      editor?.remember(line)
      switch interactive ? line.split(separator: " ").joined() : "" {
      case "help":
        StandardStreams.out(InputLines.displayable(conversation.help))
        continue
      case "history":
        StandardStreams.out(
          history.isEmpty
            ? "Nothing said yet.\n" : InputLines.displayable(history.map { $0.transcriptText + "\n" }.joined()))
        continue
      default:
        break
      }
      var said = line
      var hearing: Ear.Hearing?
      if let ear = settings.ear {
        // The round trip is heard: the words typed, in the voice, then the reply to what the recognizer made of them.
        _ = try await speaker.speaker.speak(line)
        let heard = ear.hear(line, answering: await conversation.isAwaitingAnswer())
        hearing = heard
        guard let utterance = heard.utterance(typed: line) else {
          everythingUnderstood = false
          speaker.show(
            settings.json ? SessionTurn.jsonLine(typed: line, heardNothing: heard) + "\n" : heard.transcriptLine + "\n")
          continue
        }
        if !settings.json { speaker.show(heard.transcriptLine + "\n") }
        said = utterance
      }
      let progress = ProgressDisplay(bar: progressBar, speaker: speaker, isVoiceOnly: settings.isVoiceOnly)
      let (conversation, utterance, show) = (conversation, said, progress.show)
      var turn = await ConsoleSignals.whileBusy {
        await Self.stoppable(hearing: settings.stops()) { await conversation.respond(to: utterance, onProgress: show) }
      }
      await progress.finish()
      Self.markSpoken(&turn, progressSpoken: progress.spokenReports)
      if ConsoleSignals.isTerminationRequested {
        return .terminated
      }
      // On a pipe, a Ctrl-C that did not stop a running intent ("OK, I stopped.") stops the whole run.
      if !interactive && ConsoleSignals.isRequested && !turn.stoppedByUser {
        return .interrupted
      }
      // Only a person asks for "history"; keep their last turns, and nothing for a pipe.
      if interactive {
        history.append(turn)
        if history.count > Self.historyLimit { history.removeFirst() }
      }
      everythingUnderstood = everythingUnderstood && turn.understood
      somethingFailed = somethingFailed || turn.failed
      speaker.show(
        settings.json ? turn.jsonLine(typed: hearing.map { _ in line }) + "\n" : InputLines.displayable(turn.liveText))
      // Progress was drawn or spoken while the work went on.
      let finalReplies = turn.replies.filter { $0.kind != .progress && turn.presentation(of: $0) == .said }.map(\.text)
      for text in finalReplies where try await speaker.speaker.speak(text).wasInterrupted {
        // SIGTERM or SIGHUP during speech ends the run as they do anywhere (143, 129), not as Ctrl-C.
        if ConsoleSignals.isTerminationRequested { return .terminated }
        guard interactive else { return .interrupted }
        break
      }
    }
    if interactive { StandardStreams.out("\n") }
    if somethingFailed { return .somethingFailed }
    if !everythingUnderstood { return .somethingNotUnderstood }
    if await conversation.isAwaitingAnswer() {
      if !interactive { StandardStreams.say("the input ended before the last question was answered") }
      return .questionUnanswered
    }
    return .everythingUnderstood
  }

  /// Marks what is said aloud: the final replies the one rule says (``SessionTurn/presentation(of:)``),
  /// and the progress reports that were.
  static func markSpoken(_ turn: inout SessionTurn, progressSpoken: Set<Int>) {
    var report = 0
    for index in turn.replies.indices {
      if turn.replies[index].kind == .progress {
        turn.replies[index].wasSpoken = progressSpoken.contains(report)
        report += 1
      } else {
        turn.replies[index].wasSpoken = turn.presentation(of: turn.replies[index]) == .said
      }
    }
  }

  /// Runs a turn as a task that a stop cancels: Ctrl-C or SIGTERM while it runs arrives on
  /// `stops` (``ConsoleSignals/stops()``) and cancels it, with nothing polled.
  static func stoppable(hearing stops: AsyncStream<Void>, _ turn: @escaping @Sendable () async -> SessionTurn) async
    -> SessionTurn
  {
    let task = Task { await turn() }
    let watcher = Task {
      for await _ in stops {
        task.cancel()
        return
      }
    }
    defer { watcher.cancel() }
    return await task.value
  }
}
