import Foundation
import TestSupport
import Testing

/// Runs the built `duo-say` binary, which sits beside the test bundle.
struct DuoSayProcess {
  struct Result {
    var status: Int32
    var standardOutput: Data
    var standardError: String
    var output: String { String(decoding: standardOutput, as: UTF8.self) }
  }

  static var executable: URL {
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return testBinary.deletingLastPathComponent().appendingPathComponent("duo-say")
  }

  static func run(
    _ arguments: [String], input: String? = nil, environment: [String: String] = [:], executable: String? = nil
  ) throws -> Result {
    try run(arguments, bytes: Data((input ?? "").utf8), environment: environment, executable: executable)
  }

  static func run(
    _ arguments: [String], bytes input: Data, environment: [String: String] = [:], executable other: String? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = other.map { URL(fileURLWithPath: $0) } ?? executable
    process.arguments = arguments
    // Each run gets its own Notes store unless the test says where.
    let data = TemporaryPath.make("data")
    defer { try? FileManager.default.removeItem(atPath: data) }
    // and its own line-editing history.
    process.environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": data, "XDG_STATE_HOME": data]) {
      $1
    }
    .merging(environment) { $1 }
    // Input and standard error go through files, so neither pipe can fill up and block.
    let inputPath = TemporaryPath.make("stdin")
    let errorPath = TemporaryPath.make("stderr")
    defer { for path in [inputPath, errorPath] { try? FileManager.default.removeItem(atPath: path) } }
    _ = FileManager.default.createFile(atPath: inputPath, contents: input)
    _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inputPath))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
    let child = try process.start()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    let errData = try Data(contentsOf: URL(fileURLWithPath: errorPath))
    return Result(
      status: process.terminationStatus, standardOutput: outData,
      standardError: String(decoding: errData, as: UTF8.self))
  }

}
