import Testing

@testable import PhraseMatcher

/// What a sentence does, read from its words (``SpeechAct``), and which a
/// shortcut's own phrases let through (``ShortcutForm``). Sentences here are of
/// the kinds the held-out sets hold, written apart from them.
@Suite struct SpeechActTests {
  /// `text` normalized as an utterance, with `app` and `value` as those tokens.
  static func tokens(_ text: String) -> [SpeechAct.Token] {
    SpokenText(text).words.map { word in
      switch word {
      case "app": .app
      case "value": .value
      default: .word(word)
      }
    }
  }

  static func act(_ text: String) -> SpeechAct { SpeechAct(tokens(text), language: .english) }

  @Test(arguments: [
    "turn on the value in app", "app show my balance", "can you play value on app", "i want value again in app",
    "i need a ride to value with app", "i'd like the usual from value in app", "is the value locked in app",
    "my value note in app", "value conditions in app", "i'm looking for value in app",
    "calories burned today in app", "please read my locked value note in app", "i just want to hear value on app",
    "no value in app", "do a backup in app", "app do a unit calculation", "do an update in app",
  ])
  func requests(_ text: String) {
    #expect(Self.act(text) == .request)
  }

  @Test(arguments: [
    ("app keeps crashing when i open value", "keeps"), ("the value in app was cold again", "was"),
    ("value is asleep on the sofa in app", "is"), ("app charged me twice for value", "charged"),
    ("i listened to value on the bus with app", "listened"), ("my value list in app is a mess", "is"),
    ("app froze during my value session", "froze"), ("it says value will be late in app", "says"),
    ("i have finished value in app", "finished"), ("we parked in value with app", "parked"),
  ])
  func statements(_ text: String, verb: String) {
    let act = Self.act(text)
    #expect(act == .statement(verb: verb, firstPerson: text.hasPrefix("i ") || text.hasPrefix("we ")))
  }

  @Test(arguments: [
    ("does app work on the watch", SpeechAct.aboutTheApp(cue: "does")),
    ("can app track value", .aboutTheApp(cue: "can")),
    ("is app free", .aboutTheApp(cue: "is")), ("why does app need my contacts", .aboutTheApp(cue: "why")),
    ("who built app", .aboutTheApp(cue: "who")), ("how do i export value from app", .aboutTheApp(cue: "how")),
    ("how can we share value in app", .aboutTheApp(cue: "how")),
    ("how does app know when to water", .aboutTheApp(cue: "does")),
    ("what can app do for value", .aboutTheApp(cue: "can")),
    ("should we cancel value in app", .advice(cue: "should")),
    ("is it safe to unlock value in app", .advice(cue: "safe")),
    ("what happens if i delete value in app", .advice(cue: "if")), ("what if we skip value in app", .advice(cue: "if")),
    ("what's my balance in app", .question(cue: "what")), ("how is value going in app", .question(cue: "how")),
    ("do my tires need air in app", .question(cue: "do")), ("does a value need a bath in app", .question(cue: "does")),
    ("how much is a ride to value in app", .question(cue: "how")), ("where is value in app", .question(cue: "where")),
    ("what's app's balance for value", .question(cue: "what")),
    ("what value photos are in app", .question(cue: "what")),
    ("don't lock the value in app", .negated(cue: "not")), ("please do not play value on app", .negated(cue: "not")),
    ("i never asked for value in app", .negated(cue: "never")), ("never mind value in app", .negated(cue: "never")),
    ("dont start value with app", .negated(cue: "dont")), ("no need to check value in app", .negated(cue: "no")),
    ("no thanks app", .negated(cue: "no")), ("i walked value an hour ago in app", .anotherTime(cue: "ago")),
    ("log the walk i took with value yesterday in app", .anotherTime(cue: "yesterday")),
  ])
  func questionsRefusalsAndOtherTimesCarryTheirCue(_ text: String, act: SpeechAct) {
    #expect(Self.act(text) == act)
  }

