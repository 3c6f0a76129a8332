import DuoSayKit
import Foundation

/// The share of spoken values taken right per type (`phrases/values/`): the
/// development half, then the frozen test half, unless `--set` names one.
struct ValueAccuracyBenchmark {
  var verbose: Bool
  var sets: [String]

  static let named = ["dev": "phrases/values/dev.tsv", "test": "phrases/values/test.tsv"]

  func run() {
    for set in sets {
      guard let path = Self.named[set] else { continue }
      do {
        let tallies = try ValueAccuracy.measuring(file: AccuracyBenchmark.repository.appendingPathComponent(path))
        print("spoken values, \(set) (\(path))")
        var taken = 0
        var total = 0
        for (type, tally) in tallies.sorted(by: { $0.key < $1.key }) {
          print("  \(type.padding(toLength: 20, withPad: " ", startingAt: 0)) \(percent(tally.rate)) of \(tally.total)")
          taken += tally.taken
          total += tally.total
          guard verbose else { continue }
          for (item, heard) in tally.misses {
            print("      line \(item.line): '\(item.spoken)' → \(heard), expected \(item.expected)")
          }
        }
        print("  all                  \(percent(total == 0 ? 0 : Double(taken) / Double(total))) of \(total)")
      } catch {
        print("\(path): \(error)")
      }
    }
  }

  private func percent(_ rate: Double) -> String { String(format: "%5.1f %%", rate * 100) }
}
