import Testing

@testable import PhraseMatcher

/// The tolerant matcher must agree with the exact-expansion reference on every
/// clean and spoken-style expansion of every catalog in `phrases/`.
@Suite struct ReferenceAgreementTests {
  @Test(arguments: CatalogFixtures.names)
  func everyExpansionResolvesAsTheReferenceSays(_ name: String) throws {
    let catalog = try CatalogFixtures.load(name)
    let index = PhraseIndex(catalog)
    let reference = ExactMatcher(catalog)
    var checked = 0
    var disagreements: [String] = []
    for expansion in catalog.expansions() {
      for text in [expansion.text, SpokenVariants.spoken(expansion.text)] {
        checked += 1
        let expected = reference.resolve(text)
        let actual = index.match(text).resolution
        if !Self.agree(expected, actual), disagreements.count < 5 {
          disagreements.append("\(text): reference \(expected), matcher \(actual)")
        }
      }
    }
    #expect(checked > 100)
    #expect(disagreements.isEmpty, "\(disagreements)")
  }

  static func agree(_ expected: Resolution, _ actual: Resolution) -> Bool {
    switch (expected, actual) {
    case (.noMatch, .noMatch): true
    case (.matched(let a), .matched(let b)): a.means(sameAs: b)
    case (.ambiguous(let a), .ambiguous(let b)): a.allSatisfy { x in b.contains { $0.means(sameAs: x) } }
    default: false
    }
  }
}
