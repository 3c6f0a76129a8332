import Foundation
import PhraseMatcher
import Testing

@testable import DialogEngine

/// The App Intents shapes real apps use beyond the basics compile, and run as Siri runs them by voice.
@Suite struct SystemIntentsTests {
  func session(isVoiceOnly: Bool = true) async throws -> DialogSession {
    var options = SessionOptions(isVoiceOnly: isVoiceOnly)
    // Nothing here is about the time limit. In a full parallel run other suites' blocking work
    // starved the task pool for over 30 s between two turns, and the carbs run "took too long".
    options.timeLimit = .seconds(3600)
    return DialogSession(app: try await ShortcutsApp.load(TunnelShortcuts.self, name: "Tunnel"), options: options)
  }

  @Test func continuingInTheForegroundNeedsTheScreen() async throws {
    #expect(
      try await session().respond(to: "connect tunnel").spokenText == [
        "Connecting needs the app. Connect needs your iPhone's screen. Open Tunnel on your iPhone to do that."
      ])
    // With a screen the person is asked first, as Apple's `requestToContinueInForeground` does.
    let screen = try await session(isVoiceOnly: false)
    #expect(await screen.respond(to: "connect tunnel").spokenText == ["Connecting needs the app."])
    #expect(await screen.respond(to: "yes").spokenText == ["Connected."])
  }

  @Test func anErrorWithALocalizedResourceIsSaidAsWritten() async throws {
    #expect(try await session().respond(to: "sign out of tunnel").spokenText == ["Sign in to Tunnel first."])
  }

  @Test func systemIntentsRunAsAnyIntent() async throws {
    #expect(try await session().respond(to: "shuffle tunnel").spokenText == ["Shuffling."])
    #expect(TunnelShortcuts.shortcutTileColor == .teal && ConnectIntent.intentClassName == "ConnectIntentIntent")
    #expect(ConnectIntent.predictionConfiguration.count == 1)
  }

  @Test func numbersWithRangesAndUntitledParametersAreAskedFor() async throws {
    let session = try await session()
    #expect(await session.respond(to: "log a bolus in tunnel").spokenText == ["What's the units?"])
    #expect(await session.respond(to: "four").spokenText == ["Logged 4.0 units."])
    #expect(LogBolusIntent.parameterSummary.template == "Log ${units} units")
  }

  @Test func optionalParametersAreAskedForAndComeBackUnwrapped() async throws {
    let session = try await session()
    // Each turn whole in the message: an awaited expression in #expect shows no value.
    for (said, expected) in [
      ("add carbs in tunnel", "How many grams of carbs?"), ("forty", "Which preset: Breakfast or Snack?"),
      ("the second one", "Add 40 grams for Snack?"), ("yes", "Added 40 grams for Snack."),
    ] {
      let turn = await session.respond(to: said)
      #expect(turn.spokenText == [expected], "\(said): \(turn.replies) \(turn.diagnostics) \(turn.resolution)")
    }
  }

  @Test func aConfirmationTakesItsActionsOwnWords() async throws {
    let session = try await session()
    #expect(await session.respond(to: "send a report with tunnel").spokenText == ["Send the report?"])
    #expect(await session.respond(to: "send it").spokenText == ["Sent."])
    _ = await session.respond(to: "send a report with tunnel")
    #expect(await session.respond(to: "don't send it").spokenText == ["OK, I won't."])
    #expect(
      SpokenLanguage.english.confirmation(
        "send it now", action: .custom(acceptLabel: "Send", acceptAlternatives: ["send it now"], denyLabel: "Keep"))
        == true)
    #expect(
      SpokenLanguage.english.confirmation("keep", action: .custom(acceptLabel: "Send", denyLabel: "Keep")) == false)
    #expect(SpokenLanguage.english.confirmation("turn it off", action: .turnOff) == nil)
    #expect(SpokenLanguage.english.confirmation("turn off", action: .turnOff) == true)
  }

  @Test func anOptionsProvidersValuesAreTheAnswers() async throws {
    let session = try await session()
    #expect(await session.respond(to: "pick a server in tunnel").spokenText == ["What's the server?"])
    #expect(await session.respond(to: "toronto").spokenText == ["Connecting to Toronto, fast."])
    _ = await session.respond(to: "pick a server in tunnel")
    #expect(await session.respond(to: "the last one").spokenText == ["Connecting to Sydney, fast."])
    #expect(PickServerIntent.parameterSummary.template == "Connect slowly to ${server}")
  }

  @Test func anIntRawValueIsTheEnumsId() async throws {
    let app = try await ShortcutsApp.load(TunnelShortcuts.self, name: "Tunnel")
    let (set, _) = try #require(try await ValueTypes.describe(Speed.self))
    #expect(set.values.map(\.id) == ["1", "5"] && set.values.map(\.title) == ["Slow", "Fast"])
    #expect(app.catalog.shortcuts.contains { $0.intent == "PickServerIntent" })
  }

  /// A stop that comes while a save is committing does not deny the save.
  @Test func aStopDuringACommittingSaveSaysItWasSaved() async throws {
    let session = try await session()
    let before = SaveLog.shared.entries.count
    let turn = Task { await session.respond(to: "save the log in tunnel") }
    try await Task.sleep(for: .milliseconds(100))
    #expect(await session.cancelRun())
    #expect(await turn.value.spokenText == ["Saved."])
    #expect(SaveLog.shared.entries.count == before + 1)
    #expect(await turn.value.stoppedByUser == false)
  }

  @Test func inAppSearchNeedsTheScreen() async throws {
    #expect(
      try await session().respond(to: "search tunnel").spokenText == [
        "Find needs your iPhone's screen. Open Tunnel on your iPhone to do that."
      ])
  }

  @Test func aFileIsItsDataAndName() async throws {
    let file = IntentFile(data: Data("hi".utf8), filename: "note.txt", type: .plainText)
    #expect(try await file.data(contentType: .plainText) == Data("hi".utf8))
    let text = try await file.withFile(contentType: .plainText) { url, _ in try String(contentsOf: url, encoding: .utf8)
    }
    #expect(text == "hi")
    #expect(UTType(filenameExtension: "PNG") == .png && UTType.jpeg.preferredMIMEType == "image/jpeg")
  }
}
