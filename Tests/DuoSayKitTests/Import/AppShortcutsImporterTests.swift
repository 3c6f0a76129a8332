import Foundation
import PhraseMatcher
import Testing

@testable import DuoSayKit

@Suite struct AppShortcutsImporterTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Import")

  func path(_ name: String) -> String { Self.fixtures.appendingPathComponent(name).path }

  @Test func readsAProviderInTheShapesRealAppsUse() throws {
    let result = try AppShortcutsImporter.importCatalog(files: [path("HomeApp/HomeShortcuts.swift")], locale: nil)
    let catalog = result.catalog
    #expect(catalog.app.name == "Home")
    #expect(catalog.shortcuts.map(\.intent) == ["ToggleLightIntent", "SetSceneIntent", "LockIntent"])
    #expect(catalog.shortcuts[0].phrases.map(\.description) == [
      "Turn on ${light} in ${applicationName}", "Switch on the ${light} with ${applicationName}", "${applicationName}, lights on",
    ])
    #expect(catalog.shortcuts[1].phrases.map(\.description) == ["Set ${scene} in ${applicationName}", "What’s my scene in ${applicationName}"])
    #expect(catalog.shortcuts[1].shortTitle == "Set Scene" && catalog.shortcuts[2].systemImageName == "lock")
    #expect(catalog.shortcuts[0].parameters == ["light": "LightEntity"])
    #expect(catalog.types["LightEntity"] == .init(kind: .entity, name: "Light", values: []))
    #expect(catalog.types["Scene"]?.values == [
      .init(id: "movieNight", title: "Movie Night"), .init(id: "goodMorning", title: "Good Morning", synonyms: ["wake up"]),
      .init(id: "away", title: "Away"),
    ])
    #expect(catalog.negativePhrases == ["Turn on the lights in the car"])
    #expect(result.warnings.contains { $0.hasSuffix("note: ToggleLightIntent is created with (action: .on); the catalog names the intent only") })
    #expect(result.warnings.contains { $0.hasPrefix("note: entity values cannot be known from source") })
    #expect(result.warnings.contains { $0.contains("nothing calls updateAppShortcutParameters()") })
    #expect(catalog.problems.isEmpty)
  }

  @Test func stringsFilesLocalizeAndAreChecked() throws {
    let german = try AppShortcutsImporter.importCatalog(files: [path("HomeApp")], locale: "de")
    #expect(german.catalog.locale == "de")
    #expect(german.catalog.shortcuts[0].phrases[0].description == "Schalte ${light} in ${applicationName} ein")
    #expect(german.catalog.shortcuts[1].phrases[0].description == "Aktiviere ${scene} in ${applicationName}")
    #expect(german.locales == ["de", "en", "fr"])
    #expect(german.warnings.contains { $0.hasSuffix("de.lproj/AppShortcuts.strings:2: 'Set ${scene} in ${applicationName}' uses Swift syntax \\(…) in a strings file; write ${applicationName} and ${name}") })
    #expect(german.warnings.contains { $0.hasSuffix("en.lproj/AppShortcuts.strings:4: 'Dim the lights in ${applicationName}' is not used in any App Shortcut or as a Negative Phrase") })
    let french = try AppShortcutsImporter.importCatalog(files: [path("HomeApp")], locale: "fr")
    #expect(french.catalog.shortcuts[2].phrases.map(\.description) == [
      "Ferme tout avec ${applicationName}", "Verrouille la maison avec ${applicationName}",
    ])
  }

  @Test func twoProvidersAreAWarning() throws {
    let result = try AppShortcutsImporter.importCatalog(files: [path("TwoProviders")], locale: nil)
    #expect(result.warnings.contains { $0.contains("2 AppShortcutsProviders: FirstShortcuts") && $0.hasSuffix("an app can have only one, the others do nothing") })
  }

  struct BadCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var expected: String
    var testDescription: String { name }
  }

  static let badCases: [BadCase] = [
    .init(name: "none.swift", text: "struct X {}", expected: "none.swift: no AppShortcutsProvider declaration found"),
    .init(
      name: "unbalanced.swift",
      text: "struct S: AppShortcutsProvider {\n  static var appShortcuts: [AppShortcut] {\n    AppShortcut(intent: I(), phrases: [\"Open \\(\\.$x in \\(.applicationName)\"], shortTitle: \"x\", systemImageName: \"y\")\n  }\n}\n",
      expected: "unbalanced.swift:3: unbalanced parentheses in a string interpolation"),
    .init(
      name: "unclosed.swift", text: "struct S: AppShortcutsProvider {\n AppShortcut(intent: I(), phrases: [\"a\"]\n}",
      expected: "unclosed.swift:2: 'AppShortcut(' is never closed"),
    .init(name: "AppShortcuts.strings", text: "\"a\" = ;", expected: "AppShortcuts.strings:1: Malformed AppShortcuts.strings file: expected \"key\" = \"value\";"),
    .init(name: "AppShortcuts.xcstrings", text: "{\"strings\": [}", expected: "AppShortcuts.xcstrings:1: not valid JSON: expected a value"),
  ]

  @Test(arguments: badCases)
  func badInputIsOneLineWithFileAndLine(_ c: BadCase) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("duo-say-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(c.name).path
    #expect(FileManager.default.createFile(atPath: file, contents: Data(c.text.utf8)))
    var files = [file]
    if !c.name.hasSuffix(".swift") { files.insert(path("HomeApp/HomeShortcuts.swift"), at: 0) }
    let error = #expect(throws: ImportError.self) { try AppShortcutsImporter.importCatalog(files: files, locale: nil) }
    #expect(error.map { "\(($0.file as NSString).lastPathComponent)\($0.line > 0 ? ":\($0.line)" : ""): \($0.message)" } == c.expected)
  }
}
