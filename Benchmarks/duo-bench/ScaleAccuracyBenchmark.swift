import DuoSayKit
import Foundation
import PhraseMatcher
import SentenceEncoder

/// Accuracy as one app's values grow: the match benchmark's catalog (10
/// shortcuts of 10 phrases, N generated names), 2,000 expansions spread over
/// it, each clean, spoken and with every noisy change. Look-alike names
/// multiply with N, which is what this watches. Then the held-out everyday
/// sentences of `phrases/heldout/scale` over its names: false accepts, by the
/// alignment alone and with the semantic stage.
struct ScaleAccuracyBenchmark {
  var sizes: [Int]
  /// Whether to list the misses (the first 40 of each size).
  var verbose = false
  var sample = 2_000

  /// How many names fill each everyday template that has a slot.
  static let namesPerTemplate = 5

  func run() {
    everyday()
    report("benchmark", "values", "clean", "spoken", "noisy", "inherent collisions")
    for size in sizes {
      var accuracy = Accuracy()
      accuracy.measure(MatchBenchmarks.catalog(values: size), sample: sample)
      func rate(_ category: Accuracy.Category) -> String {
        let tally = accuracy.tallies[category] ?? Accuracy.Tally()
        return "\(fixed(tally.rate * 100, 2)) % of \(tally.total)"
      }
      report("scale-accuracy", "\(size)", rate(.clean), rate(.spoken), rate(.noisy), "\(accuracy.inherentCollisions)")
      let kinds = SpokenVariants.Kind.allCases.compactMap { kind in
        accuracy.noisyByKind[kind].map { "\(kind.rawValue) \(fixed($0.rate * 100, 1)) %" }
      }
      report("scale-accuracy.noisy", "\(size)", kinds.joined(separator: ", "))
      if verbose {
        for category in [Accuracy.Category.clean, .spoken, .noisy] {
          for failure in accuracy.tallies[category]?.failures ?? [] { print("  \(category.rawValue) miss: \(failure)") }
        }
      }
    }
  }

  /// The held-out everyday sentences of `phrases/heldout/scale`, `${item}` where a name goes.
  static func everydayTemplates() -> [String]? {
    let path = AccuracyBenchmark.repository.appendingPathComponent("phrases/heldout/scale/everyday.tests")
    guard let text = try? String(contentsOf: path, encoding: .utf8),
      let file = try? TestFile(parsing: text, file: "everyday.tests")
    else { return nil }
    return file.cases.map(\.utterance)
  }

  /// Each template with a slot filled by ``namesPerTemplate`` of the catalog's names, spread over them.
  static func filling(_ templates: [String]?, from catalog: Catalog) -> [String] {
    let names = catalog.types["ItemEntity"]?.values.map(\.title) ?? []
    return (templates ?? []).enumerated().flatMap { position, template in
      guard template.contains("${item}"), !names.isEmpty else { return [template] }
      return (0..<namesPerTemplate).map { pick in
        template.replacingOccurrences(of: "${item}", with: names[(position * 7_919 + pick * 104_729) % names.count])
      }
    }
  }

  /// False accepts of the everyday negatives at each size.
  func everyday() {
    guard let templates = Self.everydayTemplates() else {
      return print("scale-accuracy.everyday skipped: phrases/heldout/scale/everyday.tests unreadable")
    }
    let model = try? SentenceModel.load()
    report("benchmark", "values", "utterances", "false accepts, alignment", "with the semantic stage")
    for size in sizes {
      let catalog = MatchBenchmarks.catalog(values: size)
      let utterances = Self.filling(templates, from: catalog)
      var figures: [String] = []
      var misses: [String] = []
      for embedder in [nil, model] as [SentenceModel?] where embedder != nil || figures.isEmpty {
        var accuracy = Accuracy(embedder: embedder)
        accuracy.measureNegatives(utterances, against: [catalog], as: .everyday)
        let tally = accuracy.tallies[.everyday] ?? Accuracy.Tally()
        figures.append("\(fixed((1 - tally.rate) * 100, 2)) % (\(tally.total - tally.correct))")
        misses = tally.failures
      }
      report(
        "scale-accuracy.everyday", "\(size)", "\(utterances.count)", figures[0],
        figures.count > 1 ? figures[1] : "no model")
      if verbose { for miss in misses { print("  everyday miss: \(miss)") } }
    }
  }
}
