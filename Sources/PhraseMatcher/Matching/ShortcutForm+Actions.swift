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
  func actsOnAValue(_ tokens: [SpeechAct.Token]) -> Bool {
    guard actsWithinItsValues, let verb = SpeechAct.commandVerb(in: tokens, language: language),
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
  /// ("cancel my pizza palace order") is the shortcut's own thing.
  func asksAboutAnotherThing(_ tokens: [SpeechAct.Token]) -> Bool {
    let words = SpeechAct.words(in: tokens)
    var position: Int
    if let verb = SpeechAct.commandVerb(in: tokens, language: language), let at = tokens.firstIndex(of: .word(verb)) {
      position = at + 1
      if position < tokens.count, case .word(let particle) = tokens[position], Self.particles.contains(particle) {
        position += 1
      }
    } else if words.count > 2, tokens.first == .word("what") || tokens.first == .word("which"),
      language.sentences.copulas.contains(words[1]), tokens[1] == .word(words[1])
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
      Self.amounts.contains(amount)
    {
      return false
    }
    var thing: [String] = []
    for token in tokens[(position + 1)...] {
      guard case .word(let word) = token else {
        if token == .value { return false }
        break
      }
      if Self.prepositions.contains(word) || ["to", "with", "and", "please", "now", "again"].contains(word) { break }
      if !language.classes.determiners.contains(word) { thing.append(word) }
    }
    guard !thing.isEmpty else { return false }
    return !thing.contains { word in
      said.contains {
        $0 == word || Self.sameStem($0, word, language: language) || language.classes.areSynonyms($0, word)
      }
    }
  }

  /// Whether a question about doing `verb` ("when did i adopt mochi") asks about
  /// something this shortcut never says nor a synonym of.
  func asksAboutAnotherAction(_ verb: String?) -> Bool {
    guard let verb else { return false }
    return !said.contains {
      $0 == verb || Self.sameStem($0, verb, language: language) || language.classes.areSynonyms($0, verb)
    }
  }
}
