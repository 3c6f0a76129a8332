/// Whether a command or question asks this shortcut for another action than its own: a verb
/// it never says, a verb done to a value it only acts within, a question about doing what it
/// never does, or its verb done to a thing it never names. ``ShortcutForm/refusal(of:tokens:)``
/// asks each, for both stages.
extension ShortcutForm {
  /// Whether a command started with `verb` ("share my mood") asks for something this
  /// shortcut does not do: its verbs are neither `verb` nor a synonym of it, and no
  /// later word of `words` is one of them ("*play* the *previous* song" is Previous
  /// Track's, "*unlock* and *read*" Read's; not after "to": "stop asking me to *log*").
  func asksAnotherAction(_ verb: String?, words: [String] = []) -> Bool {
    guard let verb, !verbs.contains(verb) else { return false }
    guard !verbs.contains(where: { language.classes.areSynonyms(verb, $0) }) else { return false }
    return !words.indices.contains { position in
      words[position] != verb && verbs.contains(words[position]) && (position == 0 || words[position - 1] != "to")
        && !language.sentences.questionWords.contains(words[position])
    }
  }

  /// Whether a command does a verb of its own to a value ("*delete* the groceries list") that
  /// this shortcut only acts within ("Clear completed tasks in ${list}"): another action.
  func actsOnAValue(_ tokens: [SpeechAct.Token], verb: String?) -> Bool {
    guard actsWithinItsValues, let verb,
      !verbs.contains(where: { $0 == verb || Self.sameStem($0, verb, language: language) }),
      let at = tokens.firstIndex(of: .word(verb))
    else { return false }
    let object = tokens[(at + 1)...].first { token in
      if case .word(let word) = token { !language.classes.determiners.contains(word) } else { true }
    }
    return object == .value
  }

  /// Whether a command or a "what is" question names, where the shortcut's own words or a
  /// value would go, a thing the shortcut never names nor a synonym of ("*pause* my
  /// *membership*" is not Pause My Workout, "*skip* the *ads*" not Skip Forward, "what's the
  /// *interest rate* on my savings" not the balance): the words after the verb (or "what
  /// is") and a determiner, up to a preposition, the app or a value. A value among them
  /// ("cancel my pizza palace order") is the shortcut's own thing. `verb` is the command's.
  func asksAboutAnotherThing(_ tokens: [SpeechAct.Token], verb: String?) -> Bool {
    var position: Int
    if let verb, let at = tokens.firstIndex(of: .word(verb)) {
      position = at + 1
      if position < tokens.count, case .word(let particle) = tokens[position], Self.particles.contains(particle) {
        position += 1
      }
    } else if tokens.count > 2, tokens[0] == .word("what") || tokens[0] == .word("which"),
      case .word(let copula) = tokens[1], language.sentences.copulas.contains(copula)
    {
      position = 2
    } else {
      return false
    }
    guard position < tokens.count, case .word(let determiner) = tokens[position],
      language.classes.determiners.contains(determiner)
    else { return false }
    // "rewind *a bit*": how much, not what.
    if determiner == "a", position + 1 < tokens.count, case .word(let amount) = tokens[position + 1],
      language.sentences.amounts.contains(amount)
    {
      return false
    }
    var thing: [String] = []
    for token in tokens[(position + 1)...] {
      guard case .word(let word) = token else {
        if token == .value { return false }
        break
      }
      if Self.prepositions.contains(word) || language.sentences.thingEnds.contains(word) { break }
      if !language.classes.determiners.contains(word) { thing.append(word) }
    }
    return !thing.isEmpty && !thing.contains(where: names)
  }

  /// Whether the shortcut says `word`, a word of its stem or a synonym of it.
  func names(_ word: String) -> Bool {
    said.contains {
      $0 == word || Self.sameStem($0, word, language: language) || language.classes.areSynonyms($0, word)
    }
  }

  /// Whether a question about doing `verb` ("when did i adopt mochi") asks about
  /// something this shortcut never says nor a synonym of.
  func asksAboutAnotherAction(_ verb: String?) -> Bool {
    guard let verb else { return false }
    return !names(verb)
  }
}
