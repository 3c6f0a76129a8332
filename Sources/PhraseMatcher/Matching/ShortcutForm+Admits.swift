/// Which sentences a shortcut can be meant by: those it admits (``ShortcutForm/admits(_:)``), and
/// why it refuses the others (``ShortcutForm/refusal(of:tokens:)``), for both stages.
extension ShortcutForm {
  /// Whether a sentence of kind `act` (read from `tokens`, when given) can be meant for this shortcut.
  func admits(_ act: SpeechAct, tokens: [SpeechAct.Token] = []) -> Bool {
    switch act {
    case .request: return true
    case .remark: return false
    case .question(let cue) where language.sentences.measures.contains(cue):
      return said.contains(cue) || language.sentences.measureKin[cue].map { !said.isDisjoint(with: $0) } == true
    // "where can i get my car fixed" asks one that finds ("Find a mechanic near me") for a place.
    case .question(let cue):
      return answers || !language.sentences.specificQuestions.contains(cue) || said.contains(cue)
        || (cue == "where" && !verbs.isDisjoint(with: Self.searchingVerbs))
    // "text the channel" asks "Message a ${applicationName} channel": two ways to reach someone
    // that are one ("call a taxi" is no "Get me home").
    case .forSomeoneElse(let cue):
      return verbs.contains {
        $0 == cue || (language.sentences.relays.contains($0) && language.classes.areSynonyms($0, cue))
      }
    // "has my order been delivered" asks a shortcut that answers for its state; one that acts
    // ("I fed ${pet}", "Cancel my ride") is not asked to do it again.
    case .anotherTime(let cue) where language.sentences.perfectives.contains(cue): return answers || said.contains(cue)
    case .negated(let cue): return said.contains(cue)
    // "Show tonight's meal" is asked "what's for dinner tonight", not told "my roommate is going
    // to cook dinner tonight": the time its phrases say, and the rest a request for it.
    case .anotherTime(let cue):
      guard said.contains(cue), !tokens.isEmpty else { return said.contains(cue) }
      let rest = tokens.filter { $0 != .word(cue) }
      return rest.count == tokens.count || admits(SpeechAct(rest, language: language), tokens: rest)
    // "is pikachu faster *than* charizard" asks a shortcut that compares; "is mr mime
    // *allowed*" one that says "legal".
    case .advice(let cue):
      return names(cue) || (cue == "than" && verbs.contains("compare"))
    case .aboutTheApp(let cue):
      return language.sentences.auxiliaries.contains(cue) ? beforeApp.contains(cue) : said.contains(cue)
    case .statement(let verb, let firstPerson):
      // A state ("is getting long") or a report ("keeps forgetting") asks for nothing. What
      // was done is told to a shortcut that logs it ("I fed ${pet}"); what is being done may
      // be this one's action ("i am parking in old town"), what was done is not ("i already shared it").
      // A feeling its own phrase tells ("I like this song") is its request too, said by the
      // speaker ("i love this song"); not the words of a question ("How much have I spent":
      // "i spent too much" complains). Said not by others ("my kids love this song"). What others did
      // or do is told only to a shortcut whose phrases tell of others ("Baby ate ${kind}"), not
      // to one that speaks for the speaker ("I'm running late": "my stylist moved away").
      if firstPerson, speaksAsTheSpeaker,
        said.contains(where: { $0 == verb || language.classes.areSynonyms($0, verb) })
      {
        return true
      }
      // "i wish …", "i told my boss …": words or thoughts told, no event a shortcut logs.
      guard !language.sentences.copulas.contains(verb), !language.sentences.narrations.contains(verb),
        !language.sentences.reports.contains(verb)
      else {
        return false
      }
      // "… feed her a snack": a verb said bare may be the command itself; "my sister books her
      // haircuts", "my friends recommend …" and "the stylist is running late" tell what others
      // do ("my value is missing" tells of the shortcut's own thing).
      let itsOwnNow =
        !SpeechAct.isPast(verb, language: language)
        && (firstPerson
          || (!verb.hasSuffix("s") && (!verb.hasSuffix("ing") || Self.subject(of: tokens, language: language) == .value)
            && !SpeechAct.followsAPlural(verb, in: tokens, language: language)))
        && said.contains { Self.sameStem($0, verb, language: language) }
        // "i owe everyone" tells, of "Who owes me money": a question's verb is not the speaker's act.
        && (!firstPerson || saysVerb(verb) || !answers)
      // What another is doing is told of a shortcut that says it: "the baby is *sleeping*" is
      // "Baby is *a*sleep" or "The baby is napping", "the baby is *crying*" is not.
      if !firstPerson, verb.hasSuffix("ing"), !itsOwnNow,
        !said.contains("a" + language.inflection.stem(verb)),
        !said.contains(where: { $0 == verb || language.classes.areSynonyms($0, verb) })
      {
        return false
      }
      // What another did to the speaker ("grandma gave *me* a bottle") is no event of the others told.
      let words = SpeechAct.words(in: tokens)
      if !firstPerson, !itsOwnNow, let at = words.firstIndex(of: verb), Self.toTheSpeaker(words, after: at) {
        return false
      }
      // "i threw up *after* my ${medication}": the value says when another event was, not what was done.
      if !itsOwnNow, Self.valueOnlyTellsWhen(tokens, after: verb, language: language) { return false }
      // "i *started* a new medication" is no "I took my medication".
      if firstPerson, didAnotherAction(verb, tokens, startingOnly: false) { return false }
      return (firstPerson ? narrates : narratesOthers) || itsOwnNow
    }
  }

