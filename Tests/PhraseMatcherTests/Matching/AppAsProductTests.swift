import Testing

@testable import PhraseMatcher

/// Sentences of the kinds the nineteenth development set of negatives found, written apart from
/// it: the app as a product. Its name before a thing says whose the thing is ("my ${app}
/// *membership*"), a verb of changing is no light verb that makes a thing ("Make a new playlist"),
/// and an action wanted as a noun ("i want *a refund*") is the request's action.
@Suite struct AppAsProductTests {
  typealias Shapes = SpeechActTests

  @Test func theAppsNameBeforeAThingSaysWhoseItIs() throws {
    let cancel = try Shapes.form(["Cancel my lesson in ${applicationName}"])
    #expect(cancel.refusal(of: .request, tokens: Shapes.tokens("cancel my app membership")) == .anotherThing)
    #expect(cancel.refusal(of: .request, tokens: Shapes.tokens("cancel my app lesson")) == nil)
    let ask = try Shapes.form(["Ask ${applicationName} something"])
    #expect(ask.refusal(of: .request, tokens: Shapes.tokens("ask the app assistant something")) == nil)
  }

  @Test func changingIsNoMakingOfANewThing() throws {
    let playlist = try Shapes.form([
      "Create a playlist in ${applicationName}", "Make a new playlist with ${applicationName}",
    ])
    #expect(playlist.asksAnotherAction("change", words: ["change", "my", "playlist"]))
    let volume = try Shapes.form(["Set the volume in ${applicationName}"])
    #expect(!volume.asksAnotherAction("change", words: ["change", "the", "volume"]), "to set is to change")
  }

