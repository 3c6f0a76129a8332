import Testing

@testable import PhraseMatcher

/// Questions about how things are, asked of shortcuts that only act (``ShortcutForm/asksAStateOnly(_:_:)``):
/// what something is, and whether something is so, its own action's result or another state. Refused; the same
/// questions asked of a shortcut that answers, and its requests, are not.
@Suite struct StateQuestionTests {
  typealias Shapes = SpeechActTests

  @Test func whatSomethingIsIsNoRequestOfAShortcutThatOnlyActs() throws {
    let split = try Shapes.form(["Start a new split with ${applicationName}"])
    #expect(Shapes.refusal(split, "which was my last split in app") == .notARequest)
    // No copula second, so no question of a state; but still a question of a shortcut that
    // only acts, with none of its verbs (DegreeAndDayTests).
    #expect(Shapes.refusal(split, "what split is this in app") == .notARequest)
    #expect(Shapes.refusal(split, "what split should i start in app") == nil, "its own verb")
    #expect(Shapes.refusal(split, "what sort of runner starts a new split in app") == .notARequest)
    let best = try Shapes.form(["Show my best split in ${applicationName}"])
    #expect(Shapes.refusal(best, "what is my best split in app") == nil, "it answers")
  }

  /// A list a shortcut lets one browse is shown, as "Show …" shows it: it answers what is in it
  /// (real-app check 26: "Browse popular movies" refused "what's popular").
  @Test func aShortcutThatBrowsesAListAnswersWhatIsInIt() throws {
    let browse = try Shapes.form(["Browse trending recipes in ${applicationName}"])
    #expect(browse.answers)
    #expect(Shapes.refusal(browse, "what is trending in app") == nil)
    #expect(Shapes.refusal(browse, "show me the trending recipes in app") == nil, "a synonym of its verb")
  }

  @Test func whetherSomethingIsSoIsNoRequestToDoIt() throws {
    let pair = try Shapes.form(["Pair my ${device} with ${applicationName}"])
    #expect(Shapes.refusal(pair, "is my value paired with app") == .notARequest)
    #expect(Shapes.refusal(pair, "are the value already paired") == .notARequest)
    #expect(Shapes.refusal(pair, "pair my value with app") == nil)
    #expect(Shapes.refusal(pair, "are you able to pair my value with app") == nil, "asks the assistant")
    let hide = try Shapes.form(["Hide my ${album} in ${applicationName}"])
    #expect(Shapes.refusal(hide, "is my value hidden in app") == .notARequest, "an irregular participle")
    #expect(Shapes.refusal(hide, "is my value broken in app") == .notARequest, "another state")
    let fan = try Shapes.form(["Turn on the ${fan} in ${applicationName}"])
    #expect(Shapes.refusal(fan, "is the value on in app") == .notARequest, "its particle is its result")
    #expect(Shapes.refusal(fan, "is the value still under warranty in app") == .notARequest, "another state")
    #expect(Shapes.refusal(fan, "turn on the value in app") == nil)
    let status = try Shapes.form(["Is the ${device} paired in ${applicationName}"])
    #expect(Shapes.refusal(status, "is my value paired in app") == nil, "it answers")
    #expect(Shapes.refusal(status, "is my value connected in app") == nil, "it answers, and apps tell that state")
    #expect(Shapes.refusal(status, "is my value broken in app") == .anotherState, "it answers another state")
  }

