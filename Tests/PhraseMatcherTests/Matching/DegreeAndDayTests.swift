import Testing

@testable import PhraseMatcher

/// The sixteenth real-app check's kinds (written here apart from it): a phrase that names a
/// day's thing around the app ("Today's ${applicationName} reading") has no verb of its own,
/// so another verb ("share") asks another action; a question that asks about the app after
/// naming its thing ("how many chapters does app have") is about the app; a light verb that
/// makes its object more or less of a shortcut's action ("make an app *quieter*") asks for a
/// degree, not the action; a word in "-ss" is no verb's "-s" ("app *dress* me"); "use app to
/// …" asks what follows "to"; "up" and "down" ask a shortcut that sets a level; a search takes
/// any thing; "apply" is "use"; "turn on" undoes "stop". And the seventeenth's: "start"
/// taking an activity ("Start recording") is no "play"; a question asks nothing of a shortcut
/// that only acts ("what song is playing" of "Share now playing").
@Suite struct DegreeAndDayTests {
  typealias Shapes = SpeechActTests

  @Test func aDaysThingAroundTheAppNamesAThingNotAVerb() throws {
    let today = try Shapes.form(["Today's ${applicationName} reading"])
    #expect(today.answers)
    #expect(!today.verbs.contains("today"))
    #expect(today.refusal(of: .request, tokens: Shapes.tokens("share today's reading from app with my wife")) != nil)
    #expect(today.refusal(of: .request, tokens: Shapes.tokens("read me today's reading from app")) == nil)
    let weekly = try Shapes.form(["Weekly summary in ${applicationName}"])
    #expect(weekly.answers, "the app after the thing, as before")
  }

  @Test func aQuestionThatNamesItsThingThenTheAppIsAboutTheApp() {
    #expect(Shapes.act("how many chapters does app have") == .aboutTheApp(cue: "does"))
    #expect(Shapes.act("what kind of music can app play") == .aboutTheApp(cue: "can"))
    #expect(Shapes.act("what can app do") == .aboutTheApp(cue: "can"))
    #expect(Shapes.act("how many steps did i take in app") != .aboutTheApp(cue: "did"))
    #expect(Shapes.act("what is in my value note in app") != .aboutTheApp(cue: "is"))
  }

  @Test func aLightVerbMakingItsObjectMoreOrLessAsksADegree() throws {
    // Its title's verb ("Set Track Mute") takes "make"; "quieter" is no mute.
    let template = try PhraseTemplate(parsing: "Mute a track in ${applicationName}")
    let mute = ShortcutForm(
      phrases: [template], title: "Set Track Mute", said: ["mute", "a", "track", "in"], language: .english)
    #expect(mute.refusal(of: .request, tokens: Shapes.tokens("make the track quieter with app")) == .anotherAction)
    #expect(mute.refusal(of: .request, tokens: Shapes.tokens("make the track quiet with app")) == nil)
    let heat = try Shapes.form(["Heat the house with ${applicationName}"])
    #expect(heat.refusal(of: .request, tokens: Shapes.tokens("make the house warmer with app")) == .anotherAction)
    #expect(heat.asksMoreOrLess("make", words: ["make", "the", "house", "warmer"]))
    #expect(!heat.asksMoreOrLess("get", words: ["get", "the", "heater", "on"]), "a thing, after its determiner")
    #expect(!heat.asksMoreOrLess("heat", words: ["heat", "the", "house", "warmer"]), "its own verb")
  }

  @Test func aWordInDoubleSIsNoVerbsS() {
    #expect(Shapes.act("app dress me for value") == .request)
    #expect(Shapes.act("app drains my battery") == .statement(verb: "drains"))
  }

