import Testing

@testable import PhraseMatcher

/// Sentences of the kinds the fourth real-app check found, written apart from it: a time bound
/// ("until") only another shortcut says, an app name of two words inside a noun phrase, how a
/// thing is going asked with "how am I", texting said to a shortcut that messages, "back"
/// making another verb of the shortcut's, and a shortcut that adds "something".
@Suite struct RealAppKindsTests {
  typealias Shapes = SpeechActTests

  static let roadbook = PhraseIndex(
    Catalog(
      app: .init(name: "Drive Diary"),
      shortcuts: [
        .init(intent: "StartDriveIntent", phrases: PhraseIndexTests.phrases("Start a drive with ${applicationName}")),
        .init(
          intent: "HoursDrivenIntent",
          phrases: PhraseIndexTests.phrases("How long have I driven with ${applicationName}")),
        .init(
          intent: "HoursLeftIntent",
          phrases: PhraseIndexTests.phrases("How much longer until I reach my ${applicationName} goal")),
      ]))

  /// "How long *until* …" asks what is left: the shortcut that says "until", not the one that
  /// asks how long it has been.
  @Test func aTimeBoundOnlyAnotherSaysIsItsOwn() {
    let index = Self.roadbook
    let words = ["how", "long", "until", "i", "finish", "my", "hours"]
    #expect(index.saysAnothersTime(words, not: 1))
    #expect(!index.saysAnothersTime(words, not: 2))
    #expect(!index.saysAnothersTime(["how", "long", "have", "i", "been", "driving"], not: 1))
  }

  /// A name of two words is the app's mid-sentence when one of them is no phrase's word:
  /// "drive" is, "drive diary" is not.
  @Test func aTwoWordNameInsideANounPhraseIsTheApp() {
    let index = Self.roadbook
    #expect(index.standsApart(["drive", "diary"]))
    #expect(!index.standsApart(["drive"]))
    #expect(!index.standsApart(["long", "goal"]), "every word a phrase's")
    let words = SpokenText("how many more hours until i hit my drive diary goal").words
    #expect(SemanticUtterance(words, index: index, placeholders: [:])?.rest.contains("diary") == false)
  }

  /// "How am I doing" asks how it goes; "how do I …" asks how to, and "how are you" is small talk.
  @Test func howAmIDoingAsksHowItGoes() {
    #expect(Shapes.act("how am i doing in my classes in app") != .aboutTheApp(cue: "how"))
    #expect(Shapes.act("how are we doing on the budget in app") != .aboutTheApp(cue: "how"))
    #expect(Shapes.act("how do i reset my password in app") == .aboutTheApp(cue: "how"))
    let smallTalk = Shapes.act("how are you doing today app")
    #expect(smallTalk == .remark || smallTalk == .aboutTheApp(cue: "how"), "\(smallTalk)")
  }

  /// Texting a channel asks a shortcut that messages one; calling a taxi asks nothing of one
  /// that gets you home.
  @Test func textingIsMessaging() throws {
    #expect(Shapes.act("text the channel on app") == .forSomeoneElse(cue: "text"))
    let message = try Shapes.form(["Message a ${applicationName} channel", "Send a ${applicationName} group message"])
    #expect(message.admits(.forSomeoneElse(cue: "text")))
    #expect(!message.admits(.forSomeoneElse(cue: "call")))
    let home = try Shapes.form(["Get me home with ${applicationName}"])
    #expect(!home.admits(.forSomeoneElse(cue: "call")))
  }

  /// "Back" makes another verb of the shortcut's ("write *back* to my landlord" replies, and is no
  /// "Write a note"), unless its phrases say it ("Skip back").
  @Test func backMakesAnotherVerb() throws {
    let note = try Shapes.form(["Write a note in ${applicationName}"])
    #expect(note.refusal(of: .request, tokens: Shapes.tokens("write back to my landlord in app")) == .anotherAction)
    #expect(note.refusal(of: .request, tokens: Shapes.tokens("write a note to my landlord in app")) == nil)
    let skip = try Shapes.form(["Skip back in ${applicationName}"])
    #expect(skip.refusal(of: .request, tokens: Shapes.tokens("skip back to the start in app")) == nil)
  }

  /// "Add something to my ${applicationName}" is done to whatever the command names; a
  /// shortcut that names its thing still refuses another.
  @Test func somethingIsAnyThing() throws {
    let append = try Shapes.form(["Add something to my ${applicationName}", "Add to ${applicationName}"])
    #expect(append.takesAnyThing)
    #expect(append.refusal(of: .request, tokens: Shapes.tokens("add a note to my app")) == nil)
    #expect(append.refusal(of: .request, tokens: Shapes.tokens("delete a note from my app")) == .anotherAction)
    let task = try Shapes.form(["Add a task to ${applicationName}"])
    #expect(!task.takesAnyThing)
    #expect(task.refusal(of: .request, tokens: Shapes.tokens("add a contact to app")) == .anotherThing)
  }
}