  @Test func aQuestionNamesTheActionItAsksAbout() {
    func verb(_ text: String) -> String? { SpeechAct.questionVerb(in: Self.tokens(text), language: .english) }
    #expect(verb("when did i adopt value in app") == "adopt")
    #expect(verb("how often should i water value in app") == "water")
    #expect(verb("when can we book value in app") == "book")
    #expect(verb("show my value in app") == nil, "not a question")
    #expect(verb("who installed the doorbell in app") == "install", "the question word is its subject")
    #expect(verb("who rang the doorbell in app") == "ring")
    #expect(verb("who stopped by earlier in app") == nil, "a verb with its particle says another")
    #expect(verb("what did i eat in app") == "eat", "an auxiliary, not the verb")
    let findPet = ShortcutForm(
      phrases: [try! PhraseTemplate(parsing: "Where is ${pet} in ${applicationName}")], said: ["where", "is", "in"],
      language: .english)
    #expect(findPet.asksAboutAnotherAction("adopt"))
    #expect(!findPet.asksAboutAnotherAction(nil))
  }

  @Test func aFeelingItsOwnPhraseTellsIsItsRequest() throws {
    let like = try Self.form(["I like this song in ${applicationName}"])
    #expect(like.admits(Self.act("i love this song in app")))
    #expect(!like.admits(Self.act("my kids love this song in app")), "a feeling the speaker tells, not others'")
    // The speaker's own words are a phrase's that asks nothing: "I" in a question is asked.
    let spent = try Self.form(["How much have I spent in ${applicationName}"])
    #expect(!spent.admits(Self.act("i spent too much this month in app")))
    let stop = try Self.form(["End my ${applicationName} task", "Stop the task I have in ${applicationName}"])
    #expect(stop.admits(Self.act("i finish this task in app")))
    let start = try Self.form(["Start ${session} in ${applicationName}"])
    #expect(!start.admits(Self.act("my kids love value in app")))
    #expect(Self.act("last time i parked in value it was full") == .anotherTime(cue: "last"))
  }

  @Test(arguments: [
    ("value in app really helps me focus", "helps"), ("app drains my battery overnight", "drains"),
    ("value always crashes in app", "crashes"), ("the value in app costs way too much", "costs"),
  ])
  func aVerbInThePresentSaidOfItsSubjectIsAStatement(_ text: String, verb: String) {
    #expect(Self.act(text) == .statement(verb: verb))
  }

  @Test func pluralNounsAreNotReadAsVerbs() {
    #expect(Self.act("my value runs in app") == .request, "after a determiner: a noun")
    #expect(Self.act("value deals in app") == .request, "nothing follows and no adverb: a noun phrase")
    #expect(Self.act("show value updates in app") == .request, "a command first")
  }

  /// "keep" and a verb in "-ing" after a noun tell what keeps happening to it (development
  /// negatives, stop 57); after the app's name, or first, "keep" asks to go on.
  @Test func whatKeepsHappeningIsTold() {
    #expect(Self.act("my earbuds keep disconnecting in app") == .statement(verb: "keep", firstPerson: false))
    #expect(Self.act("app the value lights keep flickering") == .statement(verb: "keep", firstPerson: false))
    #expect(Self.act("app keep playing value") == .request, "said to the app")
    #expect(Self.act("keep recording in app") == .request, "a command")
    #expect(Self.act("my value keep list in app") == .request, "no verb in -ing after it")
  }

  @Test func aPeriodToComeIsAnotherTime() {
    #expect(Self.act("play value next week in app") == .anotherTime(cue: "next"))
    #expect(Self.act("play the next value in app") == .request, "'next' alone is an order, not a time")
  }

  @Test func manyWordsWithNoCommandNorQuestionAreARemark() {
    #expect(Self.act("apparently the value in app gets cancelled every single season") == .remark)
    #expect(Self.act("the weather forecast for value this weekend in app") == .request, "a noun phrase")
    #expect(Self.act("value conditions in app") == .request)
  }

