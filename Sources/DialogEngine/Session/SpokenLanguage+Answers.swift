import PhraseMatcher

/// How the session hears the answer to one of its questions, in the language it is spoken in:
/// yes or no, the action's own words ("order it"), or leaving the question ("never mind").
///
/// ```swift
/// SpokenLanguage.english.confirmation("yeah")                   // true
/// SpokenLanguage.english.confirmation("order it", action: .order)  // true
/// SpokenLanguage.english.isCancel("never mind")                 // true
/// ```
extension SpokenLanguage {
  /// `true` for yes, `false` for no, `nil` when the answer is neither.
  public func confirmation(_ utterance: String) -> Bool? {
    let text = SpokenText(literal: utterance, language: self).text
    if answers.yes.contains(text) { return true }
    if answers.no.contains(text) { return false }
    return nil
  }

  /// `true` for yes or the action's own accept words ("order it", a custom
  /// accept label), `false` for no or its deny words, `nil` for neither.
  public func confirmation(_ utterance: String, action: ConfirmationActionName) -> Bool? {
    if let plain = confirmation(utterance) { return plain }
    let text = SpokenText(literal: utterance, language: self).text
    let (accept, deny) = words(for: action)
    if accept.contains(text) { return true }
    if deny.contains(text) { return false }
    return nil
  }

  /// What accepts and what declines an action, as normalized text.
  private func words(for action: ConfirmationActionName) -> (accept: Set<String>, deny: Set<String>) {
    func normalized(_ items: [String]) -> Set<String> {
      Set(items.map { SpokenText(literal: $0, language: self).text })
    }
    if case .custom(let acceptLabel, let acceptAlternatives, let denyLabel, let denyAlternatives, _) = action {
      return (normalized([acceptLabel] + acceptAlternatives), normalized([denyLabel] + denyAlternatives))
    }
    let verb = SpokenText(literal: String(describing: action).identifierWords, language: self).text
    return (
      normalized([verb, verb + " it", "yes " + verb + " it"]), normalized(["do not " + verb, "do not " + verb + " it"])
    )
  }

  /// Whether the answer leaves the question unanswered.
  public func isCancel(_ utterance: String) -> Bool {
    answers.cancel.contains(SpokenText(literal: utterance, language: self).text)
  }
}
