import Testing

@testable import DialogEngine

/// SwiftUI's routing of a foreground intent among an app's windows (``AppScreen/route``), and
/// what the screen looks like after.
@Suite struct AppWindowTests {
  func note(_ id: String) -> EntityIdentifier { EntityIdentifier(typeName: "Note", identifier: id) }
  func same(_ a: EntityIdentifier, _ b: EntityIdentifier) -> Bool { a == b }

  var twoWindows: AppScreen {
    AppScreen(windows: [AppWindow(OnscreenContent(item: note("a"))), AppWindow(OnscreenContent(item: note("b")))])
  }

  @Test func openAWindowPreferringTheIntentComesFirst() {
    #expect(twoWindows.route("note:b", target: note("b"), in: .open, isSame: same) == .showing(1))
    #expect(twoWindows.route("note:a", target: note("a"), in: .open, isSame: same) == .front)
    #expect(twoWindows.route("note:c", target: note("c"), in: .open, isSame: same) == .front)
    var explicit = twoWindows
    explicit.windows[1].preferring = ["note:c"]
    #expect(explicit.route("note:c", target: nil, in: .open, isSame: same) == .showing(1))
    // A window that says what it prefers is not chosen for its item.
    #expect(explicit.route("note:b", target: note("b"), in: .open, isSame: same) == .front)
  }

  @Test func allowingDecidesWhenNoWindowPrefersIt() {
    var screen = twoWindows
    screen.windows[0].allowing = ["note:a"]
    #expect(screen.route("note:c", target: nil, in: .open, isSame: same) == .allowed(1))
    screen.windows[1].allowing = []
    #expect(screen.route("note:c", target: nil, in: .open, isSame: same) == .new)
    // Closed, there is one window on the outer display, whatever it allows.
    #expect(screen.route("note:c", target: nil, in: .closed, isSame: same) == .front)
    #expect(screen.route("note:b", target: note("b"), in: .closed, isSame: same) == .front)
  }

  @Test func theWindowThatTookItComesForwardShowingTheTarget() {
    var screen = twoWindows
    screen.bringForward(.showing(1), showing: note("b"))
    #expect(screen.windows.map(\.content.item) == [note("b"), note("a")])
    screen.bringForward(.new, showing: note("c"))
    #expect(screen.windows.map(\.content.item) == [note("c"), note("b"), note("a")])
    screen.bringForward(.front, showing: note("d"))
    #expect(screen.windows.map(\.content.item) == [note("d"), note("b"), note("a")])
  }

  @Test func openTheOtherWindowsItemsAreSeenAfterTheFrontWindow() {
    var screen = twoWindows
    screen.windows[0].content.rows = [note("x"), note("b")]
    #expect(screen.visible(in: .open).map(\.identifier) == [note("a"), note("x"), note("b")])
    #expect(screen.visible(in: .open).map(\.isFocused) == [true, false, false])
    #expect(screen.visible(in: .closed).map(\.identifier) == [note("a")])
    #expect(screen.visible(in: .voice).isEmpty)
  }

  @Test func theDefaultContentIdentifierIsTheIntentsTypeName() {
    struct ShowPlaylistIntent: TargetContentProvidingIntent {
      static let title: LocalizedStringResource = "Show Playlist"
      func perform() async throws -> some IntentResult { .result() }
    }
    #expect(ShowPlaylistIntent().contentIdentifier == "ShowPlaylistIntent")
  }
}
