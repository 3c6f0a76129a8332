import Foundation
import Testing

/// `duo-bench` checks its whole command line before it runs anything: a typo in the second
/// area must not cost the first area's run, and a bad value is one line on standard error and
/// exit status 64, never a crash.
@Suite struct BenchCommandLineTests {
  static var bench: String {
    DuoSayProcess.executable.deletingLastPathComponent().appendingPathComponent("duo-bench").path
  }

  @Test func helpPrintsTheUsageAndRunsNothing() throws {
    let help = try DuoSayProcess.run(["match", "--help"], executable: Self.bench)
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("usage: duo-bench"))
    #expect(!help.output.contains("benchmark\tvalues"), "no area ran")
  }

  @Test(arguments: [
    (["match", "bogus"], "unknown benchmark area 'bogus'"),
    (["--values", "10,x", "match"], "--values takes positive whole numbers separated by commas, not '10,x'"),
    (["--values", "0", "match"], "--values takes positive whole numbers separated by commas, not '0'"),
    (["accuracy", "--model", "huge"], "unknown model 'huge'; expected: standard, large"),
    (["accuracy", "--set", "nope"], "unknown accuracy set 'nope'; expected: bundled, dev, test"),
  ])
  func aBadCommandLineIsOneLineAndRunsNothing(_ arguments: [String], message: String) throws {
    let run = try DuoSayProcess.run(arguments, executable: Self.bench)
    #expect(run.status == 64)
    #expect(run.output.isEmpty, "nothing ran")
    #expect(run.standardError.hasPrefix("duo-bench: error: \(message)"))
    #expect(run.standardError.hasSuffix("; see 'duo-bench --help'\n"))
    #expect(run.standardError.filter { $0 == "\n" }.count == 1)
  }
}
