import Testing

@testable import PhraseMatcher

/// Sentence shapes of the twentieth batch's kinds, in sentences written apart from it:
/// politeness before a command, the app called before "i", a predicate after a copula, a
/// habit, a word in "-s" said last, and a thing handed to someone.
@Suite struct SpeechActShapeTests {
  typealias Shapes = SpeechActTests

  static func commandVerb(_ text: String) -> String? {
    SpeechAct.commandVerb(in: SpeechAct.asked(Shapes.tokens(text), language: .english), language: .english)
  }

  /// Small talk before a command is politeness: the command asks, with the app's name kept.
  /// Small talk alone, or before no command, asks nothing.
  @Test func smallTalkBeforeACommandIsPoliteness() {
    #expect(Shapes.act("good evening app pause the value") == .request)
    #expect(Self.commandVerb("good evening app pause the value") == "pause")
    #expect(Self.commandVerb("thanks app can you skip this one") == "skip")
    #expect(
      SpeechAct.asked(Shapes.tokens("hello app start value"), language: .english) == Shapes.tokens("start value app"))
    #expect(Shapes.act("good evening app") == .remark)
    #expect(Shapes.act("thank you app the value was lovely") == .remark)
  }

  /// A value and "i" first tell what the speaker did with someone; a command may follow. The
  /// app and another, first, are still two subjects.
  @Test func someoneAndITellWhatWeDid() {
    #expect(Shapes.act("value and i went hiking in app") == .statement(verb: "went", firstPerson: true))
    #expect(Shapes.act("value and i split a pizza log it in app") == .request)
    #expect(Self.commandVerb("value and i split a pizza log it in app") == "log")
    #expect(Shapes.act("app and my bank disagree") == .remark)
  }

  /// The app called first, then "i": what follows is said by the speaker, not of the app.
  @Test func theAppCalledBeforeITellsOfTheSpeaker() {
    #expect(Shapes.act("app i am heading out for a run") == .request, "heading, as going")
    #expect(Shapes.act("app i dropped my phone") == .statement(verb: "dropped", firstPerson: true))
    #expect(Shapes.act("app lost my value") == .statement(verb: "lost"), "the app is the subject")
  }

  /// After a copula and adverbs comes what the subject is ("is still empty"), not a command
  /// after a statement; a command after a statement still asks.
  @Test func aPredicateAfterACopulaIsNoCommand() {
    #expect(Shapes.act("the value is really empty in app") == .statement(verb: "is"))
    #expect(Shapes.act("the value is always clean app") == .statement(verb: "is"))
    #expect(Shapes.act("the value is cold so heat it in app") == .request)
  }

  /// "how did i sleep" asks how it went; "how do i add a sleep" asks how to.
  @Test func howItWentIsNoHowTo() {
    #expect(Shapes.act("how did i sleep last night in app") != .aboutTheApp(cue: "how"))
    #expect(Shapes.act("how have we done this month in app") != .aboutTheApp(cue: "how"))
    #expect(Shapes.act("how do i add a value in app") == .aboutTheApp(cue: "how"))
  }

  /// How things look, seem or sound to the speaker, said of a plural subject, is a judgement,
  /// not a command ("the new icons look great"); "look for" still asks.
  @Test func howThingsLookIsAStatement() {
    #expect(Shapes.act("the new icons look great in app") == .statement(verb: "look"))
    #expect(Shapes.act("app my reminders seem late") == .statement(verb: "seem"))
    #expect(Shapes.act("app these alarms sound awful") == .statement(verb: "sound"))
    #expect(Shapes.act("app look for my value") == .request)
  }

  /// After a statement, a light verb before its object commands ("i dropped my value *put it*
  /// in app"); said of the subject, it tells ("my kids put their value away").
  @Test func aLightVerbAfterAStatementCommands() {
    #expect(Shapes.act("i dropped my value put it on the list in app") == .request)
    #expect(Shapes.act("the neighbors put their value out in app") != .request)
  }

  /// "every" and a period says each time, not now; "every" before a thing is all of them.
  @Test func everyAndAPeriodIsAHabit() {
    #expect(Shapes.act("the value beeps every hour in app") == .anotherTime(cue: "every"))
    #expect(Shapes.act("app resets every morning") == .anotherTime(cue: "every"))
    #expect(Shapes.act("show every value in app") == .request)
  }

  /// A word in "-s" that a linking verb may be ("sounds", "looks") names a thing when nothing
  /// follows it but the app; said of a subject before a word, it tells how something seems.
  @Test func aLinkingWordSaidLastNames() {
    #expect(Shapes.act("queue some value sounds in app") == .request)
    #expect(Shapes.act("the value sounds muffled in app") == .statement(verb: "sounds"))
    // As the semantic stage reads it: the app's name one token with its connector.
    #expect(SpeechAct([.app, .value, .word("sounds")], language: .english) == .request)
    #expect(SpeechAct([.word("some"), .value, .word("sounds"), .app], language: .english) == .request)
    #expect(Shapes.act("my wife uses app to walk value") == .statement(verb: "uses"), "the app is its object")
  }

  /// A linking verb's bare form tells how things in the plural seem, or a value ("my pills
  /// *taste* awful", "the value *look* dusty"); first, or after a word in the singular, it asks.
  @Test func aPluralSubjectLinksWithTheBareForm() {
    #expect(Shapes.act("the tomatoes smell funny in app") == .statement(verb: "smell"))
    #expect(Shapes.act("app my value seem off today") == .statement(verb: "seem"))
    #expect(Shapes.act("your new buttons feel weird app") == .statement(verb: "feel"))
    #expect(Shapes.act("look up the value in app") == .request)
    #expect(Shapes.act("app sound the value") == .request)
  }

  /// A verb this reading does not know, then a person and a determiner, hands a thing over: it
  /// is the command's verb ("get me a coffee"); a person alone is not ("scoot me to the gym").
  @Test func aThingHandedToSomeoneShowsTheVerb() {
    #expect(Self.commandVerb("get me a value in app") == "get")
    #expect(Self.commandVerb("conjure us the value in app") == "conjure")
    #expect(Self.commandVerb("walk me to the value in app") == "walk")
    #expect(Self.commandVerb("drive me to the value in app") == "navigate", "going somewhere (an idiom)")
    #expect(Self.commandVerb("scoot me to the value in app") == nil)
  }

  /// A weekday after "last", "next" or "every" is another day than now, as "last week" is.
  @Test func aWeekdayIsAPeriod() {
    #expect(Shapes.act("i topped up the value last friday in app") == .anotherTime(cue: "last"))
    #expect(Shapes.act("app backs up every sunday") == .anotherTime(cue: "every"))
  }

  /// "which is better", "what's best": a recommendation asked, with or without a determiner.
  @Test func whichIsBetterAsksForAdvice() throws {
    #expect(Shapes.act("which is better value or value in app") == .advice(cue: "better"))
    #expect(Shapes.act("what is the best value in app") == .advice(cue: "best"))
    #expect(Shapes.act("which is my value in app") == .question(cue: "which"))
    #expect(Shapes.act("what is my best value in app") == .question(cue: "what"), "the speaker's record")
    let high = try Shapes.form(["What's my high score in ${applicationName}"])
    let best = Shapes.tokens("what is my best score in app")
    #expect(high.refusal(of: SpeechAct(best, language: .english), tokens: best) == nil, "best is high")
    let longest = Shapes.tokens("what is my longest score in app")
    #expect(high.refusal(of: SpeechAct(longest, language: .english), tokens: longest) == .anotherThing)
  }

  /// Verbs of the kinds the twenty-first batch used: "mute" is "silence"; "arm" is a command
  /// after a statement; "close out" finishes; "hold" is a command ("hold off on the next meal").
  @Test func muteArmHoldAndCloseOut() throws {
    #expect(SpeechAct.commandVerb(in: Shapes.tokens("app hold off on the value"), language: .english) == "hold")
    let silence = try Shapes.form(["Silence the chime in ${applicationName}"])
    #expect(silence.refusal(of: .request, tokens: Shapes.tokens("mute the chime in app")) == nil)
    #expect(silence.refusal(of: .request, tokens: Shapes.tokens("ring the chime in app")) == .anotherAction)
    #expect(Shapes.act("i am off to work arm the value in app") == .request)
    #expect(SpokenText("close out the round").words == ["finish", "the", "round"])
  }

  /// A subject of a noun or more, then a verb with its object, tells what someone does; a
  /// noun phrase whose last word may be a verb still asks ("the feeding schedule").
  @Test func aSubjectAndAVerbWithItsObjectTells() {
    #expect(Shapes.act("the kids put their value away in app") == .statement(verb: "put"))
    #expect(Shapes.act("my roommates walk the value every day in app") == .anotherTime(cue: "every"))
    #expect(Shapes.act("the neighbors feed my value in app") == .statement(verb: "feed"))
    #expect(Shapes.act("the value feeding schedule in app") == .request)
    #expect(Shapes.act("the value is hungry feed her in app") == .request, "a command after the statement")
  }

  /// "Don't let me forget" asks to be reminded; "walk me through" to be shown; "teach" shows
  /// as "show" does; "arrange" books.
  @Test func idiomsAndVerbsOfTheTwentySecondBatch() throws {
    #expect(SpokenText("don't let me forget the meeting").words == ["remind", "me", "the", "meeting"])
    #expect(SpokenText("walk me through the setup").words == ["show", "me", "the", "setup"])
    let recipe = try Shapes.form(["How do I make ${drink} in ${applicationName}"])
    #expect(recipe.refusal(of: .request, tokens: Shapes.tokens("teach me to make value in app")) == nil)
    let book = try Shapes.form(["Book a pickup with ${applicationName}"])
    #expect(book.refusal(of: .request, tokens: Shapes.tokens("arrange a pickup in app")) == nil)
  }

  /// Verbs of the twenty-third batch's kinds: "kill" stops, "turn on" runs, "save" logs.
  @Test func killTurnOnAndSave() throws {
    let stop = try Shapes.form(["Stop the pump in ${applicationName}"])
    #expect(stop.refusal(of: .request, tokens: Shapes.tokens("kill the pump in app")) == nil)
    let run = try Shapes.form(["Run the pump on ${zone} in ${applicationName}"])
    #expect(run.refusal(of: .request, tokens: Shapes.tokens("turn on the pump for value in app")) == nil)
    #expect(run.refusal(of: .request, tokens: Shapes.tokens("turn off the pump for value in app")) == .anotherAction)
    let log = try Shapes.form(["Log my ${meal} in ${applicationName}"])
    #expect(log.refusal(of: .request, tokens: Shapes.tokens("save my value in app")) == nil)
  }

  /// "do i have …", "does luna need …" ask whether something is so: a question, which a
  /// shortcut that only acts does not take; "do you …" still asks for the action.
  @Test func doAndASubjectAsksWhetherItIsSo() throws {
    #expect(Shapes.act("do i have anything planned in app") == .question(cue: "do"))
    #expect(Shapes.act("does value need a bath in app") == .question(cue: "does"))
    #expect(Shapes.act("do you cancel my value in app") == .request)
    let cancel = try Shapes.form(["Cancel my appointment in ${applicationName}"])
    #expect(!cancel.admits(Shapes.act("do i have anything planned in app")))
    let next = try Shapes.form(["When is my next appointment in ${applicationName}"])
    #expect(next.admits(Shapes.act("do i have anything planned in app")))
  }

  /// A habit said before a command ("always book me …") or "from now on" asks for a standing
  /// wish, another time than now, unless a phrase says it (the twenty-ninth development set's
  /// kind, written apart from it); a habit told in the first person was already another time.
  @Test func aStandingWishIsAnotherTime() throws {
    #expect(SpeechActTests.act("app always book me an aisle seat") == .anotherTime(cue: "always"))
    #expect(SpeechActTests.act("from now on send the report in app") == .anotherTime(cue: "from now on"))
    #expect(SpeechActTests.act("app book me an aisle seat") == .request)
    #expect(SpeechActTests.act("app we always park in value") == .anotherTime(cue: "always"))
    let seat = try SpeechActTests.form(["Book me an aisle seat in ${applicationName}"])
    let asked = "app always book me an aisle seat"
    #expect(seat.refusal(of: SpeechActTests.act(asked), tokens: SpeechActTests.tokens(asked)) == .notARequest)
  }
}
