import PhraseMatcher

/// A value of a catalog's type (a light, a soup) as the dialog session holds
/// an entity: its id, title, synonyms and properties, and the type it belongs to.
struct ScriptedValue: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Value"
  static let defaultQuery = ScriptedValueQuery()

  let id: String
  let value: Catalog.Value
  let typeName: String

  init(_ value: Catalog.Value, of typeName: String) {
    id = value.id
    self.value = value
    self.typeName = typeName
  }

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: LocalizedStringResource(stringLiteral: value.title),
      synonyms: value.synonyms.map { LocalizedStringResource(stringLiteral: $0) })
  }
}

/// Catalog values are all known up front (the catalog lists them), so the query finds none more.
struct ScriptedValueQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [ScriptedValue] { [] }
}
