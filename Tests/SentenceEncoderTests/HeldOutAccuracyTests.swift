import DuoSayKit
import Foundation
import PhraseMatcher
import TestSupport
import Testing

@testable import SentenceEncoder

/// The whole matcher with the real model on the held-out development half
/// (`phrases/heldout/dev`): a floor under what `duo-bench accuracy` reports,
/// so a change that loses paraphrases or accepts negatives fails here.
@Suite struct HeldOutAccuracyTests {
  static let folder = Repository.phrases.appendingPathComponent("heldout/dev")

  @Test func theDevelopmentHalfHoldsItsFigures() throws {
    let model = try SentenceModel.load()
    var accuracy = Accuracy(embedder: model)
    var catalogs: [Catalog] = []
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".json") }
      .sorted()
    for name in names {
      let catalog = try CatalogLoader.load(path: Self.folder.appendingPathComponent(name).path)
      catalogs.append(catalog)
      let tests = Self.folder.appendingPathComponent(name.replacingOccurrences(of: ".json", with: ".tests"))
      accuracy.measure(
        catalog,
        paraphrases: try TestFile(parsing: String(contentsOf: tests, encoding: .utf8), file: tests.lastPathComponent))
    }
    let negatives = try TestFile(
      parsing: String(contentsOf: Self.folder.appendingPathComponent("negatives.tests"), encoding: .utf8),
      file: "negatives.tests")
    accuracy.measureNegatives(negatives.cases.map(\.utterance), against: catalogs)
    func tally(_ category: Accuracy.Category) -> Accuracy.Tally { accuracy.tallies[category] ?? Accuracy.Tally() }
    #expect(names.count == 11)
    #expect(tally(.clean).rate == 1 && tally(.spoken).rate == 1 && tally(.synonym).rate == 1)
    #expect(tally(.paraphrase).total == 92)
    #expect(tally(.paraphrase).correct >= 77, "\(tally(.paraphrase).failures)")
    #expect(tally(.negative).total == tally(.negative).correct, "\(tally(.negative).failures)")
    #expect((accuracy.correctByStage[.paraphrase]?[.semantic] ?? 0) >= 52, "the semantic stage answers most of them")
    #expect((accuracy.wrongByStage[.paraphrase]?[.semantic] ?? 0) == 0, "and runs no wrong intent")
  }
}