  /// Whether a question asks a shortcut that only acts, and not for its own action ("what
  /// song is playing" of "Share now playing"; "what should i pack" may ask "Help me pack").
  private func asksWhatItOnlyDoes(_ act: SpeechAct, _ tokens: [SpeechAct.Token]) -> Bool {
    guard case .question = act, !answers, onlyActs else { return false }
    return SpeechAct.questionVerb(in: tokens, language: language).map { !said.contains($0) && !saysVerb($0) } ?? true
  }

  /// Whether every verb of its phrases acts ("Share now playing", "Record a memo"): none shows,
  /// opens or searches.
  var onlyActs: Bool {
    !verbs.isEmpty
      && verbs.allSatisfy {
        !Self.showingVerbs.contains($0) && !Self.isShowing($0, language: language)
          && !Self.openingVerbs.contains($0) && !Self.searchingVerbs.contains($0)
      }
  }

  /// Why a sentence (`act`, read from `tokens`) is not a request for this shortcut, or `nil`
  /// when it can be: its verb asks another action (``asksAnotherAction(_:words:)``,
  /// ``asksAboutAnotherAction(_:)``), it names another thing, it asks for a day this shortcut
  /// cannot start on, or the sentence is not one it admits (``admits(_:)``). Both stages ask it.
  func refusal(of act: SpeechAct, tokens: [SpeechAct.Token]) -> Refusal? {
    let tokens = SpeechAct.asked(tokens, language: language)
    let words = SpeechAct.words(in: tokens)
    let verb = SpeechAct.commandVerb(in: tokens, language: language)
    if asksAnotherAction(verb ?? Self.wantedAction(in: tokens, language: language), words: words)
      || asksAboutAnotherAction(SpeechAct.questionVerb(in: tokens, language: language), words: words)
      || actsOnAValue(tokens, verb: verb) || turnsItsVerb(tokens, verb: verb)
      || showsInsteadOfAsking(tokens, verb: verb) || actsOnOneThere(verb, words: words)
      || asksForTimeItDoesNotGive(act, words: words, verb: verb)
      || asksAgainOfWhatItShows(act, words: words, verb: verb)
    {
      return .anotherAction
    }
    if asksAboutAnotherThing(tokens, verb: verb) || asksForAnotherRole(tokens, verb: verb)
      || actsOnOthers(tokens, verb: verb)
    {
      return .anotherThing
    }
    // "did my wife take her pills": another's doing, not the speaker's a shortcut of "I" and "my" tells.
    if SpeechAct.othersDoingAsked(tokens, language: language) != nil, speaksOfTheSpeakers {
      return .notARequest
    }
    if asksAnotherState(act, tokens) { return .anotherState }
    if startsNow(forLater: words) || asksOfAnotherDay(words) { return .anotherTime }
    if asksAConversion(words) || asksForAnotherPlace(words) || actsOnTheAppItself(tokens, verb: verb)
      || asksACount(tokens) || speaksOfTheSpeakersDevice(words) || asksInGeneral(tokens)
      || sendsElsewhere(tokens, verb: verb)
    {
      return .notARequest
    }
    return
      (admits(act, tokens: tokens) || asksWhenOfTimeToCome(act, tokens) || asksOfLaterToday(act, tokens)
      || asksOfThePast(act, tokens)
      || tellsOfItsValue(act, tokens) || recordsThePast(act, tokens) || logsWhatWasDone(act, tokens))
      && !speaksOfTheScreen(words) && !asksWhatItOnlyDoes(act, tokens)
      && !asksAStateOnly(act, tokens) ? nil : .notARequest
  }

