import Testing

@testable import PhraseMatcher

/// Words whose meaning is in another form, the kinds real-app check 38 found (DevHours, Tiny
/// Tastes), written apart from it: an irregular past undoes what its base undoes ("the puppy
/// *woke*" is no "Puppy is asleep"), a verb and its particle make a verb of the shortcut's
/// ("clock me *out*" stops a timer), a nap is a kind of sleep, a clock or a stopwatch a timer.
@Suite struct WordFormsOfMeaningTests {
  typealias Shapes = SpeechActTests

  static let matcher: Matcher = {
    var catalog = Catalog(app: .init(name: "Pawly", synonyms: []))
    catalog.shortcuts = [
      Catalog.Shortcut(
        intent: "NapIntent", parameters: [:],
        phrases: [
          try! PhraseTemplate(parsing: "The dog is asleep in ${applicationName}"),
          try! PhraseTemplate(parsing: "Start a sleep log in ${applicationName}"),
        ]),
      Catalog.Shortcut(
        intent: "OrderIntent", parameters: [:],
        phrases: [try! PhraseTemplate(parsing: "Order kibble in ${applicationName}")]),
    ]
    return Matcher(catalog, embedder: ConceptEmbedder())
  }()

  @Test func anIrregularPastUndoesWhatItsBaseUndoes() {
    let woke = Self.matcher.match("the dog woke up in pawly", cache: WordCache())
    #expect(woke.best == nil, "\(String(describing: woke.best))")
    #expect(woke.byMeaning?.reason == "a word of opposite polarity")
    #expect(Self.matcher.match("the dog is sleeping in pawly", cache: WordCache()).best?.description == "NapIntent")
  }

  @Test func aParticleMakesAVerbOfTheShortcuts() throws {
    let stop = try Shapes.form(["Stop timer in ${applicationName}"])
    #expect(!stop.turnsItsVerb(Shapes.tokens("clock me out"), verb: "clock"))
    #expect(!stop.asksAnotherAction("clock", words: ["clock", "me", "out"]))
    let start = try Shapes.form(["Start timer in ${applicationName}"])
    #expect(start.asksAnotherAction("clock", words: ["clock", "me", "out"]), "out stops it")
    #expect(start.turnsItsVerb(Shapes.tokens("log me out"), verb: "log"), "a particle no verb of its makes")
  }

  @Test func aNapIsSleepAndAClockATimer() throws {
    let sleep = try Shapes.form(["Start sleep tracking in ${applicationName}"])
    #expect(sleep.names("nap") && sleep.names("naps"))
    let timer = try Shapes.form(["Reset the timer in ${applicationName}"])
    #expect(timer.names("stopwatch") && timer.names("clock"))
    let food = try Shapes.form(["Log a meal in ${applicationName}"])
    #expect(!food.names("nap"))
  }
}
