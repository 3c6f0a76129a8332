import CatalogFiles
import DialogEngine
import DuoSayKit
import Foundation
import PhraseMatcher
import TestSupport
import Testing

@testable import SampleApps

// Within the Notes suite: loading the app registers its store as the app's one dependency,
// which the suite's other tests must not see changed under them.
extension NotesAppTests {
  /// `phrases/notes.json` is the Notes app's catalog as `duo-say export` writes
  /// it from the Swift code; this keeps the two in step.
  @Suite struct NotesCatalogTests {
    static let file = Repository.phrases.appendingPathComponent("notes.json")

    @Test func theCommittedCatalogIsTheExportOfTheSwiftApp() async throws {
      let unused = TemporaryPath.make("store") + "/notes.json"
      let app = try await NotesApp.load(store: try NoteStore(path: unused))
      let exported = CatalogWriter.json(app.exportedCatalog)
      let committed = try String(contentsOf: Self.file, encoding: .utf8)
      #expect(exported == committed, "run `swift run duo-say export > phrases/notes.json` after changing the Notes app")
      #expect(try CatalogLoader.decode(Data(committed.utf8), file: "notes.json") == app.exportedCatalog)
    }

    @Test func theNotesAppKeepsApplesLimits() async throws {
      let unused = TemporaryPath.make("store") + "/notes.json"
      let catalog = try await NotesApp.load(store: try NoteStore(path: unused)).catalog
      #expect(catalog.shortcuts.count <= 10)
      #expect(catalog.phraseDiagnostics.isEmpty)
      for shortcut in catalog.shortcuts where !shortcut.parameters.isEmpty {
        #expect(
          shortcut.phrases.contains { $0.parameterNames.isEmpty },
          "\(shortcut.intent) needs a phrase without a parameter"
        )
      }
    }
  }
}
