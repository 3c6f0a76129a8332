import DialogEngine
import PhraseMatcher

/// A conversation with an app known only from its catalog: the phrase
/// resolves, a missing parameter is asked for, the intent's confirmation is
/// asked, the lock and the screen are honoured, the scripted dialog is read.
///
/// ```swift
/// var conversation = ScriptedConversation(catalog: try CatalogLoader.load(path: "phrases/home.json"))
/// conversation.respond(to: "turn on a light in casa").spokenText      // ["Which light?"]
/// conversation.respond(to: "the porch light").spokenText              // ["The Porch Light is on."]
/// ```
///
/// The full dialog is chosen when `isVoiceOnly` (the default), the supporting
/// one when a screen is present. A shortcut without a scripted dialog answers "Done.".
public struct ScriptedConversation: Sendable {
  public let catalog: Catalog
  public var isVoiceOnly: Bool
  public var isLocked: Bool
  private let matcher: Matcher
  private var pending: Pending?

  /// What the conversation waits for.
  private enum Pending: Sendable {
    case value(PhraseMatch, parameter: String, prompt: String)
    case confirmation(PhraseMatch, prompt: String)
  }

  public init(matcher: Matcher, isVoiceOnly: Bool = true, isLocked: Bool = false) {
    self.catalog = matcher.index.catalog
    self.isVoiceOnly = isVoiceOnly
    self.isLocked = isLocked
    self.matcher = matcher
  }

  /// A conversation heard by the alignment alone.
  public init(catalog: Catalog, isVoiceOnly: Bool = true, isLocked: Bool = false) {
    self.init(matcher: Matcher(catalog, embedder: nil), isVoiceOnly: isVoiceOnly, isLocked: isLocked)
  }

  /// Whether a question waits for its answer.
  public var isAwaitingAnswer: Bool { pending != nil }

  /// Leaves the pending question unanswered.
  public mutating func leaveQuestion() { pending = nil }

  /// Takes one utterance and returns the turn.
  public mutating func respond(to utterance: String) -> SessionTurn {
    var turn = SessionTurn(
      heard: utterance, resolution: .pending, replies: [], understood: true, isVoiceOnly: isVoiceOnly)
    if let pending {
      self.pending = nil
      if let reply = answer(pending, with: utterance, into: &turn) {
        turn.replies.append(reply)
        return turn
      }
    }
    let result = matcher.match(utterance, cache: WordCache())
    turn.stage = result.best?.stage
    switch result.resolution {
    case .matched(let match):
      turn.resolution = .intent(match.resolvedIntent)
      turn.replies.append(start(match))
    case .ambiguous(let matches):
      turn.resolution = .ambiguous(matches.map(\.resolvedIntent))
      turn.understood = false
      if Set(matches.map(\.shortcutIndex)).count == 1, let (name, _) = matches[0].parameters.first {
        let titles = matches.compactMap { $0.parameters[name]?.title }
        turn.replies.append(.init(.failure, "Which one: \(SpokenList.joined(titles, conjunction: "or"))?"))
      } else {
        let titles = matches.map { catalog.shortcuts[$0.shortcutIndex].shortTitle }
        turn.replies.append(.init(.failure, "That could mean \(SpokenList.joined(titles, conjunction: "or"))."))
      }
    case .noMatch:
      turn.resolution = .none(vetoedBy: result.vetoingPhrase)
      turn.understood = false
      turn.replies.append(.init(.failure, "Sorry, I didn't understand that."))
    }
    return turn
  }

