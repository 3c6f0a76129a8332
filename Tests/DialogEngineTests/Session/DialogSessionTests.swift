import Foundation
import PhraseMatcher
import Testing

@testable import DialogEngine

extension AppDependencySuites {
  /// Running an intent, against the fixture notes app: authentication and
  /// modes, errors, time limits and progress, a stop, and how results are said.
  @Suite struct DialogSessionTests: FixtureSessions {
    let store = FixtureNoteStore.seeded()

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
      // With a screen the app opens: nothing is said, never "Done."; a locked phone asks for the unlock first.
      let screen = try await session(SessionOptions(isVoiceOnly: false))
      let opened = await screen.respond(to: "open groceries in notes")
      #expect(opened.replies == [.init(.snippet, "Notes opens on the outer display.")])
      let locked = try await session(SessionOptions(isVoiceOnly: false, isLocked: true))
      #expect(await say(locked, "open groceries in notes") == [["You'll need to unlock your iPhone first."]])
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

    /// What "may still finish" is still doing is waited for at the end, within a bound, and
    /// what did not end by then is named, so the exit status can say its change may be lost.
    @Test func aRunThatMayStillFinishIsWaitedForAtTheEnd() async throws {
      let session = try await session()
      async let turn = session.respond(to: "polish my notes in notes")
      while !(await session.isRunning) { await Task.yield() }
      await session.cancelRun()
      #expect(await turn.stoppedByUser)
      #expect(await session.settle(within: .milliseconds(10)) == ["Polish"], "not ended yet")
      let again = try await self.session()
      async let second = again.respond(to: "polish my notes in notes")
      while !(await again.isRunning) { await Task.yield() }
      await again.cancelRun()
      _ = await second
      #expect(await again.settle(within: .seconds(30)) == [], "it ends, its change made")
      #expect(await again.settle(within: .zero) == [], "and is waited for once")
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
