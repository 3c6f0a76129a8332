import DialogEngine
import Foundation
import PhraseMatcher
import SampleApps

extension AppSource {
  /// How the app is named in messages: the catalog file's name or the bundled app's.
  var name: String {
    switch self {
    case .bundled(let name): name
    case .catalog(let path): path.split(separator: "/").last.map(String.init) ?? path
    }
  }

  /// The catalog of the chosen app (a bundled app's is built from its Swift code).
  ///
  /// - Parameter seeded: Build a bundled app's catalog from its seeded data, not
  ///   this machine's store (for `export`: the same output everywhere).
  /// - Throws: ``UsageError`` for an unknown bundled app, ``CatalogError`` for a bad file.
  func load(seeded: Bool = false) async throws -> Catalog {
    switch self {
    case .bundled:
      // A store path that does not exist holds the seeded notes, and nothing writes it here.
      let unused = FileManager.default.temporaryDirectory.appendingPathComponent("duo-say-seeded-\(getpid())/notes.json").path
      return try await loadBundled(store: seeded ? unused : nil).catalog
    case .catalog(let path):
      return try CatalogLoader.load(path: path)
    }
  }

  /// The bundled Swift app, over its store.
  func loadBundled(store path: String?, reset: Bool = false) async throws -> ShortcutsApp {
    guard case .bundled(let name) = self, name.lowercased() == "notes" else {
      throw UsageError("unknown app '\(name)'; bundled apps: \(SampleApps.names.joined(separator: ", "))")
    }
    let store = try NoteStore(path: path ?? NoteStore.defaultPath())
    if reset { try store.reset() }
    return try await SampleApps.notes(store: store)
  }
}
