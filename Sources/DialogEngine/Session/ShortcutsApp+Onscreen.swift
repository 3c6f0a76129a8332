import PhraseMatcher

/// An entity on screen, found: the catalog type it belongs to, its value there, and the instance.
struct ShownEntity: @unchecked Sendable {
  let typeName: String
  let value: Catalog.Value
  let instance: Any
  let typeDisplayName: String
}

/// An on-screen entity the app does not have: its type is unknown, or no query returns its id.
public struct OnscreenError: Error, Equatable, CustomStringConvertible {
  public let description: String
}

extension ShortcutsApp {
  /// The entity `identifier` names, through its query when it was made from a type, else
  /// among the app's types (by Swift name or display name, in any case) and their values.
  func shown(_ identifier: EntityIdentifier) async throws(OnscreenError) -> ShownEntity {
    if let lookUp = identifier.lookUp {
      guard let entity = try? await lookUp() else {
        throw OnscreenError(description: "no \(identifier.typeName) has the id '\(identifier.identifier)'")
      }
      return found(entity, typeName: typeKey(for: identifier.typeName) ?? identifier.typeName)
    }
    guard let key = typeKey(for: identifier.typeName) else {
      let types = catalog.types.filter { $0.value.kind == .entity }.map(\.value.name).sorted()
      throw OnscreenError(
        description: "\(catalog.app.name) has no type '\(identifier.typeName)'"
          + (types.isEmpty ? "; it shows no entities" : "; its entity types: \(types.joined(separator: ", "))"))
    }
    if let instance = values[key]?[identifier.identifier],
      let value = catalog.types[key]?.values.first(where: { $0.id == identifier.identifier })
    {
      return ShownEntity(
        typeName: key, value: value, instance: instance, typeDisplayName: catalog.types[key]?.name ?? key)
    }
    if let type = valueTypes[key] as? any AppEntity.Type,
      let entity = try? await ValueTypes.entity(type, id: identifier.identifier)
    {
      return found(entity, typeName: key)
    }
    let ids = (catalog.types[key]?.values.map(\.id) ?? []).prefix(10)
    throw OnscreenError(
      description: "no \(catalog.types[key]?.name ?? key) has the id '\(identifier.identifier)'"
        + (ids.isEmpty ? "" : "; ids: \(ids.joined(separator: ", "))"))
  }

  private func found(_ entity: any AppEntity, typeName: String) -> ShownEntity {
    let value = ValueTypes.value(of: entity)
    return ShownEntity(
      typeName: typeName, value: value, instance: entity,
      typeDisplayName: type(of: entity).typeDisplayRepresentation.name.key)
  }

  /// The catalog's name for a type named `name`: its Swift name or display name, in any case.
  func typeKey(for name: String) -> String? {
    if catalog.types[name] != nil || valueTypes[name] != nil { return name }
    let lower = name.lowercased()
    return catalog.types.keys.sorted().first {
      $0.lowercased() == lower || catalog.types[$0]?.name.lowercased() == lower
    }
  }

  /// Puts `shown` among the app's values, so a phrase can name it; whether it was not there yet.
  @discardableResult
  mutating func adding(_ shown: ShownEntity) -> Bool {
    guard catalog.types[shown.typeName]?.values.contains(where: { $0.id == shown.value.id }) != true else {
      return false
    }
    if catalog.types[shown.typeName] == nil {
      catalog.types[shown.typeName] = .init(kind: .entity, name: shown.typeDisplayName)
    }
    catalog.types[shown.typeName]?.values.append(shown.value)
    values[shown.typeName, default: [:]][shown.value.id] = shown.instance
    return true
  }
}
