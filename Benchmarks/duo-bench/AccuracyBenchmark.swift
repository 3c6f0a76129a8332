import DialogEngine
import DialogSpeech
import DuoSayKit
import Foundation
import PhraseMatcher

/// Accuracy per category over the catalogs in `phrases/` (see `Accuracy`).
struct AccuracyBenchmark {
  var verbose: Bool

  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let goals: [Accuracy.Category: Double] = [
    .clean: 1, .spoken: 1, .synonym: 1, .noisy: 0.97, .paraphrase: 0.85, .negative: 0.98,
  ]

  /// Loads every catalog in `phrases/` with its paraphrases, and the negatives.
  static func measure() throws -> Accuracy {
    let phrases = repository.appendingPathComponent("phrases")
    let names = try FileManager.default.contentsOfDirectory(atPath: phrases.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    var accuracy = Accuracy()
    var catalogs: [Catalog] = []
    for name in names {
      let catalog = try CatalogLoader.load(path: phrases.appendingPathComponent(name).path)
      catalogs.append(catalog)
      let testPath = phrases.appendingPathComponent("accuracy/" + name.replacingOccurrences(of: ".json", with: ".tests"))
      let paraphrases = try? String(contentsOf: testPath, encoding: .utf8)
      accuracy.measure(catalog, paraphrases: try paraphrases.map { try TestFile(parsing: $0, file: testPath.lastPathComponent) })
    }
    let negatives = try String(contentsOf: phrases.appendingPathComponent("accuracy/negatives.tests"), encoding: .utf8)
    let file = try TestFile(parsing: negatives, file: "negatives.tests")
    accuracy.measureNegatives(file.cases.map(\.utterance), against: catalogs)
    return accuracy
  }

  func run() {
    let accuracy: Accuracy
    do {
      accuracy = try Self.measure()
    } catch {
      print("accuracy skipped: \(error)")
      return
    }
    report("category", "utterances", "correct", "rate", "goal")
    for category in Accuracy.Category.allCases {
      let tally = accuracy.tallies[category] ?? Accuracy.Tally()
      let goal = Self.goals[category] ?? 1
      let shown = category == .negative ? "false accepts \(fixed((1 - tally.rate) * 100, 2)) %" : "\(fixed(tally.rate * 100, 2)) %"
      let target = category == .negative ? "≤ \(fixed((1 - goal) * 100, 0)) %" : "≥ \(fixed(goal * 100, 0)) %"
      report("accuracy.\(category.rawValue)", "\(tally.total)", "\(tally.correct)", shown, target)
    }
    for kind in SpokenVariants.Kind.allCases {
      let tally = accuracy.noisyByKind[kind] ?? Accuracy.Tally()
      report("accuracy.noisy.\(kind.rawValue)", "\(tally.total)", "\(tally.correct)", "\(fixed(tally.rate * 100, 2)) %", "")
    }
    report("accuracy.inherent-collisions", "\(accuracy.inherentCollisions)")
    guard verbose else { return }
    for category in Accuracy.Category.allCases {
      for failure in accuracy.tallies[category]?.failures ?? [] {
        print("  \(category.rawValue) miss: \(failure)")
      }
    }
  }
}
