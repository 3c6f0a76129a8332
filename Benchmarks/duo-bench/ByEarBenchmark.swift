import CatalogFiles
import DuoSayKit
import Foundation

/// `coverage --by-ear`'s speed: expansions heard a second per core, and the real-time factor
/// (decoding time over audio time), on the bundled home catalog and one with 500 names in a
/// type (recipes.json), each on a sample of at most `limit` expansions.
struct ByEarBenchmark {
  var limit: Int

  func run() async {
    report(
      "benchmark", "catalog", "expansions", "workers", "wall", "utterances decoded a second per core",
      "real-time factor", "heard right per voice")
    for name in ["home.json", "recipes.json"] {
      let path = AccuracyBenchmark.repository.appendingPathComponent("phrases/\(name)").path
      do {
        var check = ByEarCheck(catalog: try CatalogLoader.load(path: path))
        check.limit = limit
        let heard = try await check.run()
        let checked = heard.checks.count
        let perCore = Double(checked * heard.voices.count) / max(heard.decodeSeconds, 1e-9)
        let right = heard.rightPerVoice.map { "\($0)" }.joined(separator: "/")
        report(
          "by-ear", name, "\(checked) × \(heard.voices.count) voices", "\(heard.workers)",
          "\(fixed(heard.wallSeconds)) s",
          fixed(perCore, 2), fixed(heard.decodeSeconds / max(heard.audioSeconds, 1e-9), 3), right)
      } catch {
        print("by-ear of \(name) skipped: \(error)")
      }
    }
  }
}
