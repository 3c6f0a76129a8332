import Testing

@testable import PhraseMatcher

/// Requests for a shortcut's answer in the eleventh development batch's ways (written here
/// apart from it, with other words): the app's name said first and then a question, a verb
/// that shows put to a shortcut that answers, and an aspect of the shortcut's thing ("the
/// status of …"). Each taken; the same shapes asking for another thing or action are not.
@Suite struct AnswerRequestTests {
  typealias Shapes = SpeechActTests

  @Test func theAppCalledFirstThenAQuestionIsTheQuestion() throws {
    #expect(Shapes.act("app how much is left on value") == .question(cue: "how"))
    #expect(Shapes.act("app where is value") == .question(cue: "where"))
    #expect(SpeechAct.questionVerb(in: Shapes.tokens("app when did i adopt value"), language: .english) == "adopt")
    // The app as the subject of what is told is still a statement, and asked about, the app.
    #expect(Shapes.act("app keeps losing value") == .statement(verb: "keeps", firstPerson: false))
    #expect(Shapes.act("does app work offline") == .aboutTheApp(cue: "does"))
    let departures = try Shapes.form(["When does the next bus leave ${stop} in ${applicationName}"])
    #expect(
      departures.refusal(
        of: Shapes.act("app when does the next bus leave value"),
        tokens: Shapes.tokens("app when does the next bus leave value")) == nil)
  }

  @Test func aVerbThatShowsAsksAShortcutThatAnswers() throws {
    let arrivals = try Shapes.form(["When is the next bus at ${stop} in ${applicationName}"])
    for request in [
      "show buses at value in app", "tell me the buses at value in app", "check value in app",
      "look up the buses at value in app", "find the buses at value in app",
    ] {
      #expect(arrivals.refusal(of: .request, tokens: Shapes.tokens(request)) == nil, "\(request)")
    }
    #expect(arrivals.refusal(of: .request, tokens: Shapes.tokens("book a bus at value in app")) == .anotherAction)
    // A shortcut that only acts is not asked to show.
    let record = try Shapes.form(["Record a memo in ${applicationName}"])
    #expect(record.refusal(of: .request, tokens: Shapes.tokens("show a memo in app")) == .anotherAction)
    #expect(record.refusal(of: .request, tokens: Shapes.tokens("find a memo in app")) == .anotherAction)
  }

  @Test func anAspectOfTheShortcutsThingNamesTheThing() throws {
    let refund = try Shapes.form(["Track my refund in ${applicationName}", "Where is my refund in ${applicationName}"])
    let asked = { (text: String) in refund.refusal(of: Shapes.act(text), tokens: Shapes.tokens(text)) }
    #expect(asked("what's the status of my refund in app") == nil)
    #expect(asked("what's the progress on my refund in app") == nil)
    #expect(asked("what's the status of my subscription in app") == .anotherThing)
    #expect(asked("what's the fee for my refund in app") == .anotherThing, "a fee is no aspect")
  }

  /// How many or how much asks a count, which a shortcut that picks one thing it does not name
  /// ("Show me a random quote", "Quote from …", "What should I read" alike) cannot give; one that shows a collection
  /// or asks a measure can (real-app check 37's kind, written apart from it).
  @Test func aCountIsNoShortcutThatPicksOne() throws {
    let random = try Shapes.form([
      "Show me a random quote in ${applicationName}", "Random quote from ${applicationName}",
    ])
    #expect(random.picksOne)
    let asked = "how many quotes do i have in app"
    #expect(random.refusal(of: Shapes.act(asked), tokens: Shapes.tokens(asked)) == .notARequest)
    #expect(random.refusal(of: .request, tokens: Shapes.tokens("show me a random quote in app")) == nil)
    let saved = try Shapes.form(["Show my saved quotes in ${applicationName}"])
    #expect(!saved.picksOne)
    #expect(saved.refusal(of: Shapes.act(asked), tokens: Shapes.tokens(asked)) == nil)
    let recommended = try Shapes.form([
      "What should I read in ${applicationName}", "Suggest a quote in ${applicationName}",
    ])
    #expect(recommended.picksOne, "a recommendation picks one")
  }

  /// A question in the perfect asks of its participle's verb ("how many books have i
  /// *borrowed*": borrow), which a shortcut that never says it does not answer (the
  /// twenty-ninth development set's kind, written apart from it).
  @Test func aQuestionInThePerfectAsksOfItsVerb() throws {
    let asked = "how many films have i rented in app"
    #expect(SpeechAct.questionVerb(in: Shapes.tokens(asked), language: .english) == "rent")
    #expect(SpeechAct.questionVerb(in: Shapes.tokens("how many films are there in app"), language: .english) == nil)
    let due = try Shapes.form(["When are my films due in ${applicationName}"])
    #expect(due.refusal(of: Shapes.act(asked), tokens: Shapes.tokens(asked)) == .anotherAction)
    let rentals = try Shapes.form(["How many films have I rented in ${applicationName}"])
    #expect(rentals.refusal(of: Shapes.act(asked), tokens: Shapes.tokens(asked)) == nil)
  }
}
