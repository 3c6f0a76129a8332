import DialogEngine
import PhraseMatcher

extension AppSource {
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
