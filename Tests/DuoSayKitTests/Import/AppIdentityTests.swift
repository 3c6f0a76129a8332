import Foundation
import Testing

@testable import DuoSayKit

/// The app's name comes from its project, as Siri hears it, not from a type name.
@Suite struct AppIdentityTests {
  static let provider = """
    struct AppShortcuts: AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PlayIntent(), phrases: ["Play \\(.applicationName)"], shortTitle: "Play", systemImageName: "p")
      }
    }
    """

  static func plist(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0"><dict>\(body)</dict></plist>
    """
  }

  func app(_ files: [String: String], name: String? = nil) throws -> AppShortcutsImporter.Result {
    let folder = try ImportFolder(files.merging(["Tunes/Intents/AppShortcuts.swift": Self.provider]) { a, _ in a })
    return try AppShortcutsImporter.importCatalog(files: [folder.path], locale: nil, appName: name)
  }

  @Test func theAppsPlistNamesItAndItsAlternativeNames() throws {
    let result = try app([
      "Tunes/Info.plist": Self.plist(
        """
        <key>CFBundleDisplayName</key><string>Tune Box</string>
        <key>INAlternativeAppNames</key><array>
          <dict><key>INAlternativeAppName</key><string>TBX</string>
            <key>INAlternativeAppNamePronunciationHint</key><string>tee bee ex</string></dict>
        </array>
        """),
      "TunesWidget/Info.plist": Self.plist(
        "<key>CFBundleDisplayName</key><string>Tunes Widget</string><key>NSExtension</key><dict/>"),
    ])
    #expect(result.catalog.app.name == "Tune Box")
    #expect(result.catalog.app.synonyms == ["TBX", "tee bee ex"])
    #expect(!result.warnings.contains { $0.contains("name is taken") })
  }

  @Test func aBuildSettingNamesItWhenThePlistHasAVariable() throws {
    let project = """
      buildSettings = { INFOPLIST_KEY_CFBundleDisplayName = "Tune Box"; PRODUCT_NAME = "$(TARGET_NAME)"; };
      buildSettings = { INFOPLIST_KEY_CFBundleDisplayName = "Tune Box"; };
      buildSettings = { INFOPLIST_KEY_CFBundleDisplayName = TunesWidgetExtension; };
      """
    let result = try app([
      "Tunes/Info.plist": Self.plist("<key>CFBundleDisplayName</key><string>$(PRODUCT_NAME)</string>"),
      "Tunes.xcodeproj/project.pbxproj": project,
    ])
    #expect(result.catalog.app.name == "Tune Box")
  }

  @Test func anXcconfigVariableIsResolved() throws {
    let result = try app([
      "Tunes/Info.plist": Self.plist("<key>CFBundleDisplayName</key><string>$(APP_DISPLAY_NAME)</string>"),
      "Config.xcconfig": "// the name\nAPP_DISPLAY_NAME = Tune Box\n",
    ])
    #expect(result.catalog.app.name == "Tune Box")
  }

  @Test func withoutANameTheProviderNamesItWithANote() throws {
    let result = try app([:])
    #expect(result.catalog.app.name == "AppShortcuts")
    #expect(
      result.warnings.contains(
        "note: the app's name is taken from AppShortcuts (no CFBundleDisplayName found); pass --name to set it"))
    #expect(try app([:], name: "Tune Box").catalog.app.name == "Tune Box")
  }

  @Test func anOddPlistIsAWarningAndTheImportGoesOn() throws {
    let folder = try ImportFolder([
      "Tunes/Intents/AppShortcuts.swift": Self.provider, "Tunes/Info.plist": "<plist><dict><key>",
    ])
    try folder.write(Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xFF, 0x00]), to: "Other/Info.plist")
    try folder.write(Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }), to: "Tunes/Noise.swift")
    let result = try AppShortcutsImporter.importCatalog(files: [folder.path], locale: nil, appName: "Tunes")
    #expect(result.catalog.shortcuts.count == 1)
    #expect(
      result.warnings.filter { $0.hasSuffix("Info.plist: not a property list with a dictionary; the file was skipped") }
        .count == 2)
    #expect(result.warnings.contains { $0.contains("Noise.swift:") && $0.hasSuffix("; the file was read up to there") })
  }
}
