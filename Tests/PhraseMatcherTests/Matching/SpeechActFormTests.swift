import Testing

@testable import PhraseMatcher

/// What a sentence's first words make it, and whom it is about: a word that calls someone,
/// a past form, "you" and what the app did, "what" and a doing.
@Suite struct SpeechActFormTests {
  typealias Shapes = SpeechActTests

  /// "baby", "mom" first call someone in the room ("honey can you …") unless a past verb or
  /// a copula follows: then they are who the sentence tells of, and a phrase that says so narrates.
  @Test func aWordThatCallsSomeoneTellsOfThemBeforeAPastVerb() throws {
    #expect(Shapes.act("baby can you log value in app") == .forSomeoneElse(cue: "baby"))
    #expect(Shapes.act("mom walk value in app") == .forSomeoneElse(cue: "mom"))
    #expect(Shapes.act("baby ate value in app") == .statement(verb: "ate"))
    #expect(Shapes.act("kids are asleep in app") == .statement(verb: "are"))
    #expect(Shapes.act("oh baby woke up in app") == .statement(verb: "woke"), "after an interjection too")
    let feeding = try Shapes.form([
      "Log a ${kind} feeding in ${applicationName}", "Baby ate ${kind} in ${applicationName}",
    ])
    #expect(feeding.narrates)
    #expect(feeding.admits(Shapes.act("she just had a value in app")))
  }

