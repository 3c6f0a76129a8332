import Testing

@testable import PhraseMatcher

/// Sentences of the kind the twenty-second development set of negatives found, written apart
/// from it: what a word means or how a thing works is asked of no shortcut that only shows or
/// does it. A shortcut whose phrase says the cue ("How does ${feature} work") is still asked.
@Suite struct DefinitionQuestionTests {
  typealias Shapes = SpeechActTests

  @Test(arguments: [
    ("how does the sleep timer work in app", "work"), ("app how do guest passes work", "work"),
    ("what qualifies as a personal record in app", "qualifies"), ("app what does apr stand for", "stand"),
    ("what counts as a workout in app", "counts"), ("what does a red badge mean on app", "mean"),
  ])
  func whatAThingIsOrHowItWorksIsAdvice(_ text: String, cue: String) {
    #expect(Shapes.act(text) == .advice(cue: cue))
  }

  @Test func aRouteToWorkOrHowAThingLooksIsStillAsked() throws {
    #expect(Shapes.act("how do i get to work in app") != .advice(cue: "work"))
    #expect(Shapes.act("how does my week look in app") == .question(cue: "how"))
    let record = try Shapes.form(["Show my personal record in ${applicationName}"])
    #expect(!record.admits(Shapes.act("what qualifies as a personal record in app")))
    let explainer = try Shapes.form(["How does ${feature} work in ${applicationName}"])
    #expect(explainer.admits(Shapes.act("how does value work in app")))
  }
}
