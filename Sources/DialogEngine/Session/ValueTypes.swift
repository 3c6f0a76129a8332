import PhraseMatcher

/// Entities and enums as catalog values, through their Swift types.
package enum ValueTypes {
  /// A type's name as Swift writes it unqualified (`NoteEntity`, `Array<Int>`): what
  /// `String(describing: type)` gives, without the runtime's search of every
  /// protocol conformance in the binary for a metatype that has none (a scan
  /// per type, half a millisecond at start-up in a statically linked duo-say).
  package static func name(of type: Any.Type) -> String { _typeName(type, qualified: false) }

  /// `NoteEntity?` → `NoteEntity`.
  static func unwrapped(_ type: Any.Type) -> Any.Type {
    (type as? any OptionalValue.Type)?.wrappedType ?? type
  }

  /// Why a parameter cannot be given by voice (a file, a type with no spoken form), or `nil` when
  /// it can: asking would loop, so a request that lacks it stops and says so.
  static func unsayable(_ parameter: any AnyIntentParameter) -> String? {
    let type = unwrapped(parameter.valueType)
    if parameter.options != nil || type is any AppEntity.Type || type is any AppEnum.Type
      || type is any SpokenValue.Type
    {
      return nil
    }
    let what = type is IntentFile.Type ? "a file" : "a \(name(of: type).identifierWords)"
    return "Sorry, I can't take \(what) by voice. You can do that in the app."
  }

  /// The catalog values of an entity or enum type, and the instances behind
  /// them by id; `nil` for other types (strings, numbers).
  static func describe(_ type: Any.Type) async throws -> (Catalog.ValueSet, [String: Any])? {
    if let entity = type as? any AppEntity.Type { return try await entities(entity) }
    if let enumeration = type as? any AppEnum.Type { return cases(enumeration) }
    return nil
  }

  private static func entities<Entity: AppEntity>(_ type: Entity.Type) async throws -> (Catalog.ValueSet, [String: Any])
  {
    let suggested = try await Entity.defaultQuery.suggestedEntities()
    var instances: [String: Any] = [:]
    let values = suggested.map { entity in
      let id = entity.id.entityIdentifierString
      instances[id] = entity
      // Properties are read for an export (``ShortcutsApp/exportedCatalog``), not here: reflecting
      // every suggested entity was a third of a 100,000-note app's start.
      return value(id: id, entity.displayRepresentation, properties: [:])
    }
    return (.init(kind: .entity, name: Entity.typeDisplayRepresentation.name.key, values: values), instances)
  }

  private static func cases<Enumeration: AppEnum>(_ type: Enumeration.Type) -> (Catalog.ValueSet, [String: Any]) {
    var instances: [String: Any] = [:]
    let values = Enumeration.allCases.map { item in
      let id = String(describing: item.rawValue)
      instances[id] = item
      let representation = Enumeration.caseDisplayRepresentations[item] ?? DisplayRepresentation(stringLiteral: id)
      return value(id: id, representation, properties: [:])
    }
    return (.init(kind: .enum, name: Enumeration.typeDisplayRepresentation.name.key, values: values), instances)
  }

  private static func value(id: String, _ representation: DisplayRepresentation, properties: [String: String])
    -> Catalog.Value
  {
    Catalog.Value(
      id: id, title: representation.title.key, synonyms: representation.synonyms.map(\.key), properties: properties)
  }

  /// An entity as a catalog value: its id, title, synonyms and properties.
  static func value(of entity: any AppEntity) -> Catalog.Value {
    value(id: id(of: entity), entity.displayRepresentation, properties: properties(of: entity))
  }

  private static func id<Entity: AppEntity>(of entity: Entity) -> String { entity.id.entityIdentifierString }

  /// The entity of `type` with the id `id` (as text), through its query's `entities(for:)`.
  static func entity(_ type: any AppEntity.Type, id: String) async throws -> (any AppEntity)? {
    try await find(type, id)
  }

  private static func find<Entity: AppEntity>(_ type: Entity.Type, _ id: String) async throws -> (any AppEntity)? {
    guard let key = Entity.ID.entityIdentifier(for: id) else { return nil }
    return try await Entity.defaultQuery.entities(for: [key]).first
  }

  /// An entity's `@Property` values, by property name, as text.
  static func properties(of entity: Any) -> [String: String] {
    var found: [String: String] = [:]
    for child in Mirror(reflecting: entity).children {
      guard let label = child.label, let property = child.value as? any DescribableProperty else { continue }
      found[label.hasPrefix("_") ? String(label.dropFirst()) : label] = property.valueDescription
    }
    return found
  }
}

/// An `@Property` whose value can be read as text.
protocol DescribableProperty {
  var valueDescription: String { get }
}

extension EntityProperty: DescribableProperty {
  var valueDescription: String { String(describing: wrappedValue) }
}
