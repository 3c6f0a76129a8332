import Foundation
import PhraseMatcher
import Testing

@testable import DialogEngine

extension AppDependencySuites {
  /// The session's questions, against the fixture notes app: a missing value
  /// asked for, a choice between values, a confirmation, and leaving a question.
  @Suite struct DialogSessionQuestionTests: FixtureSessions {
    let store = FixtureNoteStore.seeded()

    @Test func aMissingRequiredValueIsAskedForThenFilled() async throws {
      let session = try await session()
      #expect(
        await say(session, "read a note in notes", "the shopping list") == [
          ["Which note?"], ["Groceries says: milk, eggs and bread."],
        ])
    }

    @Test func requestValueDialogAndDefaultPromptsAskInTurn() async throws {
      let session = try await session()
      #expect(
        await say(session, "create a note in notes", "Birthday", "cake and candles") == [
          ["What should the note be called?"], ["What's the text?"], ["Created Birthday in inbox."],
        ])
      #expect(store.all.contains { $0.title == "Birthday" && $0.body == "cake and candles" })
    }

    @Test func anAnswerIsResolvedThroughTheEntityQueryWhenNoTitleFits() async throws {
      let session = try await session()
      #expect(
        await say(session, "read a note in notes", "bulb") == [
          ["Which note?"], ["Kitchen Light says: replace the bulb."],
        ])
    }

    @Test func needsValueErrorAsksAndRunsPerformAgain() async throws {
      let session = try await session()
      #expect(
        await say(session, "find a note in notes", "groceries") == [
          ["Which note are you looking for?"], ["Found Groceries."],
        ])
    }

    @Test(arguments: ["the second one", "second", "number 2", "the last one", "kitchen lites"])
    func disambiguationTakesPositionsTitlesAndNearMisses(_ answer: String) async throws {
      let session = try await session()
      #expect(
        await say(session, "find kitchen light in notes", answer) == [
          ["Which kitchen note: Kitchen Light or Kitchen Lights?"], ["Found Kitchen Lights."],
        ])
    }

    @Test func disambiguationReadsAtMostFiveTitles() {
      let prompt = DialogSession.disambiguationPrompt(
        titles: (1...7).map { "Note \($0)" }, dialog: nil, isVoiceOnly: true)
      #expect(prompt == "There are 7. Which one: Note 1, Note 2, Note 3, Note 4, Note 5, or another one?")
    }

    @Test(arguments: ["yeah", "sure", "do it", "Yes please."])
    func yesConfirms(_ answer: String) async throws {
      let session = try await session()
      #expect(
        await say(session, "delete my groceries note in notes", answer) == [
          ["Are you sure you want to delete Groceries?"], ["Deleted Groceries."],
        ])
      #expect(!store.all.contains { $0.title == "Groceries" })
    }

    @Test(arguments: ["no", "nope", "cancel"])
    func noOrCancelLeavesEverythingAsItWas(_ answer: String) async throws {
      let session = try await session()
      let replies = await say(session, "delete my groceries note in notes", answer)
      #expect(replies[1] == ["OK, I won't."] || replies[1] == ["OK."])
      #expect(store.all.contains { $0.title == "Groceries" })
      #expect(await say(session, "read my groceries note in notes") == [["Groceries says: milk, eggs and bread."]])
    }

    @Test func droppingASessionWithAQuestionPendingEndsTheRun() async throws {
      var session: DialogSession? = try await session()
      #expect(
        await say(session!, "delete my groceries note in notes") == [["Are you sure you want to delete Groceries?"]])
      #expect(store.finishedDeletes.withLock { $0 } == 0)
      session = nil
      let clock = ContinuousClock()
      let deadline = clock.now + .seconds(10)
      while store.finishedDeletes.withLock({ $0 }) == 0 && clock.now < deadline {
        try await Task.sleep(for: .milliseconds(5))
      }
      #expect(store.finishedDeletes.withLock { $0 } == 1)
      #expect(store.all.contains { $0.title == "Groceries" })
    }

    @Test func anUnclearAnswerIsAskedAgainOnceThenDropped() async throws {
      let session = try await session()
      #expect(
        await say(session, "delete my groceries note in notes", "purple", "banana") == [
          ["Are you sure you want to delete Groceries?"],
          ["Sorry, I didn't get that. Are you sure you want to delete Groceries?"],
          ["Sorry, I still didn't get that, so I stopped."],
        ])
      #expect(store.all.contains { $0.title == "Groceries" })
    }

    @Test(arguments: ["never mind", "stop", "cancel"])
    func cancelWordsLeaveAQuestion(_ word: String) async throws {
      let session = try await session()
      #expect(
        await say(session, "read a note in notes", word, "what's in my groceries note in notes") == [
          ["Which note?"], ["OK."], ["Groceries says: milk, eggs and bread."],
        ])
    }

    @Test func aClearNewRequestSwitchesAwayFromTheQuestion() async throws {
      let session = try await session()
      #expect(
        await say(session, "read a note in notes", "delete my groceries note in notes") == [
          ["Which note?"], ["Are you sure you want to delete Groceries?"],
        ])
    }

    @Test func switchingCanBeTurnedOff() async throws {
      var options = SessionOptions()
      options.switchesOnStrongMatch = false
      let session = try await session(options)
      #expect(
        await say(session, "read a note in notes", "delete my groceries note in notes") == [
          ["Which note?"], ["Sorry, I didn't get that. Which note?"],
        ])
    }
  }
}
