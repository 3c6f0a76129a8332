/// Questions about how things are, which a shortcut that only acts ("Start a new lap",
/// "Connect to ${applicationName}") never answers: what something is ("what *was* my fastest
/// lap"), and whether something is so ("am i *connected*", "is the washer *broken*"): asking
/// whether it is done is not asking to do it. A shortcut that answers tells the states its
/// phrases say, and those an app tells of its things ("is the oven *ready*"), not any other
/// ("is my solar panel *dirty*" asks no "How much solar am I making").
extension ShortcutForm {
  /// Whether `act`, read from `tokens`, asks only for a state this shortcut does not answer.
  func asksAStateOnly(_ act: SpeechAct, _ tokens: [SpeechAct.Token]) -> Bool {
    !answers && (asksWhatIs(act, tokens) || SpeechAct.asksWhetherSo(tokens, language: language))
  }

  /// Whether a question of whether something is so (`act`, read from `tokens`) asks this
  /// shortcut, which answers, of a state its answer does not tell: not one of
  /// ``SentenceWords/states``, a time, a measure, a value, nor a word of its phrases in any form
  /// ("is a pizza box *recyclable*" of "Can I recycle a ${item}", "is my car *charging*" of "How
  /// much charge does my car have"); a thing happening is a state too ("is the paint *fading*").
  func asksAnotherState(_ act: SpeechAct, _ tokens: [SpeechAct.Token]) -> Bool {
    // An opinion asked ("is it scary") is advice, no state.
    guard answers, act == .request, let position = SpeechAct.stateAsked(in: tokens, language: language),
      case .word(let state) = tokens[position]
    else {
      return false
    }
    let sentences = language.sentences
    // Its own word in any form: the stems made once (``saidStems``), or an adjective of one.
    let itsOwn =
      Self.hasStem(state, among: saidStems, language: language)
      || said.contains { language.inflection.isState(state, of: $0) }
    // "at eighty *percent*": a measure, which any reading tells.
    let measured = position > 0 && SpeechAct.word(tokens[position - 1]).map(SpeechAct.isNumber) == true
    if itsOwn || measured || sentences.periods.contains(state)
      || SpeechAct.isGrammarOrTime(state, language: language)
    {
      return false
    }
    // A state apps tell, unless another shortcut of the app brings it about: "is the porch
    // camera *armed*" asks "Arm my cameras", not "Show the ${camera} camera".
    return !sentences.states.contains(state) || appVerbs.contains { Self.sameStem($0, state, language: language) }
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