  @Test func useTheAppToAsksWhatFollowsTo() {
    #expect(
      SpeechAct.asked(Shapes.tokens("use app to change my location"), language: .english).first == .word("change"))
    #expect(SpeechAct.asked(Shapes.tokens("ask app to lock the door"), language: .english).last == .app)
    #expect(
      SpeechAct.asked(Shapes.tokens("use the app to pay"), language: .english).first == .word("use"),
      "not the app's name")
  }

  @Test func upAndDownAskAShortcutThatSetsALevel() throws {
    let volume = try Shapes.form(["Set app volume in ${applicationName}"])
    #expect(volume.setsALevel)
    #expect(volume.refusal(of: .request, tokens: Shapes.tokens("turn the volume down in app")) == nil)
    let mode = try Shapes.form(["Set the mode to ${mode} in ${applicationName}"])
    #expect(!mode.setsALevel)
    #expect(mode.refusal(of: .request, tokens: Shapes.tokens("turn the mode down in app")) == .anotherAction)
    let thermostat = try Shapes.form(["Set the thermostat to ${mode} with ${applicationName}"])
    #expect(!thermostat.setsALevel, "a mode, not a level")
  }

  /// "turn *off* my alarm" is what "off" makes of "turn", no "Set my alarm" ("set" is a
  /// synonym of "turn" alone); a shortcut that says the particle takes it, and "on" may set.
  @Test func aTurningParticleIsNoSynonymOfTheBareVerb() throws {
    let alarm = try Shapes.form(["Set my alarm in ${applicationName}"])
    #expect(alarm.refusal(of: .request, tokens: Shapes.tokens("turn off my alarm in app")) == .anotherAction)
    #expect(alarm.refusal(of: .request, tokens: Shapes.tokens("switch my alarm in app")) == nil)
    let light = try Shapes.form(["Switch on the ${light} in ${applicationName}"])
    #expect(light.refusal(of: .request, tokens: Shapes.tokens("turn on the value in app")) == nil)
  }

  @Test func aSearchTakesAnyThingAndApplyIsUse() throws {
    let search = try Shapes.form(["Search ${applicationName}"])
    #expect(search.takesAnyThing)
    #expect(search.refusal(of: .request, tokens: Shapes.tokens("search for effectual calling in app")) == nil)
    #expect(try !Shapes.form(["Search my recipes in ${applicationName}"]).takesAnyThing, "it names what")
    let apply = try Shapes.form(["Apply a ${applicationName} preset"])
    #expect(apply.refusal(of: .request, tokens: Shapes.tokens("use a saved preset in app")) == nil)
    #expect(apply.refusal(of: .request, tokens: Shapes.tokens("delete a preset in app")) == .anotherAction)
  }

  @Test func turningOnUndoesStop() {
    #expect(Polarity.english.opposes(["turn", "on", "a", "location"], said: ["stop", "the", "location"]))
    #expect(!Polarity.english.opposes(["turn", "on", "a", "location"], said: ["start", "a", "location"]))
  }

  @Test func startTakingAnActivityIsNoPlay() throws {
    let record = try Shapes.form([
      "Record a memory in ${applicationName}", "Start recording in ${applicationName}",
      "Voice memo in ${applicationName}",
    ])
    #expect(record.refusal(of: .request, tokens: Shapes.tokens("play my last memory in app")) == .anotherAction)
    #expect(record.refusal(of: .request, tokens: Shapes.tokens("begin recording in app")) == nil)
    let quiz = try Shapes.form(["Start a ${topic} quiz in ${applicationName}"])
    #expect(quiz.refusal(of: .request, tokens: Shapes.tokens("play a value quiz in app")) == nil, "a game is played")
  }

  @Test func aQuestionAsksNothingOfAShortcutThatOnlyActs() throws {
    let share = try Shapes.form(["Share now playing with ${applicationName}"])
    #expect(share.onlyActs)
    #expect(
      share.refusal(of: Shapes.act("what song is playing in app"), tokens: Shapes.tokens("what song is playing in app"))
        == .notARequest)
    let pack = try Shapes.form(["Make a packing list in ${applicationName}", "Help me pack with ${applicationName}"])
    let packing = "what should i pack for value in app"
    #expect(pack.refusal(of: Shapes.act(packing), tokens: Shapes.tokens(packing)) == nil, "its own verb")
    let show = try Shapes.form(["Show my todos in ${applicationName}"])
    #expect(!show.onlyActs)
  }
}
