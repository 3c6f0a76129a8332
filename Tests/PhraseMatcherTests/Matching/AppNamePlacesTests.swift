import Testing

@testable import PhraseMatcher

/// The app name where people put it: names written in camel case are heard as
/// their words, and a name no phrase says is the app's wherever it is said.
@Suite struct AppNamePlacesTests {
  @Test(arguments: [
    ("BrewBuddy", "Brew Buddy"), ("NetNewsWire", "Net News Wire"), ("HTTPServer", "HTTP Server"),
    ("Things3", "Things 3"), ("iMessage", "i Message"), ("Ice Cubes", "Ice Cubes"), ("Casa", "Casa"),
    ("OpenWorkoutTracker", "Open Workout Tracker"), ("Москва", "Москва"),
  ])
  func camelCaseNamesSplitIntoWords(_ name: String, words: String) {
    #expect(Catalog.App.camelCaseWords(name) == words)
  }

  static let catalog: Catalog = {
    var catalog = Catalog(app: .init(name: "MarkEdit", synonyms: ["Editor"]))
    catalog.shortcuts = [
      Catalog.Shortcut(
        intent: "NewDocumentIntent", parameters: [:],
        phrases: [try! PhraseTemplate(parsing: "New document in ${applicationName}")])
    ]
    return catalog
  }()

  @Test func aCamelCaseNameIsHeardAsItsWordsAndAsWritten() {
    let index = PhraseIndex(Self.catalog)
    for utterance in ["new document in mark edit", "new document in markedit", "new document in editor"] {
      #expect(index.match(utterance).best?.intent == "NewDocumentIntent", "\(utterance)")
    }
    #expect(index.match("new document in mark").best == nil, "half the name is not the name")
    #expect(Self.catalog.app.heardForms == ["MarkEdit", "Editor", "Mark Edit"])
  }

  @Test func aNameOfSeveralWordsIsHeardRunTogether() throws {
    let catalog = Catalog(
      app: .init(name: "Ferry Time"),
      shortcuts: [
        .init(
          intent: "ShowTicketsIntent", phrases: [try PhraseTemplate(parsing: "Show my tickets in ${applicationName}")])
      ])
    let index = PhraseIndex(catalog)
    for utterance in ["show my tickets in ferrytime", "show my tickets in ferry time"] {
      #expect(index.match(utterance).best?.intent == "ShowTicketsIntent", "\(utterance)")
    }
    #expect(catalog.app.heardForms == ["Ferry Time", "FerryTime"])
    #expect(Catalog.App(name: "Things 3").heardForms == ["Things 3"], "a number stays a word of its own")
  }

  @Test func aOneWordNameIsHeardSplitAsARecognizerWritesIt() throws {
    for name in ["Brewbuddy", "Tunetrail"] {
      let catalog = Catalog(
        app: .init(name: name),
        shortcuts: [
          .init(intent: "OrderIntent", phrases: [try PhraseTemplate(parsing: "Order a coffee in ${applicationName}")])
        ])
      let index = PhraseIndex(catalog)
      let halves = name == "Brewbuddy" ? "brew buddy" : "tune trail"
      for utterance in ["order a coffee in \(halves)", "order a coffee in \(name.lowercased())"] {
        #expect(index.match(utterance).best?.intent == "OrderIntent", "\(utterance)")
      }
      let half = halves.split(separator: " ")[0]
      #expect(index.match("order a coffee in \(half)").best == nil, "half the name is not the name")
    }
  }
}
