import DialogEngine
import DialogSpeech
import PhraseMatcher

/// The app being talked to: a Swift app through a ``DialogSession``, or an
/// app known only from its catalog, with scripted replies.
package enum Conversation {
  case session(DialogSession, catalog: Catalog)
  case scripted(ScriptedConversation)

  package var name: String { catalog.app.name }

  package var catalog: Catalog {
    switch self {
    case .session(_, let catalog): catalog
    case .scripted(let conversation): conversation.catalog
    }
  }

  /// One turn. Ctrl-C while the turn runs cancels the intent (checked every
  /// 50 ms) or leaves the pending question.
  package mutating func respond(
    to utterance: String,
    onProgress: (@Sendable (SessionTurn.Reply) async -> Void)? = nil
  ) async -> SessionTurn {
    switch self {
    case .session(let session, _):
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

  /// Whether a question waits for its answer.
  package func isAwaitingAnswer() async -> Bool {
    switch self {
    case .session(let session, _): await session.isAwaitingAnswer
    case .scripted(let conversation): conversation.isAwaitingAnswer
    }
  }

  /// Leaves the pending question (Ctrl-C at its prompt), as "cancel" does.
  package mutating func leaveQuestion() async {
    switch self {
    case .session(let session, _): await session.cancelRun()
    case .scripted(var conversation):
      conversation.leaveQuestion()
      self = .scripted(conversation)
    }
  }

  /// What can be said: each shortcut with its first phrase.
  package var help: String {
    let lines = catalog.shortcuts.map { shortcut -> String in
      let phrase = shortcut.phrases.first.map { example($0, titles: shortcut.parameterTitles) } ?? ""
      return "  \(shortcut.shortTitle): \"\(phrase)\""
    }
    return "You can say:\n" + lines.joined(separator: "\n") + "\n"
  }

  /// A phrase as it could be said: the app's name, and each parameter by its title (`<note>`).
  private func example(_ phrase: PhraseTemplate, titles: [String: String]) -> String {
    phrase.segments.map { segment in
      switch segment {
      case .text(let text): text
      case .applicationName: catalog.app.name
      case .parameter(let name): "<\(titles[name]?.lowercased() ?? name)>"
      }
    }.joined()
  }
}
