import Foundation
import TestSupport
import Testing

/// Hostile input through the built binary: each row gives its exit status and
/// the line it must print, within a time bound; nothing may crash or hang.
@Suite struct HostileInputTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var input: @Sendable () -> Data = { Data() }
    /// Written to `catalog.json` beside the store before the run.
    var catalog: (@Sendable () -> Data)?
    var status: Int32
    var says: String
    var mustNotContain: String?
    var testDescription: String { name }
  }

  static let say = ["say", "--mute"]
  static let read = "read my groceries note in notes"
  static let understood = "Groceries says: milk, eggs, bread and coffee."
  static let notUnderstood = "Sorry, I didn't understand that."

  /// A one-shortcut catalog whose entity titles are `titles`, padded with `padding` spaces.
  static func catalog(titles: [String], padding: Int = 0) -> Data {
    let values = titles.enumerated().map { #"{"id": "v\#($0.offset)", "title": "\#($0.element)"}"# }.joined(
      separator: ",")
    return Data(
      (#"{"app": {"name": "Long"}, "types": {"Thing": {"kind": "entity", "name": "Thing", "values": [\#(values)]}}, "#
        + String(repeating: " ", count: padding)
        + #""shortcuts": [{"intent": "OpenThing", "parameters": {"thing": "Thing"}, "phrases": ["Open ${thing} in ${applicationName}"]}]}"#)
        .utf8)
  }

  static let rows: [Row] = [
    Row(
      name: "invalid UTF-8", arguments: say, input: { Data(read.utf8) + Data([0xFF, 0xFE, 0xC3, 0x0A]) }, status: 0,
      says: understood),
    Row(
      name: "NUL bytes", arguments: say, input: { Data("read my \0groceries\0 note in notes\n".utf8) }, status: 0,
      says: understood),
    Row(
      name: "a 10 MB line", arguments: say,
      input: { Data(("read my " + String(repeating: "groceries ", count: 1_000_000) + "note in notes\n").utf8) },
      status: 1, says: notUnderstood),
    Row(
      name: "100,000 empty lines", arguments: say, input: { Data(repeating: 0x0A, count: 100_000) }, status: 0, says: ""
    ),
    Row(
      name: "ANSI escapes", arguments: say,
      input: { Data("\u{1B}]0;owned\u{07}read my \u{1B}[1;31mgroceries\u{1B}[0m note in notes\n".utf8) },
      status: 0, says: understood, mustNotContain: "\u{1B}"),
    Row(
      name: "right-to-left and zero-width marks", arguments: say,
      input: { Data("\u{202E}read my \u{200F}gro\u{200B}ceries\u{200E} note in notes\u{202C}\n".utf8) }, status: 0,
      says: understood),
    Row(
      name: "emoji", arguments: say, input: { Data("🗒️ read my groceries 🛒 note in notes 👍🏽\n".utf8) }, status: 0,
      says: understood),
    Row(
      name: "an entity title of 200,000 words", arguments: ["match", "--catalog", "catalog.json"],
      input: { Data("open short one in long\n".utf8) },
      catalog: { catalog(titles: [String(repeating: "very long title ", count: 66_667), "short one"]) },
      status: 0, says: "OpenThing(thing: v1)"),
    Row(
      name: "JSON nested 100,000 deep", arguments: ["match", "--catalog", "catalog.json"],
      catalog: { Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8) },
      status: 64, says: "catalog.json: not valid JSON (line 1, column 129: nested deeper than 128 levels)"),
    Row(
      name: "a catalog of 50 MB", arguments: ["match", "--catalog", "catalog.json"],
      input: { Data("open short one in long\n".utf8) },
      catalog: { catalog(titles: ["short one"], padding: 50 * 1024 * 1024) },
      status: 0, says: "OpenThing(thing: v0)"),
    Row(
      name: "a binary file as a catalog", arguments: ["match", "--catalog", "catalog.json"],
      catalog: { Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }) },
      status: 64, says: "catalog.json: not valid JSON"),
  ]

  @Test(arguments: rows)
  func hostileInput(_ row: Row) throws {
    let directory = TemporaryPath.make("hostile")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    if let catalog = row.catalog { try catalog().write(to: URL(fileURLWithPath: directory + "/catalog.json")) }
    let arguments =
      row.arguments.first == "say" ? row.arguments + ["--store", directory + "/notes.json"] : row.arguments

    let result = try BoundedRun(arguments, input: row.input(), in: directory, limit: .seconds(60))
    let output = result.output + result.error
    #expect(!result.timedOut, "still running after 60 s")
    #expect(result.status == row.status, "\(output.prefix(300))")
    #expect(row.says.isEmpty ? output.isEmpty : output.contains(row.says), "\(output.prefix(300))")
    if let forbidden = row.mustNotContain { #expect(!output.contains(forbidden)) }
    #expect(output.split(separator: "\n").allSatisfy { $0.count < 1_000 }, "a line of output is too long to read")
  }
}

/// Runs `duo-say` in `directory` with a time limit; kills it when the limit passes.
struct BoundedRun {
  var status: Int32
  var output: String
  var error: String
  var timedOut = false

  init(_ arguments: [String], input: Data, in directory: String, limit: Duration) throws {
    let paths = ["in", "out", "err"].map { directory + "/std" + $0 }
    _ = FileManager.default.createFile(atPath: paths[0], contents: input)
    _ = FileManager.default.createFile(atPath: paths[1], contents: nil)
    _ = FileManager.default.createFile(atPath: paths[2], contents: nil)
    let process = Process()
    process.executableURL = DuoSayProcess.executable
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": directory]) { $1 }
    process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: paths[0]))
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: paths[1]))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: paths[2]))
    try process.run()
    let deadline = ContinuousClock.now + limit
    while process.isRunning && ContinuousClock.now < deadline { usleep(10_000) }
    if process.isRunning {
      timedOut = true
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
    status = process.terminationStatus
    output = String(decoding: try Data(contentsOf: URL(fileURLWithPath: paths[1])), as: UTF8.self)
    error = String(decoding: try Data(contentsOf: URL(fileURLWithPath: paths[2])), as: UTF8.self)
  }
}
