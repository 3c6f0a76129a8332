import DialogEngine
import Testing

@testable import SampleApps

/// "this note", "it", "what's on my screen": the Notes app's parameter comes from what its
/// screen shows, per pose, as ``OnscreenContent/visible(in:)`` describes.
extension NotesAppTests {
  func session(_ pose: Pose, item: String? = nil, rows: [String] = []) async throws -> DialogSession {
    var options = SessionOptions(pose: pose)
    options.onscreen = OnscreenContent(
      item: item.map { EntityIdentifier(for: NoteEntity.self, identifier: $0) },
      rows: rows.map { EntityIdentifier(for: NoteEntity.self, identifier: $0) })
    return try await session(options).0
  }

  @Test func closedThisAndItMeanTheOneNoteShown() async throws {
    let closed = try await session(.closed, item: "groceries", rows: ["recipes", "reading-log"])
    #expect(await say(closed, "read this note in notes") == [["milk, eggs, bread and coffee"]])
    #expect(
      await say(closed, "delete it in notes", "no") == [
        ["Are you sure you want to delete Groceries?"], ["OK, I won't."],
      ])
    // "What's on my screen?" asked of the app reads what it shows.
    #expect(await say(closed, "what's on my screen in notes") == [["milk, eggs, bread and coffee"]])
  }

  @Test func openTheItemInTheDetailPaneComesBeforeTheListsRows() async throws {
    let open = try await session(.open, item: "recipes", rows: ["groceries", "recipes", "reading-log"])
    #expect(await say(open, "what's in this one in notes") == [["lentil soup and banana bread"]])
    #expect(await say(open, "read what's on my screen in notes") == [["lentil soup and banana bread"]])
  }

  @Test func rowsAloneAreAskedAboutAndOneRowIsTaken() async throws {
    let several = try await session(.open, rows: ["groceries", "reading-log"])
    #expect(await say(several, "read this note in notes") == [["Which one: Groceries or Reading Log?"]])
    let one = try await session(.open, rows: ["reading-log"])
    let read = await one.respond(to: "read this note in notes")
    #expect(read.resolution.description == "ReadNoteIntent(note: reading-log)")
  }

  @Test func withNothingOnScreenTheQuestionIsAskedAsBefore() async throws {
    #expect(await say(try await session(.voice, item: "groceries"), "read this note in notes") == [["Which note?"]])
    #expect(await say(try await session(.closed), "read this note in notes") == [["Which note?"]])
    // A note said by name is the one meant, whatever is on screen.
    let named = try await session(.closed, item: "groceries")
    #expect(await say(named, "read my recipes note in notes") == [["lentil soup and banana bread"]])
  }

  @Test func anEntityNoQueryReturnsIsAnErrorNamingWhatExists() async throws {
    let missing = try await session(.closed, item: "no-such-note")
    await #expect(throws: OnscreenError.self) { try await missing.checkOnscreen() }
    var options = SessionOptions(pose: .open)
    options.onscreen = OnscreenContent(item: EntityIdentifier(typeName: "Recipe", identifier: "x"))
    let unknownType = try await session(options).0
    do {
      try await unknownType.checkOnscreen()
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "Notes has no type 'Recipe'; its entity types: Note")
    }
  }
}
