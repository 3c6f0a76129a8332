/// The past in a sentence: past forms, time gone by, and the verb a question of what was
/// done asks ("who *installed* the doorbell", "when was the museum *built*", "did my wife
/// *take* her pills").
extension SpeechAct {
  static func isPast(_ word: String, language: SpokenLanguage) -> Bool {
    isRegularPast(word, language: language) || language.sentences.pastForms[word] != nil
  }

  /// Whether `tokens` speak of time gone by: a past verb or auxiliary, "ever", "last",
  /// "yesterday", "ago" ("when did i last water the fern", "what's the most i've ever lifted").
  static func asksOfTimeGoneBy(_ tokens: [Token], language: SpokenLanguage) -> Bool {
    let words = words(in: tokens)
    return words.indices.contains { position in
      let word = words[position]
      return pastWords.contains(word) || isPast(word, language: language)
        || (language.sentences.perfectives.contains(word) && position + 1 < words.count
          && isPast(words[position + 1], language: language))
    }
  }

  private static let pastWords: Set<String> =
    ShortcutForm.pastCues.union(ShortcutForm.pastAuxiliaries).union(["had", "ever"])

  static func isParticiple(_ word: String, language: SpokenLanguage) -> Bool {
    isPast(word, language: language) || (word.utf8.count > 5 && word.hasSuffix("ing"))
  }

  static func isRegularPast(_ word: String, language: SpokenLanguage) -> Bool {
    word.utf8.count > 4 && word.hasSuffix("ed") && !language.sentences.notPast.contains(word)
  }

  /// The verb of a question whose question word is its subject ("who *installed* the doorbell"),
  /// when its object follows: "who stopped *by*" says another verb with its particle.
  static func subjectQuestionVerb(_ tokens: [Token], language: SpokenLanguage) -> String? {
    guard tokens.count > 2, language.sentences.subjectQuestions.contains(word(tokens[0]) ?? ""),
      let said = word(tokens[1]),
      !language.sentences.auxiliaries.contains(said),
      tokens[2] == .value || language.classes.determiners.contains(word(tokens[2]) ?? "")
    else { return nil }
    return pastBase(said, language: language)
  }

  /// The command verb a yes-or-no question asks of another's doing with their own things ("did
  /// my wife *take* her pills"), or `nil`: "did my package ship" asks of a thing.
  static func othersDoingAsked(_ tokens: [Token], language: SpokenLanguage) -> String? {
    guard tokens.count > 5, let auxiliary = word(tokens[0]), ["did", "does", "do"].contains(auxiliary),
      let determiner = word(tokens[1]), language.classes.determiners.contains(determiner),
      let noun = word(tokens[2]), !language.classes.functionWords.contains(noun),
      let verb = word(tokens[3]), language.sentences.verbs.contains(verb),
      let theirs = word(tokens[4]), ["her", "his", "their"].contains(theirs)
    else { return nil }
    return verb
  }

  /// The command verb a question in the past passive asks of its subject, a determiner and a
  /// noun after "was" or "were" at `position` ("when was the museum *built*": build), or `nil`.
  /// One in the present asks what is done each time ("when is the recycling picked up").
  static func passiveVerb(_ tokens: [Token], after position: Int, language: SpokenLanguage) -> String? {
    guard position + 3 < tokens.count, let copula = word(tokens[position]), copula == "was" || copula == "were",
      let determiner = word(tokens[position + 1]), language.classes.determiners.contains(determiner),
      let noun = word(tokens[position + 2]), !language.classes.functionWords.contains(noun),
      let participle = word(tokens[position + 3])
    else { return nil }
    return pastBase(participle, language: language)
  }

  /// The verb a past form is of: the command verb (``pastBase(_:language:)``), or else one no
  /// command says ("forgot" → "forget", "repotted" → a form of "repot"); `nil` for no past.
  static func anyPastBase(_ word: String, language: SpokenLanguage) -> String? {
    if let command = pastBase(word, language: language) { return command }
    if let base = language.sentences.pastForms[word] { return base }
    guard isRegularPast(word, language: language) else { return nil }
    return language.inflection.verbs(ofStem: String(word.dropLast(2))).first
  }

  /// The command verb a past form is of ("installed" → "install", "rang" → "ring", "stopped" →
  /// "stop", "tried" → "try"); `nil` when it is of none.
  static func pastBase(_ word: String, language: SpokenLanguage) -> String? {
    if let base = language.sentences.pastForms[word] {
      return language.classes.commandVerbs.contains(base) ? base : nil
    }
    guard isRegularPast(word, language: language) else { return nil }
    return language.inflection.verbs(ofStem: String(word.dropLast(2))).first(
      where: language.classes.commandVerbs.contains)
  }
}
