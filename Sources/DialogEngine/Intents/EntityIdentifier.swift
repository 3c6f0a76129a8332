/// Names one entity of one type, as the system refers to it (`EntityIdentifier(for:identifier:)`):
/// in a donation predicate, and for what is on screen (``OnscreenContent``).
///
/// ```swift
/// EntityIdentifier(for: NoteEntity.self, identifier: note.id)
/// ```
public struct EntityIdentifier: Sendable, Hashable, CustomStringConvertible {
  /// The entity type's name.
  public let typeName: String
  /// The entity's id, as text.
  public let identifier: String
  /// Finds the entity through its type's query (`entities(for:)`); `nil` for one named in text
  /// (`--onscreen Note:groceries`), which the app's types resolve.
  let lookUp: (@Sendable () async throws -> (any AppEntity)?)?

  public init<Entity: AppEntity>(for type: Entity.Type, identifier: Entity.ID) {
    typeName = ValueTypes.name(of: type)
    self.identifier = identifier.entityIdentifierString
    lookUp = { try await Entity.defaultQuery.entities(for: [identifier]).first }
  }

  /// An entity named in text, by its type (the Swift name or the display name) and id.
  package init(typeName: String, identifier: String) {
    self.typeName = typeName
    self.identifier = identifier
    lookUp = nil
  }

  public var description: String { "\(typeName):\(identifier)" }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.typeName == rhs.typeName && lhs.identifier == rhs.identifier
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(typeName)
    hasher.combine(identifier)
  }
}
