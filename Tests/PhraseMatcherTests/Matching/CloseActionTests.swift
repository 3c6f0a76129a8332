import Testing

@testable import PhraseMatcher

/// Sentences of the kinds the seventeenth development set of negatives found, written apart from
/// it: an action close to a shortcut's but not it. A phrasal verb of a light verb ("take away"),
/// being told later ("let me know when"), leave asked to do something ("can i bring …"), and a
/// synonym of one shortcut's verb that another says of the same thing. Each refused; the
/// shortcut's own action, said the same ways, is not.
@Suite struct CloseActionTests {
  typealias Shapes = SpeechActTests

  @Test func aLightVerbWithItsParticleIsAnotherVerb() throws {
    let minutes = try Shapes.form(["How much screen time has ${kid} had in ${applicationName}"])
    #expect(minutes.refusal(of: .request, tokens: Shapes.tokens("app take away value's screen time")) == .anotherAction)
    #expect(
      minutes.refusal(of: .request, tokens: Shapes.tokens("get rid of value's screen time in app")) == .anotherAction)
    let remove = try Shapes.form(["Remove ${item} from my list in ${applicationName}"])
    #expect(remove.refusal(of: .request, tokens: Shapes.tokens("take away value from my list in app")) == nil)
  }

  @Test func beingToldWhenSomethingHappensIsNoOtherAction() throws {
    let filter = try Shapes.form(["Clean the filter with ${applicationName}"])
    let told = Shapes.tokens("let me know when the filter needs cleaning in app")
    #expect(filter.refusal(of: .request, tokens: told) == .anotherAction)
    let warn = try Shapes.form(["Warn me before the storm with ${applicationName}"])
    #expect(warn.refusal(of: .request, tokens: Shapes.tokens("let me know as soon as the storm comes in app")) == nil)
  }

  @Test func leaveAskedIsAskedToDoItsVerb() throws {
    func verb(_ text: String) -> String? { SpeechAct.commandVerb(in: Shapes.tokens(text), language: .english) }
    #expect(verb("can i bring snacks into the pool in app") == "bring")
    #expect(verb("may we swim after dark at app") == "swim")
    #expect(verb("could i book value in app") == "book")
    #expect(verb("can i just book value in app") == "book", "the preamble, as before")
    let opens = try Shapes.form(["When does the pool open in ${applicationName}"])
    #expect(
      opens.refusal(of: .request, tokens: Shapes.tokens("can i bring snacks into the pool in app")) == .anotherAction)
    let book = try Shapes.form(["Book a lane at the pool in ${applicationName}"])
    #expect(book.refusal(of: .request, tokens: Shapes.tokens("can i book lanes at the pool in app")) == nil)
  }

  static let streaks = PhraseIndex(
    Catalog(
      app: .init(name: "Streaky"),
      shortcuts: [
        .init(intent: "LogIntent", phrases: PhraseIndexTests.phrases("Log a routine in ${applicationName}")),
        .init(intent: "DoneIntent", phrases: PhraseIndexTests.phrases("Mark a routine done in ${applicationName}")),
        .init(intent: "MeditateIntent", phrases: PhraseIndexTests.phrases("Begin a meditation in ${applicationName}")),
        .init(intent: "WorkoutIntent", phrases: PhraseIndexTests.phrases("Start a workout in ${applicationName}")),
      ]))

  /// "mark" is a synonym of "log", but another shortcut says "mark" of the same routine: it is
  /// that one's action. Said of a thing only the first names, a synonym stays its own.
  @Test func aSynonymAnotherSaysOfTheSameThingIsTheOthers() {
    let index = Self.streaks
    #expect(index.saysAnothersAction(["mark", "my", "stretching", "routine"], not: 0))
    #expect(!index.saysAnothersAction(["record", "my", "stretching", "routine"], not: 0), "no one else says it")
    #expect(!index.saysAnothersAction(["begin", "my", "workout"], not: 3), "the meditation is another thing")
    #expect(index.match("tick off my stretching routine in streaky").best?.intent != "LogIntent")
    #expect(index.match("begin my workout in streaky").best?.intent == "WorkoutIntent")
  }
}
