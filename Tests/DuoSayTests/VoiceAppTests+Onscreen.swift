import DialogEngine
import Foundation
import TestSupport
import Testing

@testable import DuoSay

struct LampEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Lamp"
  static let defaultQuery = LampQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id.capitalized) Lamp" }
}

struct LampQuery: EntityQuery {
  static let all = ["desk", "porch", "hall"].map(LampEntity.init)
  func entities(for identifiers: [String]) async throws -> [LampEntity] {
    Self.all.filter { identifiers.contains($0.id) }
  }
  func suggestedEntities() async throws -> [LampEntity] { Self.all }
}

struct DimLampIntent: AppIntent {
  static let title: LocalizedStringResource = "Dim Lamp"
  @Parameter(title: "Lamp") var lamp: LampEntity
  func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Dimmed the \(lamp.id) lamp.") }
}

struct LampShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: DimLampIntent(), phrases: ["Dim \(\.$lamp) in \(.applicationName)"], shortTitle: "Dim",
      systemImageName: "lightbulb")
  }
}

/// What an app's voice target says is on its screen (`VoiceApp(onscreen:)`), and what wins over it.
extension VoiceAppTests {
  static let lamps = VoiceApp(
    LampShortcuts.self, name: "Lamps",
    onscreen: { pose in
      [
        AppWindow(
          OnscreenContent(item: EntityIdentifier(for: LampEntity.self, identifier: pose == .open ? "hall" : "desk")))
      ]
    })

  @Test func theAppSaysItsWindowsPerPoseAndNothingByVoice() async throws {
    #expect(try await Self.lamps.windows(in: .closed)?.first?.content.item?.identifier == "desk")
    #expect(try await Self.lamps.windows(in: .open)?.first?.content.item?.identifier == "hall")
    #expect(try await Self.lamps.windows(in: .voice) == nil)
    #expect(try await VoiceApp(LampShortcuts.self, name: "Lamps").windows(in: .open) == nil)
    let failing = VoiceApp(LampShortcuts.self, name: "Lamps", onscreen: { _ in throw KettleOffline() })
    let error = await #expect(throws: AppLaunchError.self) { _ = try await failing.windows(in: .closed) }
    #expect(error?.description == "Lamps could not say what is on screen: the kettle is offline")
  }

  @Test func thisMeansWhatTheAppShowsUnlessTheTestSaysOtherwise() async throws {
    let folder = URL(fileURLWithPath: TemporaryPath.make("lamps"))
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("lamps.tests")
    try """
    ## closed, the app shows the desk lamp @closed
    > dim this lamp in lamps
    < Dimmed the desk lamp.

    ## open, the hall lamp @open
    > dim it in lamps
    < Dimmed the hall lamp.

    ## a test that says what is shown wins over the app @closed @onscreen:Lamp:porch
    > dim this lamp in lamps
    < Dimmed the porch lamp.

    ## by voice nothing is shown @voice
    > dim this lamp in lamps
    < Which lamp?
    """.write(to: file, atomically: true, encoding: .utf8)
    #expect(await DuoSay.run(["test", file.path], app: Self.lamps) == ExitStatus.success)
    // Without the app's declaration "this lamp" is asked about, so the first two fail.
    #expect(
      await DuoSay.run(["test", file.path], app: VoiceApp(LampShortcuts.self, name: "Lamps")) == ExitStatus.failure)
  }
}
