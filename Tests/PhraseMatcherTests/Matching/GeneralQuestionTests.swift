import Testing

@testable import PhraseMatcher

/// Questions of things in general, the thirty-first development set's kind, written apart from
/// it: "a" or "an" after the question's auxiliary, or people at large, ask what anyone may
/// know, not for what a shortcut shows of the speaker's own. A shortcut that says the thing
/// with "a" may still be asked of it.
@Suite struct GeneralQuestionTests {
  typealias Shapes = SpeechActTests

  @Test func anIndefiniteSubjectAsksInGeneral() {
    let subject = { (text: String) in SpeechAct.generalSubject(in: Shapes.tokens(text), language: .english) }
    #expect(subject("how much water should an adult drink") == "adult")
    #expect(subject("can a puppy eat grapes") == "puppy")
    #expect(subject("how many calories does a bagel have") == "bagel")
    #expect(subject("what time do people usually go to bed") == "people")
    #expect(subject("how much water should i drink") == nil, "the speaker's own")
    #expect(subject("how much do people owe me") == nil, "what others owe the speaker")
    #expect(subject("is a package coming today") == nil, "one thing, asked with 'is'")
    #expect(subject("can someone walk the dog") == nil, "a request, not a question of anyone")
    #expect(subject("how much is a value") == nil, "asked with 'is', of one")
    #expect(subject("how long does a value take") == SpeechAct.anyValue, "any one of a kind of the app's")
    #expect(subject("how much protein do teenagers need") == "teenagers", "a kind's figure")
    #expect(subject("what time do doors open for value") == nil, "a plural is a kind only in a count")
    #expect(subject("do a unit conversion in app") == nil, "'do a …' commands")
    #expect(subject("do a quick scan of the garden in app") == nil)
    #expect(subject("do a dog and a cat get along") == "dog", "a verb past its subject asks")
  }

  @Test func noShortcutOfTheSpeakersOwnAnswersIt() throws {
    let water = try Shapes.form(["How much water have I had today in ${applicationName}"])
    let adult = "how much water should an adult drink in app"
    #expect(water.refusal(of: Shapes.act(adult), tokens: Shapes.tokens(adult)) == .notARequest)
    let vet = try Shapes.form(["When is ${pet}'s next vet visit in ${applicationName}"])
    let puppies = "app how often do people take puppies to the vet"
    #expect(vet.refusal(of: Shapes.act(puppies), tokens: Shapes.tokens(puppies)) == .notARequest)
  }

  @Test func aShortcutThatSaysItWithAMayBeAsked() throws {
    let brew = try Shapes.form(["Brew a ${drink} with ${applicationName}"])
    #expect(!brew.asksInGeneral(Shapes.tokens("how long does a value take in app")))
    let best = try Shapes.form(["What's my ${exercise} record in ${applicationName}"])
    #expect(best.asksInGeneral(Shapes.tokens("how long does a value take in app")))
    let fare = try Shapes.form(["How much is a ride to ${place} in ${applicationName}"])
    #expect(!fare.asksInGeneral(Shapes.tokens("what would a ride downtown cost in app")))
    let battery = try Shapes.form(["What's my battery level in ${applicationName}"])
    #expect(battery.asksInGeneral(Shapes.tokens("how long does a battery last in app")))
  }

  /// People at large done to are not the speaker (the thirty-third set's kind, written apart
  /// from it): "mute everybody else" is no "Mute me"; a shortcut not done to the speaker may be.
  @Test func peopleAtLargeAreNotTheSpeaker() throws {
    let mute = try Shapes.form(["Mute me with ${applicationName}", "Mute my microphone in ${applicationName}"])
    #expect(mute.refusal(of: .request, tokens: Shapes.tokens("app mute everybody else")) == .anotherThing)
    #expect(mute.refusal(of: .request, tokens: Shapes.tokens("app mute me")) == nil)
    let walk = try Shapes.form(["Book a walk for ${dog} with ${applicationName}"])
    #expect(!walk.actsOnOthers(Shapes.tokens("get someone to walk value"), verb: "get"))
  }
}
