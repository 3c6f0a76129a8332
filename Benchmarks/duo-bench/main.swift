// duo-bench: the performance figures of duo-say, printed as tab-separated rows.
//
//   swift run -c release duo-bench [speech] [match] [memory] [coverage] [accuracy] [semantic-accuracy] [semantic] [semantic-cost] [scale-accuracy] [values] [load] [import] [startup] [by-ear]
//                                  [--iterations N] [--values N,N] [--verbose] [--set bundled|dev|test]
//                                  [--model standard|large]
//
// `--set` limits accuracy to one set (repeat it for more): tune on `dev`, and
// read `test`, the frozen half, only for the report. Without `--set` the frozen
// half is never measured: it is read only when asked for by name.
//
// Compare ratios between rows of one run: the machine is shared and noisy.

import Foundation
import SentenceEncoder

let allAreas = [
  "speech", "match", "memory", "coverage", "accuracy", "semantic-accuracy", "semantic", "semantic-cost",
  "scale-accuracy", "values", "load", "import", "startup", "by-ear",
]
let usage = """
  usage: duo-bench [AREA...] [--iterations N] [--values N,N] [--verbose] [--set bundled|dev|test]
                   [--model standard|large]
  areas: \(allAreas.joined(separator: ", ")) (default: speech, match, memory, coverage, accuracy)
  """

/// Says what was wrong with the command line, in one line on standard error, and exits 64 before any run.
func usageError(_ message: String) -> Never {
  FileHandle.standardError.write(Data("duo-bench: error: \(message); see 'duo-bench --help'\n".utf8))
  exit(64)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
  print(usage)
  exit(0)
}
var iterations = 21
if let index = arguments.firstIndex(of: "--iterations"), index + 1 < arguments.count, let n = Int(arguments[index + 1])
{
  iterations = n
  arguments.removeSubrange(index...(index + 1))
}
var sizes = [100, 1_000, 10_000, 100_000]
let valuesGiven = arguments.contains("--values")
if let index = arguments.firstIndex(of: "--values"), index + 1 < arguments.count {
  let given = arguments[index + 1].split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
  guard !given.isEmpty, given.allSatisfy({ ($0 ?? 0) > 0 }) else {
    usageError("--values takes positive whole numbers separated by commas, not '\(arguments[index + 1])'")
  }
  sizes = given.compactMap { $0 }
  arguments.removeSubrange(index...(index + 1))
}
var accuracySets = AccuracyBenchmark.sets.filter { $0 != AccuracyBenchmark.named["test"] }
var valueSets = ["dev"]
if arguments.contains("--set") {
  accuracySets = []
  valueSets = []
  while let index = arguments.firstIndex(of: "--set"), index + 1 < arguments.count {
    let name = arguments[index + 1]
    guard let set = AccuracyBenchmark.named[name] else {
      usageError(
        "unknown accuracy set '\(name)'; expected: \(AccuracyBenchmark.named.keys.sorted().joined(separator: ", "))")
    }
    accuracySets.append(set)
    valueSets.append(name)
    arguments.removeSubrange(index...(index + 1))
  }
}
var modelKind = SentenceModel.Kind.standard
if let index = arguments.firstIndex(of: "--model"), index + 1 < arguments.count {
  guard let kind = SentenceModel.Kind(rawValue: arguments[index + 1]) else {
    usageError("unknown model '\(arguments[index + 1])'; expected: standard, large")
  }
  modelKind = kind
  arguments.removeSubrange(index...(index + 1))
}
let verbose = arguments.contains("--verbose")
arguments.removeAll { $0 == "--verbose" }
let areas = arguments.isEmpty ? ["speech", "match", "memory", "coverage", "accuracy"] : arguments
// Every area is checked before any runs: a typo must not cost a long run first.
if let unknown = areas.first(where: { !allAreas.contains($0) }) {
  usageError("unknown benchmark area '\(unknown)'; expected: \(allAreas.joined(separator: ", "))")
}
#if DEBUG
  FileHandle.standardError.write(Data("warning: debug build; run with `swift run -c release duo-bench`\n".utf8))
#endif

for area in areas {
  switch area {
  case "speech": SpeechBenchmarks(iterations: iterations).run()
  case "accuracy": AccuracyBenchmark(verbose: verbose, sets: accuracySets, model: modelKind).run()
  case "scale-accuracy": ScaleAccuracyBenchmark(sizes: sizes, verbose: verbose).run()
  case "semantic": SemanticBenchmark(iterations: iterations, kind: modelKind).run()
  case "semantic-cost": SemanticCostBenchmark(sizes: sizes, verbose: verbose).run()
  case "semantic-accuracy":
    AccuracyBenchmark(verbose: verbose, sets: accuracySets, onlySemantic: true, model: modelKind).run()
  case "match": MatchBenchmarks(sizes: sizes).run()
  case "coverage": await CoverageBenchmark(values: valuesGiven ? sizes.first ?? 1000 : 1000).run()
  case "memory": MemoryBenchmark(sizes: valuesGiven ? sizes : [10_000, 100_000]).run()
  case "load": LoadBenchmark().run()
  case "startup": StartupBenchmark(iterations: iterations).run()
  case "import": ImportBenchmark().run()
  case "values": ValueAccuracyBenchmark(verbose: verbose, sets: valueSets).run()
  case "by-ear": await ByEarBenchmark(limit: valuesGiven ? sizes.first ?? 40 : 40).run()
  default: usageError("unknown benchmark area '\(area)'")
  }
}
