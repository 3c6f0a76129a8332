import Foundation
import PhraseMatcher
import TestSupport
import Testing

@testable import DuoSayKit

/// The accuracy goals, checked on the catalogs in `phrases/` and their
/// paraphrase and negative sets. `duo-bench accuracy` prints the full table.
@Suite struct AccuracyTests {
  static let phrases = Repository.phrases

  @Test func everyCategoryMeetsItsGoal() throws {
    var accuracy = Accuracy()
    var catalogs: [Catalog] = []
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.phrases.path).filter { $0.hasSuffix(".json") }
      .sorted()
    for name in names {
      let catalog = try CatalogLoader.load(path: Self.phrases.appendingPathComponent(name).path)
      catalogs.append(catalog)
      let tests = Self.phrases.appendingPathComponent(
        "accuracy/" + name.replacingOccurrences(of: ".json", with: ".tests"))
      let paraphrases = try String(contentsOf: tests, encoding: .utf8)
      accuracy.measure(catalog, paraphrases: try TestFile(parsing: paraphrases, file: tests.lastPathComponent))
    }
    let negatives = try String(
      contentsOf: Self.phrases.appendingPathComponent("accuracy/negatives.tests"), encoding: .utf8)
    accuracy.measureNegatives(
      try TestFile(parsing: negatives, file: "negatives.tests").cases.map(\.utterance), against: catalogs)

    func rate(_ category: Accuracy.Category) -> Double { accuracy.tallies[category]?.rate ?? 0 }
    #expect(names.count >= 5)
    #expect(catalogs.reduce(0) { $0 + $1.shortcuts.count } >= 40)
    #expect(rate(.clean) == 1, "\(accuracy.tallies[.clean]?.failures ?? [])")
    #expect(rate(.spoken) == 1, "\(accuracy.tallies[.spoken]?.failures ?? [])")
    #expect(rate(.synonym) == 1, "\(accuracy.tallies[.synonym]?.failures ?? [])")
    #expect(rate(.noisy) >= 0.97)
    #expect(rate(.paraphrase) >= 0.85, "\(accuracy.tallies[.paraphrase]?.failures ?? [])")
    #expect(rate(.negative) >= 0.98, "\(accuracy.tallies[.negative]?.failures ?? [])")
    #expect((accuracy.tallies[.noisy]?.total ?? 0) > 10_000)
  }
}
