import Foundation
import Testing

/// The bundled Notes app through the built binary: the store between runs,
/// options, exit codes.
@Suite struct NotesAppEndToEndTests {
  let store = DuoSayProcess.temporaryPath("store/notes.json")

  @Test func aChangeMadeInOneRunIsThereInTheNext() throws {
    defer { try? FileManager.default.removeItem(atPath: (store as NSString).deletingLastPathComponent) }
    let create = try DuoSayProcess.run(["--mute", "--store", store], input: "create a note in notes\nHoliday\npack the tent\n")
    #expect(create.output == "What should the note be called?\nWhat should it say?\nI've created Holiday.\n")
    #expect(create.status == 0)
    let read = try DuoSayProcess.run(["--mute", "--store", store, "read my holiday note in notes"])
    #expect(read.output == "Holiday says: pack the tent.\n")
    let reset = try DuoSayProcess.run(["--mute", "--store", store, "--reset", "read my holiday note in notes"])
    #expect(reset.output == "Which note?\n")
  }

  @Test func aCorruptStoreIsAnErrorAndIsLeftAlone() throws {
    defer { try? FileManager.default.removeItem(atPath: (store as NSString).deletingLastPathComponent) }
    try FileManager.default.createDirectory(atPath: (store as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: store, contents: Data("not json".utf8)))
    let result = try DuoSayProcess.run(["--mute", "--store", store, "read my groceries note in notes"])
    #expect(result.status == 1)
    #expect(result.standardError.hasPrefix("duo-say: error: the notes store '\(store)' is not valid (not JSON: line 1, column 1"))
    #expect(result.standardError.hasSuffix("fix it, or start again with --reset\n"))
    #expect(try String(contentsOfFile: store, encoding: .utf8) == "not json")
  }

  @Test func lockedAndScreenOptionsChangeWhatIsSaid() throws {
    let locked = try DuoSayProcess.run(["--mute", "--locked", "read my locked passwords note in notes"])
    #expect(locked.output == "You'll need to unlock your iPhone first.\n")
    let screen = try DuoSayProcess.run(["--mute", "--screen", "open my recipes note in notes"])
    #expect(screen.output == "Here's Recipes.\n[screen] Recipes / lentil soup and banana bread\n")
  }

  @Test func jsonPrintsOneTurnPerLine() throws {
    let result = try DuoSayProcess.run(["--mute", "--json"], input: "delete my recipes note in notes\nno\n")
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix(#"{"heard":"delete my recipes note in notes","resolution":"DeleteNoteIntent(note: recipes)""#))
    #expect(lines[1].contains(#""replies":[{"kind":"answer","text":"OK, I won't."}]"#))
  }

  @Test func theExportIsTheCommittedCatalog() throws {
    let result = try DuoSayProcess.run(["export"])
    let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("phrases/notes.json")
    #expect(result.status == 0)
    #expect(result.output == (try String(contentsOf: committed, encoding: .utf8)))
  }

  @Test func anUnknownBundledAppIsAUsageError() throws {
    let result = try DuoSayProcess.run(["--app", "mail", "hello"])
    #expect(result.status == 64)
    #expect(result.standardError == "duo-say: error: unknown app 'mail'; bundled apps: notes\n")
  }
}

@Suite struct NotesAppBadInputTests {
  @Test func aMegabyteLineIsNotUnderstoodAndNothingBreaks() throws {
    let result = try DuoSayProcess.run(["--mute"], input: String(repeating: "read ", count: 210_000) + "\nread my groceries note in notes\n")
    #expect(result.output == "Sorry, I didn't understand that.\nGroceries says: milk, eggs, bread and coffee.\n")
    #expect(result.status == 1)
  }

  @Test func anEmptyStreamSaysNothing() throws {
    let result = try DuoSayProcess.run(["--mute"], input: "")
    #expect(result.output.isEmpty && result.standardError.isEmpty && result.status == 0)
  }

  @Test func anUnwritableStoreIsSaidAndTheSessionGoesOn() throws {
    let result = try DuoSayProcess.run(
      ["--mute", "--store", "/proc/duo-say-nope/notes.json"],
      input: "create a note in notes\nX\nY\nread my groceries note in notes\n")
    #expect(result.output == """
      What should the note be called?
      What should it say?
      Sorry, I couldn't save your notes. Cannot write the notes store '/proc/duo-say-nope/notes.json': cannot create '/proc/duo-say-nope'.
      Groceries says: milk, eggs, bread and coffee.

      """)
  }
}
