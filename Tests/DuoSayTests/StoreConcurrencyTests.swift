import Foundation
import TestSupport
import Testing

/// Several `duo-say` processes on one store: every change each was told was
/// saved is there at the end (DUO_SAY_SOAK_WRITERS × DUO_SAY_SOAK_NOTES).
@Suite struct StoreConcurrencyTests {
  static let environment = ProcessInfo.processInfo.environment
  static let writers = environment["DUO_SAY_SOAK_WRITERS"].flatMap(Int.init) ?? 4
  static let notesEach = environment["DUO_SAY_SOAK_NOTES"].flatMap(Int.init) ?? 15

  @Test(.timeLimit(.minutes(3))) func concurrentWritersKeepEveryNote() async throws {
    let store = TemporaryPath.make("shared") + "/notes.json"
    let results = try await withThrowingTaskGroup(of: DuoSayProcess.Result.self) { group in
      for writer in 0..<Self.writers {
        group.addTask {
          let input = (0..<Self.notesEach).map { "create a note in notes\nWriter \(writer) note \($0)\nbody \($0)\n" }
            .joined()
          return try DuoSayProcess.run(["--mute", "--store", store], input: input)
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.standardError))")
    let saved = results.map { $0.output.components(separatedBy: "I've created").count - 1 }.reduce(0, +)
    #expect(saved == Self.writers * Self.notesEach)
    let listed = try DuoSayProcess.run(["match", "--json", "--store", store, "x"])
    let data = try Data(contentsOf: URL(fileURLWithPath: store))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let titles = (document["notes"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
    for writer in 0..<Self.writers {
      for note in 0..<Self.notesEach { #expect(titles.contains("Writer \(writer) note \(note)")) }
    }
    #expect(titles.count == 13 + Self.writers * Self.notesEach && listed.status == 1)
  }
}

/// `duo-say test` gives each conversation a fresh data folder and removes them all.
@Suite struct TestCommandCleanupTests {
  @Test func everyConversationsFolderIsRemoved() throws {
    let temporary = TemporaryPath.make("tmpdir")
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    let root = Repository.root
    let result = try DuoSayProcess.run(
      ["test", root.appendingPathComponent("phrases/notes.tests").path], environment: ["TMPDIR": temporary])
    #expect(result.status == 0, "\(result.output)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
  }
}
