import Testing

@testable import PhraseMatcher

/// Sentences that ask for something other than a shortcut's action in the eighth
/// development batch's ways (written here apart from it): an imperative no table
/// knows, "help me" before a verb, a verb a particle turns into another, a thing
/// made into a role the shortcut never names, whether one may, and a plan told
/// for later (and the ninth's: habits, duties, times of day, how long a state has
/// lasted, a part of the app's screen; and a fresh real-app check's: the shortcut's verb
/// as the thing another verb is done to or a bare name, turn and switch, trouble told). Each refused; the same words asking for the shortcut's own thing are not.
@Suite struct AnotherVerbTests {
  typealias Shapes = SpeechActTests

  @Test func aWordADeterminerFollowsIsAVerbEvenOneNoTableKnows() throws {
    let tokens = Shapes.tokens("hush the value reminders in app")
    #expect(SpeechAct.commandVerb(in: tokens, language: .english) == "hush")
    let overdue = try Shapes.form(["Show overdue tasks in ${applicationName}"])
    #expect(overdue.refusal(of: .request, tokens: Shapes.tokens("snooze the overdue tasks in app")) == .anotherAction)
    #expect(overdue.refusal(of: .request, tokens: Shapes.tokens("show the overdue tasks in app")) == nil)
    // So is one a particle and a determiner follow.
    #expect(SpeechAct.commandVerb(in: Shapes.tokens("juice up my battery in app"), language: .english) == "juice")
    let level = try Shapes.form(["What's my battery level in ${applicationName}"])
    #expect(level.refusal(of: .request, tokens: Shapes.tokens("juice up my battery in app")) == .anotherAction)
    #expect(SpeechAct.commandVerb(in: Shapes.tokens("juice up in app"), language: .english) == nil)
    // A noun said first is no verb: no determiner follows it, or it is a word of time.
    #expect(SpeechAct.commandVerb(in: Shapes.tokens("overdue tasks in app"), language: .english) == nil)
    #expect(SpeechAct.commandVerb(in: Shapes.tokens("today the overdue tasks in app"), language: .english) == nil)
    #expect(SpeechAct.commandVerb(in: Shapes.tokens("also the overdue tasks in app"), language: .english) == nil)
  }

