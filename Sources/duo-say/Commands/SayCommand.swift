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
    if interactive {
      StandardStreams.out("Talking to \(app.name). Say \"help\" for what you can say; Ctrl-D ends.\n")
    }
    var everythingUnderstood = true
    var lines = InputLines(arguments: options.utterance)
    while true {
      if interactive { StandardStreams.out("› ") }
      guard let line = lines.next() else { break }
      if interactive && line.split(separator: " ").joined() == "help" {
        StandardStreams.out(app.help)
        continue
      }
      let turn = await app.respond(to: line)
      everythingUnderstood = everythingUnderstood && turn.understood
      options.speech.show(options.json ? turn.jsonLine + "\n" : Self.text(of: turn))
      for text in turn.spokenText where try await speaker.speak(text).wasInterrupted {
        try await speaker.finish()
        return ExitStatus.interrupted
      }
    }
    if interactive { StandardStreams.out("\n") }
    try await speaker.finish()
    return everythingUnderstood ? ExitStatus.success : ExitStatus.failure
  }

  /// The replies, one per line; what only a screen shows is marked.
  static func text(of turn: SessionTurn) -> String {
    turn.replies.map { reply in
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
    sessionOptions.switchesOnStrongMatch = true
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

  mutating func respond(to utterance: String) async -> SessionTurn {
    switch self {
    case .session(let session, _):
      return await session.respond(to: utterance)
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
