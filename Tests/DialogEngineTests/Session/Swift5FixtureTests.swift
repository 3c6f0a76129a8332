import Swift5IntentFixtures
import Testing

@testable import DialogEngine

extension AppDependencySuites {
  /// Intent code in Apple's sample style, compiled in Swift 5 mode, talks too.
  @Suite struct Swift5FixtureTests {
    @Test func aSwift5AppHoldsAConversation() async throws {
      ConferenceShortcuts.registerDependencies()
      let app = try await ShortcutsApp.load(ConferenceShortcuts.self, name: "ConfPal")
      #expect(app.catalog.types["SessionEntity"]?.name == "Session")
      let session = DialogSession(app: app)
      #expect(await session.respond(to: "tell me about a session in confpal").spokenText == ["Which session?"])
      #expect(
        await session.respond(to: "design for voice").spokenText == [
          "Design for Voice is about dialogs without a screen."
        ])
      #expect(await session.respond(to: "add a task in confpal").spokenText == ["What's the title?"])
      #expect(await session.respond(to: "Buy badges").spokenText == ["Which section?"])
      #expect(await session.respond(to: "projects").spokenText == ["Created Buy badges in projects."])
      #expect(
        await session.respond(to: "draft with confpal").spokenText
          == ["Open composer needs your iPhone's screen. Open ConfPal on your iPhone to do that."])
    }
  }
}

@Suite struct SeedShapeTests {
  @Test func defaultsDonationsAndDependentQueriesBehave() async throws {
    #expect(BookWidgetConfig().bookTitle == "The Swift Programming Language")
    #expect(LightControlConfig().light.id == "living-room")
    let toggle = ToggleFavoriteIntent()
    toggle.itemID = "book-1"
    _ = try await toggle.perform()
    #expect(FavoriteStore.shared.favorites.contains("book-1"))
    let donation = try await toggle.donate()
    #expect(
      IntentDonationManager.donations.withLock {
        $0.contains { $0.id == donation && $0.intentType == ToggleFavoriteIntent.self }
      })
    #expect(await WorkspaceQuery().defaultResult()?.workspace.name == "Work")
    #expect(try await ProjectQuery().suggestedEntities().isEmpty, "no intent: no workspace")
    let configuring = ProjectSelectionIntent()
    configuring.workspace = try await WorkspaceQuery().suggestedEntities().last
    let projects = try await QueryContext.$intent.withValue(configuring) {
      try await ProjectQuery().suggestedEntities()
    }
    #expect(projects.map(\.workspaceID) == ["w2", "w2"])
  }
}
