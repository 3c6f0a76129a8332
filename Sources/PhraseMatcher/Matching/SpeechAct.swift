/// What a sentence does: asks for something, or tells, asks about the app, or
/// says not to. A shortcut runs on a request for its action; "munchbox
/// delivered my order early", "does munchbox deliver to my street" and "don't
/// cancel my order" name its nouns and ask for nothing.
///
/// Read from the utterance's words with each value and the app name as one
/// token, so "Luna is sleeping" and "Munchbox keeps losing my order" show their
/// subjects. Each kind but ``request`` carries the word that showed it; a shortcut
/// whose own phrases say that word may still be meant (``ShortcutForm``).
///
/// ```swift
/// SpeechAct([.word("i"), .word("parked"), .word("downtown"), .word("yesterday")])  // .anotherTime("yesterday")
/// SpeechAct([.app, .word("keeps"), .word("losing"), .word("my"), .word("order")])  // .statement(verb: "keeps")
/// ```
enum SpeechAct: Equatable {
  /// A command, a polite request, a question for information, or a bare noun phrase.
  case request
  /// A subject and a finite verb: news, a story, a complaint ("pulse froze").
  case statement(verb: String, firstPerson: Bool = false)
  /// A question about the app itself or how to use it ("is pulse free", "how do i share a list").
  case aboutTheApp(cue: String)
  /// Many words with no command, no question and no verb this reading knows: said, not asked.
  case remark
  /// A question for information ("when is my next vet visit", "how long does the body scan
  /// last"): a shortcut that only acts cannot answer one it does not say the word of.
  case question(cue: String)
  /// A message or a call for someone else ("tell my son to water the fern", "call mom").
  case forSomeoneElse(cue: String)
  /// A question for advice or about what would happen ("should i freeze my card",
  /// "is it worth …", "what happens if i cancel"): an answer, not the action.
  case advice(cue: String)
  /// Said not to, or never ("don't stop my parking", "never mind the order").
  case negated(cue: String)
  /// About another time than now ("… yesterday", "… an hour ago", "… for tomorrow").
  case anotherTime(cue: String)

  enum Token: Equatable {
    case word(String)
    /// A value's name, however many words.
    case value
    /// The app's name, however many words.
    case app
  }

  /// The most content words a request without a verb or a question says.
  static let longestNounPhrase = 4

  /// The most words a question names its thing with before asking the app ("how *many
  /// chapters* does confession have").
  static let askedThingWords = 3

  init(_ tokens: [Token], language: SpokenLanguage) {
    let tokens = Self.asked(tokens, language: language)
    if let act = Self.cue(in: tokens, language: language) {
      self = Self.commandsPast(act, in: tokens, language: language) ? .request : act
      return
    }
    let shape = Self.shape(of: tokens, language: language)
    // "i'm done for today stop the timer": the statement sets the scene, the command asks.
    self = Self.command(after: shape, in: tokens, language: language) != nil ? .request : shape
  }

  /// The verb a question asks about, after its auxiliary and subject, when it is a command verb
  /// ("when did i *adopt* mochi", "did my wife *take* her pills"); `nil` for any other sentence.
  static func questionVerb(in tokens: [Token], language: SpokenLanguage) -> String? {
    let tokens = asked(tokens, language: language)
    if let verb = othersDoingAsked(tokens, language: language) { return verb }
    guard tokens.count > 3, let question = word(tokens[0]), language.sentences.questionWords.contains(question)
    else { return nil }
    if let verb = subjectQuestionVerb(tokens, language: language) { return verb }
    for position in 1..<min(tokens.count - 1, 4) {
      guard let auxiliary = word(tokens[position]), language.sentences.auxiliaries.contains(auxiliary) else { continue }
      if let done = passiveVerb(tokens, after: position, language: language) { return done }
      let subject = tokens[position + 1]
      guard subject == .value || subject == .app || ["i", "we", "you", "it", "they"].contains(word(subject) ?? ""),
        position + 2 < tokens.count, let said = word(tokens[position + 2])
      else { return nil }
      // "how many books have i *borrowed*": the perfect asks of its verb too.
      if language.classes.commandVerbs.contains(said) { return said }
      return ["have", "has"].contains(auxiliary) ? pastBase(said, language: language) : nil
    }
    return nil
  }

