import Testing

@testable import PhraseMatcher

/// Sentences of the kinds the twenty-fourth development set of negatives found, written apart
/// from it: a quantity alone ("roughly ten kilometers") answers a question nobody asked, and
/// "how about …" or "what about …" is a turn of a conversation that is not there.
@Suite struct FragmentTests {
  typealias Shapes = SpeechActTests

  @Test(arguments: [
    "app roughly ten kilometers", "three hours in app", "app 1.5 liters please", "nearly 40 degrees in app",
    "app how about the blue one", "what about the other one in app",
  ])
  func aQuantityOrAFollowUpAloneAsksNothing(_ text: String) throws {
    #expect(Shapes.act(text) == .remark)
    let distance = try Shapes.form(["How far did I run today in ${applicationName}"])
    #expect(SpeechActTests.refusal(distance, text) == .notARequest)
  }

  @Test func aQuantityWithAVerbStillAsks() throws {
    #expect(Shapes.act("log 3 hours in app") == .request)
    #expect(Shapes.act("app 2 hours is enough") != .remark, "a statement, told")
    let logSleep = try Shapes.form(["Log ${hours} of sleep in ${applicationName}"])
    #expect(SpeechActTests.refusal(logSleep, "log 3 hours in app") == nil)
  }

  /// Praise or scolding said to a thing ("naughty dog", "good little value") and hoping aloud
  /// ("will … ever …") ask nothing (the twenty-fifth set's kinds, written apart from it).
  @Test func praiseScoldingAndHopingAloudAskNothing() {
    #expect(Shapes.act("app naughty dog") == .remark)
    #expect(Shapes.act("good little value in app") == .remark)
    #expect(Shapes.act("app will my team ever win a game") == .remark)
    #expect(Shapes.act("app good coffee near me please") != .remark, "a request, however it starts")
    #expect(Shapes.act("will it rain at value in app") != .remark)
  }

  /// The assistant asked of its own tastes or doings ("what's your favorite song", "have you
  /// ever been to paris") asks nothing of the app (the twenty-seventh set's kind, written apart
  /// from it); "can you …" still asks.
  @Test func theAssistantAskedOfItselfAsksNothing() throws {
    #expect(Shapes.act("app what's your favorite song") == .remark)
    #expect(Shapes.act("have you ever been to paris in app") == .remark)
    #expect(Shapes.act("app do you like jazz") == .remark)
    #expect(Shapes.act("app can you play value") == .request)
    let play = try Shapes.form([
      "Play ${station} in ${applicationName}", "Play my favorite station in ${applicationName}",
    ])
    #expect(SpeechActTests.refusal(play, "app what's your favorite station") == .notARequest)
    #expect(SpeechActTests.refusal(play, "app play my favorite station") == nil)
  }
}