  /// A past form before a determiner tells ("just gave the value some water"); it is no
  /// command. What the app did, said to it, asks nothing ("you forgot my walk").
  @Test func aPastFormIsNoCommandAndWhatTheAppDidIsARemark() {
    #expect(
      SpeechAct.commandVerb(in: Shapes.tokens("just gave the value some water in app"), language: .english) == nil)
    #expect(SpeechAct.commandVerb(in: Shapes.tokens("just water the value in app"), language: .english) == "water")
    #expect(Shapes.act("you forgot my walk with value in app") == .remark)
    #expect(Shapes.act("you log my walk with value in app") == .request)
  }

  /// "what does … have" asks about a doing, which a shortcut that only acts cannot answer;
  /// "what sessions are there" also asks to be shown. A thing handed to someone ("Give ${kid}
  /// a chore") is not shown, though "give" and "get" may show ("Get ${trail} conditions").
  @Test func whatAndADoingIsAQuestionOnlyAShortcutThatAnswersTakes() throws {
    #expect(Shapes.act("what does value have saved up in app") == .question(cue: "does"))
    let assign = try Shapes.form(["Give ${kid} a chore in ${applicationName}"])
    #expect(!assign.answers)
    #expect(!assign.admits(Shapes.act("what does value have saved up in app")))
    #expect(assign.admits(Shapes.act("what chores are there in app")))
    let allowance = try Shapes.form(["Show ${kid}'s allowance in ${applicationName}"])
    #expect(allowance.admits(Shapes.act("what does value have saved up in app")))
    #expect(try Shapes.form(["Read my ${note} note in ${applicationName}"]).answers, "read shows")
    #expect(try Shapes.form(["Get ${trail} conditions in ${applicationName}"]).answers)
    #expect(try !Shapes.form(["Get me a ride to ${place} with ${applicationName}"]).answers)
    // A light verb beside a phrase that says an action of its own is that action's.
    let preheat = try Shapes.form([
      "Preheat the oven for ${mode} in ${applicationName}", "Get the oven ready to ${mode} with ${applicationName}",
    ])
    #expect(!preheat.answers)
    #expect(!preheat.admits(Shapes.act("how many minutes are left for the value in app")))
    #expect(
      try Shapes.form(["Get ${trail} conditions in ${applicationName}", "How muddy is ${trail} in ${applicationName}"])
        .answers)
  }

  /// A verb that tells in words of its own ("Summarize my last run") answers, as one that shows:
  /// "how was my last run" asks it (a real-app check's kind, written apart from it).
  @Test func aShortcutThatSummarizesAnswers() throws {
    let recap = try Shapes.form([
      "Summarize my last run with ${applicationName}", "Get my latest run from ${applicationName}",
    ])
    #expect(recap.answers)
    #expect(recap.admits(Shapes.act("how was my last run in app")))
    #expect(try !Shapes.form(["Report a broken scooter in ${applicationName}"]).answers, "a report is made")
  }

  /// A title whose first word the phrases say in a noun phrase ("Show my *sleep* score") names
  /// the shortcut's object, not its action: "share my sleep score" asks another action.
  @Test func aTitleWordThePhrasesSayAsANounIsNoVerb() throws {
    let phrases = ["How did I rest in ${applicationName}", "Show my sleep score in ${applicationName}"]
    let templates = try phrases.map { try PhraseTemplate(parsing: $0) }
    let said: Set<String> = ["how", "did", "i", "rest", "show", "my", "sleep", "score"]
    let score = ShortcutForm(phrases: templates, title: "Sleep Score", said: said, language: .english)
    #expect(!score.verbs.contains("sleep"))
    #expect(score.refusal(of: .request, tokens: Shapes.tokens("email my sleep score from app")) == .anotherAction)
    let log = ShortcutForm(
      phrases: [try PhraseTemplate(parsing: "Add a ${kind} entry in ${applicationName}")], title: "Log Entry",
      said: ["add", "a", "entry"], language: .english)
    #expect(log.verbs.contains("log"), "a title that names the action still does")
  }

  /// "how strong" asks a shortcut that says "weak" (one scale); "last night" asks a shortcut
  /// that answers a question of time gone by ("How did I …"), not one that only acts.
  @Test func aScaleAndTimeGoneByAskAShortcutThatAsksThem() throws {
    let health = try Shapes.form(["Are any of my keys weak in ${applicationName}"])
    #expect(health.admits(Shapes.act("how strong are my keys in app")))
    #expect(!health.admits(Shapes.act("how old are my keys in app")))
    let score = try Shapes.form(["How did I rest in ${applicationName}"])
    for text in ["how was my rest last night in app", "how did i rest yesterday in app"] {
      #expect(score.refusal(of: Shapes.act(text), tokens: Shapes.tokens(text)) == nil, "\(text)")
    }
    let start = try Shapes.form(["Start resting in ${applicationName}"])
    #expect(!start.admits(Shapes.act("start resting last night in app")))
    let today = try Shapes.form(["Show my rest score in ${applicationName}"])
    #expect(!today.admits(Shapes.act("what was my rest score last week in app")), "it shows now, asks of no past")
  }

  /// A question of time to come asks a shortcut whose phrases ask when ("is pickup tomorrow"
  /// asks "When is trash day"); a command for then ("book it tonight") does not.
  @Test func aQuestionOfTimeToComeAsksAShortcutThatAsksWhen() throws {
    let when = try Shapes.form(["When is the next pickup in ${applicationName}"])
    #expect(
      when.refusal(
        of: Shapes.act("is the pickup tomorrow in app"), tokens: Shapes.tokens("is the pickup tomorrow in app")) == nil)
    let tonight = Shapes.tokens("show the value times tonight in app")
    #expect(when.refusal(of: SpeechAct(tonight, language: .english), tokens: tonight) == .notARequest)
    let show = try Shapes.form(["Show my value in ${applicationName}"])
    let asked = Shapes.tokens("is my value ready tomorrow in app")
    #expect(show.refusal(of: SpeechAct(asked, language: .english), tokens: asked) == .notARequest)
  }

  /// What someone else did is told only to a shortcut whose phrases tell of others; a value
  /// said first is what the speaker's action was done to ("value had breakfast" for "I fed
  /// ${pet}"), not a feeling about it.
  @Test func othersAreToldOfOnlyToAShortcutThatTellsOfOthers() throws {
    let late = try Shapes.form(["I'm running late in ${applicationName}"])
    #expect(late.narrates && !late.narratesOthers)
    let moved = Shapes.tokens("my barber at app moved away")
    #expect(late.refusal(of: SpeechAct(moved, language: .english), tokens: moved) == .notARequest)
    let fed = try Shapes.form(["I fed ${pet} in ${applicationName}"])
    let ate = Shapes.tokens("value ate breakfast in app")
    #expect(fed.refusal(of: SpeechAct(ate, language: .english), tokens: ate) == nil)
    let hates = Shapes.tokens("value hates her food in app")
    #expect(fed.refusal(of: SpeechAct(hates, language: .english), tokens: hates) == .notARequest)
    let ate2 = try Shapes.form(["Baby ate ${kind} in ${applicationName}"])
    #expect(ate2.narratesOthers)
    let book = try Shapes.form(["Book a ${service} in ${applicationName}"])
    let books = Shapes.tokens("my brother books his value with app")
    #expect(book.refusal(of: SpeechAct(books, language: .english), tokens: books) == .notARequest)
  }
}
