/// The rules that judge the closest shortcut by meaning: how near the runner-up may come, a
/// value heard, no opposite word, a request for its action, its time.
extension SemanticStage {
  /// Whether `candidate`'s shortcut starts a phrase with `verb` (or a particle verb meaning it:
  /// "disconnect" is "Turn off …"), or `orASynonym` a synonym of it.
  /// A particle of the command's verb in `heard` says a verb of `candidate`'s too: "start the
  /// timer *over*" is "Restart timer".
  func says(
    _ verb: String, _ candidate: (score: Float, reference: SemanticReference), orASynonym: Bool,
    in heard: SemanticUtterance
  ) -> Bool {
    let form = index.forms[candidate.reference.shortcut]
    return form.verbs.contains(verb) || form.saysByItsParticle(verb)
      || particleMeaning(of: heard).map { !$0.isDisjoint(with: form.verbs) } == true
      || (orASynonym && form.verbs.contains { index.language.classes.areSynonyms($0, verb) })
  }

  /// The verbs a particle of the command's verb makes of it ("pick … *back* up": resume,
  /// continue); `nil` when it has none.
  func particleMeaning(of heard: SemanticUtterance) -> Set<String>? {
    guard let verb = heard.commandVerb, let particles = index.language.classes.particleVerbs[verb] else { return nil }
    return heard.tokens.lazy.compactMap { SpeechAct.word($0).flatMap { particles[$0] } }.first
  }

  /// What the stage makes of the first of `ranked` for `heard`, beside the rest.
  func verdict(_ ranked: ArraySlice<(score: Float, reference: SemanticReference)>, _ heard: SemanticUtterance)
    -> Decision.Verdict
  {
    guard let winner = ranked.first else { return .belowThreshold }
    let form = index.forms[winner.reference.shortcut]
    let next = ranked.dropFirst().first
    if winner.score < threshold { return .belowThreshold }
    if let next, winner.score - next.score < margin,
      !verbSettles(action(of: heard, among: Array(ranked)) ?? heard.commandVerb, Array(ranked)),
      !polaritySettles(heard, Array(ranked)), !questionSettles(heard, Array(ranked)),
      !particleSettles(heard, Array(ranked))
    {
      return .tooClose
    }
    if describesAnothersThing(heard, ranked) { return .anotherThing }
    if lacksValue(winner.reference.shortcut, heard) { return .lacksValue }
    if opposes(heard, form) { return .opposed }
    if let refusal = form.refusal(of: heard.act, tokens: heard.tokens) {
      return Decision.Verdict(refusal)
    }
    if leavesOutItsTime(winner.reference, heard) || index.saysAnothersTime(heard.rest, not: winner.reference.shortcut) {
      return .anotherTime
    }
    return .taken
  }

  /// Whether a word of `heard` undoes what `form` says ("lock up the front door" is no "Unlock
  /// my ${door}"), unless `heard` asks it a question its answer tells both ways. A synonym of
  /// its own verb undoes nothing of it ("cancel my session" ends "End my session").
  func opposes(_ heard: SemanticUtterance, _ form: ShortcutForm) -> Bool {
    let language = index.language
    let words = heard.polarityWords.filter { word in !form.verbs.contains { language.classes.areSynonyms($0, word) } }
    return !Self.asksForAnAnswer(heard.act, tokens: heard.tokens, of: form)
      && language.polarity.opposes(
        words, said: form.said, inflection: language.inflection, pastForms: language.sentences.pastForms)
  }

  /// The action a light verb's object names, when a shortcut of `ranked` says it as its verb
  /// ("take *a scan* of this form": Scan, not Find Scan); `nil` for any other sentence.
  func action(of heard: SemanticUtterance, among ranked: [(score: Float, reference: SemanticReference)]) -> String? {
    let language = index.language
    guard let verb = heard.commandVerb, language.sentences.lightVerbs.contains(verb),
      var at = heard.tokens.firstIndex(of: .word(verb))
    else { return nil }
    // "give *me* a transcript": the noun after the person it is given to.
    if at + 1 < heard.tokens.count, ShortcutForm.isPerson(heard.tokens[at + 1], language) { at += 1 }
    guard let object = ShortcutForm.noun(after: at, in: heard.tokens, language: language),
      ranked.contains(where: { index.forms[$0.reference.shortcut].namesItsAction(object) })
    else { return nil }
    return object
  }

