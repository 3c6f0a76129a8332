import DialogEngine
import DialogSpeech
import DuoSayKit
import Foundation
import PhraseMatcher
import SentenceEncoder

/// Accuracy per category over the catalogs in `phrases/` (see `Accuracy`).
struct AccuracyBenchmark {
  var verbose: Bool
  var sets = Self.sets
  /// Skips the alignment-alone rows when the model is there.
  var onlySemantic = false

  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let goals: [Accuracy.Category: Double] = [
    .clean: 1, .spoken: 1, .synonym: 1, .noisy: 0.97, .paraphrase: 0.88, .negative: 0.99,
  ]

  /// The sets measured: the one the weights were tuned on, then the held-out halves.
  static let sets = ["phrases", "phrases/heldout/dev", "phrases/heldout/test"]
  static let named = ["bundled": sets[0], "dev": sets[1], "test": sets[2]]

  /// Loads every catalog in `folder` with its paraphrases (`<name>.tests` beside it, or in
  /// `accuracy/`), and the folder's negatives.
  static func measure(_ folder: String, embedder: (any SentenceEmbedder)? = nil) throws -> Accuracy {
    let directory = repository.appendingPathComponent(folder)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    var accuracy = Accuracy(embedder: embedder)
    var catalogs: [Catalog] = []
    let paraphraseFolder = folder == "phrases" ? directory.appendingPathComponent("accuracy") : directory
    for name in names {
      let catalog = try CatalogLoader.load(path: directory.appendingPathComponent(name).path)
      catalogs.append(catalog)
      let testPath = paraphraseFolder.appendingPathComponent(name.replacingOccurrences(of: ".json", with: ".tests"))
      let paraphrases = try? String(contentsOf: testPath, encoding: .utf8)
      accuracy.measure(
        catalog, paraphrases: try paraphrases.map { try TestFile(parsing: $0, file: testPath.lastPathComponent) })
    }
    let negativesPath = paraphraseFolder.appendingPathComponent("negatives.tests")
    let negatives = try String(contentsOf: negativesPath, encoding: .utf8)
    let file = try TestFile(parsing: negatives, file: "negatives.tests")
    accuracy.measureNegatives(file.cases.map(\.utterance), against: catalogs)
    return accuracy
  }

  func run() {
    let model: SentenceModel?
    do {
      model = try SentenceModel.load()
    } catch {
      print("the semantic stage is not measured: \(error)")
      model = nil
    }
    for set in sets {
      for embedder in [nil, model] as [SentenceModel?] where embedder != nil || model == nil || !onlySemantic {
        do {
          report(set, embedder == nil ? "alignment alone" : "with the semantic stage")
          show(try Self.measure(set, embedder: embedder))
        } catch {
          print("accuracy of \(set) skipped: \(error)")
        }
      }
    }
  }

  private func show(_ accuracy: Accuracy) {
    report("category", "utterances", "correct", "rate", "goal", "by stage: right/wrong")
    for category in Accuracy.Category.allCases {
      let tally = accuracy.tallies[category] ?? Accuracy.Tally()
      let goal = Self.goals[category] ?? 1
      let shown =
        category == .negative
        ? "false accepts \(fixed((1 - tally.rate) * 100, 2)) %" : "\(fixed(tally.rate * 100, 2)) %"
      let target = category == .negative ? "≤ \(fixed((1 - goal) * 100, 0)) %" : "≥ \(fixed(goal * 100, 0)) %"
      let stages = MatchStage.allCases.map { stage in
        let right = accuracy.correctByStage[category]?[stage] ?? 0
        let wrong = accuracy.wrongByStage[category]?[stage] ?? 0
        return "\(stage.rawValue) \(right)/\(wrong)"
      }
      report(
        "accuracy.\(category.rawValue)", "\(tally.total)", "\(tally.correct)", shown, target,
        stages.joined(separator: ", "))
    }
    for kind in SpokenVariants.Kind.allCases {
      let tally = accuracy.noisyByKind[kind] ?? Accuracy.Tally()
      report(
        "accuracy.noisy.\(kind.rawValue)", "\(tally.total)", "\(tally.correct)", "\(fixed(tally.rate * 100, 2)) %", "")
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
