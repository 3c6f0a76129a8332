/// Questions about how things are, which a shortcut that only acts ("Start a new lap",
/// "Connect to ${applicationName}") never answers: what something is ("what *was* my fastest
/// lap"), and whether its own action's result holds ("am i *connected*", "is the porch
/// light *on*"): asking whether it is done is not asking to do it.
extension ShortcutForm {
  /// Whether `act`, read from `tokens`, asks only for a state this shortcut does not answer.
  func asksAStateOnly(_ act: SpeechAct, _ tokens: [SpeechAct.Token]) -> Bool {
    !answers && (asksWhatIs(act, tokens) || asksWhetherDone(tokens))
  }

  /// "what *was* my fastest lap", "which *is* the cheapest plan": a question word, then a
  /// copula; or a kind ("what *kind of* runner skips ahead").
  private func asksWhatIs(_ act: SpeechAct, _ tokens: [SpeechAct.Token]) -> Bool {
    guard case .question(let cue) = act, cue == "what" || cue == "which", tokens.count > 2,
      case .word(let second) = tokens[1]
    else { return false }
    return language.sentences.copulas.contains(second)
      || (language.sentences.kinds.contains(second) && tokens[2] == .word("of"))
  }

  /// "am i connected", "is my card frozen", "is the porch light on": a copula first, then
  /// the participle of this shortcut's verb, or the particle its phrases give the verb.
  private func asksWhetherDone(_ tokens: [SpeechAct.Token]) -> Bool {
    guard case .word(let copula)? = tokens.first, language.sentences.copulas.contains(copula),
      tokens.count > 2, tokens[1] != .word("you")
    else { return false }
    return tokens.dropFirst(2).contains { token in
      guard case .word(let word) = token else { return false }
      if Self.particles.contains(word) { return verbs.contains(word) }
      if let verb = language.sentences.pastForms[word] { return verbs.contains(verb) }
      return SpeechAct.isRegularPast(word, language: language) && saysVerb(word)
    }
  }
}
