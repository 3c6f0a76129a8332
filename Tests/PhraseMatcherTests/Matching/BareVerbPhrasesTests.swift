import Testing

@testable import PhraseMatcher

/// Phrases that say a verb and the app's name alone, as real apps write them ("Scan with
/// ${applicationName}", "Send to ${applicationName}", "Create reminder with …"; real-app check
/// 40), and the kinds its sentences found, written apart from them: a verb with nothing but a
/// connector before the app is done to whatever is named; a verb toward the app sends nothing
/// elsewhere; to set or make a thing not there yet is to create it.
@Suite struct BareVerbPhrasesTests {
  typealias Shapes = SpeechActTests

  @Test func aVerbWithNothingButTheAppIsDoneToAnything() throws {
    let translate = try Shapes.form(["Translate with ${applicationName}"])
    #expect(translate.takesAnyThing)
    #expect(translate.refusal(of: .request, tokens: Shapes.tokens("translate this menu with app")) == nil)
    let lock = try Shapes.form(["Lock ${applicationName}"])
    #expect(!lock.takesAnyThing, "the app is what is locked")
    let open = try Shapes.form(["Open with ${applicationName}"])
    #expect(!open.takesAnyThing, "a verb done to apps")
  }

  @Test func aVerbTowardTheAppSendsNothingElsewhere() throws {
    let upload = try Shapes.form(["Upload to ${applicationName}"])
    #expect(upload.sendsElsewhere(Shapes.tokens("upload the photos to my sister"), verb: "upload"))
    #expect(!upload.sendsElsewhere(Shapes.tokens("upload the photos to app"), verb: "upload"))
    #expect(!upload.sendsElsewhere(Shapes.tokens("upload the photos to my app"), verb: "upload"), "to my app")
    let share = try Shapes.form(["Share my list with ${applicationName}"])
    #expect(!share.sendsElsewhere(Shapes.tokens("share my list to my sister"), verb: "share"), "not toward the app")
  }

  @Test func settingOrMakingANewThingCreatesIt() throws {
    let create = try Shapes.form(["Create a note with ${applicationName}"])
    #expect(!create.asksAnotherAction("set", words: ["set", "a", "note"]))
    #expect(!create.asksAnotherAction("make", words: ["make", "a", "new", "note"]))
    #expect(create.asksAnotherAction("set", words: ["set", "my", "note", "to", "private"]), "setting what is there")
    let read = try Shapes.form(["Read my note in ${applicationName}"])
    #expect(read.asksAnotherAction("make", words: ["make", "a", "note"]), "no shortcut that creates")
  }
}
