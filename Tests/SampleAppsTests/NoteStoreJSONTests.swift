import Foundation
import TestSupport
import Testing

@testable import SampleApps

/// The store's own JSON writer writes the bytes `JSONSerialization` wrote before it.
@Suite struct NoteStoreJSONTests {
  /// What the store wrote before: a dictionary per note, sorted and escaped by Foundation.
  static func foundationBytes(_ contents: NoteStore.Contents) throws -> [UInt8] {
    let notes = contents.notes.map { note -> [String: Any] in
      var fields = contents.unknownByNote[note.id] ?? [:]
      fields["id"] = note.id
      fields["title"] = note.title
      fields["body"] = note.body
      if note.isLocked { fields["locked"] = true }
      if let request = note.createdBy { fields["createdBy"] = request }
      return fields
    }
    var document = contents.unknown
    document["version"] = 1
    document["notes"] = notes
    document["appliedRequests"] = contents.appliedRequests
    return Array(try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes]))
  }

  @Test func theBytesAreFoundationsWithUnknownFieldsKept() throws {
    var contents = NoteStore.Contents(
      notes: [
        Note(
          id: "a/1", title: "Quotes \" and \\ and /", body: "line\nnext\r\t\u{8}\u{c}\u{1}\u{1f}\u{7f} é 😀 \u{2028}"),
        Note(id: "b", title: "Locked", body: "", isLocked: true, createdBy: "req-7"),
        Note(id: "c", title: "", body: "x"),
      ],
      appliedRequests: ["req-7", "r\"8"])
    contents.unknown = ["Zeta": ["nested": [1, 2.5, "three", true]], "alpha": "kept", "note10": 1, "note9": 2]
    contents.unknownByNote = ["b": ["color": "red", "Tags": ["x", "y"], "pinned": false]]
    #expect(try NoteStoreJSON.document(contents) == Self.foundationBytes(contents))
    #expect(try NoteStoreJSON.document(.seeded) == Self.foundationBytes(.seeded))
  }

  @Test func aWrittenStoreReadsBackTheSame() throws {
    let path = TemporaryPath.make("json") + "/notes.json"
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    var contents = NoteStore.Contents.seeded
    contents.unknownByNote = [contents.notes[0].id: ["color": "red"]]
    try NoteStoreFile.write(contents, to: path)
    let read = try #require(try NoteStoreFile.read(path)?.contents)
    #expect(read.notes == contents.notes)
    #expect(read.unknownByNote[contents.notes[0].id]?["color"] as? String == "red")
  }
}
