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
  /// The sentence model of the semantic stage.
  var model = SentenceModel.Kind.standard

  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let goals: [Accuracy.Category: Double] = [
    .clean: 1, .spoken: 1, .synonym: 1, .noisy: 0.97, .paraphrase: 0.88, .negative: 0.99, .everyday: 0.99,
    .appNames: 0.9,
  ]

  /// The sets: the one the weights were tuned on, then the held-out halves (the frozen
  /// `test` half only when asked for by name).
  static let sets = ["phrases", "phrases/heldout/dev", "phrases/heldout/test"]
  static let named = ["bundled": sets[0], "dev": sets[1], "test": sets[2]]

  static func measure(_ folder: String, embedder: (any SentenceEmbedder)? = nil) throws -> Accuracy {
    try Accuracy.measuring(folder: repository.appendingPathComponent(folder), embedder: embedder)
  }

  func run() {
    let model: SentenceModel?
    do {
      model = try SentenceModel.load(self.model)
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
    report("category", "utterances", "correct", "rate", "goal", "wrong runs", "by stage: right/wrong")
    for category in Accuracy.Category.allCases {
      guard
        let tally = accuracy.tallies[category] ?? ([.everyday, .appNames].contains(category) ? nil : Accuracy.Tally())
      else { continue }
      let goal = Self.goals[category] ?? 1
      let shown =
        category.isNegative
        ? "false accepts \(fixed((1 - tally.rate) * 100, 2)) %" : "\(fixed(tally.rate * 100, 2)) %"
      let target = category.isNegative ? "≤ \(fixed((1 - goal) * 100, 0)) %" : "≥ \(fixed(goal * 100, 0)) %"
      let stages = MatchStage.allCases.map { stage in
        let right = accuracy.correctByStage[category]?[stage] ?? 0
        let wrong = accuracy.wrongByStage[category]?[stage] ?? 0
        return "\(stage.rawValue) \(right)/\(wrong)"
      }
      report(
        "accuracy.\(category.rawValue)", "\(tally.total)", "\(tally.correct)", shown, target,
        "\(accuracy.wrongRuns[category] ?? 0)", stages.joined(separator: ", "))
    }
    for kind in SpokenVariants.Kind.allCases {
      let tally = accuracy.noisyByKind[kind] ?? Accuracy.Tally()
      report(
        "accuracy.noisy.\(kind.rawValue)", "\(tally.total)", "\(tally.correct)", "\(fixed(tally.rate * 100, 2)) %", "")
    }
    for file in accuracy.negativesByFile {
      let rate = file.total == 0 ? 0 : Double(file.accepted) / Double(file.total) * 100
      report(
        "accuracy.negatives[\(file.file)]", "\(file.total)", "\(file.total - file.accepted)",
        "false accepts \(fixed(rate, 2)) %")
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
