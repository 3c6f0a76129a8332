import Testing

@testable import PhraseMatcher

/// Words of one action or one thing said another way ("shut" for "close", "kill" or "power
/// off" for "turn off", "mail" for "email", "save me a …" for "reserve"), a question of later
/// today asked as the same question of now, and the alignment leaving a command done to
/// another shortcut's thing to the semantic stage.
@Suite struct EverydayWordsTests {
  typealias Shapes = SpeechActTests

  private func refusal(of text: String, by phrases: [String]) throws -> ShortcutForm.Refusal? {
    let tokens = Shapes.tokens(text)
    return try Shapes.form(phrases).refusal(of: SpeechAct(tokens, language: .english), tokens: tokens)
  }

  @Test(arguments: [
    ("shut the value blinds in app", "Close the ${room} blinds in ${applicationName}"),
    ("kill the oven in app", "Turn off the oven in ${applicationName}"),
    ("app mail the latest scan", "Email my last scan with ${applicationName}"),
    ("save me a desk in app", "Reserve a desk in ${applicationName}"),
    ("app dig up my tax scans", "Find my scans in ${applicationName}"),
    ("open the back door in app", "Unlock the ${door} door in ${applicationName}"),
    ("turn off my mic in app", "Mute my microphone in ${applicationName}"),
    ("scrap the memo i just made in app", "Delete my last memo in ${applicationName}"),
    ("app keep this ride as a route", "Save this route in ${applicationName}"),
    ("app set up a walk for value", "Book a walk for ${dog} with ${applicationName}"),
    ("connect me to the call in app", "Join my next call in ${applicationName}"),
    ("app move on to the next stop", "Go to the next stop in ${applicationName}"),
    ("where's the walker right now in app", "Where is my walker in ${applicationName}"),
  ])
  func aWordOfTheSameActionOrThingAsks(text: String, phrase: String) throws {
    #expect(try refusal(of: text, by: [phrase]) == nil)
  }

