import Foundation
import Testing

/// The tests' own guard against a hang: a child past its limit is killed and its test fails.
@Suite struct ChildLimitTests {
  @Test func aChildPastItsLimitIsKilledAndItsTestFails() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sleep")
    process.arguments = ["600"]
    let started = ContinuousClock.now
    let child = try process.start(limit: .seconds(1))
    withKnownIssue("the limit fails the test that waited") { child.waitUntilExit() }
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
    #expect(ContinuousClock.now - started < .seconds(60))
  }

  /// A shell whose own child keeps its output open: the limit ends both, so the read of that
  /// output ends too (stop 54's CI waited out its twenty minutes on such a read).
  @Test func whatTheChildStartedGoesWithIt() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "sleep 600 & wait"]
    let output = Pipe()
    process.standardOutput = output
    let started = ContinuousClock.now
    let child = try process.start(limit: .seconds(1))
    _ = output.fileHandleForReading.readDataToEndOfFile()
    withKnownIssue("the limit fails the test that waited") { child.waitUntilExit() }
    #expect(ContinuousClock.now - started < .seconds(60))
  }

  @Test func aChildWithinItsLimitIsLeftAloneAndKeepsNoStreamOfTheTests() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // Standard input is nothing (read at once as empty), output and error go nowhere.
    process.arguments = ["-c", "read line; test -z \"$line\" && test ! -t 1 && test ! -t 2 && exit 7"]
    let child = try process.start(limit: .seconds(60))
    child.waitUntilExit()
    #expect(process.terminationReason == .exit && process.terminationStatus == 7)
  }
}
