import Foundation
import Testing

@testable import DuoSayKit

/// A provider read without the files that declare its intents: each parameter's type is named
/// after the parameter (two parameters never share one type's values), and the warning says why.
@Suite struct UndeclaredIntentImportTests {
  static let provider = """
    import AppIntents

    struct GymShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(
                intent: StartRoutineIntent(),
                phrases: ["Start \\(\\.$routine) in \\(.applicationName)"],
                shortTitle: "Start Routine", systemImageName: "play")
            AppShortcut(
                intent: AddMoveIntent(),
                phrases: ["Add \\(\\.$move) in \\(.applicationName)"],
                shortTitle: "Add Move", systemImageName: "plus")
        }
    }
    """

  @Test func eachParameterOfAnUndeclaredIntentHasItsOwnType() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("undeclared-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("GymShortcuts.swift")
    try Self.provider.write(to: file, atomically: true, encoding: .utf8)
    let result = try AppShortcutsImporter.importCatalog(files: [file.path], locale: nil)
    let parameters = result.catalog.shortcuts.map(\.parameters)
    #expect(parameters == [["routine": "Routine"], ["move": "Move"]])
    #expect(result.catalog.types["Routine"]?.values.isEmpty == true)
    #expect(
      result.warnings.contains {
        $0.contains("'routine' of StartRoutineIntent: the intent is declared in no file read")
      })
  }
}
