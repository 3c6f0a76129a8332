import Testing

@testable import PhraseMatcher

/// The app's name said first to call it, then a command: the command asks, whatever clause
/// follows ("latchkey, show me who unlocked the door"); "where" asks a shortcut that finds; and
/// a yes-or-no question's participle is no verb of its shortcut.
@Suite struct CalledThenAskedTests {
  typealias Shapes = SpeechActTests

  @Test func theAppCalledBeforeACommandIsNoSubject() {
    #expect(SpeechAct(Shapes.tokens("app show me who unlocked the door"), language: .english) == .request)
    #expect(SpeechAct(Shapes.tokens("app tell me what i spent on food"), language: .english) == .request)
    // Told of the app, it is the subject still.
    #expect(SpeechAct(Shapes.tokens("app unlocked the wrong door"), language: .english) != .request)
  }

  /// Called first, then "is my …", "is the … shut", "do a …": a question or a command put to
  /// it; "is the best …", "is way too …" still talk about it.
  @Test func theAppCalledBeforeAQuestionOfItsThingsIsNoSubject() {
    func asked(_ text: String) -> [SpeechAct.Token] { SpeechAct.asked(Shapes.tokens(text), language: .english) }
    #expect(asked("app is my flight to tokyo on time").first == .word("is"))
    #expect(asked("app is the garage door shut").first == .word("is"))
    #expect(asked("app do a quick wash").first == .word("do"))
    #expect(asked("app is the best lock app i've used").first == .app)
    #expect(asked("app is the greatest").first == .app)
    #expect(asked("app is way too loud").first == .app)
  }

  @Test func whereAsksAShortcutThatFinds() throws {
    let mechanic = try Shapes.form(["Find a mechanic near me with ${applicationName}"])
    let tokens = Shapes.tokens("where can i get my car fixed in app")
    #expect(mechanic.refusal(of: SpeechAct(tokens, language: .english), tokens: tokens) == nil)
    let book = try Shapes.form(["Book a service with ${applicationName}"])
    #expect(book.refusal(of: SpeechAct(tokens, language: .english), tokens: tokens) == .notARequest)
  }

  /// "Is ${applicationName} connected?" asks; its participle is no verb of its: "connect" asks
  /// another shortcut.
  @Test func aYesOrNoQuestionsParticipleIsNoVerb() throws {
    let status = try Shapes.form(["Is ${applicationName} connected?", "Is ${applicationName} turned on?"])
    #expect(status.answers)
    #expect(!status.verbs.contains("connected"))
    let tokens = Shapes.tokens("connect app")
    #expect(status.refusal(of: SpeechAct(tokens, language: .english), tokens: tokens) == .anotherAction)
    let asked = Shapes.tokens("is my app connected")
    #expect(status.refusal(of: SpeechAct(asked, language: .english), tokens: asked) == nil)
  }
}