  /// The answer to a pending question, or `nil` when the utterance is a new request instead.
  private mutating func answer(_ pending: Pending, with utterance: String, into turn: inout SessionTurn) -> SessionTurn
    .Reply?
  {
    if SpokenAnswers.isCancel(utterance) {
      turn.resolution = .cancelled
      return .init(.answer, "OK.")
    }
    switch pending {
    case .value(let match, let parameter, let prompt):
      if let value = value(for: utterance, parameter: parameter, in: match) {
        var filled = match
        filled.parameters[parameter] = value
        turn.resolution = .answer(prompt: prompt, value: value.title)
        return start(filled)
      }
      guard matcher.index.match(utterance).best == nil else { return nil }
      turn.resolution = .notAnAnswer(prompt: prompt, gaveUp: true)
      turn.understood = false
      return .init(.failure, "Sorry, I couldn't find that \(typeName(of: parameter, in: match).lowercased()).")
    case .confirmation(let match, let prompt):
      guard let yes = SpokenAnswers.confirmation(utterance) else {
        guard matcher.index.match(utterance).best == nil else { return nil }
        turn.resolution = .notAnAnswer(prompt: prompt, gaveUp: true)
        turn.understood = false
        return .init(.failure, "Sorry, I didn't get that, so I stopped.")
      }
      turn.resolution = .answer(prompt: prompt, value: nil)
      return yes ? complete(match) : .init(.answer, "OK, I won't.")
    }
  }

  /// Checks the screen and the lock, asks for what is missing, then confirms or completes.
  private mutating func start(_ match: PhraseMatch) -> SessionTurn.Reply {
    let shortcut = catalog.shortcuts[match.shortcutIndex]
    if shortcut.needsScreen && isVoiceOnly {
      return .init(
        .failure,
        "\(shortcut.shortTitle) needs your iPhone's screen. Open \(catalog.app.name) on your iPhone to do that.")
    }
    if shortcut.requiresUnlock && isLocked { return .init(.failure, "You'll need to unlock your iPhone first.") }
    if let missing = shortcut.parameters.keys.sorted().first(where: { match.parameters[$0] == nil }) {
      let prompt =
        shortcut.prompts[missing].map { Self.render($0, with: match.parameters) }
        ?? "Which \(typeName(of: missing, in: match).lowercased())?"
      pending = .value(match, parameter: missing, prompt: prompt)
      return .init(.question, prompt)
    }
    if let confirmation = shortcut.confirmation {
      let prompt = text(of: confirmation, with: match.parameters)
      pending = .confirmation(match, prompt: prompt)
      return .init(.question, prompt)
    }
    return complete(match)
  }

  private func complete(_ match: PhraseMatch) -> SessionTurn.Reply {
    guard let dialog = catalog.shortcuts[match.shortcutIndex].dialog else { return .init(.answer, "Done.") }
    let full = Self.render(dialog.full, with: match.parameters)
    let supporting = dialog.supporting.map { Self.render($0, with: match.parameters) }
    return .init(.answer, isVoiceOnly ? full : (supporting ?? full), full: full, supporting: supporting)
  }

  private func text(of dialog: Catalog.ScriptedDialog, with parameters: [String: Catalog.Value]) -> String {
    Self.render(isVoiceOnly ? dialog.full : (dialog.supporting ?? dialog.full), with: parameters)
  }

  private func value(for utterance: String, parameter: String, in match: PhraseMatch) -> Catalog.Value? {
    guard let type = catalog.shortcuts[match.shortcutIndex].parameters[parameter] else { return nil }
    guard case .value(let best) = matcher.index.valueResolver(for: type)?.resolve(utterance) else { return nil }
    return best.value
  }

  private func typeName(of parameter: String, in match: PhraseMatch) -> String {
    catalog.shortcuts[match.shortcutIndex].parameters[parameter].flatMap { catalog.types[$0]?.name } ?? parameter
  }

  /// Replaces `${param}` with the value's title and `${param.key}` with its property.
  static func render(_ template: String, with parameters: [String: Catalog.Value]) -> String {
    replacingPlaceholders(in: template) { name in
      let path = name.split(separator: ".", maxSplits: 1).map(String.init)
      guard let value = path.first.flatMap({ parameters[$0] }) else { return nil }
      return path.count == 2 ? value.properties[path[1]] : value.title
    }
  }
}
