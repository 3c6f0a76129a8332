import DialogEngine
import PhraseMatcher
#if canImport(Glibc)
import Glibc
#endif

/// `duo-say [UTTERANCE...]`: each utterance resolves, runs and is answered aloud.
///
/// On a terminal it is a conversation with a prompt and `help`; on a pipe each
/// line is an utterance and the replies go to standard output in order.
struct SayCommand {
  var options: SayOptions

  func run() async throws -> Int32 {
    var app = try await Conversation(options)
    let speaker = try options.speech.makeSpeaker()
    let interactive = options.utterance.isEmpty && isatty(STDIN_FILENO) != 0 && !options.json
    let progressBar = isatty(STDOUT_FILENO) != 0 && !options.json && options.speech.destination != .standardOutput
    if interactive {
      StandardStreams.out("Talking to \(app.name). Say \"help\" for what you can say, \"history\" for this conversation; Ctrl-D ends.\n")
    }
    var everythingUnderstood = true
    var history: [SessionTurn] = []
    var lines = InputLines(arguments: options.utterance)
    while true {
      if interactive { StandardStreams.out("› ") }
      guard let line = lines.next() else { break }
      // A blank line is nothing said: no turn, as Siri does not answer silence.
      if line.allSatisfy(\.isWhitespace) { continue }
      switch interactive ? line.split(separator: " ").joined() : "" {
      case "help":
        StandardStreams.out(app.help)
        continue
      case "history":
        StandardStreams.out(history.isEmpty ? "Nothing said yet.\n" : history.map { $0.transcriptText + "\n" }.joined())
        continue
      default:
        break
      }
      let progress = ProgressDisplay(bar: progressBar, speaker: speaker, options: options)
      // Ctrl-C during the turn stops the running intent or leaves the question.
      let turn = await SpeechInterrupt.whileBusy { await app.respond(to: line, onProgress: progress.show) }
      await progress.finish()
      // Only a person asks for "history"; keep their last turns, and nothing for a pipe.
      if interactive {
        history.append(turn)
        if history.count > Self.historyLimit { history.removeFirst() }
      }
      everythingUnderstood = everythingUnderstood && turn.understood
      options.speech.show(options.json ? turn.jsonLine + "\n" : Self.text(of: turn))
      // Progress was drawn or spoken while the work went on.
      let finalReplies = turn.replies.filter { $0.kind != .progress && $0.kind != .snippet }.map(\.text)
      for text in finalReplies where try await speaker.speak(text).wasInterrupted {
        guard interactive else {
          try await speaker.finish()
          return ExitStatus.interrupted
        }
        break
      }
    }
    if interactive { StandardStreams.out("\n") }
    try await speaker.finish()
    return everythingUnderstood ? ExitStatus.success : ExitStatus.failure
  }

  /// How many turns "history" can show.
  static let historyLimit = 500

  /// The replies, one per line; what only a screen shows is marked. Progress
  /// is shown live, not here.
  static func text(of turn: SessionTurn) -> String {
    turn.replies.filter { $0.kind != .progress }.map { reply in
      let shown = reply.kind == .snippet || (reply.kind == .progress && !turn.isVoiceOnly)
      return (shown ? "[screen] " + reply.text.split(separator: "\n").joined(separator: " / ") : reply.text) + "\n"
    }.joined()
  }
}

/// The app being talked to: a bundled Swift app through a ``DialogSession``,
/// or a catalog with scripted replies.
enum Conversation {
  case session(DialogSession, ShortcutsApp)
  case scripted(ScriptedConversation)

  init(_ options: SayOptions) async throws {
    var sessionOptions = SessionOptions(isVoiceOnly: options.isVoiceOnly, isLocked: options.isLocked)
    // Reports every second feed the bar; speech takes one every few seconds at most.
    sessionOptions.progressReportInterval = .seconds(1)
    switch options.app {
    case .bundled:
      let app = try await options.app.loadBundled(store: options.store, reset: options.reset)
      self = .session(DialogSession(app: app, options: sessionOptions), app)
    case .catalog:
      self = .scripted(ScriptedConversation(catalog: try await options.app.load(), isVoiceOnly: options.isVoiceOnly))
    }
  }

  var name: String { catalog.app.name }

  var catalog: Catalog {
    switch self {
    case .session(_, let app): app.catalog
    case .scripted(let conversation): conversation.catalog
    }
  }

  mutating func respond(
    to utterance: String,
    onProgress: (@Sendable (SessionTurn.Reply) async -> Void)? = nil
  ) async -> SessionTurn {
    switch self {
    case .session(let session, _):
      // Ctrl-C (while the turn runs) cancels the intent, checked every 50 ms.
      let watcher = Task {
        while !Task.isCancelled {
          try? await Task.sleep(for: .milliseconds(50))
          if SpeechInterrupt.isRequested {
            await session.cancelRun()
            return
          }
        }
      }
      defer { watcher.cancel() }
      return await session.respond(to: utterance, onProgress: onProgress)
    case .scripted(var conversation):
      let turn = conversation.respond(to: utterance)
      self = .scripted(conversation)
      return turn
    }
  }

  /// What can be said: each shortcut with its first phrase.
  var help: String {
    let lines = catalog.shortcuts.map { shortcut -> String in
      let phrase = shortcut.phrases.first.map { Self.example($0, app: catalog.app.name) } ?? ""
      return "  \(shortcut.shortTitle): \"\(phrase)\""
    }
    return "You can say:\n" + lines.joined(separator: "\n") + "\n"
  }

  private static func example(_ phrase: PhraseTemplate, app: String) -> String {
    phrase.segments.map { segment in
      switch segment {
      case .text(let text): text
      case .applicationName: app
      case .parameter(let name): "<\(name)>"
      }
    }.joined()
  }
}
