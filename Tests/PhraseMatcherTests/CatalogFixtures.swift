import Foundation

@testable import PhraseMatcher

/// Reads the catalogs in `phrases/` for tests. PhraseMatcher has no loader
/// (no I/O), so this decodes the JSON directly with Foundation, in tests only.
enum CatalogFixtures {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("phrases")

  static var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
  }

  struct Malformed: Error {}

  static func load(_ name: String) throws -> Catalog {
    let data = try Data(contentsOf: directory.appendingPathComponent(name))
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let app = root["app"] as? [String: Any], let appName = app["name"] as? String
    else { throw Malformed() }
    var catalog = Catalog(app: .init(name: appName, synonyms: app["synonyms"] as? [String] ?? []))
    for (typeName, json) in root["types"] as? [String: [String: Any]] ?? [:] {
      let kind = Catalog.ValueSet.Kind(rawValue: json["kind"] as? String ?? "") ?? .entity
      let values = (json["values"] ?? json["cases"]) as? [[String: Any]] ?? []
      catalog.types[typeName] = .init(
        kind: kind, name: json["name"] as? String ?? typeName,
        values: values.map {
          Catalog.Value(
            id: $0["id"] as? String ?? "", title: $0["title"] as? String ?? "",
            synonyms: $0["synonyms"] as? [String] ?? [], properties: $0["properties"] as? [String: String] ?? [:])
        })
    }
    for json in root["shortcuts"] as? [[String: Any]] ?? [] {
      catalog.shortcuts.append(
        .init(
          intent: json["intent"] as? String ?? "", parameters: json["parameters"] as? [String: String] ?? [:],
          phrases: try (json["phrases"] as? [String] ?? []).map { try PhraseTemplate(parsing: $0) }))
    }
    catalog.negativePhrases = root["negativePhrases"] as? [String] ?? []
    return catalog
  }
}
