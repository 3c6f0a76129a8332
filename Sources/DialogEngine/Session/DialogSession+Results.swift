import Foundation
import PhraseMatcher

/// What the session says of a result and of an error `perform()` threw.
extension DialogSession {
  /// The reply for a result: full or supporting dialog, a snippet as text on a screen.
  func present(_ contents: IntentResultContents, of running: Running, depth: Int) async -> [SessionTurn.Reply] {
    let prepared = running.prepared
    var replies: [SessionTurn.Reply] = []
    // With a screen, an app that came forward (or comes forward now, `.deferred`) is the answer, not "Done.".
    let opensApp =
      !options.isVoiceOnly
      && (running.run.systemContext.currentMode == .foreground || Self.needs(prepared).modes.comesForwardAtEnd)
    diagnostics += Self.diagnostics(for: contents, isVoiceOnly: options.isVoiceOnly)
    let text =
      contents.dialog?.text(isVoiceOnly: options.isVoiceOnly).trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    if contents.dialog != nil && text.isEmpty {
      diagnostics.append("the result's dialog is empty; Siri would say only 'Done.'")
    }
    if let scripted = prepared.intent as? ScriptedIntent, scripted.shortcut.dialogIsBuiltAtRunTime {
      let known = scripted.shortcut.dialog.map { " ('\($0.full)')" } ?? ""
      diagnostics.append(
        "\(scripted.shortcut.intent) builds its answer when the app runs\(known); the catalog cannot say it, so 'Done.' stands in"
      )
    }
    if text.isEmpty {
      // What opens next (the app, another intent, a link) is the answer; "Done." only when nothing does.
      if !opensApp && contents.opensIntent == nil { replies.append(.init(.answer, "Done.")) }
    } else {
      replies.append(.init(.answer, text, full: contents.dialog?.full, supporting: contents.dialog?.supporting))
    }
    if !options.isVoiceOnly, let snippet = contents.snippet { replies.append(.init(.snippet, snippet)) }
    if opensApp {
      replies.append(.init(.snippet, await land(prepared)))
    }
    if let link = contents.opensIntent as? OpenURLIntent {
      // A link opens on a screen; by voice alone there is nothing to open it on.
      replies.append(
        options.isVoiceOnly
          ? .init(.failure, "Opening \(link.url.host ?? "that link") needs your iPhone's screen.")
          : .init(.snippet, "Opens \(link.url.absoluteString)"))
    } else if let next = contents.opensIntent, depth < 3 {
      let index = app.shortcuts.firstIndex { type(of: $0.intent) == type(of: next) } ?? 0
      replies += await run(Prepared(intent: next, shortcutIndex: index), depth: depth + 1)
    }
    return replies
  }

  /// What a voice-only person would miss from a result, for the turn's diagnostics.
  static func diagnostics(for contents: IntentResultContents, isVoiceOnly: Bool) -> [String] {
    guard isVoiceOnly, contents.dialog == nil || contents.dialog?.full.isEmpty == true else { return [] }
    if contents.snippet != nil {
      return ["the result has a snippet but no dialog; without a screen the person hears only 'Done.'"]
    }
    if contents.value != nil { return ["the result returns a value but no dialog; Siri does not speak values"] }
    return []
  }

  /// An error as a sentence a person understands; never a success.
  static func sentence(for error: any Error) -> String {
    if let localized = error as? any CustomLocalizedStringResourceConvertible {
      let text = DeviceText.said(localized.localizedStringResource.key).trimmingWhitespace()
      if !text.isEmpty { return text }
    }
    if let localized = error as? LocalizedError, let text = localized.errorDescription, !text.isEmpty { return text }
    let text = String(describing: error)
    // A sentence the app wrote ("The note is locked.") is said as it is.
    if text.first?.isUppercase == true, text.contains(" ") { return text }
    return "Sorry, that didn't work (\(text))."
  }
}
