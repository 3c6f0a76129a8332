import Testing

@testable import PhraseMatcher

/// Sentences of the kinds the eighteenth development set of negatives found, written apart from
/// it: a shortcut's verb done to a thing it never acts on. The thing a phrase names before saying
/// to whom ("Send my *summary* to my coach") heads it, so a noun after it names another ("my
/// summary *sheet*"); a particle verb's thing may follow "on" ("check in *on my grandpa*").
@Suite struct WrongObjectTests {
  typealias Shapes = SpeechActTests

  @Test func theThingBeforeToWhomHeadsTheShortcutsThing() throws {
    let send = try Shapes.form(["Send my summary to my coach with ${applicationName}"])
    #expect(send.lastNouns.contains("summary"))
    #expect(send.refusal(of: .request, tokens: Shapes.tokens("app send my summary sheet to grandpa")) == .anotherThing)
    #expect(send.refusal(of: .request, tokens: Shapes.tokens("app send my summary to my coach")) == nil)
    let book = try Shapes.form(["Book a court at ${club} with ${applicationName}"])
    #expect(book.lastNouns.contains("court"))
    #expect(book.refusal(of: .request, tokens: Shapes.tokens("book a court at value with app")) == nil)
  }

  @Test func aParticleVerbsThingMayFollowOn() throws {
    let arrive = try Shapes.form(["Check in with ${applicationName}", "Open my room key in ${applicationName}"])
    #expect(arrive.refusal(of: .request, tokens: Shapes.tokens("app check in on my grandpa")) == .anotherThing)
    #expect(arrive.refusal(of: .request, tokens: Shapes.tokens("check in with app")) == nil)
  }
}
