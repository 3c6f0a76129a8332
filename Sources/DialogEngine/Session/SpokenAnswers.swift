import PhraseMatcher

/// How people answer follow-up questions by voice: yes or no, "the second
/// one", "never mind". One table per concern; extend here.
public enum SpokenAnswers {
  package static let yes: Set<String> = [
    "yes", "yeah", "yep", "yup", "sure", "ok", "okay", "do it", "go ahead", "confirm", "correct",
    "absolutely", "please do", "sounds good", "right", "yes please", "of course", "definitely", "go for it",
  ]
  package static let no: Set<String> = [
    "no", "nope", "nah", "do not", "no thanks", "no thank you", "not now", "wait no",
  ]
  /// Leave the question without answering it.
  package static let cancel: Set<String> = [
    "cancel", "never mind", "nevermind", "stop", "forget it", "forget about it", "exit", "quit", "that is all",
  ]

  /// `true` for yes, `false` for no, `nil` when the answer is neither.
  public static func confirmation(_ utterance: String) -> Bool? {
    let text = SpokenText(literal: utterance).text
    if yes.contains(text) { return true }
    if no.contains(text) { return false }
    return nil
  }

  /// `true` for yes or the action's own accept words ("order it", a custom
  /// accept label), `false` for no or its deny words, `nil` for neither.
  public static func confirmation(_ utterance: String, action: ConfirmationActionName) -> Bool? {
    if let plain = confirmation(utterance) { return plain }
    let text = SpokenText(literal: utterance).text
    let (accept, deny) = words(for: action)
    if accept.contains(text) { return true }
    if deny.contains(text) { return false }
    return nil
  }

  /// What accepts and what declines an action, as normalized text.
  private static func words(for action: ConfirmationActionName) -> (accept: Set<String>, deny: Set<String>) {
    func normalized(_ items: [String]) -> Set<String> { Set(items.map { SpokenText(literal: $0).text }) }
    if case .custom(let acceptLabel, let acceptAlternatives, let denyLabel, let denyAlternatives, _) = action {
      return (normalized([acceptLabel] + acceptAlternatives), normalized([denyLabel] + denyAlternatives))
    }
    let verb = SpokenText(literal: String(describing: action).identifierWords).text
    return (
      normalized([verb, verb + " it", "yes " + verb + " it"]), normalized(["do not " + verb, "do not " + verb + " it"])
    )
  }

  public static func isCancel(_ utterance: String) -> Bool {
    cancel.contains(SpokenText(literal: utterance).text)
  }
}
