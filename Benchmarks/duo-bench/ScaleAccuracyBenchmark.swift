import DuoSayKit
import PhraseMatcher

/// Accuracy as one app's values grow: the match benchmark's catalog (10
/// shortcuts of 10 phrases, N generated names), 2,000 expansions spread over
/// it, each clean, spoken and with every noisy change. Look-alike names
/// multiply with N, which is what this watches.
struct ScaleAccuracyBenchmark {
  var sizes: [Int]
  /// Whether to list the misses (the first 40 of each size).
  var verbose = false
  var sample = 2_000

  func run() {
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
}