  /// A shortcut that answers tells the states its phrases say, in any form, and those apps tell
  /// of their things (heat, level, open or shut, time, weather); another is asked of nothing it
  /// tells (development negatives, stop 57: "is my solar panel dirty" of "How much solar am I making").
  @Test func aShortcutThatAnswersTellsItsOwnStatesAndThoseAppsTell() throws {
    let pool = try Shapes.form(["How warm is the ${pool} in ${applicationName}"])
    #expect(pool.answers)
    #expect(Shapes.refusal(pool, "is the value crowded in app") == .anotherState)
    #expect(Shapes.refusal(pool, "is the value too salty in app") == .anotherState)
    #expect(Shapes.refusal(pool, "is the value under warranty in app") == .anotherState, "a state with a preposition")
    #expect(
      Shapes.refusal(pool, "is the value warm enough right now in app") == nil, "its own word, then how far and now")
    #expect(Shapes.refusal(pool, "is the value heated yet in app") == nil, "a state apps tell")
    #expect(Shapes.refusal(pool, "is the value open on sunday in app") == nil)
    #expect(Shapes.refusal(pool, "is the value closed for the season in app") == nil, "a place or time it is asked of")
    #expect(Shapes.refusal(pool, "is the value filling up in app") == nil, "a state apps tell, with its particle")
    #expect(Shapes.refusal(pool, "is the value fading in app") == .anotherState, "a thing happening is a state too")
    #expect(Shapes.refusal(pool, "is the value worth it in app") == .anotherState, "past the pronoun, 'worth'")
    #expect(Shapes.refusal(pool, "is the value warming in app") == nil, "its own word, happening")
    #expect(Shapes.refusal(pool, "is the value value in app") == nil, "a value")
    // A state another shortcut of the app brings about is its own (a probe of fresh yes-or-no
    // paraphrases, stop 57: "is the porch camera armed" ran Show Camera).
    var view = try Shapes.form(["Show the ${camera} camera in ${applicationName}"])
    view.appVerbs = ["show", "lock"]
    #expect(Shapes.refusal(view, "is the value camera locked in app") == .anotherState, "'Lock …' brings it about")
    #expect(Shapes.refusal(view, "is the value camera online in app") == nil, "no shortcut brings it about")
    let health = try Shapes.form(["Check my tire health in ${applicationName}"])
    #expect(Shapes.refusal(health, "are my tires healthy in app") == nil, "an adjective of its noun")
    let sort = try Shapes.form(["Can I compost a ${item} with ${applicationName}"])
    #expect(Shapes.refusal(sort, "is a value compostable in app") == nil, "an adjective of its verb")
    #expect(Shapes.refusal(sort, "is a value edible in app") == .anotherState)
  }

  @Test func anOpinionSaidLastAsksForAdviceNotAState() throws {
    #expect(Shapes.act("is value scary in app") == .advice(cue: "scary"))
    #expect(Shapes.act("is the math exam hard in app") == .advice(cue: "hard"))
    #expect(Shapes.act("are my passwords safe in app") == .request, "a state a shortcut tells")
    let wait = try Shapes.form(["What's the wait for ${attraction} in ${applicationName}"])
    #expect(Shapes.refusal(wait, "is value scary in app") == .notARequest)
    #expect(Shapes.refusal(wait, "is the wait long for value in app") == nil)
  }

  @Test func whetherThereIsAThingAsksToFindOrShowIt() throws {
    let find = try Shapes.form(["Find a ${speed} charger with ${applicationName}"])
    #expect(Shapes.refusal(find, "is there a value charger near me in app") == nil)
    let alerts = try Shapes.form(["Any alerts in ${applicationName}"])
    #expect(alerts.answers, "a quantity first names a thing, which is shown")
    #expect(Shapes.refusal(alerts, "are there any weather warnings in app") == nil)
    #expect(Shapes.refusal(alerts, "are the alerts active in app") == nil, "it answers, and apps tell that state")
    #expect(Shapes.refusal(alerts, "are the alerts loud in app") == .anotherState, "it answers another state")
  }

  @Test(arguments: [
    ("supposedly app can pair value", SpeechAct.remark), ("reportedly the value pairs itself", .remark),
    ("babe can you pair value", .forSomeoneElse(cue: "babe")), ("hey guys pair value", .forSomeoneElse(cue: "guys")),
  ])
  func hearsayAndWordsForSomeoneInTheRoomAskNothing(_ text: String, act: SpeechAct) {
    #expect(Shapes.act(text) == act)
  }

  @Test func whatTheAppLetsYouDoIsSaidOfIt() {
    #expect(Shapes.act("app lets you pair value") == .statement(verb: "lets", firstPerson: false))
    #expect(Shapes.act("app pair value") == .request)
  }
}

extension StateQuestionTests {
  /// "For anything", "on something" after the state asks it of anything: the state is the word
  /// before them, a word of the shortcut's own ("is my bike due for anything" of "What is due").
  @Test func aStateAskedOfAnythingIsTheWordBefore() throws {
    let due = try Shapes.form(["What repairs are due in ${applicationName}"])
    #expect(Shapes.refusal(due, "is my bike due for anything in app") == nil)
    #expect(Shapes.refusal(due, "are the brakes due for something app") == nil)
    #expect(Shapes.refusal(due, "is my bike broken or anything in app") == .anotherState)
  }
}