  /// Whether a particle of the command's verb says a verb of the first and of no other within
  /// the margin: "pick my session *back* up" resumes it (Resume, not Focus Status or Start).
  func particleSettles(_ heard: SemanticUtterance, _ ranked: [(score: Float, reference: SemanticReference)]) -> Bool {
    guard let meaning = particleMeaning(of: heard), let winner = ranked.first else { return false }
    let says = { (candidate: (score: Float, reference: SemanticReference)) in
      !meaning.isDisjoint(with: self.index.forms[candidate.reference.shortcut].verbs)
    }
    let close = ranked.dropFirst().prefix { winner.score - $0.score < margin }
    return says(winner) && !close.isEmpty && !close.contains(where: says)
  }

  /// Whether the sentence's own words settle a near tie: a word of it undoes every other
  /// shortcut within the margin and not the first ("make sure the back door is *locked*":
  /// Lock, not Unlock).
  func polaritySettles(_ heard: SemanticUtterance, _ ranked: [(score: Float, reference: SemanticReference)]) -> Bool {
    guard let winner = ranked.first, !opposes(heard, index.forms[winner.reference.shortcut]) else { return false }
    let close = ranked.dropFirst().prefix { winner.score - $0.score < margin }
    return !close.isEmpty && close.allSatisfy { opposes(heard, index.forms[$0.reference.shortcut]) }
  }

  /// Whether a question settles a near tie: the first is asked it, clearly (a step above the
  /// threshold), and no other within the margin is (one that only acts: "when will my clothes
  /// be ready" is Time Remaining, not Start the Dryer; "how did luna do on her walk" is the
  /// walk's report, not Book a Walk). A question of time gone by settles one only for a first
  /// that asks of it too, and may ask what a shortcut that logs did ("when did i last water
  /// the fern" of "I watered the ${plant}").
  func questionSettles(_ heard: SemanticUtterance, _ ranked: [(score: Float, reference: SemanticReference)]) -> Bool {
    let language = index.language
    let asks: Bool
    switch heard.act {
    case .question: asks = true
    // "is the lawn getting watered tonight", "did luna have a good walk": not "how long was my
    // *last* ride" nor "what do tickets *usually* cost", of another time than the shortcut's.
    case .anotherTime(let cue):
      asks =
        (ShortcutForm.futureCues.contains(cue) || language.sentences.perfectives.contains(cue))
        && SpeechAct.opensAQuestion(heard.tokens, language: language)
    default: asks = false
    }
    guard asks, let winner = ranked.first, winner.score >= threshold + margin else { return false }
    let form = index.forms[winner.reference.shortcut]
    // "how many hours have i fasted", "how long have i been fasting": the span so far, asked now.
    let past = SpeechAct.asksOfTimeGoneBy(heard.tokens, language: language) && !Self.asksTheSpanSoFar(heard.tokens)
    // Of time gone by, only a first that asks of it too ("How was ${dog}'s walk"), and not for
    // a count of things, a history ("how many walks has luna had this year").
    guard form.refusal(of: heard.act, tokens: heard.tokens) == nil,
      !past
        || (!form.said.isDisjoint(with: Self.pastAsked)
          && !ShortcutForm.countsThings(heard.tokens, language: language))
    else { return false }
    let close = ranked.dropFirst().prefix { winner.score - $0.score < margin }
    return close.allSatisfy {
      let form = index.forms[$0.reference.shortcut]
      return form.refusal(of: heard.act, tokens: heard.tokens) != nil && (!past || !form.logs)
    }
  }

  /// Whether a question in the perfect asks how long something has gone on until now ("how many
  /// *hours* have i fasted", "how long have i been …"), not what happened once.
  static func asksTheSpanSoFar(_ tokens: [SpeechAct.Token]) -> Bool {
    let words = SpeechAct.words(in: tokens)
    guard words.count > 3, words[0] == "how" else { return false }
    if words[1] == "long" { return ["have", "has"].contains(words[2]) }
    return words[1] == "many" && ShortcutForm.spansOfTime.contains(words[2]) && ["have", "has"].contains(words[3])
  }