  /// A word anywhere that says not to, or another time.
  private static func cue(in tokens: [Token], language: SpokenLanguage) -> SpeechAct? {
    for (position, token) in tokens.enumerated() {
      guard case .word(let word) = token else { continue }
      // "no need to check", "no thanks": a "no" before what is not wanted.
      let saysNo =
        word == "no" && position + 1 < tokens.count
        && language.sentences.notWanted.contains(Self.word(tokens[position + 1]) ?? "")
      // "i forgot to feed max", "we failed to …": what follows "to" was not done.
      let leftUndone =
        language.sentences.leftUndone.contains(word) && position + 1 < tokens.count
        && Self.word(tokens[position + 1]) == "to"
      if language.sentences.negators.contains(word) || saysNo || leftUndone {
        // "i can't find luna" asks for help; "i can't connect" tells of trouble.
        if isPlea(tokens, at: position, language: language) { continue }
        return .negated(cue: word)
      }
      if language.sentences.otherTimes.contains(word) { return .anotherTime(cue: word) }
      if let wish = standingWish(tokens, at: position, language: language) { return .anotherTime(cue: wish) }
      if isTimeOfDay(tokens, after: position, language: language) { return .anotherTime(cue: word) }
      // "last week", "next time": a period gone by or to come; "every minute": each time.
      if word == "last" || word == "next" || word == "every", position + 1 < tokens.count,
        language.sentences.periods.contains(Self.word(tokens[position + 1]) ?? "")
      {
        return .anotherTime(cue: word)
      }
    }
    return nil
  }