  @Test(arguments: [
    "good evening app", "hey app how are you", "if it snows at value in app we stay in",
    "when the value in app ends i go to bed", "app and my old app disagree about value",
    "once my value in app is over i eat", "hello app", "imagine app making value by itself",
    "suppose app ran out of value",
  ])
  func shapesThatAskNothing(_ text: String) {
    #expect(Self.act(text) == .remark, "\(Self.act(text))")
  }

  @Test func comparisonsPreferencesAndMessagesForOthers() throws {
    #expect(Self.act("app versus my old app for value") == .advice(cue: "versus"))
    #expect(Self.act("i'd rather skip value in app") == .advice(cue: "rather"))
    #expect(Self.act("tell my son to play value on app") == .forSomeoneElse(cue: "tell"))
    #expect(Self.act("tell me about value in app") != .forSomeoneElse(cue: "tell"))
    let message = try Self.form(["Tell ${contact} I'm on my way with ${applicationName}"])
    #expect(message.admits(Self.act("tell my wife i'm on my way with app")), "a messaging shortcut says so")
  }

  @Test func aShortcutThatOnlyActsAnswersNoQuestionItDoesNotSay() throws {
    let start = try Self.form(["Start ${session} in ${applicationName}"])
    #expect(!start.admits(Self.act("how long does the value in app last")))
    #expect(start.admits(Self.act("what value sessions are there in app")), "'what' also asks to be shown")
    let vet = try Self.form(["When is ${pet}'s next vet visit in ${applicationName}"])
    #expect(vet.answers && vet.admits(Self.act("how soon is value's checkup in app")))
  }

  @Test func cannotIsAPleaNotARefusal() {
    #expect(Self.act("i can't find value in app") != .negated(cue: "not"))
  }

  /// Why `form` refuses `text` as the sentence it is (with `app` and `value` as those tokens), or `nil`.
  static func refusal(_ form: ShortcutForm, _ text: String) -> ShortcutForm.Refusal? {
    form.refusal(of: act(text), tokens: tokens(text))
  }

  /// Whether a shortcut of `phrases` refuses `text`.
  static func refuses(_ phrases: [String], _ text: String) throws -> Bool { refusal(try form(phrases), text) != nil }

  static func form(_ phrases: [String]) throws -> ShortcutForm {
    let templates = try phrases.map { try PhraseTemplate(parsing: $0) }
    let said = Set(
      templates.flatMap { ShortcutForm.tokens(of: $0, language: .english) }.compactMap {
        if case .word(let w) = $0 { w } else { nil }
      })
    return ShortcutForm(phrases: templates, said: said, language: .english)
  }

  /// A verb done to a value that the shortcut only acts within is another action, even a
  /// synonym of its own: "delete the value list" is not "Clear the done items in ${list}".
  /// Where the shortcut acts on its value, or the command says its own verb, it can be.
  @Test func aVerbDoneToAValueTheShortcutActsWithinIsAnotherAction() throws {
    let clearDone = try Self.form(["Clear the done items in ${list} in ${applicationName}"])
    #expect(clearDone.refusal(of: .request, tokens: Self.tokens("delete the value list in app")) == .anotherAction)
    #expect(clearDone.refusal(of: .request, tokens: Self.tokens("remove value in app")) == .anotherAction)
    #expect(clearDone.refusal(of: .request, tokens: Self.tokens("clear value in app")) == nil, "its own verb")
    #expect(clearDone.refusal(of: .request, tokens: Self.tokens("remove the done items in value in app")) == nil)
    let deleteList = try Self.form(["Delete ${list} in ${applicationName}"])
    #expect(deleteList.refusal(of: .request, tokens: Self.tokens("remove the value list in app")) == nil)
  }

  @Test func aShortcutThatNarratesTakesWhatIsTold() throws {
    let logMeal = try Self.form(["I fed ${pet} in ${applicationName}", "Log a meal for ${pet} in ${applicationName}"])
    #expect(logMeal.admits(Self.act("i gave value his dinner in app")))
    #expect(!logMeal.admits(Self.act("value is hungry again in app")), "a state is not a meal")
    #expect(!logMeal.admits(Self.act("app keeps forgetting value")), "nor a complaint")
    // Words or thoughts told are no event to log (development negatives, stop 57).
    #expect(!logMeal.admits(Self.act("i wish app had a water bowl sensor")), "a wish")
    #expect(!logMeal.admits(Self.act("i told my wife value already ate in app")), "words told")
  }

