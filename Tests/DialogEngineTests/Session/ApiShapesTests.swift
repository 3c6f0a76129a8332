import Foundation
import Testing

@testable import DialogEngine

/// Apple's shapes that real apps use, compiled unchanged (`ApiShapesFixture.swift`), behave by voice.
@Suite(.serialized) struct ApiShapesTests {
  func session(_ options: SessionOptions = SessionOptions()) async throws -> DialogSession {
    DialogSession(app: try await ShortcutsApp.load(TrailsShortcuts.self, name: "Trails"), options: options)
  }

  @Test func aShortcutWrittenInitIsKeptAndTheNegativePhrasesToo() async throws {
    let app = try await ShortcutsApp.load(TrailsShortcuts.self, name: "Trails")
    #expect(app.catalog.shortcuts.map(\.intent) == ["ShowTrailOnWebIntent", "HikeIntent", "TrailRunIntent"])
    #expect(app.catalog.negativePhrases == ["Delete a hike in Trails"])
  }

  @Test func anOptionalsRequestedValueComesBackUnwrappedAndACustomConfirmationTakesItsLabel() async throws {
    let trails = try await session()
    #expect(await trails.respond(to: "log lost lake in trails").spokenText == ["Who did you hike with?"])
    #expect(await trails.respond(to: "Sam").spokenText == ["Log Lost Lake with Sam?"])
    #expect(await trails.respond(to: "log it").spokenText == ["Logged Lost Lake with Sam."])
    let donated = IntentDonationManager.donations.withLock { $0.filter { $0.intentType == HikeIntent.self } }
    #expect(donated.isEmpty, "the intent deleted its own donations")
  }

  @Test func aLinkOpensOnAScreenAndIsSaidToNeedOneWithout() async throws {
    #expect(
      try await session().respond(to: "show trails on the web in trails").spokenText == [
        "Opening trails.example.com needs your iPhone's screen."
      ])
    let screen = try await session(SessionOptions(isVoiceOnly: false))
    let turn = await screen.respond(to: "show trails on the web in trails")
    #expect(turn.replies.map(\.text) == ["Opens https://trails.example.com"])
  }

  @Test func aWorkoutConfiguredWithItsStyleRunsIt() async throws {
    #expect(try await session().respond(to: "start a trail run in trails").spokenText == ["Running outdoor."])
  }

  @Test func templatesIdentitiesAndValuesAreKept() async throws {
    #expect(TrailEntity.urlRepresentation.template == "https://trails.example.com/trail/${id}/details")
    #expect(TrailEntity.persistentIdentifier == "TrailEntity")
    // `Summary("…", table:) { … }` and a bare `Summary()`, as apps write them.
    #expect(RateTrailIntent.parameterSummary.template == "Rate ${trail}")
    #expect(ClearTrailHistoryIntent.parameterSummary.template == "")
    #expect(TrailEntity.all[0].displayRepresentation.image?.displayStyle == .circular)
    let result: IntentResultContainer<Int> = .result(value: 3, dialog: "Three.")
    #expect(result.value == 3)
  }

  @Test func anIOS16ShortcutAParametersOwnQueryAndASnippetGivenAsContentWork() async throws {
    let app = try await ShortcutsApp.load(HikeAgainShortcuts.self, name: "Trails")
    #expect(app.catalog.shortcuts.map(\.shortTitle) == ["Hike Again", "Share Hike"])
    let session = DialogSession(app: app, options: SessionOptions(isVoiceOnly: false))
    #expect(await session.respond(to: "hike again with trails").spokenText == ["Which trail?"])
    // The query's own suggestions are the answers there are (Lost Lake is only the default query's).
    #expect(
      await session.respond(to: "eagle ridge").replies.map(\.text) == [
        "Let's hike Eagle Ridge again.", "Trail card: Eagle Ridge",
      ])
  }

  @Test func titledItemsInSectionsAreSaidByTitleAndAnswerWithTheirValue() async throws {
    let session = DialogSession(app: try await ShortcutsApp.load(HikeAgainShortcuts.self, name: "Trails"))
    #expect(await session.respond(to: "share a hike with trails").spokenText == ["What's the hike?"])
    #expect(await session.respond(to: "the ridge traverse").spokenText == ["Shared hike h-12."])
  }

  @Test func donationsAreKeptUntilDeleted() async throws {
    let id = try await IntentDonationManager.shared.donate(intent: TrailRunIntent())
    let deleted = try await IntentDonationManager.shared.deleteDonations(matching: .donationIdentifier(id))
    #expect(deleted == [id])
    #expect(try await IntentDonationManager.shared.deleteDonations(matching: .donationIdentifier(id)).isEmpty)
  }
}
