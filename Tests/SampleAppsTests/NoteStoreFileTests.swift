import Foundation
import TestSupport
import Testing

@testable import SampleApps

/// The store's file is not the store's to replace: links, modes, read-only
/// files, other processes' changes and fields it does not know all survive.
@Suite struct NoteStoreFileTests {
  func folder() throws -> String {
    let folder = TemporaryPath.make("file")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  func mode(_ path: String) throws -> Int {
    try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }

  @Test func aSymlinkedStoreIsWrittenThroughItsLinkAndKeepsItsMode() throws {
    let folder = try folder()
    let real = folder + "/real/notes.json"
    try NoteStore(path: real).create(title: "First", body: "a", requestID: "r0")
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: real)
    try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: real)
    try NoteStore(path: folder + "/link.json").create(title: "Holiday", body: "pack", requestID: "r1")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.json") == real)
    #expect(try NoteStore(path: real).notes.contains { $0.title == "Holiday" })
    #expect(try mode(real) == 0o644)
  }

  @Test func aReadOnlyStoreIsRefusedAndLeftAlone() throws {
    let path = try folder() + "/notes.json"
    try NoteStore(path: path).create(title: "Holiday", body: "pack", requestID: "r1")
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let store = try NoteStore(path: path)
    // root may write any file; the refusal is duo-say's, by the mode, not the kernel's.
    let error = #expect(throws: NoteStoreError.self) { try store.create(title: "More", body: "x", requestID: "r2") }
    #expect(error?.description.contains("is read-only (mode 444)") == true)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  func owner(_ path: String) -> uid_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_uid : .max
  }

  @Test(.enabled(if: geteuid() == 0, "needs root, to write another user's store"))
  func rootWritingAUsersStoreLeavesItTheirs() throws {
    let folder = try folder()
    let path = folder + "/notes.json"
    try NoteStore(path: path).create(title: "Holiday", body: "pack", requestID: "r1")
    for file in [folder, path, path + ".lock"] { chown(file, 65534, 65534) }
    try NoteStore(path: path).create(title: "Taxes", body: "april", requestID: "r2")
    #expect(owner(path) == 65534, "the owner is not locked out of their store")
    #expect(owner(path + ".lock") == 65534)
    let fresh = folder + "/new/notes.json"
    try FileManager.default.createDirectory(atPath: folder + "/new", withIntermediateDirectories: true)
    chown(folder + "/new", 65534, 65534)
    _ = try NoteStore(path: fresh)
    #expect(owner(fresh + ".lock") == 65534, "a lock root makes in a user's folder is theirs")
  }

  @Test(.enabled(if: geteuid() == 0, "needs root, to plant a link as another user"))
  func aLinkAnotherUserPlantedInASharedFolderIsNotFollowed() throws {
    let shared = try folder()
    chmod(shared, 0o1777)
    let victim = try folder() + "/precious.txt"
    #expect(FileManager.default.createFile(atPath: victim, contents: Data("mine".utf8)))
    let link = shared + "/notes.json"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim)
    lchown(link, 65534, 65534)
    let error = #expect(throws: NoteStoreError.self) { _ = try NoteStore(path: link, resetting: true) }
    #expect(error?.description.contains("is a symbolic link of nobody in the shared folder") == true, "\(error!)")
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "mine")
    #expect(!FileManager.default.fileExists(atPath: victim + ".lock"), "nothing made beside the link's target")
    // The user's own link there is followed, as the kernel does.
    lchown(link, geteuid(), getegid())
    _ = try NoteStore(path: link, resetting: true)
    #expect(try String(contentsOfFile: victim, encoding: .utf8) != "mine")
  }

  @Test func duplicateIdsAreRefusedWithTheirNames() throws {
    let path = try folder() + "/notes.json"
    let text =
      #"{"version": 1, "notes": [{"id": "a", "title": "Alpha", "body": ""}, {"id": "a", "title": "Beta", "body": ""}]}"#
    #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
    #expect(
      throws: NoteStoreError.corrupt(
        path: path, reason: "notes[1] has the id 'a' of an earlier note; ids must be unique")
    ) {
      try NoteStore(path: path)
    }
  }

  @Test func fieldsItDoesNotKnowAreKept() throws {
    let path = try folder() + "/notes.json"
    let text =
      #"{"version": 1.0, "owner": "sam", "notes": [{"id": "a", "title": "Alpha", "body": "", "color": "red"}]}"#
    #expect(FileManager.default.createFile(atPath: path, contents: Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))))
    try NoteStore(path: path).create(title: "Beta", body: "b", requestID: "r1")
    let written = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    #expect(written["owner"] as? String == "sam")
    let notes = try #require(written["notes"] as? [[String: Any]])
    #expect(notes.first { $0["id"] as? String == "a" }?["color"] as? String == "red" && notes.count == 2)
  }

  @Test func twoStoresOnOneFileKeepEachOthersChanges() throws {
    let path = try folder() + "/notes.json"
    let (first, second) = (try NoteStore(path: path), try NoteStore(path: path))
    try first.create(title: "From one", body: "1", requestID: "one")
    try second.create(title: "From two", body: "2", requestID: "two")
    try first.append("more", to: "groceries")
    #expect(Set(try NoteStore(path: path).notes.map(\.title)).isSuperset(of: ["From one", "From two"]))
    #expect(second.notes.contains { $0.title == "From one" }, "a read sees another writer's commit")
    #expect(second.note(id: "groceries")?.body.hasSuffix("\nmore") == true)
  }

  @Test func resetRecoversADamagedStore() throws {
    let path = try folder() + "/notes.json"
    #expect(FileManager.default.createFile(atPath: path, contents: Data("not json".utf8)))
    #expect(throws: NoteStoreError.self) { try NoteStore(path: path) }
    #expect(try NoteStore(path: path, resetting: true).notes.count == Note.seeded.count)
  }
}
