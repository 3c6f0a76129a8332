import Testing

@testable import PhraseMatcher

/// Names as a recognizer writes them: years in words, compounds split or
/// joined, one short word a letter off inside a longer name.
@Suite struct SpokenFormsTests {
  static let index: PhraseIndex = {
    var catalog = Catalog(app: .init(name: "Gearbox", synonyms: []))
    let titles = [
      "Raincoat", "Notebook", "Tent Pegs", "Water Bottle", "Trip 2024", "Class of 1999", "Summer 2005", "Map Case",
      "Camp Stove Kit", "Map", "Rain", "Coat",
    ]
    catalog.types["ItemEntity"] = .init(kind: .entity, name: "Item", values: titles.map { .init(id: $0, title: $0) })
    catalog.shortcuts = [
      .init(
        intent: "FindItemIntent", parameters: ["item": "ItemEntity"],
        phrases: [try! PhraseTemplate(parsing: "Find my ${item} in ${applicationName}")])
    ]
    return PhraseIndex(catalog)
  }()

  static func value(_ said: String) -> String? {
    guard case .matched(let match) = index.match("find my \(said) in gearbox").resolution else { return nil }
    return match.parameters["item"]?.id
  }

  @Test(arguments: [
    ("note book", "Notebook"), ("tentpegs", "Tent Pegs"), ("waterbottle", "Water Bottle"), ("tent pegs", "Tent Pegs"),
    ("trip twenty twenty four", "Trip 2024"), ("class of nineteen ninety nine", "Class of 1999"),
    ("summer twenty oh five", "Summer 2005"), ("mab case", "Map Case"), ("cam stove kit", "Camp Stove Kit"),
  ])
  func spokenFormsReachTheName(_ said: String, _ title: String) {
    #expect(Self.value(said) == title)
  }

  @Test func aNameSaidApartStaysApartWhenItsPartsAreNamesToo() {
    // "Rain" and "Coat" are values, but no name says "rain coat": the words join to Raincoat.
    #expect(Self.value("rain coat") == "Raincoat")
    #expect(Self.value("rain") == "Rain")
  }

  @Test func aShortWordALetterOffCountsOnlyInsideALongerName() {
    #expect(Self.value("mab") == nil, "alone, 'mab' is not Map")
    #expect(Self.value("mab cace") == nil, "two words off is too far")
    #expect(Self.value("map") == "Map")
  }

  @Test func answersToAQuestionGetTheSameForms() {
    let resolver = Self.index.valueResolver(for: "ItemEntity")
    #expect(resolver?.candidates(for: "the water bottle").first?.value.id == "Water Bottle")
    #expect(resolver?.candidates(for: "note book").first?.value.id == "Notebook")
  }
}
