import Foundation
import PhraseMatcher
import Testing

@testable import DialogEngine

extension AppDependencySuites {
  /// Every behaviour of the session, against the fixture notes app. Serialized:
  /// the app's store is registered with the shared `AppDependencyManager`.
  @Suite struct DialogSessionTests {
    let store = FixtureNoteStore.seeded()

    func session(_ options: SessionOptions = SessionOptions()) async throws -> DialogSession {
      AppDependencyManager.shared.add(dependency: store)
      let app = try await ShortcutsApp.load(FixtureShortcuts.self, name: "Notes")
      return DialogSession(app: app, options: options)
    }

    func say(_ session: DialogSession, _ utterances: String...) async -> [[String]] {
      var spoken: [[String]] = []
      for utterance in utterances { spoken.append(await session.respond(to: utterance).spokenText) }
      return spoken
    }

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

    @Test func aLockedDeviceRefusesIntentsThatNeedAuthentication() async throws {
      let locked = try await session(SessionOptions(isLocked: true))
      #expect(
        await say(locked, "read my passwords in notes", "read my groceries note in notes") == [
          ["You'll need to unlock your iPhone first."], ["Groceries says: milk, eggs and bread."],
        ])
      let unlocked = try await session(SessionOptions(isLocked: false))
      #expect(await say(unlocked, "read my passwords in notes") == [["Your passwords note says hunter2."]])
    }