  @Test func helpMeIsThePreambleOfTheVerbAfterIt() throws {
    #expect(SpeechAct.commandVerb(in: Shapes.tokens("help me pick a value in app"), language: .english) == "pick")
    let favorites = try Shapes.form(["Show my favorites in ${applicationName}"])
    #expect(
      favorites.refusal(of: .request, tokens: Shapes.tokens("help me decide on a value in app")) == .anotherAction)
    #expect(favorites.refusal(of: .request, tokens: Shapes.tokens("can you show my favorites in app")) == nil)
  }

  @Test func aParticleTheShortcutNeverSaysTurnsItsVerbIntoAnother() throws {
    let mood = try Shapes.form(["Log my mood in ${applicationName}"])
    #expect(mood.refusal(of: .request, tokens: Shapes.tokens("log me out of app")) == .anotherAction)
    #expect(mood.refusal(of: .request, tokens: Shapes.tokens("log off app")) == .anotherAction)
    #expect(mood.refusal(of: .request, tokens: Shapes.tokens("log in to app")) == .anotherAction)
    #expect(mood.refusal(of: .request, tokens: Shapes.tokens("log my mood in app")) == nil)
    let brew = try Shapes.form(["Brew a ${drink} with ${applicationName}"])
    #expect(brew.refusal(of: .request, tokens: Shapes.tokens("brew up a value with app")) == nil, "the same verb")
    let back = try Shapes.form(["Skip back in ${applicationName}"])
    #expect(back.refusal(of: .request, tokens: Shapes.tokens("skip back in app")) == nil, "its own particle")
  }

  @Test func aParticleItsPhrasesGiveTheVerbKeepsIt() throws {
    let checkIn = try Shapes.form([
      "Check in for my ${trip} flight with ${applicationName}", "Check me in to my flight",
    ])
    #expect(checkIn.refusal(of: .request, tokens: Shapes.tokens("check me in for value with app")) == nil)
    #expect(checkIn.refusal(of: .request, tokens: Shapes.tokens("check in for value with app")) == nil)
    #expect(checkIn.refusal(of: .request, tokens: Shapes.tokens("check me out of app")) == .anotherAction)
    // Before the app name, "in" is where: the phrase gives its verb no particle.
    let status = try Shapes.form(["Check in ${applicationName}"])
    #expect(status.refusal(of: .request, tokens: Shapes.tokens("check me in for value with app")) == .anotherAction)
  }

  @Test func aRoleTheShortcutNeverNamesIsAnotherThing() throws {
    let note = try Shapes.form(["Create a note called ${note} in ${applicationName}"])
    #expect(note.refusal(of: .request, tokens: Shapes.tokens("save value as a template in app")) == .anotherThing)
    #expect(note.refusal(of: .request, tokens: Shapes.tokens("save value as a note in app")) == nil)
    #expect(note.refusal(of: .request, tokens: Shapes.tokens("save value as soon as you can in app")) == nil)
  }

  @Test(arguments: [
    ("am i allowed to start value in app", SpeechAct.advice(cue: "allowed")),
    ("are we permitted to park at value with app", .advice(cue: "permitted")),
    ("is value supposed to eat twice a day in app", .advice(cue: "supposed")),
    ("i am going to walk value in app", .anotherTime(cue: "going")),
    ("we plan to start value in app", .anotherTime(cue: "plan")),
    ("start value after dinner in app", .anotherTime(cue: "after")),
    ("i am going to need a ride to value with app", .request),
    ("i am going to value with app", .request),
    ("we usually start value on mondays in app", .anotherTime(cue: "usually")),
    ("i really always park at value with app", .anotherTime(cue: "always")),
    ("i ought to feed value in app", .advice(cue: "ought")), ("we are supposed to log value", .advice(cue: "supposed")),
    ("play value at 6 pm in app", .anotherTime(cue: "at")), ("walk value before 9 in app", .anotherTime(cue: "before")),
    ("set the oven at 50 percent in app", .request),
    ("how long has value been asleep in app", .question(cue: "long")),
    ("how long until value gets here in app", .question(cue: "how")),
  ])
  func whetherOneMayAndPlansForLater(_ text: String, act: SpeechAct) {
    #expect(Shapes.act(text) == act)
  }

  @Test func howLongAStateHasLastedIsAnsweredByAShortcutThatSpeaksInTime() throws {
    let minutes = try Shapes.form(["How many mindful minutes today in ${applicationName}"])
    #expect(minutes.admits(Shapes.act("how long have i meditated today in app")))
    let water = try Shapes.form(["Which plants need water in ${applicationName}"])
    #expect(!water.admits(Shapes.act("how long has value been in that pot in app")))
  }

  @Test func aPartOfTheScreenTheShortcutNeverNamesIsAboutTheApp() throws {
    let descale = try Shapes.form(["Descale the machine with ${applicationName}"])
    let tokens = Shapes.tokens("i can't find the descale button in app")
    #expect(SpeechAct.commandVerb(in: tokens, language: .english) == "find", "a plea for the verb after it")
    #expect(descale.refusal(of: Shapes.act("i can't find the descale button in app"), tokens: tokens) != nil)
    #expect(descale.refusal(of: .request, tokens: Shapes.tokens("descale the machine with app")) == nil)
    let menu = try Shapes.form(["Show the menu for ${restaurant} in ${applicationName}"])
    #expect(menu.refusal(of: .request, tokens: Shapes.tokens("show the menu for value in app")) == nil)
    #expect(menu.refusal(of: .request, tokens: Shapes.tokens("show the menu page for value in app")) == .notARequest)
  }

  @Test func theShortcutsVerbSaidAsTheThingAnotherVerbIsDoneToAsksNothingOfIt() throws {
    let log = try Shapes.form(["Log a workout with ${applicationName}"])
    #expect(log.refusal(of: .request, tokens: Shapes.tokens("delete that log with app")) == .anotherAction)
    #expect(log.refusal(of: .request, tokens: Shapes.tokens("print the log")) == .anotherAction)
    #expect(log.refusal(of: .request, tokens: Shapes.tokens("go ahead and log a workout with app")) == nil)
    #expect(log.refusal(of: .request, tokens: Shapes.tokens("please log a workout with app")) == nil)
  }

  @Test func turnAndSwitchAreVerbsOfTheirOwn() throws {
    let open = try Shapes.form(["Open ${target} in ${applicationName}"])
    #expect(open.refusal(of: .request, tokens: Shapes.tokens("switch off the value alerts in app")) == .anotherAction)
    #expect(open.refusal(of: .request, tokens: Shapes.tokens("turn on value in app")) == .anotherAction)
    #expect(open.refusal(of: .request, tokens: Shapes.tokens("open value in app")) == nil)
    // Their meaning is their particle's.
    let unblock = try Shapes.form(["Unblock ${contact} in ${applicationName}"])
    #expect(unblock.refusal(of: .request, tokens: Shapes.tokens("turn value back on in app")) == nil)
    #expect(unblock.refusal(of: .request, tokens: Shapes.tokens("switch value off in app")) == .anotherAction)
    let silence = try Shapes.form(["Mute ${contact} in ${applicationName}"])
    #expect(silence.refusal(of: .request, tokens: Shapes.tokens("switch off value in app")) == nil)
    // Even for a shortcut that switches by a synonym: "turn the heat up" raises it.
    let mode = try Shapes.form(["Switch to ${mode} mode in ${applicationName}"])
    #expect(mode.refusal(of: .request, tokens: Shapes.tokens("turn the value up in app")) == .anotherAction)
    #expect(mode.refusal(of: .request, tokens: Shapes.tokens("turn on value mode in app")) == nil, "on sets it")
    #expect(mode.refusal(of: .request, tokens: Shapes.tokens("turn it to value mode in app")) == nil)
    let boost = try Shapes.form(["Boost the heat in ${applicationName}"])
    #expect(boost.refusal(of: .request, tokens: Shapes.tokens("turn the heat up in app")) == nil)
    let light = try Shapes.form(["Switch on ${light} in ${applicationName}"])
    #expect(light.refusal(of: .request, tokens: Shapes.tokens("turn on the value in app")) == nil, "its particle")
  }

  /// A light verb means the noun it takes: "give the heating a boost" boosts it, "give the
  /// value a bath" does not.
  @Test func aLightVerbMeansTheNounItTakes() throws {
    let boost = try Shapes.form(["Boost the heat in ${applicationName}"])
    #expect(boost.refusal(of: .request, tokens: Shapes.tokens("give the heating a boost in app")) == nil)
    #expect(boost.refusal(of: .request, tokens: Shapes.tokens("give the heating a check in app")) == .anotherAction)
    let post = try Shapes.form(["Post ${item} in ${applicationName}"])
    #expect(
      post.refusal(of: .request, tokens: Shapes.tokens("boost that post in app")) == .anotherAction, "no light verb")
  }

  @Test func aBareNameTheShortcutNeverSaysIsAnotherThing() throws {
    let sync = try Shapes.form(["Sync my feeds with ${applicationName}", "Sync ${applicationName}"])
    #expect(sync.refusal(of: .request, tokens: Shapes.tokens("sync dropbox with app")) == .anotherThing)
    #expect(sync.refusal(of: .request, tokens: Shapes.tokens("sync calendar contacts")) == .anotherThing)
    #expect(sync.refusal(of: .request, tokens: Shapes.tokens("sync feeds with app")) == nil, "its own thing")
    #expect(sync.refusal(of: .request, tokens: Shapes.tokens("sync everything with app")) == nil, "no name")
    #expect(sync.refusal(of: .request, tokens: Shapes.tokens("sync now with app")) == nil, "a time")
    #expect(sync.refusal(of: .request, tokens: Shapes.tokens("sync it all again with app")) == nil)
    #expect(sync.refusal(of: .request, tokens: Shapes.tokens("sync value with app")) == nil, "a value")
  }

  @Test func whatAVerbOfEndingTakesInIngIsTheActivity() throws {
    let end = try Shapes.form(["End the game in ${applicationName}", "Finish this game with ${applicationName}"])
    #expect(end.refusal(of: .request, tokens: Shapes.tokens("finish playing in app")) == nil)
    #expect(end.refusal(of: .request, tokens: Shapes.tokens("finish homework in app")) == .anotherThing)
  }

  @Test func troubleDoingSomethingIsToldNotAsked() {
    #expect(Shapes.act("i can't log in to app on my ipad") == .negated(cue: "not"))
    #expect(Shapes.act("we could not upload value with app") == .negated(cue: "not"))
    #expect(Shapes.act("i can't locate value in app") != .negated(cue: "not"), "a plea to locate it")
  }
}