  /// Whether a question of time to come ("is pickup *tomorrow*", "when is … showing
  /// *tonight*") asks a shortcut whose phrases ask when ("When is trash day"): its answer is
  /// that time. Not a command for then ("book it tonight").
  private func asksWhenOfTimeToCome(_ act: SpeechAct, _ tokens: [SpeechAct.Token]) -> Bool {
    guard case .anotherTime(let cue) = act, Self.futureCues.contains(cue), answers,
      !said.isDisjoint(with: Self.timesAsked)
    else { return false }
    return SpeechAct.opensAQuestion(tokens, language: language)
  }

  /// Whether a question of later today ("who's on dishes *tonight*", "which cocktails can i
  /// make tonight") asks this shortcut as the same question of now would, by every rule: its
  /// answer is today's. Not a command for then ("book it tonight").
  private func asksOfLaterToday(_ act: SpeechAct, _ tokens: [SpeechAct.Token]) -> Bool {
    guard case .anotherTime(let cue) = act, Self.laterTodayCues.contains(cue), answers,
      SpeechAct.opensAQuestion(tokens, language: language)
    else { return false }
    let now = tokens.filter { $0 != .word(cue) }
    let act = SpeechAct(now, language: language)
    if case .anotherTime = act { return false }
    return refusal(of: act, tokens: now) == nil
  }

  /// Words that put a sentence later the same day.
  static let laterTodayCues: Set<String> = ["tonight"]

  /// Whether `words` put the request on days to come ("have chickpea curry *this week*", "… on
  /// *friday*") and this shortcut starts something now ("Start cooking ${recipe}"), its phrases
  /// saying no day: it cannot start then.
  private func startsNow(forLater words: [String]) -> Bool {
    let sentences = language.sentences
    guard !verbs.isDisjoint(with: Self.startingVerbs), said.isDisjoint(with: sentences.weekdays),
      said.isDisjoint(with: sentences.days)
    else { return false }
    return words.indices.contains { position in
      sentences.weekdays.contains(words[position])
        || (position > 0 && ["this", "next"].contains(words[position - 1]) && sentences.days.contains(words[position]))
    }
  }

  /// Verbs that start something now.
  static let startingVerbs: Set<String> = ["start", "begin", "commence", "initiate"]

  /// Whether a question of time gone by ("how was my sleep last night") asks a shortcut that
  /// asks of the past ("How did I sleep"). Not a statement ("my pressure was high yesterday").
  private func asksOfThePast(_ act: SpeechAct, _ tokens: [SpeechAct.Token]) -> Bool {
    guard case .anotherTime(let cue) = act, Self.pastCues.contains(cue), answers,
      !said.isDisjoint(with: Self.pastAuxiliaries)
    else { return false }
    return SpeechAct.opensAQuestion(tokens, language: language)
  }

  /// Whether a command whose verb this shortcut takes is done now to a thing of time gone by
  /// ("write down my dream from *last night*", "log yesterday's run"): time gone by told in a
  /// command is the object's, not the request's.
  private func recordsThePast(_ act: SpeechAct, _ tokens: [SpeechAct.Token]) -> Bool {
    guard case .anotherTime(let cue) = act, Self.pastCues.contains(cue),
      let verb = SpeechAct.commandVerb(in: tokens, language: language)
    else { return false }
    return saysVerb(verb) || verbs.contains { language.classes.areSynonyms($0, verb) }
  }

  /// Words that put a sentence in time gone by ("last night", "yesterday", "a week ago"), and
  /// those a question of time gone by asks with.
  static let pastCues: Set<String> = ["last", "yesterday", "ago"]
  static let pastAuxiliaries: Set<String> = ["did", "was", "were"]
  /// Words that put a sentence in time to come, and those a question of when asks with.
  static let futureCues: Set<String> = ["tomorrow", "tonight", "later", "next"]
  static let timesAsked: Set<String> = ["when", "next"]

  /// Why a shortcut is not meant by a sentence.
  enum Refusal {
    /// Its verb asks another action ("share my mood" of "Log my mood").
    case anotherAction
    /// It names a thing the shortcut does not ("enable dark mode" of "Turn on bedtime mode").
    case anotherThing
    /// It asks for a time the shortcut does not act at ("start the curry on friday").
    case anotherTime
    /// It asks whether a thing is in a state the shortcut does not tell ("is the negroni too
    /// strong" of "Show the ${drink} recipe").
    case anotherState
    /// It asks for nothing the shortcut does: a statement, a question about the app, a "don't".
    case notARequest
  }
}
