import PhraseMatcher
import Testing

/// A phrase that writes a number with its unit ("Log 6mg pouch") is the one said with them
/// apart or in words ("log a six mg pouch", "three milligrams"), never a phrase without the
/// number that the words around it also fit.
@Suite struct NumberAndUnitTests {
  static let index = PhraseIndex(
    Catalog(
      app: .init(name: "Dosely"),
      shortcuts: [
        .init(intent: "LogTabletIntent", phrases: PhraseIndexTests.phrases("Log a tablet in ${applicationName}")),
        .init(intent: "Log5mgIntent", phrases: PhraseIndexTests.phrases("Log 5mg tablet in ${applicationName}")),
        .init(
          intent: "Log10mgIntent",
          phrases: PhraseIndexTests.phrases(
            "Log 10mg tablet in ${applicationName}", "Add 10 milligram tablet in ${applicationName}")),
      ]))

  @Test(arguments: [
    ("log a five mg tablet in dosely", "Log5mgIntent"),
    ("log 5 mg tablet in dosely", "Log5mgIntent"),
    ("log a ten milligram tablet in dosely", "Log10mgIntent"),
    ("add a 10mg tablet in dosely", "Log10mgIntent"),
    ("log a tablet in dosely", "LogTabletIntent"),
  ])
  func theNumberAndItsUnitChooseThePhrase(text: String, intent: String) {
    #expect(Self.index.match(text).best?.intent == intent)
  }
}