  /// A verb said bare after a name may be the command itself; after a noun in the plural it tells
  /// what they do (development negatives, stop 57).
  @Test func aBareVerbAfterAPluralTellsWhatOthersDo() throws {
    let suggest = try Self.form(["Suggest a ${game} in ${applicationName}"])
    func refusal(_ text: String) -> ShortcutForm.Refusal? {
      suggest.refusal(of: Self.act(text), tokens: Self.tokens(text))
    }
    #expect(refusal("my cousins suggest the dullest value in app") == .notARequest)
    #expect(refusal("the neighbors suggest a value every week in app") != nil)
    #expect(refusal("app suggest me a value") == nil, "said to the app")
    #expect(refusal("suggest a value in app") == nil)
  }

  @Test func anActionUnderWayMayBeTheShortcutsOwnButNotOneDone() throws {
    let park = try Self.form(["Park in ${zone} with ${applicationName}"])
    #expect(park.admits(Self.act("i'm parking in value with app")))
    #expect(!park.admits(Self.act("i parked in value with app")), "told, not asked")
    #expect(!park.admits(Self.act("i am paying for value with app")))
    #expect(!park.admits(Self.act("i am parking in value tomorrow with app")), "another time is not now")
  }

  @Test func aCommandVerbTheShortcutHasNotAsksForAnotherAction() throws {
    let share = try Self.form([
      "Share ${item} from ${applicationName}", "Share a copy of ${item} with ${applicationName}",
    ])
    #expect(share.verbs == ["share"])
    #expect(
      share.asksAnotherAction("copy", words: ["copy", "it", "to", "my", "drive"]), "a noun of its phrases is no verb")
    #expect(!share.asksAnotherAction("send", words: ["send", "it"]), "a synonym is its own")
    let previous = try Self.form(["Previous track on ${applicationName}", "Go back a song in ${applicationName}"])
    #expect(previous.verbs == ["previous", "back"])
    #expect(
      !previous.asksAnotherAction("play", words: ["play", "the", "previous", "song"]), "its own verb comes later")
    let mood = try Self.form(["Log my mood in ${applicationName}"])
    #expect(
      mood.asksAnotherAction("stop", words: ["stop", "asking", "me", "to", "log", "my", "mood"]), "not after 'to'")
  }

  @Test func aCommandAfterAStatementThatSetsTheSceneIsTheRequest() {
    for (sentence, verb) in [
      ("i am off to bed now stop the music in app", "stop"), ("the kettle is boiling so pause value in app", "pause"),
      ("we are all here book a table with app", "book"),
    ] {
      #expect(Self.act(sentence) == .request, "\(sentence)")
      #expect(SpeechAct.commandVerb(in: Self.tokens(sentence), language: .english) == verb)
    }
    // Reported, after a word of grammar, or no command at all: still told.
    #expect(Self.act("my daughter said stop the music in app") == .statement(verb: "said", firstPerson: false))
    #expect(Self.act("i drank a cup of water in app") == .statement(verb: "drank", firstPerson: true))
    #expect(Self.act("i tried to stop the music in app") == .statement(verb: "tried", firstPerson: true))
    #expect(SpeechAct.commandVerb(in: Self.tokens("i tried to stop the music in app"), language: .english) == nil)
  }

  @Test func aShortcutThatAsksHowOrSaysNeverTakesIt() throws {
    #expect(
      try Self.form(["How do I care for ${plant} in ${applicationName}"]).admits(
        Self.act("how do i prune value in app")))
    #expect(
      try !Self.form(["Care tips for ${plant} in ${applicationName}"]).admits(Self.act("how do i prune value in app")))
    #expect(
      try Self.form(["What soups does ${applicationName} have today"]).admits(Self.act("does app have value today")))
    #expect(try Self.form(["Never ask again in ${applicationName}"]).admits(Self.act("never ask me again in app")))
  }
}
