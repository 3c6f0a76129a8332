import Testing

@testable import PhraseMatcher

/// What a statement tells, and to which shortcut: what others did to the speaker, an event a
/// value only times, a feat of another's, a noun's head that is no command, the app called
/// first (development negatives and real-app checks, stop 58).
@Suite struct StatementTests {
  /// What another did to the speaker ("… handed *me* …") is no event a shortcut logs, nor one a
  /// shortcut that tells of others narrates (development negatives, stop 58).
  @Test func whatAnotherDidToTheSpeakerIsNoEventToLog() throws {
    let logSnack = try SpeechActTests.form(["Log a snack in ${applicationName}"])
    #expect(
      SpeechActTests.refusal(logSnack, "my roommate just had a snack in app") == nil, "what another did is logged")
    #expect(SpeechActTests.refusal(logSnack, "my roommate handed me a snack in app") == .notARequest)
    #expect(SpeechActTests.refusal(logSnack, "the twins brought us a snack in app") == .notARequest)
    let toddler = try SpeechActTests.form(["The baby ate ${food} in ${applicationName}"])
    #expect(toddler.narratesOthers)
    #expect(SpeechActTests.refusal(toddler, "my dad fed the baby value in app") == nil)
    #expect(SpeechActTests.refusal(toddler, "my dad bought me value in app") == .notARequest)
  }

  /// A value said after "after", "before" or "since" times another event; it was not done to
  /// the value (development negatives, stop 58).
  @Test func aValueThatOnlyTimesTheEventToldIsNotLogged() throws {
    let tookPill = try SpeechActTests.form(["I took my ${pill} in ${applicationName}"])
    #expect(SpeechActTests.refusal(tookPill, "i had my value in app") == nil, "done to the value")
    // A past no command says is another deed, done to the value or not (stop 63: "i repotted the
    // fern" is no "I watered the ${plant}"); "i swallowed my value" is refused with it.
    #expect(SpeechActTests.refusal(tookPill, "i swallowed my value in app") != nil)
    #expect(SpeechActTests.refusal(tookPill, "i fainted after my value in app") == .notARequest)
    #expect(SpeechActTests.refusal(tookPill, "i slept badly since value in app") == .notARequest)
    let dogAte = try SpeechActTests.form(["The dog ate ${food} in ${applicationName}"])
    #expect(SpeechActTests.refusal(dogAte, "the dog finished the value in app") == nil)
    #expect(SpeechActTests.refusal(dogAte, "the dog barked before the value in app") == .notARequest)
  }

  /// The app called first, then "let's …" or "can you …": the request follows; the app talked
  /// about is not called (real-app check 31).
  @Test func theAppCalledFirstThenLetsOrCanYouAsks() {
    #expect(SpeechActTests.act("app let's start over with a clean page") == .request)
    #expect(SpeechActTests.act("app could you begin over on a clean page") == .request)
    #expect(SpeechActTests.act("app is way too slow these days") != .request)
  }

  /// A noun's head after a determiner and its modifier, the app or a preposition after it, is no
  /// command after a statement: "my aunt mailed us a shopping list" tells; "… my run log it" asks.
  @Test func aNounsHeadAfterAStatementIsNoCommand() {
    #expect(
      SpeechActTests.act("my aunt mailed us a shopping list app") == .statement(verb: "mailed", firstPerson: false))
    #expect(SpeechActTests.act("i just finished my run log it in app") == .request)
  }

  /// A value ends a statement; a command after it may start its object with how much of it.
  @Test func aCommandAfterAValueMayAskHowMuch() {
    #expect(SpeechActTests.act("we're short on value get some more in app") == .request)
    #expect(SpeechActTests.act("i used up the value buy another in app") == .request)
    #expect(SpeechActTests.act("we're short on value again in app") != .request)
  }

  /// Verbs whose past is their own form tell after a subject ("the value *let* herself in").
  @Test func aPastTheSameAsItsVerbTellsAfterASubject() {
    #expect(SpeechActTests.act("app the value let herself in at noon") == .statement(verb: "let", firstPerson: false))
    #expect(SpeechActTests.act("app my cousin hit a home run") == .statement(verb: "hit", firstPerson: false))
  }

  /// A time the shortcut's phrases say ("Show tonight's menu") is asked with it; told with it, the
  /// sentence is still no request ("my cousin is cooking tonight").
  @Test func aTimeItsPhrasesSayIsAskedNotTold() throws {
    let menu = try SpeechActTests.form(["Show tonight's menu in ${applicationName}"])
    #expect(SpeechActTests.refusal(menu, "show me the menu for tonight in app") == nil)
    #expect(SpeechActTests.refusal(menu, "my cousin is going to cook the menu tonight app") == .notARequest)
  }

  /// A shortcut that logs the speaker's own ("Log my lap time") logs what another did only to the
  /// speaker's ("the coach timed my lap"), not another's feat.
  @Test func anotherFeatIsNotTheSpeakersToLog() throws {
    let lap = try SpeechActTests.form(["Log my lap time in ${applicationName}"])
    #expect(SpeechActTests.refusal(lap, "my teammate ran a record lap in app") == .notARequest)
    #expect(SpeechActTests.refusal(lap, "the coach timed my lap in app") == nil)
  }

  /// "which song was the coolest": an opinion asked, with its noun before the copula.
  @Test func whichThingWasTheMostIsAnOpinion() {
    #expect(SpeechActTests.act("which song was the coolest in app") == .advice(cue: "coolest"))
    #expect(SpeechActTests.act("which track is the best in app") == .advice(cue: "best"))
    #expect(SpeechActTests.act("which train is the earliest in app") != .advice(cue: "earliest"))
  }

  /// Another doing the shortcut's action now ("the barber is running late") is told, not asked;
  /// the speaker doing it, or the shortcut's own thing in its state, may ask it.
  @Test func anotherDoingTheShortcutsActionIsTold() throws {
    let late = try SpeechActTests.form(["I'm running late in ${applicationName}"])
    #expect(SpeechActTests.refusal(late, "the barber is running late again app") == .notARequest)
    #expect(SpeechActTests.refusal(late, "i'm running late app") == nil)
    let missing = try SpeechActTests.form(["Report my ${item} missing with ${applicationName}"])
    #expect(SpeechActTests.refusal(missing, "my value is missing app") == nil)
  }

  /// A question in the past passive asks of the verb it ends on ("when was the bridge *built*");
  /// one in the present asks what is done each time.
  @Test func aPastPassiveQuestionAsksOfItsVerb() {
    func verb(_ text: String) -> String? { SpeechAct.questionVerb(in: SpeechActTests.tokens(text), language: .english) }
    #expect(verb("when was the bridge built in app") == "build")
    #expect(verb("what year were the tracks painted in app") == "paint")
    #expect(verb("when is the recycling picked up in app") == nil)
  }

  /// "did my uncle take his vitamins" asks of another's doing, not the speaker's that a shortcut
  /// of "I" and "my" tells; "did my order ship" asks of a thing (development negatives, stop 58).
  @Test func anothersDoingIsNotTheSpeakers() throws {
    let next = try SpeechActTests.form(["What do I take next in ${applicationName}"])
    #expect(SpeechActTests.refusal(next, "did my uncle take his vitamins app") == .notARequest)
    #expect(SpeechAct.othersDoingAsked(SpeechActTests.tokens("did my order ship yet app"), language: .english) == nil)
  }

  /// "how much does a new kayak cost": the price of a kind, not the speaker's own figure.
  @Test func thePriceOfAKindIsAnotherThing() throws {
    let last = try SpeechActTests.form(["How much was my last rental in ${applicationName}"])
    #expect(SpeechActTests.refusal(last, "how much does a new kayak cost app") == .anotherThing)
    #expect(SpeechActTests.refusal(last, "how much was my last rental app") == nil)
  }

  /// A day said first and a copula tell ("today was exhausting"); a command verb's noun
  /// before a clause's subject is no command ("the last place i look") (development negatives,
  /// stop 58).
  @Test func aDayAndAClauseAfterANounTell() {
    func tells(_ text: String) -> Bool {
      if case .statement = SpeechActTests.act(text) { true } else { false }
    }
    #expect(tells("today was exhausting from start to end app"))
    #expect(tells("my value is always in the last place we check app"))
    #expect(SpeechActTests.act("today show my value in app") == .request)
  }

  /// "how many steps does a hike take", "how much water do toddlers need": a kind's or people's
  /// figure, which a shortcut of the speaker's own does not tell (development negatives, stop 58;
  /// since stop 62 a question in general, GeneralQuestionTests).
  @Test func aKindsFigureIsNotTheSpeakers() throws {
    let best = try SpeechActTests.form(["What's my ${exercise} personal best in ${applicationName}"])
    #expect(SpeechActTests.refusal(best, "how many calories does a value burn app") == .notARequest)
    #expect(SpeechActTests.refusal(best, "how much water do toddlers need app") == .notARequest)
    #expect(SpeechActTests.refusal(best, "what's my value personal best app") == nil)
  }

  /// What others want takes a bare object or a value ("my cousins *want* tacos"), and "who
  /// *even* …" asks nothing (the twentieth development set's kinds, written apart from it).
  @Test func whatOthersWantIsToldAndWhoEvenAsksNothing() throws {
    #expect(SpeechActTests.act("app my cousins want tacos") == .statement(verb: "want", firstPerson: false))
    #expect(SpeechActTests.act("my cousins love value in app") == .statement(verb: "love", firstPerson: false))
    #expect(SpeechActTests.act("i want tacos in app") == .request, "the speaker's own wish asks")
    let recipe = try SpeechActTests.form(["How do I make ${drink} in ${applicationName}"])
    #expect(SpeechActTests.refusal(recipe, "app my cousins want value") == .notARequest)
    #expect(SpeechActTests.act("app who even reads the news anymore") == .remark)
    #expect(SpeechActTests.act("app who reads the news today") != .remark)
  }

  /// A verb in the present told of a subject before a place ("… *sits in* the hallway") or of
  /// "nobody's" (the twenty-third development set's kinds, written apart from it); a noun in
  /// the plural before "in" and the app's name is still named ("my recent trips in app").
  @Test func whatAThingDoesSomewhereOrNobodyDoesIsTold() throws {
    #expect(
      SpeechActTests.act("app that old lamp belongs in the attic") == .statement(verb: "belongs", firstPerson: false))
    #expect(
      SpeechActTests.act("app something's burning in the kitchen") == .statement(verb: "burning", firstPerson: false))
    #expect(SpeechActTests.act("app my recent trips in app") == .request)
    let trips = try SpeechActTests.form(["Show my recent trips in ${applicationName}"])
    #expect(SpeechActTests.refusal(trips, "app that old lamp belongs in the attic") == .notARequest)
    #expect(SpeechActTests.refusal(trips, "my recent trips in app") == nil)
  }

  /// A verb that names no thing, said last after its subject, tells of it ("the old printer
  /// *crashes*"; the twenty-sixth development set's kind, written apart from it); a plural said
  /// last names ("my recent trips").
  @Test func aVerbThatNamesNothingSaidLastTellsOfItsSubject() throws {
    #expect(SpeechActTests.act("app my right knee aches") == .statement(verb: "aches", firstPerson: false))
    #expect(SpeechActTests.act("the kitchen tap drips in app") == .statement(verb: "drips", firstPerson: false))
    #expect(SpeechActTests.act("app my recent trips") == .request)
    let trips = try SpeechActTests.form(["Show my recent trips in ${applicationName}"])
    #expect(SpeechActTests.refusal(trips, "app my right knee aches") == .notARequest)
  }

  /// The speaker telling what they do with a verb only a question of the shortcut says ("Which
  /// friends live near me": "i live far from everyone") tells; a verb its command or statement says
  /// is still its action told as it is done (the twenty-eighth development set's kind, written
  /// apart from it).
  @Test func theSpeakersDoingWithAQuestionsVerbIsTold() throws {
    let nearby = try SpeechActTests.form(["Which friends live near me in ${applicationName}"])
    #expect(SpeechActTests.refusal(nearby, "i live far from everyone in app") == .notARequest)
    let parking = try SpeechActTests.form(["Start parking in ${zone} with ${applicationName}"])
    #expect(SpeechActTests.refusal(parking, "i am parking in value with app") == nil, "the shortcut's own action, now")
  }

  /// A value said first tells a shortcut that narrates what was done to it ("value had
  /// breakfast"), not what it did to the speaker or the speaker's own (the thirtieth
  /// development set's kind, written apart from it).
  @Test func whatAValueDidToTheSpeakersOwnIsNoEventToLog() throws {
    let fed = try SpeechActTests.form(["I fed ${pet} in ${applicationName}"])
    #expect(SpeechActTests.refusal(fed, "value had breakfast in app") == nil)
    #expect(SpeechActTests.refusal(fed, "value chewed my slippers in app") == .notARequest)
    #expect(SpeechActTests.refusal(fed, "value scratched me in app") == .notARequest)
  }

  /// What the speaker is going to be is told of them, not a doing asked (the second stop 62
  /// batch's wrong run, written apart from it): "i'm going to be late" is no "Join my meeting".
  @Test func whatTheSpeakerIsGoingToBeIsTold() throws {
    #expect(SpeechActTests.act("i'm going to be stuck in traffic app") == .statement(verb: "be", firstPerson: true))
    #expect(SpeechActTests.act("i'm about to be home app") == .statement(verb: "be", firstPerson: true))
    #expect(SpeechActTests.act("i'm going to need a ride app") == .request, "a need asks")
    let join = try SpeechActTests.form(["Join the standup in ${applicationName}"])
    #expect(SpeechActTests.refusal(join, "i'm going to be ten minutes late for the standup in app") == .notARequest)
  }

  /// A done action whose verb is another action's is not the event a shortcut logs or narrates
  /// (real-app check 39's wrong run, written apart from it): "i began a new diet" is no "I ate
  /// ${meal}" nor "Log food"; a light verb ("i had a salad") may be.
  @Test func aDoneActionOfAnotherVerbIsNotItsEvent() throws {
    let ate = try SpeechActTests.form(["I ate ${meal} in ${applicationName}"])
    #expect(SpeechActTests.refusal(ate, "i began a new diet in app") == .notARequest)
    #expect(SpeechActTests.refusal(ate, "i had a value in app") == nil, "a light verb")
    let log = try SpeechActTests.form(["Log food in ${applicationName}"])
    #expect(SpeechActTests.refusal(log, "i started a new food diary in app") == .notARequest)
    #expect(SpeechActTests.refusal(log, "i ate some food in app") == nil)
  }

  /// A word in "-s" this reading does not know, after a noun and before a preposition and a
  /// determiner or a value, is told of its subject (the thirty-second and thirty-third sets'
  /// kind, written apart from them); a noun phrase before the app is not.
  @Test func anUnknownVerbBeforeAPlaceTellsOfItsSubject() {
    #expect(SpeechActTests.act("my cat naps on the couch app") == .statement(verb: "naps"))
    #expect(SpeechActTests.act("my son doodles on value app") == .statement(verb: "doodles"))
    #expect(SpeechActTests.act("my recent scans in app") == .request)
    #expect(SpeechActTests.act("my value tickets for the matinee app") == .request)
  }
}
