import Testing

@testable import PhraseMatcher

/// Sentences of the kinds real-app checks 34 and 35 found, written apart from them: a kind of the
/// thing a shortcut logs ("a snack" for "Log food"), a thing named alone in the singular beside
/// its plural ("${applicationName} carb count" beside "Check my carbs"), going through cards to
/// review them, and a question one has to ask.
@Suite struct KindsOfThingsTests {
  typealias Shapes = SpeechActTests

  @Test func aKindOfTheThingItLogsIsItsThing() throws {
    let food = try Shapes.form(["Log food in ${applicationName}", "Add food to ${applicationName}"])
    #expect(food.names("snack") && food.names("lunches"))
    #expect(food.refusal(of: .request, tokens: Shapes.tokens("record a snack in app")) == nil)
    #expect(food.refusal(of: .request, tokens: Shapes.tokens("log my breakfast in app")) == nil)
    #expect(food.refusal(of: .request, tokens: Shapes.tokens("log my nap in app")) == .anotherThing)
    let dinner = try Shapes.form(["What's for dinner in ${applicationName}"])
    #expect(!dinner.names("lunch"), "a kind is not its sibling")
    let lunch = try Shapes.form(["Order my lunch in ${applicationName}"])
    #expect(!lunch.names("food"), "nor the broader thing")
  }

  @Test func aThingNamedAloneInTheSingularIsNoVerb() throws {
    let carbs = try Shapes.form(["Check my carbs in ${applicationName}", "${applicationName} carb count"])
    #expect(!carbs.verbs.contains("carb"))
    #expect(carbs.refusal(of: .request, tokens: Shapes.tokens("set my carb goal in app")) == .anotherAction)
  }

  @Test func goingThroughCardsReviewsThemAndAQuestionOneHasIsAsked() throws {
    #expect(SpeechAct.commandVerb(in: Shapes.tokens("app go through my cards"), language: .english) == "review")
    let ask = try Shapes.form(["Ask ${applicationName} a question"])
    #expect(ask.refusal(of: .request, tokens: Shapes.tokens("i have a question for app")) == nil)
    let water = try Shapes.form(["Log a glass of water in ${applicationName}"])
    #expect(water.refusal(of: .request, tokens: Shapes.tokens("i have a question about water in app")) != nil)
  }
}
