import TestSupport
import Testing

@testable import PhraseMatcher

/// Words in any script, as a recognizer set to another language or a pasted name writes them:
/// multi-byte letters, combining marks, emoji sequences, non-ASCII digits. Nothing crashes, a
/// word no name has never becomes a value, and names written in those scripts are found.
///
/// The catalog makes every spoken-form rule fire (compounds split and joined, years in words,
/// a letter off inside a name), since those rules cut and count words.
@Suite struct ScriptsTests {
  static let titles = [
    "Tent Pegs", "Headphones", "Summer 2023", "Class of 1999", "Map Case", "Москва", "東京タワー", "Café Olé", "Ñandú",
    "Straße", "İstanbul Trip",
  ]

  static let index: PhraseIndex = {
    var catalog = Catalog(app: .init(name: "Atlas", synonyms: ["Atlas Café"]))
    catalog.types["ItemEntity"] = .init(
      kind: .entity, name: "Item", values: titles.map { .init(id: $0, title: $0) })
    catalog.shortcuts = [
      .init(
        intent: "FindItemIntent", parameters: ["item": "ItemEntity"],
        phrases: [
          try! PhraseTemplate(parsing: "Find my ${item} in ${applicationName}"),
          try! PhraseTemplate(parsing: "Pack the ${item} with ${applicationName}"),
        ]),
      .init(intent: "ThirdIntent", phrases: [try! PhraseTemplate(parsing: "What's 3rd in ${applicationName}")]),
    ]
    return PhraseIndex(catalog)
  }()

  /// Words of many scripts and shapes; several are six bytes or more in fewer than six
  /// Characters, which is where a byte count taken for a Character count goes wrong.
  static let words = [
    "日本語", "日本", "語", "мост", "привет", "مرحبا", "नमस्ते", "🙂", "👩‍👩‍👧", "🇯🇵", "e\u{301}\u{301}\u{301}",
    "a\u{336}\u{336}b\u{336}c", "ｆｕｌｌ", "ǅ", "İstanbul", "ΣΊΣΥΦΟΣ", "ﬁle", "ẞ", "٣٤", "२०२४", "Ⅻ", "½",
    "\u{FFFD}\u{FFFD}",
    "tent日本語pegs", "head語phones", "twenty二十", "東京タワー東京タワー東京タワー東京タワー",
  ]

  static func value(_ said: String) -> String? {
    guard case .matched(let match) = index.match(said).resolution else { return nil }
    return match.parameters["item"]?.id
  }

  @Test(arguments: words)
  func aWordInAnyScriptInEverySlotIsNeverAValue(_ word: String) {
    let frames = [
      "find my \(word) in atlas", "find my \(word) pegs in atlas", "find my tent \(word) in atlas",
      "pack the \(word) \(word) with atlas", "\(word) find my headphones in atlas", "find my headphones in \(word)",
      "what's \(word) in atlas", "find my summer twenty \(word) three in atlas", "\(word)",
    ]
    for said in frames {
      let result = Self.index.match(said)
      if case .matched(let match) = result.resolution, let id = match.parameters["item"]?.id {
        // Only a frame that still says a whole name may resolve, and only to that name.
        #expect(said.contains("headphones") && id == "Headphones", "\(said.debugDescription) → \(id)")
      }
    }
  }

  @Test(arguments: [
    ("find my москва in atlas", "Москва"), ("find my МОСКВА in atlas", "Москва"),
    ("find my 東京タワー in atlas", "東京タワー"), ("pack the cafe ole with atlas", "Café Olé"),
    ("find my Ñandú in atlas", "Ñandú"), ("find my nandu in atlas", "Ñandú"), ("find my strasse in atlas", "Straße"),
    ("find my tentpegs in atlas", "Tent Pegs"), ("find my summer twenty twenty three in atlas", "Summer 2023"),
  ])
  func namesInOtherScriptsAreFound(_ said: String, _ title: String) {
    #expect(Self.value(said) == title)
  }

  /// Random sentences of catalog words and words of other scripts: a cached match is the fresh
  /// one, and no word outside the catalog's becomes a value. The seed makes a failure replayable.
  @Test func randomMixturesOfScriptsAndCatalogWords() {
    var generator = SeededGenerator(seed: 28)
    let catalogWords = [
      "find", "my", "pack", "the", "with", "in", "atlas", "tent", "pegs", "head", "phones", "headphones", "summer",
      "twenty", "three", "oh", "five", "class", "of", "nineteen", "ninety", "nine", "map", "mab", "case", "what's",
      "3rd", "москва", "東京タワー", "café", "olé", "uh", "please",
    ]
    let cache = WordCache()
    for _ in 0..<2_000 {
      let count = Int.random(in: 1...12, using: &generator)
      let said = (0..<count).map { _ in
        Bool.random(using: &generator)
          ? catalogWords.randomElement(using: &generator)! : Self.words.randomElement(using: &generator)!
      }.joined(separator: Bool.random(using: &generator) ? " " : "\u{3000}")
      let fresh = Self.index.match(said)
      #expect(Self.index.match(said, cache: cache) == fresh, "\(said.debugDescription)")
      if case .matched(let match) = fresh.resolution, let id = match.parameters["item"]?.id {
        #expect(Self.titles.contains(id))
      }
    }
  }
}
