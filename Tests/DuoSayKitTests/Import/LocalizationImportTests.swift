import CatalogFiles
import Foundation
import Testing

@testable import DuoSayKit

/// Strings files as Xcode writes them, and locales as they really are: partly translated.
@Suite struct LocalizationImportTests {
  static let provider = """
    struct TunesShortcuts: AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PlayIntent(), phrases: ["Play \\(.applicationName)", "Start \\(.applicationName)"], shortTitle: "Play", systemImageName: "p")
        AppShortcut(intent: StopIntent(), phrases: ["Stop \\(.applicationName)"], shortTitle: "Stop", systemImageName: "s")
      }
    }
    """

  static func utf16(_ text: String, bigEndian: Bool = false) -> Data {
    var data = Data(bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE])
    for unit in text.utf16 {
      let bytes = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      data.append(contentsOf: bigEndian ? bytes.reversed() : bytes)
    }
    return data
  }

  func folder() throws -> ImportFolder {
    let folder = try ImportFolder(["Tunes/TunesShortcuts.swift": Self.provider])
    try folder.write(
      Self.utf16("/* Play */\n\"Play ${applicationName}\" = \"Spiele ${applicationName}\";\n"),
      to: "Tunes/de.lproj/AppShortcuts.strings")
    try folder.write(
      Self.utf16("\"Stop ${applicationName}\" = \"Arrête ${applicationName}\";", bigEndian: true),
      to: "Tunes/fr.lproj/AppShortcuts.strings")
    try folder.write(
      Data([0xEF, 0xBB, 0xBF] + Array("\"Stop ${applicationName}\" = \"Para ${applicationName}\";".utf8)),
      to: "Tunes/es.lproj/AppShortcuts.strings")
    try folder.write(Data("\"Play ${applicationName}\" = \"Ignored\";".utf8), to: "Tunes/de.lproj/Localizable.strings")
    try folder.write(Data("\"Group\" = \"Gruppe\";".utf8), to: "Tunes/Settings.bundle/de.lproj/Root.strings")
    return folder
  }

  @Test func aLocaleFallsBackPhraseByPhraseAndSaysSo() throws {
    let result = try AppShortcutsImporter.importCatalog(files: [try folder().path], locale: "de")
    #expect(result.catalog.locale == "de")
    #expect(
      result.catalog.shortcuts.map { $0.phrases.map(\.description) } == [
        ["Spiele ${applicationName}", "Start ${applicationName}"], ["Stop ${applicationName}"],
      ])
    #expect(
      result.warnings.contains(
        "warning: 2 phrases have no 'de' translation and stay in en: 'Start ${applicationName}', 'Stop ${applicationName}'"
      ))
    #expect(result.locales == ["de", "es", "fr"])
  }

  @Test func bigEndianUTF16AndUTF8WithABOMAreRead() throws {
    let french = try AppShortcutsImporter.importCatalog(files: [try folder().path], locale: "fr")
    #expect(french.catalog.shortcuts[1].phrases.map(\.description) == ["Arrête ${applicationName}"])
    let spanish = try AppShortcutsImporter.importCatalog(files: [try folder().path], locale: "es")
    #expect(spanish.catalog.shortcuts[1].phrases.map(\.description) == ["Para ${applicationName}"])
  }

  @Test func stringsFilesAreReadAsPropertyListsWriteThem() throws {
    let text = """
      /* A comment */ "greeting" = "Hello,
      world";
      // Another
      NSCameraUsageDescription = "Scan a \\"tag\\" \\U00E9t\\u00E9";
      "tab" = "a\\tb";
      """
    let pairs = try StringsFiles.strings(text, file: "InfoPlist.strings")
    #expect(pairs.map(\.key) == ["greeting", "NSCameraUsageDescription", "tab"])
    #expect(pairs.map(\.value) == ["Hello,\nworld", "Scan a \"tag\" \u{E9}t\u{E9}", "a\tb"])
    #expect(pairs.map(\.line) == [1, 4, 5])
    #expect(throws: ImportError.self) { try StringsFiles.strings("\"open = \"x\";", file: "A.strings") }
  }

  @Test func aLocaleWithNoTranslationIsAWarningNotALabel() throws {
    let result = try AppShortcutsImporter.importCatalog(files: [try folder().path], locale: "ja")
    #expect(result.catalog.locale == "en")
    #expect(
      result.catalog.shortcuts[0].phrases.map(\.description) == ["Play ${applicationName}", "Start ${applicationName}"])
    #expect(
      result.warnings.contains(
        "warning: no 'ja' translation in the strings files (they have: de, es, fr); the catalog keeps the en phrases"))
  }

  @Test func aStringCatalogValueTheLoaderWouldRefuseIsLeftOut() throws {
    let folder = try ImportFolder([
      "TunesShortcuts.swift": Self.provider,
      "AppShortcuts.xcstrings": """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Play ${applicationName}": {"localizations": {"de": {"stringSet": {"values": ["Spiele ${song} in ${applicationName}", ""]}}}}
      }}
      """,
    ])
    let result = try AppShortcutsImporter.importCatalog(files: [folder.path], locale: "de")
    let written = CatalogWriter.json(result.catalog)
    #expect(throws: Never.self) { try CatalogLoader.decode(Data(written.utf8), file: "tunes.json") }
    #expect(result.catalog.shortcuts.map(\.intent) == ["PlayIntent", "StopIntent"])
    #expect(result.warnings.contains { $0.hasSuffix("names a parameter the intent does not declare; it was left out") })
  }
}
