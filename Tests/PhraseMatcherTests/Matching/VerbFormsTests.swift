import Testing

@testable import PhraseMatcher

/// A shortcut's verb in the forms real apps' phrases give it (a third check on real public
/// apps, written here apart from it): a third person ("Uses an … preset"), after the app
/// called first ("${applicationName} apply …"), a particle that means it ("turn off" cancels),
/// and the idioms and synonyms people say it with.
@Suite struct VerbFormsTests {
  typealias Shapes = SpeechActTests

  @Test func aVerbInAnotherFormIsTheShortcutsVerb() throws {
    let preset = try Shapes.form(["Uses an ${applicationName} meal preset"])
    #expect(preset.refusal(of: .request, tokens: Shapes.tokens("use a meal preset in app")) == nil)
    #expect(preset.refusal(of: .request, tokens: Shapes.tokens("delete a meal preset in app")) == .anotherAction)
  }

  @Test func theVerbComesAfterTheAppCalledFirst() throws {
    let target = try Shapes.form(["${applicationName} apply a temporary target"])
    #expect(target.verbs.contains("apply"))
    #expect(target.refusal(of: .request, tokens: Shapes.tokens("apply a temporary target in app")) == nil)
    #expect(target.refusal(of: .request, tokens: Shapes.tokens("erase a temporary target in app")) == .anotherAction)
  }

  /// "Play or pause ${applicationName}" (a real podcast app's phrase): either verb asks it.
  @Test func eachVerbOfAPairIsTheShortcuts() throws {
    let toggle = try Shapes.form(["Play or pause ${applicationName}", "Toggle ${applicationName} playback"])
    #expect(toggle.verbs.isSuperset(of: ["play", "pause"]))
    #expect(toggle.refusal(of: .request, tokens: Shapes.tokens("pause app")) == nil)
    #expect(toggle.refusal(of: .request, tokens: Shapes.tokens("delete app")) == .anotherAction)
    let shortcuts = try [
      ("TogglePlaybackIntent", "Play or pause ${applicationName}"), ("SyncIntent", "Sync ${applicationName}"),
    ].map { Catalog.Shortcut(intent: $0, phrases: [try PhraseTemplate(parsing: $1)]) }
    let catalog = Catalog(app: .init(name: "DaisyPod"), shortcuts: shortcuts)
    #expect(PhraseIndex(catalog).match("pause daisypod").best?.intent == "TogglePlaybackIntent")
    // A noun joined by "or" is no verb: "Tea or coffee" names what is ordered.
    #expect(try Shapes.form(["Order tea or coffee in ${applicationName}"]).verbs == ["order"])
  }

  /// "take me to …" goes to one of the app's sections ("Open ${section}"), not to a door nor to
  /// a view that may be a place ("Open my courses": ``ActionSensesTests``); showing the app's
  /// own view opens it.
  @Test func goingToAScreenOpensIt() throws {
    let courses = try Shapes.form(["Open my courses in ${applicationName}"])
    #expect(courses.refusal(of: .request, tokens: Shapes.tokens("take me to my courses in app")) == .anotherAction)
    // The app's own view, its name inside the noun phrase: shown is opened too.
    let terminal = try Shapes.form(["Open ${applicationName} terminal"])
    #expect(terminal.opensAView)
    #expect(terminal.refusal(of: .request, tokens: Shapes.tokens("show me the terminal in app")) == nil)
    let door = try Shapes.form(["Open the ${door} in ${applicationName}"])
    #expect(door.refusal(of: .request, tokens: Shapes.tokens("take me to the value in app")) == .anotherAction)
    let shortcuts = try [
      ("OpenSectionIntent", "section", "Open ${section} in ${applicationName}", "SectionEnum"),
      ("OpenDoorIntent", "door", "Open ${door} in ${applicationName}", "DoorEnum"),
    ].map { Catalog.Shortcut(intent: $0, parameters: [$1: $3], phrases: [try PhraseTemplate(parsing: $2)]) }
    let values = [Catalog.Value(id: "library", title: "Library")]
    let catalog = Catalog(
      app: .init(name: "DaisyPod"),
      types: [
        "SectionEnum": .init(kind: .enum, name: "DaisyPod Section", values: values),
        "DoorEnum": .init(kind: .enum, name: "Door", values: values),
      ], shortcuts: shortcuts)
    let forms = PhraseIndex(catalog).forms
    #expect(forms.map(\.opensItsScreens) == [true, false])
    #expect(forms[0].refusal(of: .request, tokens: Shapes.tokens("take me to my value in app")) == nil)
    #expect(forms[1].refusal(of: .request, tokens: Shapes.tokens("take me to my value in app")) == .anotherAction)
  }

  @Test func aParticleMeansTheVerbItStandsFor() throws {
    let cancel = try Shapes.form(["Cancel the ${applicationName} boost"])
    #expect(cancel.refusal(of: .request, tokens: Shapes.tokens("turn off the boost in app")) == nil)
    #expect(cancel.refusal(of: .request, tokens: Shapes.tokens("turn on the boost in app")) == .anotherAction)
  }

  @Test(arguments: [
    ("clock in with app", "start"), ("clock out of app", "stop"), ("go back to my value in app", "resume"),
    ("pass on this dose in app", "skip"), ("keep going with my value in app", "continue"),
    ("tick off the value in app", "mark"), ("hang up on app", "end"), ("get back to my value in app", "resume"),
  ])
  func anIdiomIsTheVerbItMeans(sentence: String, verb: String) {
    #expect(SpeechAct.commandVerb(in: Shapes.tokens(sentence), language: .english) == verb)
  }

  @Test func captureRecords() throws {
    let memo = try Shapes.form(["Record a memo in ${applicationName}"])
    #expect(memo.refusal(of: .request, tokens: Shapes.tokens("capture a memo in app")) == nil)
  }
}
