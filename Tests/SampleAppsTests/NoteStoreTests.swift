import CatalogFiles
import Foundation
import TestSupport
import Testing

@testable import SampleApps

@Suite struct NoteStoreTests {
  func temporaryStore() -> String {
    TemporaryPath.make("store") + "/notes.json"
  }

  @Test func aChangeIsThereInTheNextRun() throws {
    let path = temporaryStore()
    let first = try NoteStore(path: path)
    #expect(first.notes.count == Note.seeded.count)
    try first.create(title: "Holiday", body: "pack", requestID: "r1")
    try first.append("and go", to: "groceries")
    try first.delete(id: "reading-log")
    let second = try NoteStore(path: path)
    #expect(second.notes.contains { $0.title == "Holiday" })
    #expect(second.note(id: "groceries")?.body == "milk, eggs, bread and coffee\nand go")
    #expect(second.note(id: "reading-log") == nil)
    #expect(second.note(id: "passwords")?.isLocked == true)
  }

  /// A write killed before its rename leaves its marked temporary file; opening the store
  /// (under the lock, when no writer can be midway) removes it, and nothing duo-say did not write.
  @Test func onlyItsOwnLeftoverTemporaryFilesAreSwept() throws {
    let path = temporaryStore()
    try NoteStore(path: path).create(title: "Holiday", body: "pack", requestID: "r1")
    let folder = (path as NSString).deletingLastPathComponent
    let leftover = folder + "/" + AtomicFile.temporaryName(for: path)
    let foreign = [
      path + ".tmp-1", path + ".tmp-backup", folder + "/.notes.json.mine", folder + "/notes.json.duo-say-tmp",
    ]
    for file in [leftover] + foreign { #expect(FileManager.default.createFile(atPath: file, contents: Data("{".utf8))) }
    let store = try NoteStore(path: path)
    #expect(store.notes.contains { $0.title == "Holiday" })
    #expect(!FileManager.default.fileExists(atPath: leftover))
    #expect(foreign.allSatisfy { FileManager.default.fileExists(atPath: $0) })
  }

  @Test func aRepeatedCreateWithTheSameRequestMakesOneNote() throws {
    let store = try NoteStore(path: temporaryStore())
    let first = try store.create(title: "Holiday", body: "pack", requestID: "same")
    let again = try store.create(title: "Holiday", body: "pack", requestID: "same")
    #expect(first == again)
    #expect(store.notes.filter { $0.title == "Holiday" }.count == 1)
    try store.create(title: "Holiday", body: "pack", requestID: "other")
    #expect(store.notes.filter { $0.title == "Holiday" }.count == 2)
  }

  @Test func aCorruptFileIsReportedAndNeverOverwritten() throws {
    let path = temporaryStore()
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let garbage = Data("{\"version\": 1, \"notes\": [{\"title\": 3}]".utf8)
    try garbage.write(to: URL(fileURLWithPath: path))
    let error = #expect(throws: NoteStoreError.self) { try NoteStore(path: path) }
    #expect(error?.description.hasPrefix("the notes store '\(path)' is not valid (not JSON)") == true)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    try Data(#"{"version": 1, "notes": [{"title": "A"}]}"#.utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: NoteStoreError.corrupt(path: path, reason: "notes[0] needs an id, a title and a body")) {
      try NoteStore(path: path)
    }
  }

  @Test func anUnwritableDirectoryIsAClearError() throws {
    let store = try NoteStore(path: "/proc/duo-say-cannot-write/notes.json")
    #expect(throws: NoteStoreError.self) { try store.create(title: "X", body: "Y", requestID: "r") }
    #expect(!store.notes.contains { $0.title == "X" }, "a failed write changes nothing")
  }

  @Test func resetRestoresTheSeededNotes() throws {
    let path = temporaryStore()
    let store = try NoteStore(path: path)
    try store.delete(id: "groceries")
    try store.reset()
    #expect(try NoteStore(path: path).notes == Note.seeded)
  }

  @Test func theDefaultPathFollowsXDG() {
    #expect(NoteStore.defaultPath(environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"]) == "/x/duo-say/notes.json")
    #expect(NoteStore.defaultPath(environment: ["HOME": "/h"]) == "/h/.local/share/duo-say/notes.json")
    // An empty or relative HOME or XDG folder is no folder: never the filesystem's root or the current folder.
    for environment in [["HOME": ""], ["HOME": "relative"], ["HOME": "/"], ["XDG_DATA_HOME": "data", "HOME": ""]] {
      let path = NoteStore.defaultPath(environment: environment)
      #expect(
        path.hasPrefix("/") && !path.hasPrefix("/.local") && path.count > "/.local/share/duo-say/notes.json".count)
    }
  }
}
