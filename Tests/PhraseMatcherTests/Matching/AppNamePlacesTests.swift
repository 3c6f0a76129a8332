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
}
