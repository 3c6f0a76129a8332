import Testing

@testable import PhraseMatcher

/// "this", "it", "this recipe", "what's on my screen": where an utterance points at the
/// screen (``OnscreenReference``), and the matcher hears the shown value there.
@Suite struct OnscreenReferenceTests {
  static func spans(_ text: String) -> [String] {
    let words = SpokenText(text).words
    return OnscreenReference.spans(in: words, nouns: ["recipe", "recipes"], language: .english).map {
      words[$0].joined(separator: " ")
    }
  }

  @Test(arguments: [
    ("cook this in recipes", ["this"]), ("shop for it with recipes", ["it"]),
    ("show me this recipe in recipes", ["this recipe"]), ("let's cook that one", ["that 1"]),
    ("what's on my screen", ["what is on my screen"]), ("start the current recipe", ["the current recipe"]),
    ("add what i'm looking at to my list", ["what i am looking at"]),
  ])
  func pointsAtTheScreen(_ text: String, _ expected: [String]) {
    #expect(Self.spans(text) == expected)
  }

  @Test(arguments: [
    "what should i cook this morning", "it is too spicy", "it keeps crashing", "show me the chili recipe",
    "that lasagna was great", "this week's recipes",
  ])
  func namesOrTalksWithoutPointing(_ text: String) {
    #expect(Self.spans(text).isEmpty)
  }

  @Test func theShownValueStandsWhereTheUtterancePoints() throws {
    let index = PhraseIndex(try CatalogFixtures.load("recipes.json"))
    let cache = WordCache()
    let chili = OnscreenValue(typeName: "RecipeEntity", id: "chili", title: "Chili", isFocused: true)
    let tacos = OnscreenValue(typeName: "RecipeEntity", id: "tacos", title: "Tacos", isFocused: false)
    let pho = OnscreenValue(typeName: "RecipeEntity", id: "pho", title: "Pho", isFocused: false)
    let app = index.catalog.app.name.lowercased()
    let focused = index.match("let's cook this in \(app)", onscreen: [tacos, chili], cache: cache)
    #expect(focused.best?.parameters["recipe"]?.id == "chili" && focused.onscreenValue == chili)
    #expect(focused.refersToScreen)
    let rows = index.match("shop for it with \(app)", onscreen: [tacos, pho], cache: cache)
    #expect(rows.isAmbiguous && Set(rows.ranked.compactMap { $0.parameters["recipe"]?.id }) == ["tacos", "pho"])
    // Named by the person: the screen does not stand in.
    let named = index.match("let's cook lasagna in \(app)", onscreen: [chili], cache: cache)
    #expect(named.best?.parameters["recipe"]?.id == "lasagna" && named.onscreenValue == nil)
    // Nothing points at the screen: the match is the one without it.
    let plain = index.match("start cooking with \(app)", onscreen: [chili], cache: cache)
    #expect(!plain.refersToScreen && plain.best?.parameters.isEmpty == true)
  }

  /// With nothing on screen, pointing leaves the slot open (the person is asked which), and
  /// wins over a reading that took the pointing word for another.
  @Test func pointingAtNothingLeavesTheSlotOpen() throws {
    let index = PhraseIndex(try CatalogFixtures.load("home.json"))
    let cache = WordCache()
    let open = index.match("turn on this light in casa", onscreen: [], cache: cache)
    #expect(open.refersToScreen && open.best?.intent == "TurnOnLightIntent")
    #expect(open.best?.parameters.isEmpty == true)
  }

  /// A name that sounds like pointing ("the open garden") is the value it names.
  @Test func aNameThatSoundsLikePointingIsTheName() throws {
    let catalog = Catalog(
      app: .init(name: "Library"),
      types: [
        "Place": .init(
          kind: .entity, name: "Place",
          values: [.init(id: "og", title: "Open Garden"), .init(id: "qg", title: "Quiet Garden")])
      ],
      shortcuts: [
        .init(
          intent: "PlayIntent", parameters: ["place": "Place"],
          phrases: [try PhraseTemplate(parsing: "Play ${place} in ${applicationName}")])
      ])
    let result = PhraseIndex(catalog).match("play the open garden in library", onscreen: [], cache: WordCache())
    #expect(result.best?.parameters["place"]?.id == "og")
  }

  /// "This card", "this lamp": a value's kind, said as the last word of its title, points too.
  @Test func aValuesKindNounPoints() {
    let type = Catalog.ValueSet(
      kind: .entity, name: "Account",
      values: [.init(id: "t", title: "Travel Card"), .init(id: "j", title: "Joint Account")])
    let nouns = PhraseIndex.kindNouns(of: [type], .english)
    #expect(nouns.isSuperset(of: ["account", "card", "cards"]))
    let many = Catalog.ValueSet(
      kind: .entity, name: "Song",
      values: (0...PhraseIndex.kindNounValues).map { .init(id: "\($0)", title: "Song \($0) Morning") })
    #expect(PhraseIndex.kindNouns(of: [many], .english) == ["song", "songs"], "a big type's titles are not kinds")
  }
}
