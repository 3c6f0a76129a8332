/// Questions about how things are, which a shortcut that only acts ("Start a new lap",
/// "Connect to ${applicationName}") never answers: what something is ("what *was* my fastest
/// lap"), and whether something is so ("am i *connected*", "is the washer *broken*"): asking
/// whether it is done is not asking to do it.
extension ShortcutForm {
  /// Whether `act`, read from `tokens`, asks only for a state this shortcut does not answer.
  func asksAStateOnly(_ act: SpeechAct, _ tokens: [SpeechAct.Token]) -> Bool {
    !answers && (asksWhatIs(act, tokens) || asksWhetherSo(tokens))
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

  /// "am i connected", "is my card frozen", "is the porch light on", "is the washer
  /// broken": a copula first asks whether something is so, the result of this shortcut's
  /// action or any other state; a shortcut that acts does not tell it. Not a request of "you",
  /// nor whether there is a thing ("is there a charger near me" asks to find one).
  private func asksWhetherSo(_ tokens: [SpeechAct.Token]) -> Bool {
    SpeechAct.asksWhetherSo(tokens, language: language)
  }
}
