import Testing

@testable import PhraseMatcher

/// The sixteenth real-app check's kinds (written here apart from it): a phrase that names a
/// day's thing around the app ("Today's ${applicationName} reading") has no verb of its own,
/// so another verb ("share") asks another action; a question that asks about the app after
/// naming its thing ("how many chapters does app have") is about the app; a light verb that
/// makes its object more or less of a shortcut's action ("make an app *quieter*") asks for a
/// degree, not the action; a word in "-ss" is no verb's "-s" ("app *dress* me").
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
}
