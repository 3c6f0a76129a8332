import Foundation

/// Sink for results the optimizer must not remove.
@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

/// Durations in seconds, with the percentiles the benchmarks print.
struct Samples {
  private(set) var values: [Double] = []

  mutating func append(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    values.append(Double(seconds) + Double(attoseconds) * 1e-18)
  }

  func percentile(_ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p + 0.5))]
  }

  var median: Double { percentile(0.5) }
}

/// Prints one row: name, then figures.
func report(_ name: String, _ figures: String...) {
  print(([name] + figures).joined(separator: "\t"))
}

func milliseconds(_ seconds: Double) -> String {
  let value = seconds * 1000
  return value < 1 ? "\(Double(Int(value * 1000)) / 1000) ms" : "\(Double(Int(value * 100)) / 100) ms"
}

func fixed(_ value: Double, _ digits: Int = 1) -> String {
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  return "\(Double(Int(value * scale + 0.5)) / scale)"
}

/// The release `duo-say` beside this `duo-bench`, or nil after saying that the `area` benchmark is skipped.
func duoSayExecutable(for area: String) -> String? {
  let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("duo-say").path
  guard FileManager.default.isExecutableFile(atPath: executable) else {
    print("\(area) benchmark skipped: build duo-say first (swift build -c release)")
    return nil
  }
  return executable
}
