import Testing

@testable import PhraseMatcher

/// Sentences that use a shortcut's words for something else (the sixth
/// development batch's kinds, written here apart from it): a shortcut's verb
/// done to a thing it never names, a measure it does not ask, a comparison or
/// a definition, a recommendation, what would be, a verb it does not know said
/// of a value (and the seventh batch's: whether it was done, an exclamation).
/// Each refused; the same words asking for the shortcut's own thing are not.
@Suite struct AnotherThingTests {
  typealias Shapes = SpeechActTests

  @Test func aShortcutsVerbDoneToAThingItNeverNamesIsAnotherThing() throws {
    let pause = try Shapes.form(["Pause my workout in ${applicationName}", "Pause ${applicationName}"])
    #expect(pause.refusal(of: .request, tokens: Shapes.tokens("pause my membership in app")) == .anotherThing)
    #expect(pause.refusal(of: .request, tokens: Shapes.tokens("pause the workout in app")) == nil)
    #expect(pause.refusal(of: .request, tokens: Shapes.tokens("pause my value in app")) == nil, "a value is its own")
    #expect(pause.refusal(of: .request, tokens: Shapes.tokens("pause app")) == nil)
    let checkIn = try Shapes.form(["Check in for my flight in ${applicationName}"])
    #expect(
      checkIn.refusal(of: .request, tokens: Shapes.tokens("check in to my hotel with app")) == .anotherThing,
      "a particle verb's thing after a preposition")
    #expect(checkIn.refusal(of: .request, tokens: Shapes.tokens("check in for the flight with app")) == nil)
    let skip = try Shapes.form(["Skip forward in ${applicationName}"])
    #expect(skip.refusal(of: .request, tokens: Shapes.tokens("skip the intro in app")) == .anotherThing)
    #expect(skip.refusal(of: .request, tokens: Shapes.tokens("skip ahead a bit in app")) == nil, "how much, not what")
    let recent = try Shapes.form(["Show recent transactions for ${account} in ${applicationName}"])
    #expect(
      recent.refusal(of: .request, tokens: Shapes.tokens("list the latest payments on value in app")) == nil,
      "synonyms name the same thing")
    let balance = try Shapes.form(["What's my ${account} balance in ${applicationName}"])
    #expect(
      balance.refusal(of: .question(cue: "what"), tokens: Shapes.tokens("what's the interest rate on value in app"))
        == .anotherThing)
    #expect(
      balance.refusal(of: .question(cue: "what"), tokens: Shapes.tokens("what's the balance on value in app")) == nil)
    let desk = try Shapes.form(["Where is my desk today in ${applicationName}"])
    #expect(
      desk.refusal(of: .question(cue: "where"), tokens: Shapes.tokens("where is the coffee machine in app"))
        == .anotherThing, "where a thing it never names is")
    #expect(desk.refusal(of: .question(cue: "where"), tokens: Shapes.tokens("where's my desk in app")) == nil)
    let station = try Shapes.form(["Where's the closest gas station in ${applicationName}"])
    let whereIs = SpeechAct.question(cue: "where")
    #expect(
      station.refusal(of: whereIs, tokens: Shapes.tokens("where is the nearest car wash in app")) == .anotherThing,
      "where a thing is asks for its head")
    #expect(station.refusal(of: whereIs, tokens: Shapes.tokens("where is the nearest gas station in app")) == nil)
    let hours = try Shapes.form(["When does the library open in ${applicationName}"])
    let does = SpeechAct.question(cue: "does")
    #expect(
      hours.refusal(of: does, tokens: Shapes.tokens("does the library have parking in app")) == .anotherThing,
      "whether it has a thing it never names")
    #expect(hours.refusal(of: does, tokens: Shapes.tokens("does the library have open hours in app")) == nil)
    let health = try Shapes.form(["Check my password health in ${applicationName}"])
    #expect(health.refusal(of: does, tokens: Shapes.tokens("do i have any reused passwords in app")) == nil)
    #expect(health.refusal(of: does, tokens: Shapes.tokens("do i have anything weak in app")) == nil, "any thing")
  }

  /// A noun said last after the word a phrase ends its thing with heads another thing: the
  /// oven's light is no oven. A word of time, manner or how it goes is no noun.
  @Test func aNounAfterTheShortcutsThingHeadsAnotherThing() throws {
    let off = try Shapes.form(["Turn off the oven in ${applicationName}", "Shut down the oven with ${applicationName}"])
    #expect(off.refusal(of: .request, tokens: Shapes.tokens("turn off the oven light in app")) == .anotherThing)
    #expect(off.refusal(of: .request, tokens: Shapes.tokens("turn off oven light in app")) == .anotherThing, "bare")
    for said in ["turn off the oven in app", "turn off the oven now in app", "turn off the oven quickly in app"] {
      #expect(off.refusal(of: .request, tokens: Shapes.tokens(said)) == nil, "\(said)")
    }
    let location = try Shapes.form(["Start a location in ${applicationName}"])
    #expect(
      location.refusal(of: .request, tokens: Shapes.tokens("begin a location session in app")) == nil,
      "a session is the location's")
    let dryer = try Shapes.form(["Start the dryer in ${applicationName}"])
    #expect(dryer.refusal(of: .request, tokens: Shapes.tokens("get the dryer going in app")) == nil, "how it goes")
    // An aspect of the thing is the thing (real-app check 32: "post a status update").
    let story = try Shapes.form(["Publish a story in ${applicationName}"])
    #expect(story.refusal(of: .request, tokens: Shapes.tokens("publish a story update in app")) == nil, "an aspect")
    #expect(story.refusal(of: .request, tokens: Shapes.tokens("publish a story cover in app")) == .anotherThing)
    let next = try Shapes.form(["Take my next dose in ${applicationName}", "Skip it now in ${applicationName}"])
    #expect(next.lastNouns == ["dose"], "a word of time ends no thing")
    let open = try Shapes.form(["When does the library open in ${applicationName}"])
    #expect(open.lastNouns.isEmpty, "a question may end in its verb")
    let index = PhraseIndex(
      Catalog(
        app: .init(name: "Ovenly"),
        shortcuts: [
          Catalog.Shortcut(
            intent: "TurnOffOvenIntent", parameters: [:],
            phrases: [try PhraseTemplate(parsing: "Turn off the oven in ${applicationName}")])
        ]))
    #expect(index.match("turn off the oven light in ovenly").best == nil, "the alignment asks the same")
    #expect(index.match("turn off the oven please in ovenly").best?.intent == "TurnOffOvenIntent")
  }

  /// A thing another shortcut of the app names is the app's own ("pause the *laundry*" where
  /// one phrase says "How long is left on the laundry"), though not a role it is made into.
  @Test func aThingAnotherShortcutOfTheAppNamesIsNoOtherThing() throws {
    var pause = try Shapes.form(["Pause the washer in ${applicationName}"])
    #expect(pause.refusal(of: .request, tokens: Shapes.tokens("pause the laundry in app")) == .anotherThing)
    pause.appSaid = ["laundry", "washer", "dryer", "favorite"]
    #expect(pause.refusal(of: .request, tokens: Shapes.tokens("pause the laundry in app")) == nil)
    #expect(pause.refusal(of: .request, tokens: Shapes.tokens("pause my membership in app")) == .anotherThing)
    #expect(pause.refusal(of: .request, tokens: Shapes.tokens("pause it as a favorite in app")) == .anotherThing)
    var catalog = Catalog(app: .init(name: "Sudsy", synonyms: []))
    catalog.shortcuts = try [
      .init(intent: "PauseIntent", phrases: [PhraseTemplate(parsing: "Pause the washer in ${applicationName}")]),
      .init(
        intent: "LeftIntent",
        phrases: [PhraseTemplate(parsing: "How long is left on the laundry in ${applicationName}")]),
    ]
    #expect(PhraseIndex(catalog).forms[0].appSaid.contains("laundry"), "the index gives each form the app's words")
  }

  /// The noun a light verb of the phrase takes is its action too: "Start a ${cycle} wash"
  /// washes, "Place a hold on ${book}" holds; a word of grammar is none ("Start ${session} in …").
  @Test func theNounALightVerbOfThePhraseTakesIsItsActionToo() throws {
    let wash = try Shapes.form(["Start a ${cycle} wash in ${applicationName}"])
    #expect(wash.actionNouns == ["wash"])
    #expect(wash.refusal(of: .request, tokens: Shapes.tokens("wash the value in app")) == nil)
    #expect(try Shapes.form(["Place a hold on ${book} in ${applicationName}"]).actionNouns == ["hold"])
    #expect(try Shapes.form(["Start ${session} in ${applicationName}"]).actionNouns.isEmpty)
    #expect(try Shapes.form(["Start a long trek session in ${applicationName}"]).actionNouns == ["session"])
    #expect(wash.refusal(of: .request, tokens: Shapes.tokens("share my wash history in app")) == .anotherAction)
    let renew = try Shapes.form(["Renew ${book} in ${applicationName}"])
    #expect(renew.refusal(of: .request, tokens: Shapes.tokens("renew my copy of value in app")) == nil, "a copy is it")
  }

  @Test func aMeasureIsAnsweredOnlyByAShortcutThatAsksIt() throws {
    #expect(Shapes.act("how far is value from here in app") == .question(cue: "far"))
    #expect(Shapes.act("how often should i clean it in app") == .question(cue: "often"))
    let fare = try Shapes.form(["How much is a ride to ${place} in ${applicationName}"])
    #expect(!fare.admits(Shapes.act("how far is value from here in app")), "a price is no distance")
    #expect(fare.admits(Shapes.act("how much would a ride to value cost in app")))
    let status = try Shapes.form(["Where is my ride in ${applicationName}"])
    #expect(status.admits(Shapes.act("how far away is my driver in app")), "how far asks where")
    #expect(
      try Shapes.form(["How far is ${place} in ${applicationName}"]).admits(Shapes.act("how far is value in app")))
    // A measure of the same scale asks the same: "how cold" is "How warm", "how big" asks the size.
    let warmth = try Shapes.form(["How warm is the ${room} in ${applicationName}"])
    #expect(warmth.admits(Shapes.act("how cold is it in the value in app")))
    #expect(!warmth.admits(Shapes.act("how loud is the value in app")), "loudness is no warmth")
    let size = try Shapes.form(["What size is ${box} in ${applicationName}"])
    #expect(size.admits(Shapes.act("how big is value in app")))
    #expect(!size.admits(Shapes.act("how heavy is value in app")))
    // A scale's own word after "what" asks its measure: "what temperature" is "how hot".
    let roasting = "what temperature should i value a chicken at in app"
    #expect(Shapes.act(roasting) == .question(cue: "cold"))
    #expect(!(try Shapes.form(["Preheat the oven for ${mode} in ${applicationName}"])).admits(Shapes.act(roasting)))
    #expect(try Shapes.form(["Show the oven temperature in ${applicationName}"]).admits(Shapes.act(roasting)))
    #expect(Shapes.act("what time does the library open in app") == .question(cue: "what"), "what time asks when")
  }

  @Test(arguments: [
    ("what's the difference between value and value in app", "difference"),
    ("is value the same as value in app", "same"), ("what does value mean in app", "mean"),
    ("is value similar to value in app", "similar"), ("what's a good pace for value in app", "good"),
    ("what is the best time for value in app", "best"), ("would value be happier with two walks in app", "would"),
    ("should value get more sun in app", "should"),
  ])
  func comparisonsDefinitionsRecommendationsAndWhatWouldBeAskForAdvice(_ text: String, cue: String) throws {
    #expect(Shapes.act(text) == .advice(cue: cue))
    #expect(!(try Shapes.form(["Start ${session} in ${applicationName}"]).admits(Shapes.act(text))))
  }

  @Test(arguments: [
    ("did i feed value today in app", "did"), ("did anyone walk value this morning in app", "did"),
    ("have i watered the value this week in app", "have"), ("has my order been cancelled in app", "has"),
  ])
  func whetherItWasDoneIsAQuestionOfThePast(_ text: String, cue: String) throws {
    #expect(Shapes.act(text) == .anotherTime(cue: cue))
    #expect(!(try Shapes.form(["I fed ${pet} in ${applicationName}"]).admits(Shapes.act(text))), "nothing is logged")
    #expect(try Shapes.form(["Did I take my ${pill} in ${applicationName}"]).admits(Shapes.act(text)), "it asks too")
  }

  /// A shortcut that answers for a thing's state is asked whether it happened; one that acts is not.
  @Test func whetherItHappenedIsAskedOfAShortcutThatAnswers() throws {
    let track = try Shapes.form(["Where is my order in ${applicationName}"])
    #expect(track.admits(Shapes.act("has my order been delivered in app")))
    let cancel = try Shapes.form(["Cancel my order in ${applicationName}"])
    #expect(!cancel.admits(Shapes.act("has my order been cancelled in app")))
  }

  @Test func haveWithoutAParticipleStillAsks() {
    #expect(Shapes.act("have my ride pick me up at value in app") == .request)
  }

  @Test func anExclamationAsksNothing() {
    #expect(Shapes.act("what a great value in app") == .remark)
    #expect(Shapes.act("such a nice value in app") == .remark)
    #expect(Shapes.act("what is a good value in app") == .advice(cue: "good"))
    // A word of praise or scorn said first is no verb: what follows is what the sentence does.
    #expect(Shapes.act("fantastic my value is late again app") == .remark)
    #expect(Shapes.act("oh great another late value in app") == .remark, "no command after it: an exclamation")
    #expect(Shapes.act("great show my value in app") == .request)
    #expect(Shapes.act("ugh the value again in app") == .remark, "a sigh")
    #expect(Shapes.act("ugh stop the value in app") == .request)
    #expect(Shapes.act("yet another late value app") == .remark)
    #expect(Shapes.act("another delayed value in app") == .remark)
    #expect(Shapes.act("another value in app") == .request, "one more, asked for")
    #expect(Shapes.act("how is it already time to feed value in app") == .remark)
    #expect(Shapes.act("how is it looking at value in app") == .question(cue: "how"))
  }

  @Test func howSomethingSeemsIsTold() {
    #expect(Shapes.act("today intake looks low in app") == .statement(verb: "looks", firstPerson: false))
    #expect(Shapes.act("show me what looks good at value in app") == .request)
    #expect(Shapes.act("my value sounds off so fix it in app") == .request, "a command after it still asks")
    #expect(SpeechAct.commandVerb(in: Shapes.tokens("fantastic my value is late again app"), language: .english) == nil)
    #expect(SpeechAct.commandVerb(in: Shapes.tokens("great show my value in app"), language: .english) == "show")
  }

  @Test func aRecordOfTheSpeakersIsAnotherFigure() throws {
    let pace = try Shapes.form(["What's my running pace in ${applicationName}"])
    let asked = { (text: String) in pace.refusal(of: Shapes.act(text), tokens: Shapes.tokens(text)) }
    #expect(asked("what's my fastest running pace in app") == .anotherThing)
    #expect(asked("what's my pace in app") == nil)
    #expect(asked("what's the fastest pace in app") == nil, "a record of the speaker's only")
    let best = try Shapes.form(["Show my best lap in ${applicationName}"])
    #expect(best.refusal(of: .request, tokens: Shapes.tokens("show my best lap in app")) == nil, "its own record")
  }

  @Test func whatIsShownToMeIsTheThing() throws {
    let arrivals = try Shapes.form(["When is the next bus at ${stop} in ${applicationName}"])
    #expect(arrivals.refusal(of: .request, tokens: Shapes.tokens("show me a map of value in app")) == .anotherThing)
    #expect(arrivals.refusal(of: .request, tokens: Shapes.tokens("show me the next bus at value in app")) == nil)
  }

  @Test func theAppThenWhatItDidIsTold() {
    #expect(Shapes.act("journal tool app crashed while journaling") == .statement(verb: "crashed", firstPerson: false))
    #expect(Shapes.act("app undid my last value") == .statement(verb: "undid", firstPerson: false))
    #expect(SpeechAct.isPast("undid", language: .english) && SpeechAct.isPast("got", language: .english))
    #expect(Shapes.act("app undo my last value") == .request)
  }

  @Test func helpWithTheAppIsAboutTheApp() {
    #expect(Shapes.act("help me with app") == .aboutTheApp(cue: "help"))
    #expect(Shapes.act("i need help with app please") == .aboutTheApp(cue: "help"))
    #expect(Shapes.act("help me pick a value in app") == .request, "help before a verb is its preamble")
  }

  @Test func wouldYouIsStillARequest() {
    #expect(Shapes.act("would you start value in app") == .request)
  }

  @Test func aWordInSWithAPersonAfterItIsAVerbKnownOrNot() {
    #expect(Shapes.act("value puts me to sleep in app") == .statement(verb: "puts"))
    #expect(Shapes.act("value bores them in app") == .statement(verb: "bores"))
    #expect(Shapes.act("value in app") == .request)
  }
}
