import DialogEngine
import Foundation
import TestSupport
import Testing

@testable import SampleApps

/// The bundled Notes app through the dialog session, as duo-say runs it.
@Suite(.serialized) struct NotesAppTests {
  let path = TemporaryPath.make("store") + "/notes.json"

  func session(_ options: SessionOptions = SessionOptions(), timing: NotesTiming = NotesTiming(perNote: .zero))
    async throws -> (DialogSession, NoteStore)
  {
    let store = try NoteStore(path: path)
    return (DialogSession(app: try await NotesApp.load(store: store, timing: timing), options: options), store)
  }

  func say(_ session: DialogSession, _ utterances: String...) async -> [[String]] {
    var spoken: [[String]] = []
    for utterance in utterances { spoken.append(await session.respond(to: utterance).spokenText) }
    return spoken
  }

  @Test func readsANoteWithAFullDialogThatStandsAlone() async throws {
    let (session, _) = try await session()
    #expect(
      await say(session, "read my groceries note in notes", "um what's in my shopping list note in notebook") == [
        ["Groceries says: milk, eggs, bread and coffee."], ["Groceries says: milk, eggs, bread and coffee."],
      ])
  }

  @Test func createsANoteAskingForWhatItLacks() async throws {
    let (session, store) = try await session()
    #expect(
      await say(session, "create a note in notes", "Holiday", "pack the tent") == [
        ["What should the note be called?"], ["What should it say?"], ["I've created Holiday."],
      ])
    #expect(try NoteStore(path: store.path).notes.contains { $0.title == "Holiday" && $0.body == "pack the tent" })
  }

  @Test func addsToANote() async throws {
    let (session, store) = try await session()
    #expect(
      await say(session, "add to my groceries note in notes", "oat milk") == [
        ["What should I add?"], ["Added to Groceries."],
      ])
    #expect(store.note(id: "groceries")?.body.hasSuffix("\noat milk") == true)
  }

  @Test func deletesOnlyAfterAYes() async throws {
    let (session, store) = try await session()
    #expect(
      await say(session, "delete my reading log note in notes", "nope", "delete my reading log note in notes", "yes")
        == [
          ["Are you sure you want to delete Reading Log?"], ["OK, I won't."],
          ["Are you sure you want to delete Reading Log?"], ["Deleted Reading Log."],
        ])
    #expect(store.note(id: "reading-log") == nil)
  }

  @Test func openingNeedsTheScreen() async throws {
    let (voice, _) = try await session()
    #expect(
      await say(voice, "open my recipes note in notes") == [
        ["Open Note needs your iPhone's screen. Open Notes on your iPhone to do that."]
      ])
    let (screen, _) = try await session(SessionOptions(isVoiceOnly: false))
    let turn = await screen.respond(to: "open my recipes note in notes")
    #expect(
      turn.replies == [
        .init(.answer, "Here's Recipes.", full: "Here's Recipes."),
        .init(.snippet, "Recipes\nlentil soup and banana bread"),
        .init(.snippet, "Notes opens on the outer display."),
      ])
  }

  @Test func countsAndListsInWords() async throws {
    let (session, _) = try await session()
    #expect(
      await say(session, "how many notes do i have in notes") == [
        ["You have 13 notes. The first three are Groceries, Packing List, and Book Club."]
      ])
  }

  @Test func searchesNotes() async throws {
    let (session, _) = try await session()
    #expect(
      await say(session, "search my notes in notes", "bread") == [
        ["What should I look for?"], ["I found 3 notes with bread: Groceries, Recipes, and Project Ideas."],
      ])
  }

  @Test func aLockedNoteNeedsTheDeviceUnlocked() async throws {
    let (locked, _) = try await session(SessionOptions(isLocked: true))
    #expect(
      await say(locked, "read my locked passwords note in notes") == [["You'll need to unlock your iPhone first."]])
    let (unlocked, _) = try await session()
    #expect(
      await say(unlocked, "read my locked note in notes", "passwords") == [
        ["Which locked note?"], ["Passwords says: the Wi-Fi password is on the router."],
      ])
    #expect(
      await say(unlocked, "read my passwords note in notes") == [
        ["Passwords is locked. Say \"read my locked note\" with your iPhone unlocked."]
      ])
  }

  @Test(.timeLimit(.minutes(1))) func summarizingReportsProgressAloud() async throws {
    let work = ManualClock()
    let clock = ManualClock()
    var options = SessionOptions()
    options.clock = clock
    options.progressReportInterval = .seconds(2)
    let (session, _) = try await session(options, timing: NotesTiming(clock: work, perNote: .seconds(1)))
    let result = await ManualClock.drive([clock, work], seconds: 60) {
      await session.respond(to: "summarize my notes in notes")
    }
    let progress = result.replies.filter { $0.kind == .progress }.map(\.text)
    #expect(progress.count >= 4)
    // The first report comes after one or two of the twelve notes, as the two clocks interleave.
    #expect(
      ["Still working, about 10 percent done.", "Still working, about 15 percent done."].contains(progress.first ?? ""))
    #expect(
      result.spokenText.last?.hasPrefix(
        "Here's a summary of your 12 notes. Groceries: milk, eggs, bread and coffee. Packing List: passport, charger, sunscreen and a swimsuit."
      ) == true)
  }
}
