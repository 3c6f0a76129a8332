import CatalogFiles
import Foundation
import PhraseMatcher
import TestSupport
import Testing

@testable import DuoSayKit

@Suite struct AppShortcutsImporterTests {
  static let fixtures = Repository.fixtures.appendingPathComponent("Import")

  func path(_ name: String) -> String { Self.fixtures.appendingPathComponent(name).path }

  @Test func theAnswerIsTheSuccessPathsNeverAFailureOrTheQuestion() throws {
    let result = try AppShortcutsImporter.importCatalog(files: [path("RadioApp")], locale: nil)
    let shortcuts = Dictionary(uniqueKeysWithValues: result.catalog.shortcuts.map { ($0.intent, $0) })
    // After a guard and a catch, the answer returned at the end.
    #expect(shortcuts["PlayStationIntent"]?.dialog?.full == "Playing ${station} on your speaker.")
    // Built in a variable from values only the running app has: the catalog says so, and keeps
    // the variable's words for the diagnostic.
    #expect(shortcuts["WhatsPlayingIntent"]?.dialog?.full == "This is … by ….")
    #expect(shortcuts["WhatsPlayingIntent"]?.dialogIsBuiltAtRunTime == true)
    #expect(result.warnings.contains { $0.contains("WhatsPlayingIntent builds its answer when it runs") })
    // The confirmation stays the question, and the answer follows it.
    #expect(shortcuts["ClearFavoritesIntent"]?.confirmation?.full == "Clear all your favorite stations?")
    #expect(shortcuts["ClearFavoritesIntent"]?.dialog?.full == "Your favorites are cleared.")
    // Expressions: a parameter's `?.name ?? …` is the parameter, a choice only the running app
    // makes says both sides, a value only it has is "…" and makes the answer the app's at run time.
    #expect(
      shortcuts["SleepTimerIntent"]?.dialog?.full == "I'll stop ${station} in … min, fading or at once.")
    #expect(shortcuts["SleepTimerIntent"]?.dialogIsBuiltAtRunTime == true)
    #expect(shortcuts["PlayStationIntent"]?.dialogIsBuiltAtRunTime == false)
    // A localized resource is its default value; a bare key is never spoken.
    #expect(shortcuts["PlayNewsIntent"]?.dialog?.full == "Here is the news on ${station}.")
    #expect(shortcuts["PlayNewsIntent"]?.parameterTitles == ["station": "Station"])
    #expect(shortcuts["NewsBriefingIntent"]?.dialog == nil)
    #expect(shortcuts["NewsBriefingIntent"]?.dialogIsBuiltAtRunTime == true)
  }

  @Test func shortcutsWrittenInitAndPlatformBranchesAreReadAsOnAnIPhone() throws {
    let catalog = try AppShortcutsImporter.importCatalog(files: [path("LanternApp")], locale: nil).catalog
    #expect(catalog.shortcuts.map(\.intent) == ["BeamIntent", "StrobeIntent"])
    #expect(catalog.shortcuts.map(\.shortTitle) == ["Beam", "Strobe"])
    #expect(catalog.shortcuts.map(\.needsScreen) == [false, false], "the iOS branches run in the background")
    #expect(catalog.shortcuts[0].source == "LanternShortcuts.swift:34")
  }

  @Test(arguments: [
    ("os(iOS)", true), ("os(macOS)", false), ("!os(iOS)", false), ("os(iOS) && !targetEnvironment(macCatalyst)", true),
    ("os(watchOS) || os(iOS)", true), ("canImport(UIKit)", true), ("canImport(AppKit)", false), ("DEBUG", true),
    ("DUO_SAY", false), ("swift(>=5.9)", true), ("(os(iOS) || os(visionOS)) && !DUO_SAY", true),
  ])
  func conditionsHoldAsForAnIOSBuild(_ condition: String, _ holds: Bool) throws {
    let tokens = try SwiftTokenizer.tokens(condition, file: "c.swift")
    #expect(ConditionalCompilation.holds(tokens[...]) == holds)
  }

  @Test func readsAProviderInTheShapesRealAppsUse() throws {
    let result = try AppShortcutsImporter.importCatalog(files: [path("HomeApp/HomeShortcuts.swift")], locale: nil)
    let catalog = result.catalog
    #expect(catalog.app.name == "Home")
    #expect(catalog.shortcuts.map(\.intent) == ["ToggleLightIntent", "SetSceneIntent", "LockIntent"])
    #expect(
      catalog.shortcuts[0].phrases.map(\.description) == [
        "Turn on ${light} in ${applicationName}", "Switch on the ${light} with ${applicationName}",
        "${applicationName}, lights on",
      ])
    #expect(
      catalog.shortcuts[1].phrases.map(\.description) == [
        "Set ${scene} in ${applicationName}", "What’s my scene in ${applicationName}",
      ])
    #expect(catalog.shortcuts[1].shortTitle == "Set Scene" && catalog.shortcuts[2].systemImageName == "lock")
    #expect(catalog.shortcuts[0].parameters == ["light": "LightEntity"])
    #expect(catalog.types["LightEntity"] == .init(kind: .entity, name: "Light", values: []))
    #expect(
      catalog.types["Scene"]?.values == [
        .init(id: "movieNight", title: "Movie Night"),
        .init(id: "goodMorning", title: "Good Morning", synonyms: ["wake up"]),
        .init(id: "away", title: "Away"),
      ])
    #expect(catalog.negativePhrases == ["Turn on the lights in the car"])
    #expect(
      result.warnings.contains {
        $0.hasSuffix("note: ToggleLightIntent is created with (action: .on); the catalog names the intent only")
      })
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
    #expect(
      german.warnings.contains {
        $0.hasSuffix(
          "de.lproj/AppShortcuts.strings:2: 'Set ${scene} in ${applicationName}' uses Swift syntax \\(…) in a strings file; write ${applicationName} and ${name}"
        )
      })
    #expect(
      german.warnings.contains {
        $0.hasSuffix(
          "en.lproj/AppShortcuts.strings:4: 'Dim the lights in ${applicationName}' is not used in any App Shortcut or as a Negative Phrase"
        )
      })
    let french = try AppShortcutsImporter.importCatalog(files: [path("HomeApp")], locale: "fr")
    #expect(
      french.catalog.shortcuts[2].phrases.map(\.description) == [
        "Ferme tout avec ${applicationName}", "Verrouille la maison avec ${applicationName}",
      ])
  }

  @Test func twoProvidersAreAWarning() throws {
    let result = try AppShortcutsImporter.importCatalog(files: [path("TwoProviders")], locale: nil)
    #expect(
      result.warnings.contains {
        $0.contains("2 AppShortcutsProviders: FirstShortcuts")
          && $0.hasSuffix("an app can have only one, the others do nothing")
      })
  }

  @Test func aTreeWithoutAProviderIsTheOneError() throws {
    let folder = try ImportFolder(["A.swift": "struct X {}", "B.swift": "enum Y { case a }"])
    let error = #expect(throws: ImportError.self) {
      try AppShortcutsImporter.importCatalog(files: [folder.path], locale: nil)
    }
    #expect(error?.message == "no AppShortcutsProvider declaration found in 2 Swift files")
  }

  struct SkipCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var warning: String
    var testDescription: String { name }
  }

  static let skipCases: [SkipCase] = [
    .init(
      name: "Broken.swift", text: "let s = \"open\nstruct Z {}",
      warning: "Broken.swift:1: unterminated string literal; the file was read up to there"),
    .init(
      name: "Unclosed.swift", text: "struct S {\n  var x = AppShortcut(intent: I(), phrases: [\"a\"]\n}",
      warning: "Unclosed.swift:2: 'AppShortcut(' is never closed; the shortcut was skipped"),
    .init(
      name: "Phrase.swift", text: "let x = AppShortcut(intent: I(), phrases: [\"Open ${ in \\(.applicationName)\"])",
      warning:
        "Phrase.swift:1: phrase 'Open ${ in \\(.applicationName)': unterminated token at offset 5; expected '}' or ')'; the phrase was skipped"
    ),
    // The app's other strings files are read for what their keys say; an odd one is skipped.
    .init(
      name: "Localizable.xcstrings", text: "{}",
      warning: "Localizable.xcstrings: expected a string catalog with a 'strings' object; the file was skipped"),
    .init(name: "de.lproj/Localizable.strings", text: "\"a\" = ;", warning: ""),
    .init(
      name: "en.lproj/AppShortcuts.strings", text: "\"a\" = ;",
      warning:
        "AppShortcuts.strings:1: Malformed AppShortcuts.strings file: expected \"key\" = \"value\";; the file was skipped"
    ),
    .init(
      name: "AppShortcuts.xcstrings", text: "{\"strings\": [}",
      warning: "AppShortcuts.xcstrings:1: not valid JSON: expected a value; the file was skipped"),
    .init(
      name: "Binary.swift", text: "\u{0}\u{1}\"\u{2}",
      warning: "Binary.swift:1: unterminated string literal; the file was read up to there"),
  ]

  /// A provider above a broken line (an unterminated literal after it) is still imported, and the
  /// warning names the line.
  @Test func aFileBrokenAfterItsProviderKeepsTheProvider() throws {
    let provider = try String(contentsOfFile: path("HomeApp/HomeShortcuts.swift"), encoding: .utf8)
    let folder = try ImportFolder(["HomeShortcuts.swift": provider + "\nlet broken = \"never closed\nstruct Z {}\n"])
    let result = try AppShortcutsImporter.importCatalog(files: [folder.path], locale: nil)
    #expect(result.catalog.shortcuts.count == 3)
    let line = provider.split(separator: "\n", omittingEmptySubsequences: false).count + 1
    #expect(
      result.warnings.contains {
        $0.hasSuffix("/HomeShortcuts.swift:\(line): unterminated string literal; the file was read up to there")
      })
  }

  /// A file that cannot be read is skipped with a warning naming it; the provider beside it is imported.
  @Test(arguments: skipCases) func aBadFileIsAWarningAndTheImportGoesOn(_ c: SkipCase) throws {
    let provider = try String(contentsOfFile: path("HomeApp/HomeShortcuts.swift"), encoding: .utf8)
    let folder = try ImportFolder(["HomeShortcuts.swift": provider, c.name: c.text])
    let result = try AppShortcutsImporter.importCatalog(files: [folder.path], locale: nil)
    #expect(result.catalog.shortcuts.count == 3)
    let warnings = result.warnings.filter {
      $0.contains(c.name) || $0.contains((c.name as NSString).lastPathComponent + ":")
    }
    if c.warning.isEmpty {
      #expect(warnings.isEmpty, "a strings file in another language than the development one is not read")
    } else {
      #expect(
        warnings.map {
          $0.replacingOccurrences(of: folder.path + "/", with: "").replacingOccurrences(of: "en.lproj/", with: "")
        } == [c.warning])
    }
    let written = CatalogWriter.json(result.catalog)
    #expect(CatalogWriter.json(try CatalogLoader.decode(Data(written.utf8), file: "x.json")) == written)
  }

  @Test func theProviderFileAndItsFolderAreOneProvider() throws {
    let result = try AppShortcutsImporter.importCatalog(
      files: [path("HomeApp/HomeShortcuts.swift"), path("HomeApp")], locale: nil)
    #expect(!result.warnings.contains { $0.contains("AppShortcutsProviders") })
    #expect(result.catalog.shortcuts.count == 3)
  }
}

/// A fresh folder of files for one import.
struct ImportFolder {
  let path: String

  init(_ files: [String: String]) throws {
    path = TemporaryPath.make("import")
    for (name, text) in files { try write(Data(text.utf8), to: name) }
  }

  func write(_ data: Data, to name: String) throws {
    let file = path + "/" + name
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: file, contents: data))
  }
}
