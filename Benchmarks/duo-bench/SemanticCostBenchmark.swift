import DuoSayKit
import Foundation
import PhraseMatcher
import SentenceEncoder

/// What the semantic stage costs where it should hardly run: the scaling
/// catalogs (one app, N values) with the match benchmark's 2,000 utterances and
/// the held-out everyday sentences of `phrases/heldout/scale` filled with its
/// names. Per size: how many utterances reach the model, and the mean, p50
/// and p99 per utterance with the stage and by the alignment alone,
/// interleaved utterance by utterance so both see the same machine.
struct SemanticCostBenchmark {
  var sizes: [Int]
  /// Whether to list the utterances that reached the model (at the first size).
  var verbose = false

  /// Counts the batches an utterance sends to the model and their tokens (references aside).
  final class CountingEmbedder: SentenceEmbedder, @unchecked Sendable {
    let model: SentenceModel
    private let lock = NSLock()
    private var batches = 0
    private var tokenTotal = 0

    init(_ model: SentenceModel) { self.model = model }

    var count: Int { lock.withLock { batches } }
    var tokens: Int { lock.withLock { tokenTotal } }

    func embed(_ text: String) -> [Float]? { embed([text])?.first }

    func embed(_ texts: [String]) -> [[Float]]? {
      let tokens = texts.reduce(0) { $0 + model.tokenCount($1) }
      lock.withLock {
        batches += 1
        tokenTotal += tokens
      }
      return model.embed(texts)
    }

    func embedReferences(_ texts: [String]) -> [[Float]]? { model.embed(texts, batchesOf: 16) }
  }

  func run() {
    guard let model = try? SentenceModel.load() else {
      return print("semantic-cost skipped: the model is not installed (Scripts/install-deps.sh)")
    }
    let everyday = ScaleAccuracyBenchmark.everydayTemplates()
    report(
      "benchmark", "values", "utterances", "reach the model", "mean with the stage", "alignment alone", "p50 with",
      "alone", "p99 with", "alone")
    for size in sizes {
      let catalog = MatchBenchmarks.catalog(values: size)
      let utterances =
        MatchBenchmarks.utterances(for: catalog, count: 2_000)
        + ScaleAccuracyBenchmark.filling(everyday, from: catalog)
      let embedder = CountingEmbedder(model)
      let matcher = Matcher(catalog, embedder: embedder)
      let cache = WordCache()
      // Once untimed: the references' vectors, and every cache warm.
      for utterance in utterances { blackHole(matcher.match(utterance, cache: cache)) }
      let before = embedder.count
      let clock = ContinuousClock()
      var (staged, aligned) = (Samples(), Samples())
      var listed = Set<String>()
      for utterance in utterances {
        let asked = embedder.count
        let t0 = clock.now
        blackHole(matcher.match(utterance, cache: cache))
        staged.append(clock.now - t0)
        if verbose, size == sizes.first, embedder.count > asked, listed.insert(utterance).inserted {
          print("  reaches the model: \(utterance)")
        }
        let t1 = clock.now
        blackHole(matcher.index.match(utterance, cache: cache))
        aligned.append(clock.now - t1)
      }
      if verbose, size == sizes.first {
        let slowest = zip(staged.values, utterances).sorted { $0.0 > $1.0 }.prefix(8)
        for (seconds, utterance) in slowest { print("  slowest: \(microseconds(seconds)) \(utterance)") }
      }
      let reached = embedder.count - before
      func mean(_ samples: Samples) -> Double { samples.values.reduce(0, +) / Double(max(1, samples.values.count)) }
      report(
        "semantic-cost", "\(size)", "\(utterances.count)",
        "\(reached) (\(fixed(Double(reached) * 100 / Double(utterances.count), 2)) %)", microseconds(mean(staged)),
        microseconds(mean(aligned)), microseconds(staged.median), microseconds(aligned.median),
        microseconds(staged.percentile(0.99)), microseconds(aligned.percentile(0.99)))
    }
  }
}