  /// The words a phrase asks of time gone by with: a past auxiliary, or "had".
  static let pastAsked = ShortcutForm.pastAuxiliaries.union(["had"])

  /// Whether `reference` is a phrase that says a time `heard` does not ("Turn off the radio
  /// *later*" for "turn off the radio"): the time is that shortcut's action.
  func leavesOutItsTime(_ reference: SemanticReference, _ heard: SemanticUtterance) -> Bool {
    guard let phrase = reference.phrase else { return false }
    return index.leavesOutItsTime(heard.rest, shortcut: reference.shortcut, phrase: phrase)
  }

  /// Whether `act`, read from `tokens`, is a question put to a shortcut that answers: "when
  /// does the library close" asks "When does the library open", "are my monitors down" asks
  /// "Are my servers up", whose answer tells both, so the opposite word undoes nothing.
  static func asksForAnAnswer(_ act: SpeechAct, tokens: [SpeechAct.Token], of form: ShortcutForm) -> Bool {
    if case .question = act { return form.answers }
    return form.answers && SpeechAct.asksWhetherSo(tokens, language: form.language)
  }

  /// Whether the command's verb says which of the shortcuts within the margin was meant:
  /// the first takes it (says it, a synonym of it, or is asked with it for its answer) and
  /// every other there asks another action by it ("start a parking session": Start Parking,
  /// not Stop Parking; "check on my order": Track Order, not Cancel Order), or the first says a
  /// synonym of it that undoes every other there ("begin" is "start", not "stop"). A verb
  /// both take settles nothing: "add" is a synonym of "track" for meals and for orders.
  func verbSettles(_ verb: String?, _ ranked: [(score: Float, reference: SemanticReference)]) -> Bool {
    guard let verb, let winner = ranked.first else { return false }
    let form = index.forms[winner.reference.shortcut]
    guard !form.asksAnotherAction(verb) else { return false }
    let close = ranked.dropFirst().prefix { winner.score - $0.score < margin }.map {
      index.forms[$0.reference.shortcut]
    }
    if close.allSatisfy({ $0.asksAnotherAction(verb) }) { return true }
    let meant = form.verbs.filter { index.language.classes.areSynonyms($0, verb) }
    return close.allSatisfy { other in meant.contains { index.language.polarity.opposes([$0], said: other.said) } }
  }

  /// Why no shortcut can be taken for `heard`, whatever the ranking, or `nil`
  /// when one can: each either refuses the sentence (a statement, a question
  /// about the app, a "don't", a verb of another action) or lacks a value.
  func noShortcutCanBeMeant(_ heard: SemanticUtterance) -> Decision.Verdict? {
    var verdict = Decision.Verdict.lacksValue
    for (shortcut, form) in index.forms.enumerated() {
      switch form.refusal(of: heard.act, tokens: heard.tokens) {
      case nil:
        if !lacksValue(shortcut, heard) { return nil }
      case .notARequest: verdict = .notARequest
      // The thing or time of a shortcut whose verb it says tells more than another's verb.
      case let refusal?:
        if verdict == .lacksValue || (verdict == .anotherAction && refusal != .anotherAction) {
          verdict = Decision.Verdict(refusal)
        }
      }
    }
    return verdict
  }

  /// Whether `verb` only shows or hands over ("show", "give", "get"), or is a light verb whose
  /// object is the action ("put", "make"): said by too many shortcuts to choose one by it.
  func choosesNothing(_ verb: String) -> Bool {
    ShortcutForm.showingVerbs.contains(verb) || ShortcutForm.isShowing(verb, language: index.language)
      || (index.language.sentences.lightVerbs.contains(verb) && !ShortcutForm.startingVerbs.contains(verb))
  }

  /// A shortcut with parameters is taken only with a value of one of them heard.
  func lacksValue(_ shortcut: Int, _ heard: SemanticUtterance) -> Bool {
    let parameters = index.catalog.shortcuts[shortcut].parameters
    return !parameters.isEmpty && !parameters.values.contains { heard.spans[$0] != nil }
  }
}
