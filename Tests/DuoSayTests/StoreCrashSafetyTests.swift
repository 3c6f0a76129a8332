import Foundation
import TestSupport
import Testing

/// Kills `duo-say` with SIGKILL at random moments while it appends to a note,
/// and checks after each kill that the store holds a state some write left:
/// the body before the run plus the first k items of that run, in order.
///
/// `DUO_SAY_SOAK_KILLS` sets how many kills (200 by default; a tenth must land
/// between two writes, so even 20 catch a store written in place).
@Suite struct StoreCrashSafetyTests {
  static let kills =
    ProcessInfo.processInfo.environment["DUO_SAY_SOAK_KILLS"].flatMap(Int.init).map { max($0, 10) } ?? 200
  static let itemsPerRun = 30

  @Test func sigkillAtRandomMomentsNeverTearsTheStore() throws {
    let directory = TemporaryPath.make("crash")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = directory + "/notes.json"

    // Time one whole run, so the kills spread over the start-up and the writes alike.
    let started = ContinuousClock.now
    let whole = try launch(run: 0, store: store)
    whole.waitUntilExit()
    let duration = ContinuousClock.now - started
    #expect(whole.process.terminationStatus == 0)
    var body = try #require(try groceries(in: store))
    #expect(body.hasSuffix("item 0-\(Self.itemsPerRun)"))

    var midRun = 0
    var generator = SeededGenerator(seed: 20_261_201)
    let microseconds =
      Int(duration.components.attoseconds / 1_000_000_000_000) + Int(duration.components.seconds) * 1_000_000
    for run in 1...Self.kills {
      let child = try launch(run: run, store: store)
      usleep(UInt32(Int.random(in: 0...max(microseconds, 1000), using: &generator)))
      kill(child.process.processIdentifier, SIGKILL)
      child.waitUntilExit()

      guard let now = try groceries(in: store) else {
        Issue.record(
          "kill \(run): the store no longer parses:\n\(String(decoding: try contents(of: store), as: UTF8.self))")
        return
      }
      let items = (1...Self.itemsPerRun).map { "\nitem \(run)-\($0)" }
      let written = (0...items.count).first { now == body + items.prefix($0).joined() }
      guard let written else {
        Issue.record("kill \(run): the store is neither the state before the run nor one the run wrote:\n\(now)")
        return
      }
      if written > 0 && written < items.count { midRun += 1 }
      body = now
    }
    // Without kills that land between writes the test would prove little.
    #expect(midRun >= Self.kills / 10, "only \(midRun) of \(Self.kills) kills landed between writes")
    let notes = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: store))) as? [String: Any]
    #expect((notes?["notes"] as? [Any])?.count == 13)
    // Killed writes leave temporary files; the next run that opens the store sweeps them.
    _ = try DuoSayProcess.run(["say", "--mute", "--store", store], input: "read my groceries note in notes\n")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains(".tmp-") }
    #expect(leftovers.isEmpty, "\(leftovers)")
  }

  /// Starts a `duo-say say` that appends "item <run>-1" … "item <run>-30" to Groceries.
  private func launch(run: Int, store: String) throws -> ChildLimit {
    let script = (1...Self.itemsPerRun).map { "add to my groceries note in notes\nitem \(run)-\($0)\n" }.joined()
    let input = TemporaryPath.make("input")
    _ = FileManager.default.createFile(atPath: input, contents: Data(script.utf8))
    defer { try? FileManager.default.removeItem(atPath: input) }
    let process = Process()
    process.executableURL = DuoSayProcess.executable
    process.arguments = ["say", "--mute", "--store", store]
    process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: input))
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    return try process.start()
  }

  /// The Groceries note's body, or nil when the file does not parse (a torn store).
  private func groceries(in store: String) throws -> String? {
    guard FileManager.default.fileExists(atPath: store) else { return "milk, eggs, bread and coffee" }
    guard let object = try? JSONSerialization.jsonObject(with: try contents(of: store)) as? [String: Any] else {
      return nil
    }
    let notes = object["notes"] as? [[String: Any]] ?? []
    return try #require(notes.first { $0["id"] as? String == "groceries" }?["body"] as? String)
  }

  private func contents(of store: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: store)) }
}
