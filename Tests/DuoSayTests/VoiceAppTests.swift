import DialogEngine
import Foundation
import Locking
import PhraseMatcher
import Testing

@testable import DuoSay

// Apps as a voice target hands them to duo-say, including the ones that go wrong.

struct EmptyShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] { [] }
}

struct KettleOffline: Error, CustomStringConvertible {
  var description: String { "the kettle is offline" }
}

struct KettleEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Kettle"
  static let defaultQuery = KettleQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct KettleQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [KettleEntity] { throw KettleOffline() }
  func suggestedEntities() async throws -> [KettleEntity] { throw KettleOffline() }
}

struct BoilIntent: AppIntent {
  static let title: LocalizedStringResource = "Boil"
  @Parameter(title: "Kettle") var kettle: KettleEntity
  func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Boiling.") }
}

struct DescaleIntent: AppIntent {
  static let title: LocalizedStringResource = "Descale"
  static let isOnline = false
  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard Self.isOnline else { throw KettleOffline() }
    return .result(dialog: "Descaled.")
  }
}

struct KettleShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: BoilIntent(), phrases: ["Boil \(\.$kettle) in \(.applicationName)", "Boil water in \(.applicationName)"],
      shortTitle: "Boil", systemImageName: "flame")
    AppShortcut(
      intent: DescaleIntent(), phrases: ["Descale the kettle in \(.applicationName)"], shortTitle: "Descale",
      systemImageName: "drop")
  }
}

@Suite struct VoiceAppTests {
  struct NameCase: Sendable, CustomTestStringConvertible {
    var provider: String
    var name: String?
    var testDescription: String { provider }
  }

  static let names: [NameCase] = [
    .init(provider: "BrewlyShortcuts", name: "Brewly"),
    .init(provider: "BrewlyAppShortcuts", name: "Brewly"),
    .init(provider: "TrailsShortcutsProvider", name: "Trails"),
    .init(provider: "AppShortcuts", name: nil),
    .init(provider: "Shortcuts", name: nil),
    .init(provider: "Kettle", name: "Kettle"),
  ]

  @Test(arguments: names) func theNameIsGuessedFromTheProvider(_ testCase: NameCase) {
    #expect(VoiceApp.name(fromProvider: testCase.provider) == testCase.name)
  }

  @Test func anUnguessableNameSaysSoOnce() {
    let app = VoiceApp(EmptyShortcuts.self)
    #expect(app.name == "Empty")
    #expect(VoiceApp(KettleShortcuts.self, name: "Kettle").nameNote == nil)
  }

  @Test func aProviderWithoutShortcutsIsAClearError() async {
    let app = VoiceApp(EmptyShortcuts.self, name: "Empty")
    let error = await #expect(throws: AppLaunchError.self) {
      _ = try await app.launch(AppLaunch(purpose: .conversation, dataDirectory: nil, values: [:]))
    }
    #expect(
      error?.description
        == "Empty's AppShortcutsProvider has no App Shortcuts; add at least one AppShortcut to appShortcuts")
    #expect(await DuoSay.run(["--mute", "hello"], app: app) == ExitStatus.failure)
  }

  @Test func aSetUpThatThrowsStopsWithItsReason() async {
    let app = VoiceApp(KettleShortcuts.self, name: "Kettle") { _ in throw KettleOffline() }
    let error = await #expect(throws: AppLaunchError.self) {
      _ = try await app.launch(
        AppLaunch(purpose: .test, dataDirectory: URL(fileURLWithPath: "/tmp", isDirectory: true), values: [:]))
    }
    #expect(error?.description == "Kettle could not start: the kettle is offline")
  }

  @Test func aQueryThatThrowsLeavesTheConversationGoing() async throws {
    let app = try await VoiceApp(KettleShortcuts.self, name: "Kettle")
      .launch(AppLaunch(purpose: .conversation, dataDirectory: nil, values: [:]))
    #expect(app.diagnostics == ["KettleEntity.defaultQuery.suggestedEntities() threw: the kettle is offline"])
    let session = DialogSession(app: app)
    #expect(
      await session.respond(to: "descale the kettle in kettle").spokenText == [
        "Sorry, that didn't work (the kettle is offline)."
      ])
    #expect(await session.respond(to: "boil water in kettle").spokenText == ["Which kettle?"])
  }

  @Test func theSetUpSeesItsPurposeFolderAndOptions() async throws {
    let seen = Locked<[AppLaunch]>([])
    let app = VoiceApp(KettleShortcuts.self, name: "Kettle", options: [.init("--pot", valueName: "N", help: "Pots.")]) {
      launch in seen.withLock { $0.append(launch) }
    }
    #expect(await DuoSay.run(["export", "--pot", "3"], app: app) == ExitStatus.success)
    let launch = try #require(seen.withLock { $0.first })
    #expect(launch.purpose == .catalog && launch.value(of: "--pot") == "3" && !launch.isSet("--lid"))
    let folder = try #require(launch.dataDirectory)
    #expect(!FileManager.default.fileExists(atPath: folder.path), "the data folder is removed after the export")
  }
}
