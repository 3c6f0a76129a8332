import DialogEngine
import DialogSpeech
import PhraseMatcher

/// The app being talked to, through a ``DialogSession``: a Swift app, or an app
/// known only from its catalog (``ShortcutsApp/scripted(_:)``), alike.
package struct Conversation: Sendable {
  package let session: DialogSession
  package let catalog: Catalog

  package init(_ session: DialogSession, catalog: Catalog) {
    self.session = session
    self.catalog = catalog
  }

  package var name: String { catalog.app.name }

  /// One turn. Cancelling the task that awaits it (Ctrl-C, ``VoiceConsole``) cancels the
  /// running intent or leaves the pending question, through the session, so the turn still
  /// ends with what Siri says ("OK, I stopped."): the session's own work is not cancelled.
  package func respond(
    to utterance: String,
    onProgress: (@Sendable (SessionTurn.Reply) async -> Void)? = nil
  ) async -> SessionTurn {
    let session = session
    let turn = Task { await session.respond(to: utterance, onProgress: onProgress) }
    return await withTaskCancellationHandler {
      await turn.value
    } onCancel: {
      Task { await session.cancelRun() }
    }
  }

  /// Whether a question waits for its answer.
  package func isAwaitingAnswer() async -> Bool { await session.isAwaitingAnswer }

  /// Leaves the pending question (Ctrl-C at its prompt), as "cancel" does.
  package func leaveQuestion() async { await session.cancelRun() }

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
