/// Questions about how things are, which a shortcut that only acts ("Start a new lap",
/// "Connect to ${applicationName}") never answers: what something is ("what *was* my fastest
/// lap"), and whether something is so ("am i *connected*", "is the washer *broken*"): asking
/// whether it is done is not asking to do it.
extension ShortcutForm {
  /// Whether `act`, read from `tokens`, asks only for a state this shortcut does not answer.
  func asksAStateOnly(_ act: SpeechAct, _ tokens: [SpeechAct.Token]) -> Bool {
    !answers && (asksWhatIs(act, tokens) || SpeechAct.asksWhetherSo(tokens, language: language))
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
}
