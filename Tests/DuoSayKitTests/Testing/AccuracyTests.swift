import CatalogFiles
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
    let accuracy = try Accuracy.measuring(folder: Self.phrases)
    let catalogs = try FileManager.default.contentsOfDirectory(atPath: Self.phrases.path).filter {
      $0.hasSuffix(".json")
    }
    .map { try CatalogLoader.load(path: Self.phrases.appendingPathComponent($0).path) }

    func rate(_ category: Accuracy.Category) -> Double { accuracy.tallies[category]?.rate ?? 0 }
    #expect(catalogs.count >= 5)
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