  /// What the sentence's first words make it.
  static func form(of tokens: [Token], language: SpokenLanguage) -> SpeechAct {
    guard let start = tokens.firstIndex(where: { !language.sentences.interjections.contains(word($0) ?? "") }) else {
      return .request
    }
    let first = word(tokens[start])
    switch first {
    case let question? where language.sentences.questionWords.contains(question):
      if language.sentences.metaQuestions.contains(question) { return .aboutTheApp(cue: question) }
      // "what happens if i cancel", "what if i skip": what would happen, not to do it.
      if question == "what", tokens.contains(.word("if")) { return .advice(cue: "if") }
      // "how far is the stadium": a measure only a shortcut that asks it answers.
      if question == "how", tokens.count > start + 1, let measure = word(tokens[start + 1]),
        language.sentences.measures.contains(measure),
        // "how long has the fern been …" asks how long a state has lasted; "how long until …" asks.
        measure != "long"
          || (tokens.count > start + 2 && language.sentences.perfectives.contains(word(tokens[start + 2]) ?? ""))
      {
        return .question(cue: measure)
      }
      // "what *temperature* should i roast at": a scale's own word asks its measure, as "how
      // hot" does ("what time" asks when).
      if question == "what" || question == "which", tokens.count > start + 2, let noun = word(tokens[start + 1]),
        noun != "time", let measure = measure(ofScale: noun, language: language)
      {
        return .question(cue: measure)
      }
      // "what is a good pace for …", "what is the best …", "which is better", "which episode was
      // the funniest": a recommendation or an opinion, not the action ("what is my best score"
      // asks the speaker's record).
      if question == "what" || question == "which", tokens.count > start + 2 {
        let copula = language.sentences.copulas.contains(word(tokens[start + 1]) ?? "") ? start + 1 : start + 2
        if copula < tokens.count - 1, language.sentences.copulas.contains(word(tokens[copula]) ?? "") {
          let said = ["a", "an", "the"].contains(word(tokens[copula + 1]) ?? "") ? copula + 2 : copula + 1
          if said < tokens.count, let judgement = word(tokens[said]), isJudgement(judgement, language: language) {
            return .advice(cue: judgement)
          }
        }
      }
      // "how do i share a list": how to, not to do it ("how am i doing" and "how did i sleep" ask
      // how it goes or went).
      if question == "how", tokens.count > start + 2, let verb = word(tokens[start + 1]),
        language.sentences.auxiliaries.contains(verb), !language.sentences.perfectives.contains(verb),
        let subject = word(tokens[start + 2]),
        language.sentences.copulas.contains(verb) ? subject == "you" : ["i", "we", "you"].contains(subject)
      {
        return .aboutTheApp(cue: question)
      }
      // "how does verdant know", "what can pawprint do", "how many chapters does confession
      // have": the app is what is asked about ("what is ledgerly's balance" asks for what it
      // keeps: a copula, then a possessive).
      if let auxiliary = auxiliaryBeforeTheApp(in: tokens, after: start, language: language) {
        return .aboutTheApp(cue: auxiliary)
      }
      // "what does leo have saved up": a question about a doing, which only a shortcut that
      // answers answers ("what sessions are there" also asks to be shown).
      if question == "what" || question == "which", tokens.count > start + 2,
        let auxiliary = word(tokens[start + 1]), ["do", "does", "did"].contains(auxiliary)
      {
        return .question(cue: auxiliary)
      }
      return .question(cue: question)
    case let auxiliary? where language.sentences.auxiliaries.contains(auxiliary):
      // "does munchbox deliver", "can pawprint track two dogs": the app is what is asked about.
      guard tokens.count > start + 1 else { return .request }
      if tokens[start + 1] == .app { return .aboutTheApp(cue: auxiliary) }
      let next = word(tokens[start + 1]) ?? ""
      // "did i feed biscuit", "have i watered the fern", "has my order been cancelled": whether
      // it was done, a question of the past ("have my ride pick me up" asks: no participle).
      if language.sentences.perfectives.contains(auxiliary),
        auxiliary == "did"
          || tokens.dropFirst(start + 2).prefix(3).contains(where: { token in
            word(token).map { isPast($0, language: language) || $0 == "been" } ?? false
          })
      {
        return .anotherTime(cue: auxiliary)
      }
      // "do i have anything booked", "does luna need a bath": whether something is so, which a
      // shortcut that answers answers ("do you …" asks for the action).
      // "do *a* backup", "do a unit calculation": "do" and a thing to do commands it.
      if auxiliary == "do", next == "a" || next == "an" { return .request }
      if auxiliary == "do" || auxiliary == "does", next != "you" { return .question(cue: auxiliary) }
      // "should i freeze my card", "is it worth starting": advice, not the action; "would
      // pepper be happier …": what would be, unless it asks "would you".
      if auxiliary == "should" || (auxiliary == "would" && next != "you") { return .advice(cue: auxiliary) }
      // "is it safe to …", "am i allowed to park …": whether one may, not the action.
      if language.sentences.copulas.contains(auxiliary),
        ["it", "that", "this", "i", "we", "you", "he", "she", "they"].contains(next) || tokens[start + 1] == .value,
        tokens.count > start + 2,
        let judgement = word(tokens[start + 2]), language.sentences.judgements.contains(judgement)
      {
        return .advice(cue: judgement)
      }
      if let opinion = opinionAsked(in: tokens, language: language) { return .advice(cue: opinion) }
      return .request
    case "i", "we":
      return firstPerson(tokens, from: start + 1, language: language)
    // "you forgot my walk": what the app did, said to it, asks nothing ("you" is also a polite
    // preamble), and tells no shortcut that logs of the speaker's day.
    case "you" where tokens.count > start + 1 && isPast(word(tokens[start + 1]) ?? "", language: language):
      return .remark
    case let command?
    where language.classes.commandVerbs.contains(command) || language.classes.requestPreamble.contains(command):
      return .request
    default:
      // A subject (a name, "my order", "the app", "it"), then a finite verb; a noun phrase
      // alone is a request, and so is one that starts bare ("calories burned today").
      if commandsByAValue(tokens, at: tokens[start] == .app ? start + 1 : start, language: language) { return .request }
      if isSubject(tokens[start], language: language) {
        for position in (start + 1)..<max(start + 1, tokens.count) {
          guard let verb = word(tokens[position]),
            isFinite(verb, after: tokens[position - 1], language: language)
              || isPresent(tokens, at: position, language: language)
              || takesAnObject(tokens, at: position, language: language)
              || keepsHappening(tokens, at: position, language: language),
            // "snoozly's rain *sounds*": a word people narrate with, said last, names.
            !language.sentences.narrations.contains(verb) || saysMore(tokens, after: position, language: language)
          else { continue }
          return .statement(verb: mainVerb(tokens, from: position, language: language))
        }
      }
      // A noun phrase asks in a few words ("my ledgerly balance"); many, with no command and
      // no question, are a sentence whose verb this reading does not know.
      let said = tokens.count {
        if case .word(let word) = $0 { !language.classes.functionWords.contains(word) } else { false }
      }
      return said > Self.longestNounPhrase ? .remark : .request
    }
  }
}
