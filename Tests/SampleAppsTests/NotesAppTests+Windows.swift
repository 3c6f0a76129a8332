import DialogEngine
import Testing

@testable import SampleApps

/// Where "open my recipes note" lands among the app's windows, and what "this" means after it.
extension NotesAppTests {
  func note(_ id: String) -> EntityIdentifier { EntityIdentifier(for: NoteEntity.self, identifier: id) }

  func session(_ pose: Pose, windows: [AppWindow]) async throws -> DialogSession {
    var options = SessionOptions(pose: pose)
    options.windows = windows
    return try await session(options).0
  }

  /// The last shown line of a turn: where the app opened.
  func opened(_ session: DialogSession, _ utterance: String) async -> String? {
    await session.respond(to: utterance).replies.last { $0.kind == .snippet }?.text
  }

  @Test func openTheWindowThatAlreadyShowsTheNoteTakesIt() async throws {
    let open = try await session(
      .open,
      windows: [AppWindow(OnscreenContent(item: note("groceries"))), AppWindow(OnscreenContent(item: note("recipes")))])
    #expect(
      await opened(open, "open my recipes note in notes")
        == "Notes opens on the inner display, in the window that shows Recipes.")
    // That window is in front now: "this note" is the one it opened.
    #expect(await say(open, "read this note in notes") == [["lentil soup and banana bread"]])
  }

  @Test func anOpenedNoteIsWhatThisMeansNext() async throws {
    let closed = try await session(.closed, windows: [AppWindow(OnscreenContent(item: note("groceries")))])
    #expect(await opened(closed, "open my recipes note in notes") == "Notes opens on the outer display.")
    #expect(await say(closed, "read this note in notes") == [["lentil soup and banana bread"]])
  }

  @Test func noWindowThatAllowsItOpensANewOneOnlyOpen() async throws {
    let onlyGroceries = [
      AppWindow(OnscreenContent(item: note("groceries")), preferring: [], allowing: ["note:groceries"])
    ]
    let open = try await session(.open, windows: onlyGroceries)
    #expect(await opened(open, "open my recipes note in notes") == "Notes opens on the inner display, in a new window.")
    // Closed, the outer display has one window: the front one takes it.
    let closed = try await session(.closed, windows: onlyGroceries)
    #expect(await opened(closed, "open my recipes note in notes") == "Notes opens on the outer display.")
  }

  @Test func aWindowPrefersTheContentIdentifiersItSays() async throws {
    // The second window shows Groceries but prefers Recipes' identifier, as its preferring: set says.
    let windows = [
      AppWindow(OnscreenContent(item: note("reading-log"))),
      AppWindow(
        OnscreenContent(item: note("groceries")), preferring: [OpenNoteIntent.contentIdentifier(for: "recipes")]),
    ]
    let open = try await session(.open, windows: windows)
    #expect(
      await opened(open, "open my recipes note in notes")
        == "Notes opens on the inner display, in the window that shows Groceries.")
    // No window prefers Groceries now, so the front one (showing Recipes) takes it.
    #expect(
      await opened(open, "open my groceries note in notes") == "Notes opens on the inner display, in the front window.")
  }

  @Test func openEveryWindowsItemIsOnScreenTheFrontOneFirst() async throws {
    let open = try await session(
      .open,
      windows: [AppWindow(OnscreenContent(item: note("groceries"))), AppWindow(OnscreenContent(item: note("recipes")))])
    #expect(await say(open, "read this note in notes") == [["milk, eggs, bread and coffee"]])
    // Closed, the window beside it is not on the outer display: one note, none to ask about.
    let closed = try await session(
      .closed,
      windows: [
        AppWindow(OnscreenContent(rows: [note("groceries")])), AppWindow(OnscreenContent(item: note("recipes"))),
      ])
    #expect(await say(closed, "read this note in notes") == [["milk, eggs, bread and coffee"]])
  }
}
