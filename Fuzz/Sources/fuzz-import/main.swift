import DialogEngine
import DuoSayKit
import Foundation
import FuzzDriver

/// Any bytes as a Swift source, as the strings file and string catalog of the Home fixture's
/// provider (so the localizing code is reached too), and as an app's Xcode project and strings tables.
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("duo-say-fuzz-import-\(getpid())")
let fixture = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().appendingPathComponent("../../../Tests/Fixtures/Import/HomeApp/HomeShortcuts.swift")
  .standardized

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  // Foundation's Data(contentsOf:) leaks its 4 KiB buffer on an empty file
  // (swift-foundation readBytesFromFile); LeakSanitizer would stop on that.
  guard size > 0 else { return 0 }
  let bytes = Data(bytes: data, count: size)
  let lproj = directory.appendingPathComponent("de.lproj")
  try? FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
  let swift = directory.appendingPathComponent("Shortcuts.swift")
  let strings = lproj.appendingPathComponent("AppShortcuts.strings")
  let catalog = directory.appendingPathComponent("AppShortcuts.xcstrings")
  for file in [swift, strings, catalog] { try? bytes.write(to: file) }
  _ = try? AppShortcutsImporter.importCatalog(files: [swift.path], locale: nil)
  _ = try? AppShortcutsImporter.importCatalog(files: [fixture.path, strings.path], locale: "de")
  _ = try? AppShortcutsImporter.importCatalog(files: [fixture.path, catalog.path], locale: "de")
  // The same bytes as the app's project and its other strings files, beside a real provider: the
  // Xcode project reader and the localization tables are reached through a folder's walk.
  let app = directory.appendingPathComponent("App")
  let project = app.appendingPathComponent("App.xcodeproj")
  let english = app.appendingPathComponent("en.lproj")
  for folder in [project, english] {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }
  if let provider = try? Data(contentsOf: fixture) {
    try? provider.write(to: app.appendingPathComponent("HomeShortcuts.swift"))
  }
  for file in [
    project.appendingPathComponent("project.pbxproj"), english.appendingPathComponent("Localizable.strings"),
    app.appendingPathComponent("Localizable.xcstrings"),
  ] {
    try? bytes.write(to: file)
  }
  _ = try? AppShortcutsImporter.importCatalog(files: [app.path], locale: nil)
  return 0
}

@_cdecl("fuzz_import_main")
public func fuzzerMain(_ argc: CInt, _ argv: FuzzDriver.Arguments) -> CInt {
  FuzzDriver.run(argc, argv) { fuzz($0, $1) }
}
