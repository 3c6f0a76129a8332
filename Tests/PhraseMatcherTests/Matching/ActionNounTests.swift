import Testing

@testable import PhraseMatcher

/// The twenty-ninth development batch's kinds (written here apart from it): a noun made of a
/// shortcut's verb is its action ("make a *reservation*"), what a verb of starting takes in
/// "-ing" is the action asked for, not a thing a shortcut names ("start *recording*" is no
/// "Play back my latest recording"), and a word of opposite polarity in any form ("is the
/// door *locked*" undoes "Unlock …").
@Suite struct ActionNounTests {
  typealias Shapes = SpeechActTests

  @Test func aNounMadeOfAVerbNamesItsAction() {
    let inflection = Inflection.english
    for (noun, verb) in [
      ("reservation", "reserve"), ("payment", "pay"), ("renewal", "renew"), ("translation", "translate"),
      ("transcript", "transcribe"), ("transcription", "transcribe"), ("departure", "depart"),
    ] {
      #expect(inflection.isAction(noun, of: verb), "\(noun) \(verb)")
    }
    for (noun, verb) in [("reserve", "reserve"), ("party", "part"), ("paper", "pay"), ("relation", "reserve")] {
      #expect(!inflection.isAction(noun, of: verb), "\(noun) \(verb)")
    }
  }

  @Test func aLightVerbsObjectMadeOfTheShortcutsVerbAsksForIt() throws {
    let reserve = try Shapes.form(["Reserve a table at ${restaurant} in ${applicationName}"])
    #expect(reserve.refusal(of: .request, tokens: Shapes.tokens("make a reservation at value in app")) == nil)
    #expect(
      reserve.refusal(of: .request, tokens: Shapes.tokens("make a complaint about value in app")) == .anotherAction)
    let transcribe = try Shapes.form(["Transcribe my last memo with ${applicationName}"])
    #expect(transcribe.refusal(of: .request, tokens: Shapes.tokens("make a transcript of my memo in app")) == nil)
    #expect(transcribe.names("transcript"))
    #expect(!transcribe.names("recording"))
  }

  @Test func whatAVerbOfStartingTakesInIngIsTheActionNotTheThingNamed() throws {
    let playBack = try Shapes.form(["Play back my latest recording with ${applicationName}"])
    #expect(playBack.refusal(of: .request, tokens: Shapes.tokens("start recording in app")) == .anotherAction)
    #expect(playBack.refusal(of: .request, tokens: Shapes.tokens("start playing my recording in app")) == nil)
    let voiceMemo = try Shapes.form(["Start a voice memo with ${applicationName}"])
    #expect(voiceMemo.refusal(of: .request, tokens: Shapes.tokens("start recording in app")) == nil)
    // What a verb of ending takes may be the thing: "stop charging" ends "my charging session".
    let endSession = try Shapes.form(["End my charging session in ${applicationName}"])
    #expect(endSession.activitiesNamed == ["charging"])
    #expect(endSession.refusal(of: .request, tokens: Shapes.tokens("stop charging in app")) == nil)
  }

  /// Stop 66: what a light verb makes a thing do, in "-ing", may be a synonym of the verb
  /// ("get the engine *running*" starts it).
  @Test func aLightVerbMakingAThingDoASynonymAsksForIt() throws {
    let car = try Shapes.form(["Start my car with ${applicationName}", "Remote start the engine in ${applicationName}"])
    #expect(car.refusal(of: .request, tokens: Shapes.tokens("get the engine running in app")) == nil)
    #expect(car.refusal(of: .request, tokens: Shapes.tokens("have the engine running by eight in app")) == nil)
    let mower = try Shapes.form(["Start the mower in ${applicationName}", "Mow the back lawn with ${applicationName}"])
    #expect(mower.refusal(of: .request, tokens: Shapes.tokens("get the back lawn mowing in app")) == nil)
    #expect(mower.refusal(of: .request, tokens: Shapes.tokens("get the back lawn running in app")) == nil)
  }

  /// Stop 66: what a phrase's verb of starting takes in "-ing" is its action too ("Start
  /// *cleaning* the air": "clean the air").
  @Test func theActionAVerbOfStartingTakesIsTheShortcuts() throws {
    let purifier = try Shapes.form(["Start cleaning the air with ${applicationName}"])
    #expect(purifier.verbs.contains("clean"))
    #expect(purifier.refusal(of: .request, tokens: Shapes.tokens("clean the air in here with app")) == nil)
    #expect(purifier.refusal(of: .request, tokens: Shapes.tokens("sell the air in here with app")) == .anotherAction)
    let washer = try Shapes.form(["Begin washing the car in ${applicationName}"])
    #expect(washer.refusal(of: .request, tokens: Shapes.tokens("wash the car in app")) == nil)
    #expect(try Shapes.form(["Start journaling in ${applicationName}"]).verbs == ["start"], "a noun as much as a verb")
    #expect(ShortcutForm.actionStarted(by: "play", taking: "recording", language: .english) == nil)
  }

  @Test func aWordOfOppositePolarityOpposesInAnyForm() {
    let polarity = Polarity.english
    #expect(polarity.opposes(["is", "locked"], said: ["unlock", "door"], inflection: .english, pastForms: [:]))
    #expect(!polarity.opposes(["is", "locked"], said: ["unlock", "door"]))
    #expect(polarity.opposes(["is", "unlocked"], said: ["lock", "door"], inflection: .english, pastForms: [:]))
    #expect(polarity.opposes(["paused"], said: ["resume"], inflection: .english, pastForms: [:]))
    #expect(!polarity.opposes(["is", "locked"], said: ["lock", "door"], inflection: .english, pastForms: [:]))
    #expect(!polarity.opposes(["locked"], said: ["locked", "door"], inflection: .english, pastForms: [:]))
    // An irregular past in its base form ("woke": "wake"), which the language's table gives.
    let past = SentenceWords.english.pastForms
    #expect(polarity.opposes(["baby", "woke", "up"], said: ["baby", "asleep"], inflection: .english, pastForms: past))
    #expect(!polarity.opposes(["baby", "woke", "up"], said: ["baby", "asleep"], inflection: .english, pastForms: [:]))
  }

  /// States have opposites too: "let the mac sleep" is no "Keep the Mac awake", and by meaning
  /// "keep the mac asleep", as close as the stand-in model makes it, is refused for its word.
  @Test func aStateUndoesItsOpposite() throws {
    let polarity = Polarity.english
    #expect(polarity.opposes(["let", "the", "mac", "sleep"], said: ["keep", "the", "mac", "awake"]))
    #expect(polarity.opposes(["shut", "the", "blinds"], said: ["open", "blinds"]))
    #expect(polarity.opposes(["make", "it", "quieter"], said: ["louder"]))
    #expect(!polarity.opposes(["keep", "it", "awake"], said: ["keep", "the", "mac", "awake"]))
    var catalog = Catalog(app: .init(name: "Hopper", synonyms: []))
    catalog.shortcuts = [
      .init(
        intent: "KeepAwakeIntent", phrases: [try PhraseTemplate(parsing: "Keep the Mac awake with ${applicationName}")])
    ]
    let matcher = Matcher(catalog, embedder: ConceptEmbedder())
    func match(_ utterance: String) -> MatchResult { matcher.match(utterance, cache: WordCache()) }
    #expect(match("keep the mac awake with hopper").best?.intent == "KeepAwakeIntent")
    #expect(match("let the mac sleep with hopper").best == nil)
    #expect(match("keep my mac awake with hopper").best?.intent == "KeepAwakeIntent")
    #expect(match("keep the mac asleep with hopper").best == nil)
  }
}
