// duo-bench: the performance figures of duo-say, printed as tab-separated rows.
//
//   swift run -c release duo-bench [speech] [--iterations N]
//
// Compare ratios between rows of one run: the machine is shared and noisy.

#if DEBUG
print("warning: debug build; run with `swift run -c release duo-bench`")
#endif

var arguments = Array(CommandLine.arguments.dropFirst())
var iterations = 21
if let index = arguments.firstIndex(of: "--iterations"), index + 1 < arguments.count, let n = Int(arguments[index + 1]) {
  iterations = n
  arguments.removeSubrange(index...(index + 1))
}
let areas = arguments.isEmpty ? ["speech"] : arguments

for area in areas {
  switch area {
  case "speech": SpeechBenchmarks(iterations: iterations).run()
  default: print("unknown benchmark area '\(area)'; expected: speech")
  }
}
