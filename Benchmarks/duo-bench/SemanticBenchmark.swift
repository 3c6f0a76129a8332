import CatalogFiles
import DuoSayKit
import Foundation
import PhraseMatcher
import SentenceEncoder

/// The semantic stage's costs: loading the model, indexing a catalog's
/// phrases by meaning, and an utterance that reaches the stage, beside the
/// same utterances through the alignment alone; resident memory with the model.
struct SemanticBenchmark {
  var iterations: Int
  var kind = SentenceModel.Kind.standard

  /// Once for each precision of the dense layers, the one duo-say runs first;
  /// bytes also with AVX2 alone, as on a processor without VNNI.
  func run() {
    let kinds: [(SentenceModel.Precision, SentenceModel.ByteInstructions, String)] = [
      (.bytes, .vnni, "bytes precision (as duo-say runs)"), (.bytes, .avx2, "bytes precision, AVX2 without VNNI"),
      (.halfFloats, .vnni, "halfFloats precision"), (.single, .vnni, "single precision"),
    ]
    for (precision, instructions, name) in kinds {
      print("dense layers in \(name):")
      run(precision, instructions)
      print("")
    }
  }

  private func run(_ precision: SentenceModel.Precision, _ instructions: SentenceModel.ByteInstructions) {
    let before = Self.residentKilobytes()
    let clock = ContinuousClock()
    var loads = Samples()
    var model: SentenceModel?
    for _ in 0..<5 {
      let start = clock.now
      model = try? SentenceModel.load(kind, precision: precision, instructions: instructions)
      loads.append(clock.now - start)
    }
    guard let model else { return print("semantic skipped: \(kind.name) is not installed (\(kind.installCommand))") }
    report("benchmark", "p50", "p99", "count")
    report("semantic.model-load", milliseconds(loads.median), milliseconds(loads.percentile(0.99)), "5")
    let dev = AccuracyBenchmark.repository.appendingPathComponent("phrases/heldout/dev")
    var indexing = Samples()
    var stage = Samples()
    var aligned = Samples()
    var tokens = Samples()
    var tokenCounts: [Int] = []
    for name in ((try? FileManager.default.contentsOfDirectory(atPath: dev.path)) ?? []).sorted()
    where name.hasSuffix(".json") {
      guard let catalog = try? CatalogLoader.load(path: dev.appendingPathComponent(name).path),
        let text = try? String(
          contentsOf: dev.appendingPathComponent(name.replacingOccurrences(of: ".json", with: ".tests")),
          encoding: .utf8),
        let file = try? TestFile(parsing: text, file: name)
      else { continue }
      let counter = SemanticCostBenchmark.CountingEmbedder(model)
      let matcher = Matcher(catalog, embedder: counter)
      let cache = WordCache()
      let start = clock.now
      blackHole(matcher.match("hello there in \(catalog.app.name)", cache: cache))  // builds the phrases' vectors
      indexing.append(clock.now - start)
      let rejected = file.cases.map(\.utterance).filter { matcher.index.match($0, cache: cache).best == nil }
      for _ in 0..<max(1, iterations / 7) {
        for utterance in rejected {
          let before = counter.tokens
          let t0 = clock.now
          blackHole(matcher.match(utterance, cache: cache))
          stage.append(clock.now - t0)
          tokenCounts.append(counter.tokens - before)
          let t1 = clock.now
          blackHole(matcher.index.match(utterance, cache: cache))
          aligned.append(clock.now - t1)
          let t2 = clock.now
          blackHole(model.vector(utterance))
          tokens.append(clock.now - t2)
        }
      }
    }
    report(
      "semantic.catalog-vectors", milliseconds(indexing.median), milliseconds(indexing.percentile(0.99)),
      "\(indexing.values.count)")
    report(
      "semantic.utterance", milliseconds(stage.median), milliseconds(stage.percentile(0.99)), "\(stage.values.count)")
    report(
      "semantic.one-vector", milliseconds(tokens.median), milliseconds(tokens.percentile(0.99)),
      "\(tokens.values.count)")
    // The floor: an utterance's tokens through the dense layers at their best rate (256 rows a product).
    func denseRate(rows: Int) -> Double {
      var best = Duration.seconds(1_000)
      for _ in 0..<max(5, 1_280 / rows) {
        let start = clock.now
        model.denseLayersOnly(rows: rows)
        best = min(best, clock.now - start)
      }
      let (seconds, attoseconds) = best.components
      return Double(rows * model.denseMultiplyAddsPerToken) / (Double(seconds) + Double(attoseconds) * 1e-18)
    }
    let rate = denseRate(rows: 256)
    let typical = tokenCounts.sorted()[tokenCounts.count / 2]
    report("semantic.dense-rate", "\(fixed(denseRate(rows: typical) / 1e9)) G multiply-adds/s at \(typical) rows")
    var floors = Samples()
    var ratios: [Double] = []
    for (time, count) in zip(stage.values, tokenCounts) where count > 0 {
      let floor = Double(count * model.denseMultiplyAddsPerToken) / rate
      floors.append(.seconds(floor))
      ratios.append(time / floor)
    }
    ratios.sort()
    report(
      "semantic.floor", milliseconds(floors.median),
      "dense layers at \(fixed(rate / 1e9)) G multiply-adds/s, \(tokenCounts.sorted()[tokenCounts.count / 2]) tokens p50",
      "utterance / floor p50 \(fixed(ratios.isEmpty ? .nan : ratios[ratios.count / 2], 2))x")
    report(
      "alignment.same-utterances", microseconds(aligned.median), microseconds(aligned.percentile(0.99)),
      "\(aligned.values.count)")
    report(
      "semantic.memory",
      "+\((Self.residentKilobytes() - before) / 1024) MB resident with the model and 11 catalogs' vectors")
  }

  /// This process's resident set, from /proc.
  static func residentKilobytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }
}
