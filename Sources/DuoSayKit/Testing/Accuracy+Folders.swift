import CatalogFiles
import Foundation
import PhraseMatcher

extension Accuracy {
  /// Measures every catalog in `folder` with its paraphrases and the folder's negatives.
  ///
  /// A folder holds `<app>.json` catalogs with `<app>.tests` paraphrases beside them (or in
  /// `accuracy/`, as `phrases/` keeps them), `negatives*.tests`, and optionally
  /// `everyday*.tests` and `names.tests`, whose lines are tried against every catalog.
  ///
  /// ```swift
  /// let accuracy = try Accuracy.measuring(folder: phrases.appendingPathComponent("heldout/dev"))
  /// accuracy.tallies[.everyday]?.rate
  /// ```
  package static func measuring(folder: URL, embedder: (any SentenceEmbedder)? = nil) throws -> Accuracy {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
      .sorted()
    let accuracyFolder = folder.appendingPathComponent("accuracy")
    let tests = FileManager.default.fileExists(atPath: accuracyFolder.path) ? accuracyFolder : folder
    var accuracy = Accuracy(embedder: embedder)
    var catalogs: [Catalog] = []
    for name in names {
      let catalog = try CatalogLoader.load(path: folder.appendingPathComponent(name).path)
      catalogs.append(catalog)
      accuracy.measure(
        catalog, paraphrases: try testFile(tests, name.replacingOccurrences(of: ".json", with: ".tests")))
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: tests.path).filter { $0.hasSuffix(".tests") }
      .sorted()
    let negatives =
      files.filter { $0.hasPrefix("negatives") }.map { ($0, Category.negative) }
      + files.filter { $0.hasPrefix("everyday") }.map { ($0, Category.everyday) }
    for (name, category) in negatives {
      guard let file = try testFile(tests, name) else { continue }
      let before = accuracy.tallies[category] ?? Tally()
      accuracy.measureNegatives(file.cases.map(\.utterance), against: catalogs, as: category)
      let after = accuracy.tallies[category] ?? Tally()
      accuracy.negativesByFile.append(
        (
          name, total: after.total - before.total,
          accepted: (after.total - after.correct) - (before.total - before.correct)
        ))
    }
    if let names = try testFile(tests, "names.tests") {
      accuracy.measureAcross(names.cases, against: catalogs, as: .appNames)
    }
    return accuracy
  }

  /// The test file `name` in `folder`, or `nil` when there is none.
  private static func testFile(_ folder: URL, _ name: String) throws -> TestFile? {
    let url = folder.appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try TestFile(parsing: String(contentsOf: url, encoding: .utf8), file: name)
  }
}
