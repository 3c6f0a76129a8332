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
    /// Files written beside the store before the run, by name (`catalog.json`, `random.tests`).
    var files: [String: @Sendable () -> Data] = [:]
    /// The exit status; `nil` for input whose meaning is none, where only a clean exit counts.
    var status: Int32?
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

  /// `count` bytes from a fixed seed, so a failing run can be replayed.
  static func randomBytes(_ count: Int, seed: UInt64) -> Data {
    var generator = SeededGenerator(seed: seed)
    return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
  }

  /// Lines of valid UTF-8 from a fixed seed: words of Latin, Cyrillic, CJK, Arabic and emoji
  /// scalars, combining marks and digits, with the catalog's own words among them.
  static func randomWords(lines: Int, seed: UInt64) -> Data {
    let ranges: [ClosedRange<UInt32>] = [
      0x61...0x7A, 0x30...0x39, 0xC0...0x17F, 0x300...0x36F, 0x400...0x44F, 0x600...0x64A, 0x3040...0x30FF,
      0x4E00...0x4FFF, 0x1F300...0x1F64F,
    ]
    let known = ["read", "my", "groceries", "note", "in", "notes", "1999", "the", "s", "'s"]
    var generator = SeededGenerator(seed: seed)
    var text = ""
    for _ in 0..<lines {
      for _ in 0..<Int.random(in: 1...12, using: &generator) {
        if Bool.random(using: &generator) {
          text += known.randomElement(using: &generator)!
        } else {
          let range = ranges.randomElement(using: &generator)!
          for _ in 0..<Int.random(in: 1...9, using: &generator) {
            text.unicodeScalars.append(Unicode.Scalar(UInt32.random(in: range, using: &generator))!)
          }
        }
        text += " "
      }
      text += "\n"
    }
    return Data(text.utf8)
  }

  static let match = ["match", "--catalog", Repository.phrases.appendingPathComponent("home.json").path]

  static let rows: [Row] = [
    Row(
      name: "a word in a non-Latin script", arguments: match, input: { Data("turn on the 日本語 in casa\n".utf8) },
      status: 1, says: "no light is called '日本語'"),
    Row(
      name: "200 KB of random bytes to a conversation", arguments: say, input: { randomBytes(200_000, seed: 1) },
      says: ""),
    Row(name: "200 KB of random bytes to match", arguments: match, input: { randomBytes(200_000, seed: 2) }, says: ""),
    Row(
      name: "2,000 lines of mixed scripts to a conversation", arguments: say,
      input: { randomWords(lines: 2_000, seed: 3) }, says: ""),
    Row(
      name: "2,000 lines of mixed scripts to match", arguments: match, input: { randomWords(lines: 2_000, seed: 4) },
      says: ""),
    Row(
      name: "random bytes as a test file", arguments: ["test", "random.tests"],
      files: ["random.tests": { randomBytes(100_000, seed: 5) }], status: 64,
      says: "the test file 'random.tests' is not UTF-8 text"),
    Row(
      name: "mixed scripts as a test file", arguments: ["test", "random.tests"],
      files: ["random.tests": { randomWords(lines: 500, seed: 6) }], status: 64, says: "random.tests:1: expected"),
    Row(
      name: "random bytes as a catalog to coverage", arguments: ["coverage", "--catalog", "catalog.json"],
      files: ["catalog.json": { randomBytes(100_000, seed: 7) }], status: 64, says: "catalog.json: not valid JSON"),
    Row(
      name: "random bytes as a Swift file to import", arguments: ["import", "Intents.swift"],
      files: ["Intents.swift": { randomBytes(100_000, seed: 8) }], status: 64, says: "Intents.swift: "),
    Row(
      name: "mixed scripts as a Swift file to import", arguments: ["import", "Intents.swift"],
      files: ["Intents.swift": { randomWords(lines: 500, seed: 9) }], status: 64, says: "Intents.swift: "),
    Row(
      name: "invalid UTF-8", arguments: say, input: { Data(read.utf8) + Data([0xFF, 0xFE, 0xC3, 0x0A]) }, status: 0,
      says: understood),
    Row(
      name: "NUL bytes", arguments: say, input: { Data("read my \0groceries\0 note in notes\n".utf8) }, status: 0,
      says: understood),
    Row(
      name: "a 10 MB line", arguments: say,
      input: { Data(("read my " + String(repeating: "groceries ", count: 1_000_000) + "note in notes\n").utf8) },
      status: 1, says: "a line of input longer than 1 MB was skipped"),
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
      files: [
        "catalog.json": { catalog(titles: [String(repeating: "very long title ", count: 66_667), "short one"]) }
      ],
      status: 0, says: "OpenThing(thing: v1)"),
    Row(
      name: "JSON nested 100,000 deep", arguments: ["match", "--catalog", "catalog.json"],
      files: [
        "catalog.json": { Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8) }
      ],
      status: 64, says: "catalog.json: not valid JSON (line 1, column 129: nested deeper than 128 levels)"),
    Row(
      name: "a catalog of 50 MB", arguments: ["match", "--catalog", "catalog.json"],
      input: { Data("open short one in long\n".utf8) },
      files: ["catalog.json": { catalog(titles: ["short one"], padding: 50 * 1024 * 1024) }],
      status: 0, says: "OpenThing(thing: v0)"),
    Row(
      name: "a binary file as a catalog", arguments: ["match", "--catalog", "catalog.json"],
      files: ["catalog.json": { Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }) }],
      status: 64, says: "catalog.json: not valid JSON"),
  ]

  @Test(arguments: rows)
  func hostileInput(_ row: Row) throws {
    let directory = TemporaryPath.make("hostile")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for (name, contents) in row.files { try contents().write(to: URL(fileURLWithPath: directory + "/" + name)) }
    let arguments =
      row.arguments.first == "say" ? row.arguments + ["--store", directory + "/notes.json"] : row.arguments

    let result = try BoundedRun(arguments, input: row.input(), in: directory, limit: .seconds(60))
    let output = result.output + result.error
    #expect(!result.timedOut, "still running after 60 s")
    #expect(!result.crashed, "killed by signal \(result.status): \(result.error.suffix(300))")
    if let status = row.status {
      #expect(result.status == status, "\(output.prefix(300))")
      #expect(row.says.isEmpty ? output.isEmpty : output.contains(row.says), "\(output.prefix(300))")
    } else {
      #expect([0, 1].contains(result.status), "\(output.suffix(300))")
    }
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
  /// Ended by a signal (a crash, or the kill after the limit) rather than an exit.
  var crashed = false

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
    crashed = process.terminationReason == .uncaughtSignal
    output = String(decoding: try Data(contentsOf: URL(fileURLWithPath: paths[1])), as: UTF8.self)
    error = String(decoding: try Data(contentsOf: URL(fileURLWithPath: paths[2])), as: UTF8.self)
  }
}
