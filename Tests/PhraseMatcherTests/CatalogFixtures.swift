import CatalogFiles
import Foundation
import PhraseMatcher
import TestSupport

/// The catalogs in `phrases/`, read by the production loader (PhraseMatcher
/// has no I/O of its own; DuoSayKit's `CatalogLoader` is what duo-say uses).
enum CatalogFixtures {
  static let directory = Repository.phrases

  static var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
  }

  static func load(_ name: String) throws -> Catalog {
    try CatalogLoader.load(path: directory.appendingPathComponent(name).path)
  }
}
