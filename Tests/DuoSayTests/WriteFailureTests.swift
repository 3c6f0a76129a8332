import Foundation
import TestSupport
import Testing

/// A write that fails is never reported as success: a full disk is one line
/// and status 1; a closed pipe ends quietly, also when SIGPIPE is ignored.
@Suite struct WriteFailureTests {
  static let root = Repository.root

  static let commands: [[String]] = [
    ["export"], ["match", "read my groceries note in notes"], ["coverage"],
    ["--mute", "read my groceries note in notes"],
    ["import", root.appendingPathComponent("Tests/Fixtures/Import/HomeApp").path, "--name", "Home"],
    ["test", root.appendingPathComponent("phrases/notes.tests").path],
  ]

  @Test(arguments: commands) func aFullDiskIsAnErrorNotSuccess(_ arguments: [String]) throws {
    let result = try Self.shell("exec \"$0\" \"$@\" > /dev/full", arguments)
    #expect(result.status == 1)
    #expect(
      result.error.hasSuffix("duo-say: error: cannot write standard output: No space left on device\n"),
      "\(result.error)")
  }

  @Test func aClosedPipeEndsQuietlyWithSIGPIPEIgnored() throws {
    let result = try Self.shell(
      """
      trap '' PIPE
      yes 'read my groceries note in notes' | head -n 20000 > "$TMPDIR/in"
      "$0" match < "$TMPDIR/in" 2> "$TMPDIR/err" | head -n 1 > /dev/null
      echo "status ${PIPESTATUS[0]}"
      cat "$TMPDIR/err"
      """, [])
    #expect(result.output == "status 141\n")
  }

  static func shell(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let temporary = TemporaryPath.make("shell")
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script, DuoSayProcess.executable.path] + arguments
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary, "XDG_DATA_HOME": temporary])
    { $1 }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    let child = try process.start()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
  }
}
