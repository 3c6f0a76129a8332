import DialogEngine
import Foundation
import Testing

@testable import SampleApps

/// A conversation that lasts hears what another process writes to the store. In the Notes
/// suite: its stores are the app's one registered dependency, so its tests run one at a time.
extension NotesAppTests {
  /// Asks every 50 ms, for at most 5 s, until `done`: the watch runs on a thread of its own.
  func eventually(_ done: () async -> Bool) async -> Bool {
    for _ in 0..<100 {
      if await done() { return true }
      try? await Task.sleep(for: .milliseconds(50))
    }
    return false
  }

  @Test func aNoteAnotherProcessCreatesIsHeardWithoutARestart() async throws {
    let store = try NoteStore(path: path)
    store.watchForOtherWriters { NotesShortcuts.updateAppShortcutParameters() }
    let session = DialogSession(app: try await NotesApp.load(store: store, timing: NotesTiming(perNote: .zero)))
    let before = await session.respond(to: "read my canoe trip note in notes")
    #expect(!before.understood)
    try NoteStore(path: path).create(title: "Canoe Trip", body: "tent and stove", requestID: "elsewhere-1")
    let heard = await eventually {
      await session.respond(to: "read my canoe trip note in notes").spokenText == [
        "Canoe Trip says: tent and stove."
      ]
    }
    #expect(heard)
  }

  @Test func onlyOtherWritersAreReported() async throws {
    let store = try NoteStore(path: path)
    let reports = Reports()
    store.watchForOtherWriters { reports.add() }
    try store.create(title: "Mine", body: "a", requestID: "own-1")
    try await Task.sleep(for: .milliseconds(300))
    #expect(reports.count == 0, "this store's own write is no news")
    try NoteStore(path: path).create(title: "Theirs", body: "b", requestID: "other-1")
    #expect(await eventually { reports.count > 0 })
  }

  /// How many times the watch reported, from its thread.
  final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
  }
}