    @Test func aForegroundIntentSaysItNeedsTheScreenWhenVoiceOnly() async throws {
      let voice = try await session()
      #expect(
        await say(voice, "open groceries in notes") == [
          ["Open Note needs your iPhone's screen. Open Notes on your iPhone to do that."]
        ])
      let screen = try await session(SessionOptions(isVoiceOnly: false))
      #expect(await say(screen, "open groceries in notes") == [["Done."]])
    }

    @Test func thrownErrorsAreSaidNeverASuccess() async throws {
      let session = try await session()
      let turn = await session.respond(to: "sync my notes in notes")
      #expect(turn.replies == [.init(.failure, "I couldn't reach the server, so nothing was synced.")])
    }

    @Test(.timeLimit(.minutes(1))) func theTimeLimitCancelsWorkThatNeverFinishes() async throws {
      let clock = ManualClock()
      var options = SessionOptions()
      options.clock = clock
      let session = try await session(options)
      let result = await ManualClock.drive([clock], seconds: 31) {
        await session.respond(to: "tidy my notes in notes")
      }
      #expect(result.spokenText == ["Sorry, Tidy took too long, so I stopped it."])
      #expect(result.elapsed >= 30 && result.elapsed <= 31, "the watchdog stops it at 30 seconds")
    }

    @Test(.timeLimit(.minutes(1))) func progressExtendsTheLimitAndIsSpokenAtIntervals() async throws {
      let clock = ManualClock()
      var options = SessionOptions()
      options.clock = clock
      let session = try await session(options)
      let result = await ManualClock.drive([clock, SummarizeFixtureIntent.clock], seconds: 81) {
        await session.respond(to: "summarize my notes in notes")
      }
      #expect(result.spokenText.last == "Summarized 4 notes: all fine.")
      #expect(result.spokenText.contains("Still working, about half done."))
      #expect(!result.spokenText.contains { $0.contains("took too long") })
      #expect(result.replies.filter { $0.kind == .progress }.count >= 3)
    }

    @Test(.timeLimit(.minutes(1))) func withAScreenProgressIsAPercentageNotSpeech() async throws {
      let clock = ManualClock()
      var options = SessionOptions(isVoiceOnly: false)
      options.clock = clock
      let session = try await session(options)
      let result = await ManualClock.drive([clock, SummarizeFixtureIntent.clock], seconds: 81) {
        await session.respond(to: "summarize my notes in notes")
      }
      #expect(result.spokenText == ["4 notes summarized"])
      #expect(result.replies.contains(.init(.progress, "50 %", fractionCompleted: 0.5)))
    }

    @Test func spokenProgressSaysTheBarsPercentage() {
      for (fraction, bar, spoken) in [
        (0.25, 25, "Still working, about 25 percent done."), (0.33, 33, "Still working, about 35 percent done."),
        (0.5, 50, "Still working, about half done."), (0.02, 2, "Still working."), (0.99, 99, "Almost done."),
        (1.5, 100, "Almost done."),
      ] {
        #expect(DialogSession.percent(fraction) == bar)
        #expect(DialogSession.spokenProgress(fraction) == spoken)
      }
    }

    @Test func thePersonCanStopARunningIntent() async throws {
      let session = try await session()
      async let turn = session.respond(to: "tidy my notes in notes")
      while !(await session.isRunning) { await Task.yield() }
      await session.cancelRun()
      #expect(await turn.spokenText == ["OK, I stopped."])
      #expect(await say(session, "read my groceries note in notes") == [["Groceries says: milk, eggs and bread."]])
    }

    @Test func aRunThatIgnoresTheStopIsNotCalledStopped() async throws {
      let session = try await session()
      async let turn = session.respond(to: "polish my notes in notes")
      while !(await session.isRunning) { await Task.yield() }
      await session.cancelRun()
      let result = await turn
      #expect(result.spokenText == ["I asked Polish to stop, but it hasn't yet, so it may still finish."])
      #expect(result.stoppedByUser)
    }

    @Test func voiceOnlyGetsTheFullDialogAndAScreenTheSupportingOne() async throws {
      let voice = try await session()
      #expect(await say(voice, "what's in my groceries note in notes") == [["Groceries says: milk, eggs and bread."]])
      let screen = try await session(SessionOptions(isVoiceOnly: false))
      let turn = await screen.respond(to: "what's in my groceries note in notes")
      #expect(
        turn.replies == [
          .init(
            .answer, "milk, eggs and bread", full: "Groceries says: milk, eggs and bread.",
            supporting: "milk, eggs and bread")
        ])
    }

    @Test func aSnippetWithoutDialogIsShownOnAScreenAndADiagnosticWithout() async throws {
      let screen = try await session(SessionOptions(isVoiceOnly: false))
      let shown = await screen.respond(to: "show my note stats in notes")
      #expect(shown.replies == [.init(.answer, "Done."), .init(.snippet, "4 notes, 1 locked")])
      #expect(shown.diagnostics.isEmpty)
      let voice = try await session()
      let heard = await voice.respond(to: "show my note stats in notes")
      #expect(heard.spokenText == ["Done."])
      #expect(
        heard.diagnostics == ["the result has a snippet but no dialog; without a screen the person hears only 'Done.'"])
    }

    @Test func enumValuesResolveByTitleAndSynonym() async throws {
      let session = try await session()
      #expect(
        await say(session, "switch to archive in notes", "switch to old stuff in notes") == [
          ["Showing archive."], ["Showing archive."],
        ])
    }

    @Test func unknownRequestsAndAmbiguityAreSaidAsSuch() async throws {
      let session = try await session()
      let turn = await session.respond(to: "what's the weather")
      #expect(turn.spokenText == ["Sorry, I didn't understand that."])
      #expect(!turn.understood)
      #expect(turn.resolution == .none(vetoedBy: nil))
      let vetoed = await session.respond(to: "send a note to my grocery store")
      #expect(vetoed.resolution == .none(vetoedBy: "Send a note to my grocery store"))
    }

    @Test func theTurnRecordsWhatWasHeardAndHowItResolved() async throws {
      let session = try await session()
      let turn = await session.respond(to: "what's in my groceries note in notes")
      #expect(turn.heard == "what's in my groceries note in notes")
      guard case .intent(let intent, ambiguous: false) = turn.resolution else {
        Issue.record("\(turn.resolution)")
        return
      }
      #expect(intent.intent == "ReadFixtureNoteIntent" && intent.parameters["note"]?.title == "Groceries")
      #expect(turn.understood && turn.isVoiceOnly)
    }
  }
}
