import DialogSpeech
import DuoSayKit
import PhraseMatcher

/// Expansions checked per second, on one core and on all of them.
struct CoverageBenchmark {
  var values: Int

  func run() async {
    let catalog = MatchBenchmarks.catalog(values: values)
    report("benchmark", "expansions", "workers", "wall", "expansions/s", "per core")
    for workers in [1, CoverageAnalysis.defaultWorkers] {
      let clock = ContinuousClock()
      var checked = 0
      let elapsed = await clock.measure {
        checked = await CoverageAnalysis(catalog: catalog).run(workers: workers).checked
      }
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
      report(
        "coverage", "\(checked)", "\(workers)", milliseconds(seconds), "\(Int(Double(checked) / seconds))",
        "\(Int(Double(checked) / seconds / Double(workers)))")
    }
  }
}
