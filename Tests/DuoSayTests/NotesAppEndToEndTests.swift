import CatalogFiles
import Foundation
import TestSupport
import Testing

/// The bundled Notes app through the built binary: the store between runs,
/// options, exit codes.
@Suite struct NotesAppEndToEndTests {
  let store = TemporaryPath.make("store/notes.json")

  @Test func aChangeMadeInOneRunIsThereInTheNext() throws {
    defer { try? FileManager.default.removeItem(atPath: (store as NSString).deletingLastPathComponent) }
    let create = try DuoSayProcess.run(
      ["--mute", "--store", store], input: "create a note in notes\nHoliday\npack the tent\n")
    #expect(create.output == "What should the note be called?\nWhat should it say?\nI've created Holiday.\n")
    #expect(create.status == 0)
    let read = try DuoSayProcess.run(["--mute", "--store", store, "read my holiday note in notes"])
    #expect(read.output == "Holiday says: pack the tent.\n")
    let reset = try DuoSayProcess.run(["--mute", "--store", store, "--reset", "read my holiday note in notes"])
    #expect(reset.output == "Which note?\n")
  }

  @Test func aCorruptStoreIsAnErrorAndIsLeftAlone() throws {
    defer { try? FileManager.default.removeItem(atPath: (store as NSString).deletingLastPathComponent) }
    try FileManager.default.createDirectory(
      atPath: (store as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: store, contents: Data("not json".utf8)))
    let result = try DuoSayProcess.run(["--mute", "--store", store, "read my groceries note in notes"])
    #expect(result.status == 1)
    #expect(
      result.standardError.hasPrefix(
        "duo-say: error: Notes could not start: the notes store '\(store)' is not valid (not JSON)"))
    #expect(result.standardError.hasSuffix("fix it, or start again with --reset\n"))
    #expect(try String(contentsOfFile: store, encoding: .utf8) == "not json")
  }

  @Test func aOneShotThatEndsOnAQuestionHasItsOwnStatus() throws {
    let asked = try DuoSayProcess.run(["--mute", "create a note in notes"])
    #expect(asked.output == "What should the note be called?\n")
    #expect(asked.status == 3)
    #expect(asked.standardError == "duo-say: the input ended before the last question was answered\n")
    let answered = try DuoSayProcess.run(["--mute"], input: "delete my recipes note in notes\nno\n")
    #expect(answered.status == 0)
  }

  @Test func lockedAndScreenOptionsChangeWhatIsSaid() throws {
    let locked = try DuoSayProcess.run(["--mute", "--locked", "read my locked passwords note in notes"])
    #expect(locked.output == "You'll need to unlock your iPhone first.\n")
    let screen = try DuoSayProcess.run(["--mute", "--screen", "open my recipes note in notes"])
    #expect(
      screen.output
        == "Here's Recipes.\n[closed, compact] Recipes / lentil soup and banana bread\n[closed, compact] Notes opens on the outer display.\n"
    )
    let open = try DuoSayProcess.run(["--mute", "--pose", "open", "open my recipes note in notes"])
    #expect(open.output.hasSuffix("[open, regular] Notes opens on the inner display.\n"))
  }

  @Test func jsonPrintsOneTurnPerLine() throws {
    let result = try DuoSayProcess.run(["--mute", "--json"], input: "delete my recipes note in notes\nno\n")
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(
      lines[0].hasPrefix(
        #"{"heard":"delete my recipes note in notes","resolution":{"kind":"intent","intent":"DeleteNoteIntent","parameters":{"note":{"id":"recipes","title":"Recipes"}}"#
      ))
    #expect(lines[1].contains(#""replies":[{"kind":"answer","text":"OK, I won't.","spoken":true}]"#))
  }

  @Test func jsonSaysWhichRepliesWereSpoken() throws {
    // Summarizing reports progress: without a screen at most one report in eight seconds is said.
    let result = try DuoSayProcess.run(["--mute", "--json", "summarize my notes in notes"])
    let turn = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let replies = try #require(turn["replies"] as? [[String: Any]])
    let progress = replies.filter { $0["kind"] as? String == "progress" }
    #expect(!progress.isEmpty)
    #expect(progress.allSatisfy { $0["spoken"] is Bool })
    #expect(progress.filter { $0["spoken"] as? Bool == true }.count < progress.count)
    #expect(replies.last?["spoken"] as? Bool == true)
  }

  @Test func aTurnsResolutionHasTheShapeOfMatchJSON() throws {
    let utterance = "read my groceries note in notes"
    let turn = try DuoSayProcess.run(["--mute", "--json", utterance])
    let match = try DuoSayProcess.run(["match", "--json", utterance])
    func object(_ line: String) throws -> [String: Any] {
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    let resolution = try #require(try object(turn.output)["resolution"] as? [String: Any])
    let matched = try object(match.output)
    #expect(resolution["intent"] as? String == "ReadNoteIntent")
    #expect(resolution["intent"] as? String == matched["intent"] as? String)
    #expect(
      NSDictionary(dictionary: resolution["parameters"] as? [String: Any] ?? [:])
        == NSDictionary(dictionary: matched["parameters"] as? [String: Any] ?? ["-": 0]))
  }

  @Test func theExportIsTheCommittedCatalog() throws {
    let result = try DuoSayProcess.run(["export"])
    let committed = Repository.phrases.appendingPathComponent("notes.json")
    #expect(result.status == 0)
    #expect(result.output == (try String(contentsOf: committed, encoding: .utf8)))
  }

  @Test func anotherAppsNameIsAUsageError() throws {
    let result = try DuoSayProcess.run(["--app", "mail", "hello"])
    #expect(result.status == 64)
    #expect(
      result.standardError
        == "duo-say: error: unknown app 'mail': this program runs Notes; use --catalog FILE for an app known from its catalog\n"
    )
  }
}

@Suite struct NotesAppBadInputTests {
  @Test func aMegabyteLineIsNotUnderstoodAndNothingBreaks() throws {
    // Just under the 1 MB cap: heard, and not understood.
    let result = try DuoSayProcess.run(
      ["--mute"], input: String(repeating: "read ", count: 200_000) + "\nread my groceries note in notes\n")
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
    #expect(
      result.output == """
        What should the note be called?
        What should it say?
        Sorry, I couldn't save your notes. Cannot write the notes store '/proc/duo-say-nope/notes.json': cannot create '/proc/duo-say-nope'.
        Groceries says: milk, eggs, bread and coffee.

        """)
    #expect(result.status == 1, "a save that failed is not a success")
  }
}
