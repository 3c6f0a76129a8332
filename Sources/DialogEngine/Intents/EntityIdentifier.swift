/// Names one entity of one type, as the system refers to it (`EntityIdentifier(for:identifier:)`):
/// in a donation predicate, and for what is on screen.
///
/// ```swift
/// EntityIdentifier(for: NoteEntity.self, identifier: note.id)
/// ```
public struct EntityIdentifier: Sendable, Hashable, CustomStringConvertible {
  /// The entity type's name.
  public let typeName: String
  /// The entity's id, as text.
  public let identifier: String

  public init<Entity: AppEntity>(for type: Entity.Type, identifier: Entity.ID) {
    typeName = ValueTypes.name(of: type)
    self.identifier = identifier.entityIdentifierString
  }

  public var description: String { "\(typeName):\(identifier)" }
}