  /// The same words still refuse another action or the opposite one.
  @Test func anotherActionIsStillRefused() throws {
    #expect(
      try refusal(of: "shut the value blinds in app", by: ["Open the ${room} blinds in ${applicationName}"]) != nil)
    #expect(try refusal(of: "app wipe the latest scan", by: ["Email my last scan with ${applicationName}"]) != nil)
    // "set up" arranges a thing ("set up a walk"), not what is turned on ("set up reminders").
    #expect(try refusal(of: "set up bin reminders in app", by: ["Book a pickup in ${applicationName}"]) != nil)
    #expect(try refusal(of: "app print the latest scan", by: ["Email my last scan with ${applicationName}"]) != nil)
  }

  /// Stopping for a while is pausing; stopping with no time said is not.
  @Test func stoppingForAWhilePauses() throws {
    let pause = ["Pause the washer in ${applicationName}"]
    #expect(try refusal(of: "stop the washer for a second in app", by: pause) == nil)
    #expect(
      try refusal(of: "app quiet the alerts for an hour", by: ["Snooze camera alerts in ${applicationName}"]) == nil)
    #expect(try refusal(of: "stop the washer for 10 minutes in app", by: pause) == nil)
    #expect(try refusal(of: "stop the washer in app", by: pause) != nil)
    #expect(try refusal(of: "stop the washer for good in app", by: pause) != nil)
  }

  /// "tonight" in a question is later today: the shortcut's answer is today's. A command for
  /// tonight is still for later.
  @Test func aQuestionOfTonightAsksAsOneOfNow() throws {
    let whoseTurn = [
      "Whose turn is it to do ${chore} in ${applicationName}", "Who has ${chore} today in ${applicationName}",
    ]
    #expect(try refusal(of: "who's on value tonight in app", by: whoseTurn) == nil)
    #expect(try refusal(of: "who's on value tomorrow in app", by: whoseTurn) != nil)
    // Asked of tonight, what the question asks is judged as of now: a thing the shortcut never
    // names is still another ("does the park have fireworks tonight").
    let waits = ["Shortest waits at ${park} in ${applicationName}", "What's short at ${park} in ${applicationName}"]
    #expect(try refusal(of: "does value have fireworks tonight in app", by: waits) != nil)
    let start = ["Start the ${tour} tour in ${applicationName}"]
    #expect(try refusal(of: "start the value tour tonight in app", by: start) != nil)
  }

  /// "grab a clip from the porch camera" read as "Show the porch camera" would show where a
  /// clip was asked for: the thing is another shortcut's.
  @Test func theAlignmentLeavesAnothersThingToTheSemanticStage() throws {
    let shortcuts = try [
      ("ShowCameraIntent", "Show the porch camera in ${applicationName}"),
      ("SaveClipIntent", "Save a clip in ${applicationName}"),
    ].map { Catalog.Shortcut(intent: $0, phrases: [try PhraseTemplate(parsing: $1)]) }
    let matcher = Matcher(Catalog(app: .init(name: "Nestcam"), shortcuts: shortcuts), embedder: nil)
    func match(_ text: String) -> String? { matcher.match(text, cache: WordCache()).best?.intent }
    #expect(match("grab a clip from the porch camera in nestcam") != "ShowCameraIntent")
    #expect(match("show me the porch camera in nestcam") == "ShowCameraIntent")
  }

  /// A preposition of relation ends the thing: "show transfers *between* my accounts" shows
  /// transfers, another shortcut's thing, not "Show my accounts".
  @Test func aPrepositionEndsTheThingACommandActsOn() throws {
    let shortcuts = try [
      ("ListAccountsIntent", "Show my accounts in ${applicationName}"),
      ("ListTransfersIntent", "List transfers in ${applicationName}"),
    ].map { Catalog.Shortcut(intent: $0, phrases: [try PhraseTemplate(parsing: $1)]) }
    let matcher = Matcher(Catalog(app: .init(name: "Tally"), shortcuts: shortcuts), embedder: nil)
    func match(_ text: String) -> String? { matcher.match(text, cache: WordCache()).best?.intent }
    #expect(match("show transfers between my accounts in tally") != "ListAccountsIntent")
    #expect(match("show payments across my accounts in tally") != "ListAccountsIntent")
    #expect(match("show all my accounts in tally") == "ListAccountsIntent")
  }

  /// "Next peptide dose" beside "What's my next dose" opens a noun phrase: "next" is no verb
  /// there, so "skip", a synonym of the media command "next", does not ask it.
  @Test func aWordAnotherPhraseSaysAsANounIsNoVerb() throws {
    let next = ["What's my next dose in ${applicationName}", "Next peptide dose in ${applicationName}"]
    #expect(try Shapes.form(next).verbs.contains("next") == false)
    #expect(try refusal(of: "skip my next dose in app", by: next) != nil)
    #expect(try refusal(of: "next peptide dose in app", by: next) == nil)
  }

  /// "had" and "did" tell of time gone by: "i just had a glass of water" tells what was done,
  /// which a question of how much ("How much water have I had") does not log.
  @Test func hadAndDidAreThePast() throws {
    let howMuch = ["How much water have I had in ${applicationName}", "Check my water in ${applicationName}"]
    #expect(try refusal(of: "app i just had a glass of water", by: howMuch) != nil)
    #expect(try refusal(of: "how much water have i had today in app", by: howMuch) == nil)
  }

  /// A past form is its verb's ("what did i *eat*" asks "What have I *eaten*"), but not one
  /// that is as often another word ("left").
  @Test func aPastFormIsItsVerbs() throws {
    #expect(ShortcutForm.sameStem("eaten", "eat", language: .english))
    #expect(ShortcutForm.sameStem("bought", "buy", language: .english))
    #expect(!ShortcutForm.sameStem("left", "leave", language: .english))
    #expect(try refusal(of: "app what did i eat today", by: ["What have I eaten in ${applicationName}"]) == nil)
  }
}
