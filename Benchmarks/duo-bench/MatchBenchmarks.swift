import DialogSpeech
import DuoSayKit
import Foundation
import PhraseMatcher

/// Matching latency and index build time as the number of entity values grows.
///
/// The catalog has 10 shortcuts of 10 phrases each (the most Apple allows per
/// app, with 10 phrasings each); one entity type holds N generated two- and
/// three-word names. Utterances are a seeded mix of clean, spoken-style and
/// noisy expansions, misses without an app name, and other apps' requests.
struct MatchBenchmarks {
  var sizes: [Int]
  var utterances = 2_000

  func run() {
    report("benchmark", "values", "build", "p50", "p99", "mean", "matched")
    for size in sizes {
      let catalog = Self.catalog(values: size)
      let clock = ContinuousClock()
      var index: PhraseIndex?
      let build = clock.measure { index = PhraseIndex(catalog) }
      guard let index else { continue }
      let inputs = Self.utterances(for: catalog, count: utterances)
      for utterance in inputs.prefix(200) { blackHole(index.match(utterance)) }  // warm up
      let buildTime = milliseconds(Double(build.components.seconds) + Double(build.components.attoseconds) * 1e-18)
      // The alignment alone, then the path a session takes: the same with "this"/"it" looked for.
      measure("match", size: size, build: buildTime, inputs) { index.match($0) }
      measure("match+screen", size: size, build: "", inputs) { index.match($0, onscreen: [], cache: WordCache()) }
      // A stream with one cache, as a session, `duo-say match` and `duo-say test` keep.
      let stream = WordCache()
      measure("match+cache", size: size, build: "", inputs) { index.match($0, cache: stream) }
    }
    onscreenRows()
  }

  /// "Open this in library" with a list of N rows on screen and no item open: one match per
  /// row and pointing span, so the cost grows with what the screen shows.
  private func onscreenRows() {
    let catalog = Self.catalog(values: 1_000)
    let index = PhraseIndex(catalog)
    let items = catalog.types["ItemEntity"]?.values ?? []
    let pointing = [
      "open this in library", "play it on library", "open this item in library", "show me that one in library",
    ]
    for rows in [1, 10, 100] {
      let shown = items.prefix(rows).map {
        OnscreenValue(typeName: "ItemEntity", id: $0.id, title: $0.title, isFocused: false)
      }
      let inputs = Array(repeating: pointing, count: max(1, 400 / rows)).flatMap { $0 }
      measure("match+\(rows) rows", size: 1_000, build: "", inputs) {
        index.match($0, onscreen: shown, cache: WordCache())
      }
    }
  }

  private func measure(
    _ name: String, size: Int, build: String, _ inputs: [String], _ match: (String) -> MatchResult
  ) {
    let clock = ContinuousClock()
    var samples = Samples()
    var matched = 0
    for utterance in inputs {
      let start = clock.now
      let result = match(utterance)
      samples.append(clock.now - start)
      if result.best != nil { matched += 1 }
      blackHole(result)
    }
    report(
      name, "\(size)", build, microseconds(samples.percentile(0.5)), microseconds(samples.percentile(0.99)),
      microseconds(samples.values.reduce(0, +) / Double(samples.values.count)), "\(matched * 100 / inputs.count) %")
  }
}

/// A small seeded generator, so every run measures the same utterances.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

func microseconds(_ seconds: Double) -> String {
  "\(Double(Int(seconds * 1e7)) / 10) µs"
}