  @Test func anActionWantedAsANounIsTheRequests() throws {
    let words = { (text: String) in Shapes.tokens(text) }
    #expect(
      ShortcutForm.wantedAction(in: words("i want a refund for my lesson in app"), language: .english) == "refund")
    #expect(ShortcutForm.wantedAction(in: words("i need a secure password in app"), language: .english) == nil)
    #expect(ShortcutForm.wantedAction(in: words("like this refund in app"), language: .english) == nil, "no one wants")
    let cancel = try Shapes.form(["Cancel my lesson in ${applicationName}"])
    #expect(cancel.refusal(of: .request, tokens: words("i want a refund for my lesson in app")) == .anotherAction)
    let refill = try Shapes.form(["Refill ${medication} with ${applicationName}"])
    #expect(refill.refusal(of: .request, tokens: words("i need a refill in app")) == nil)
  }

  /// A shortcut of today's is not asked of another day, and a number asked in a unit is a
  /// conversion (the seventeenth and nineteenth sets' kinds, written apart from them).
  @Test func anotherDayOrAUnitIsNoRequestOfItsOwn() throws {
    let onThisDay = try Shapes.form(["What happened on this day in ${applicationName}"])
    #expect(onThisDay.refusal(of: .request, tokens: Shapes.tokens("app what happened on friday")) == .anotherTime)
    #expect(onThisDay.refusal(of: .request, tokens: Shapes.tokens("app what happened on this day")) == nil)
    let due = try Shapes.form(["What's due today in ${applicationName}"])
    #expect(due.refusal(of: .request, tokens: Shapes.tokens("what's due tomorrow in app")) == .anotherTime)
    let scale = try Shapes.form(["What's my weight in ${applicationName}"])
    let converted = Shapes.tokens("app how heavy is 80 kilos in pounds")
    #expect(
      scale.refusal(of: SpeechActTests.act("app how heavy is 80 kilos in pounds"), tokens: converted) == .notARequest)
    let thermostat = try Shapes.form(["How warm is the ${room} in ${applicationName}"])
    #expect(thermostat.asksAConversion(["how", "warm", "is", "the", "kitchen", "in", "celsius"]) == false, "no number")
  }

  /// A website or a browser is another place to do it, and keeping a thing is no making of one
  /// (the twenty-first set's kinds, written apart from it).
  @Test func anotherPlaceOrKeepingIsNoRequestOfItsOwn() throws {
    let parcel = try Shapes.form(["Where is my ${parcel} in ${applicationName}"])
    #expect(
      parcel.refusal(of: .request, tokens: Shapes.tokens("app where is my value on the courier's website"))
        == .notARequest)
    #expect(parcel.refusal(of: .request, tokens: Shapes.tokens("app where is my value")) == nil)
    let playlist = try Shapes.form(["Make a new playlist with ${applicationName}"])
    #expect(playlist.asksAnotherAction("save", words: ["save", "the", "playlist", "in", "my", "files"]))
    #expect(!playlist.asksAnotherAction("create", words: ["create", "a", "playlist"]), "to create is to make")
  }

  /// The app itself opened, left or switched to is no shortcut's request, in either stage,
  /// unless a phrase does its verb to nothing else (the twenty-fifth set's kind, written apart
  /// from it); a verb done *in* the app is not done to it.
  @Test func theAppItselfOpenedOrLeftIsNoRequest() throws {
    let tuner = try Shapes.form(["Open the tuner in ${applicationName}"])
    #expect(tuner.refusal(of: .request, tokens: Shapes.tokens("launch app")) == .notARequest)
    let modes = try Shapes.form(["Switch to ${mode} mode in ${applicationName}"])
    #expect(modes.refusal(of: .request, tokens: Shapes.tokens("please switch to app")) == .notARequest)
    #expect(tuner.refusal(of: .request, tokens: Shapes.tokens("open the tuner in app")) == nil)
    let opener = try Shapes.form(["Open ${applicationName}"])
    #expect(opener.refusal(of: .request, tokens: Shapes.tokens("open app")) == nil)
    let timer = try Shapes.form(["Start the ${applicationName}", "Start the ${applicationName} timer"])
    #expect(timer.refusal(of: .request, tokens: Shapes.tokens("start app")) == nil, "its phrase, less an article")
    let study = try Shapes.form(["Start studying in ${applicationName}"])
    #expect(study.refusal(of: .request, tokens: Shapes.tokens("let's study in app")) == nil)
    let catalog = Catalog(
      app: .init(name: "Tempo"),
      shortcuts: [
        .init(intent: "RecordIntent", phrases: PhraseIndexTests.phrases("Start recording in ${applicationName}"))
      ])
    #expect(PhraseIndex(catalog).match("start tempo").best == nil, "the alignment too")
    #expect(PhraseIndex(catalog).match("start recording in tempo").best?.intent == "RecordIntent")
  }

  /// The speaker's own device ("my phone", "my laptop"), which no shortcut of the app says, is
  /// the phone's job or another app's (the twenty-ninth development set's kind, written apart
  /// from it); one the app's phrases say is its own ("Find my headphones").
  @Test func theSpeakersOwnDeviceIsNoShortcutsThing() throws {
    var charge = try SpeechActTests.form(["How much charge does my scooter have in ${applicationName}"])
    charge.appSaid = charge.said
    let asked = "how much charge does my laptop have in app"
    #expect(charge.refusal(of: SpeechActTests.act(asked), tokens: SpeechActTests.tokens(asked)) == .notARequest)
    let own = "how much charge does my scooter have in app"
    #expect(charge.refusal(of: SpeechActTests.act(own), tokens: SpeechActTests.tokens(own)) == nil)
    var finder = try SpeechActTests.form(["Find my headphones in ${applicationName}"])
    finder.appSaid = finder.said
    #expect(finder.refusal(of: .request, tokens: SpeechActTests.tokens("find my headphones in app")) == nil)
    // Stop 66: the network the speaker's things join is the speaker's too; one the app says is its own.
    var heater = try SpeechActTests.form(["Turn on the space heater in ${applicationName}"])
    heater.appSaid = heater.said
    let joined = "connect the space heater to my wifi in app"
    #expect(heater.refusal(of: .request, tokens: SpeechActTests.tokens(joined)) == .notARequest)
    var router = try SpeechActTests.form(["Restart my router with ${applicationName}"])
    router.appSaid = router.said
    #expect(router.refusal(of: .request, tokens: SpeechActTests.tokens("restart my router with app")) == nil)
  }

  /// A span longer than a day is no shortcut of today's, and a record of the speaker's is no
  /// figure a shortcut that never names it tells, however the question is asked (real-app
  /// check 39's kinds, written apart from it).
  @Test func aLongerSpanOrARecordIsAnotherFigure() throws {
    let today = try Shapes.form(["How many steps have I walked today in ${applicationName}"])
    #expect(today.asksOfAnotherDay(["how", "many", "weeks", "have", "i", "walked"]))
    #expect(today.asksOfAnotherDay(["steps", "this", "month"]))
    #expect(!today.asksOfAnotherDay(["how", "many", "steps", "today"]))
    let weekly = try Shapes.form(["How far did I run this week in ${applicationName}"])
    #expect(!weekly.asksOfAnotherDay(["how", "far", "this", "week"]), "not a shortcut of today's")
    let streak = try Shapes.form(["How long is my streak in ${applicationName}"])
    #expect(streak.asksAboutAnotherThing(Shapes.tokens("how long was my best streak ever"), verb: nil))
    #expect(!streak.asksAboutAnotherThing(Shapes.tokens("how long is my streak now"), verb: nil))
    let best = try Shapes.form(["What's my best streak in ${applicationName}"])
    #expect(!best.asksAboutAnotherThing(Shapes.tokens("how long was my best streak"), verb: nil))
  }
}
