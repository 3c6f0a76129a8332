import Testing

@testable import DialogEngine

/// The three poses run an app's running modes as the seeds and Apple's runtime guide describe:
/// by voice only what works without the screen; closed and open bring the app forward on
/// their display; the lock composes with every pose.
@Suite struct PoseTests {
  func session(_ pose: Pose, locked: Bool = false) async throws -> DialogSession {
    DialogSession(
      app: try await ShortcutsApp.load(PierShortcuts.self, name: "Pier"),
      options: SessionOptions(pose: pose, isLocked: locked))
  }

  /// Each reply as the transcript shows it: said, or shown with its pose and size class.
  func lines(_ turn: SessionTurn) -> [String] {
    turn.replies.map { turn.presentation(of: $0) == .said ? $0.text : turn.shownLine($0.text) }
  }

  @Test func byVoiceADynamicIntentStaysInTheBackgroundAndAForegroundOneIsRefused() async throws {
    let voice = try await session(.voice)
    #expect(lines(await voice.respond(to: "show the route in pier")) == ["The ferry leaves at nine from pier two."])
    let refusal = "needs your iPhone's screen. Open Pier on your iPhone to do that."
    #expect(lines(await voice.respond(to: "buy a ticket in pier")) == ["Buy Ticket " + refusal])
    #expect(lines(await voice.respond(to: "open the timetable in pier")) == ["Open Timetable " + refusal])
    #expect(lines(await voice.respond(to: "where does it run in pier")) == ["Running in the background, voice only."])
  }

  @Test(arguments: [
    (Pose.closed, "[closed, compact]", "the outer display"), (.open, "[open, regular]", "the inner display"),
  ])
  func withAScreenTheAppComesForwardOnThePosesDisplay(pose: Pose, mark: String, display: String) async throws {
    let session = try await session(pose)
    #expect(lines(await session.respond(to: "show the route in pier")) == ["Show the route on the map?"])
    #expect(lines(await session.respond(to: "yes")) == ["Here's the route.", "\(mark) Pier opens on \(display)."])
    _ = await session.respond(to: "show the route in pier")
    #expect(lines(await session.respond(to: "no")) == ["OK, I won't."])
    #expect(
      lines(await session.respond(to: "buy a ticket in pier")) == [
        "Ticket ready.", "\(mark) Pier opens on \(display).",
      ])
    #expect(lines(await session.respond(to: "open the timetable in pier")) == ["\(mark) Pier opens on \(display)."])
    #expect(
      lines(await session.respond(to: "where does it run in pier")) == ["Running in the background, with a screen."])
  }

  @Test(arguments: Pose.allCases)
  func theLockComposesWithEveryPose(pose: Pose) async throws {
    let locked = try await session(pose, locked: true)
    // Locked, the app cannot come forward: the dynamic intent answers from the background.
    #expect(lines(await locked.respond(to: "show the route in pier")) == ["The ferry leaves at nine from pier two."])
    let ticket = lines(await locked.respond(to: "buy a ticket in pier"))
    #expect(
      ticket == [
        pose == .voice
          ? "Buy Ticket needs your iPhone's screen. Open Pier on your iPhone to do that."
          : "You'll need to unlock your iPhone first."
      ])
  }

  @Test func whatIsOnScreenDependsOnThePose() {
    let (item, other) = (
      EntityIdentifier(typeName: "Note", identifier: "a"), EntityIdentifier(typeName: "Note", identifier: "b")
    )
    let content = OnscreenContent(item: item, rows: [item, other])
    #expect(content.visible(in: .voice).isEmpty)
    #expect(content.visible(in: .closed).map(\.identifier) == [item])
    #expect(content.visible(in: .open).map(\.identifier) == [item, other])
    #expect(content.visible(in: .open).map(\.isFocused) == [true, false])
    let list = OnscreenContent(rows: [item, other])
    #expect(list.visible(in: .closed).map(\.identifier) == [item, other])
  }

  @Test func modesAreApplesShapes() {
    #expect(IntentModes.foreground == .foreground(.immediate))
    #expect(IntentModes.foreground(.dynamic).needsScreen == false)
    #expect(IntentModes.foreground(.deferred).needsScreen && IntentModes.foreground.needsScreen)
    #expect(!([.background, .foreground] as IntentModes).needsScreen)
    #expect(IntentModes.Current(isForeground: false, canContinueInForeground: true) == .background)
    #expect(Pose.closed.sizeClass == .compact && Pose.open.sizeClass == .regular && Pose.voice.sizeClass == nil)
    #expect(SessionOptions(isVoiceOnly: false).pose == .closed)
  }
}
