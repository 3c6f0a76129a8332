import DialogEngine
import PhraseMatcher

extension AppSource {
  /// How the app is named in messages: the catalog file's name or the bundled app's.
  var name: String {
    switch self {
    case .bundled(let name): name
    case .catalog(let path): path.split(separator: "/").last.map(String.init) ?? path
    }
  }

  /// The catalog of the chosen app.
  ///
  /// - Throws: ``UsageError`` for an unknown bundled app, ``CatalogError`` for a bad file.
  func load() throws -> Catalog {
    switch self {
    case .bundled(let name):
      guard let catalog = SampleApps.named(name) else {
        throw UsageError("unknown app '\(name)'; bundled apps: \(SampleApps.names.joined(separator: ", "))")
      }
      return catalog
    case .catalog(let path):
      return try CatalogLoader.load(path: path)
    }
  }
}
