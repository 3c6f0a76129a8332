import Foundation
import Locking
import PhraseMatcher

/// A value from the app's own data that an intent can take: a note, a session.
///
/// ```swift
/// struct NoteEntity: AppEntity {
///   static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
///   static let defaultQuery = NoteQuery()
///   let id: UUID
///   @Property(title: "Title") var title: String
///   var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
/// }
/// ```
public protocol AppEntity: Identifiable, Sendable where ID: EntityIdentifierConvertible & Sendable {
  associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
  static var defaultQuery: DefaultQuery { get }
  var displayRepresentation: DisplayRepresentation { get }
}

extension AppEntity {
  /// `@Property(title:)`, as Apple spells it inside an entity.
  public typealias Property<Value> = EntityProperty<Value>
}

/// An identifier the system can store as text and read back.
public protocol EntityIdentifierConvertible {
  var entityIdentifierString: String { get }
  static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
  public var entityIdentifierString: String { self }
  public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
  public var entityIdentifierString: String { String(self) }
  public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
  public var entityIdentifierString: String { uuidString }
  public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
    UUID(uuidString: entityIdentifierString)
  }
}

/// A property of an entity the system can read: `@Property(title: "Title") var title: String`.
///
/// Like Apple's, it is a reference wrapper, so it can be declared without an
/// initial value and set in the entity's initializer.
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
  public let title: LocalizedStringResource
  private let stored: Locked<Value?>

  public init(title: LocalizedStringResource) {
    self.title = title
    stored = Locked(nil)
  }

  public init(wrappedValue: Value, title: LocalizedStringResource) {
    self.title = title
    stored = Locked(wrappedValue)
  }

  /// `@Property var name: String` (iOS 18): the title is the property's name.
  public convenience init() {
    self.init(title: "")
  }

  /// `@Property var name = "…"` (iOS 18).
  public convenience init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, title: "")
  }

  public var wrappedValue: Value {
    get {
      guard let value = stored.withLock({ $0 }) else {
        preconditionFailure("@Property '\(title)' was read before it was set")
      }
      return value
    }
    set { stored.withLock { $0 = newValue } }
  }

  public var projectedValue: EntityProperty<Value> { self }
}

/// Finds entities by identifier, and suggests the ones phrases are expanded with.
public protocol EntityQuery: Sendable {
  associatedtype Entity: AppEntity
  init()
  func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
  /// The values Siri knows by name: App Shortcut phrases are expanded with them.
  func suggestedEntities() async throws -> [Entity]
  func defaultResult() async -> Entity?
}

extension EntityQuery {
  public func suggestedEntities() async throws -> [Entity] { [] }
  public func defaultResult() async -> Entity? { nil }
}

/// A query that also finds entities by the name a person says.
public protocol EntityStringQuery: EntityQuery {
  func entities(matching string: String) async throws -> [Entity]
}

/// A query over a small, complete set of entities.
public protocol EnumerableEntityQuery: EntityQuery {
  func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
  public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}

/// A fixed set of values: `enum Section: String, AppEnum { case inbox, projects }`.
///
/// The raw value (a `String`, or an `Int`) is the value's id in the catalog.
public protocol AppEnum: RawRepresentable, CaseIterable, Sendable, Hashable where RawValue: Sendable & Hashable {
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// An entity the app indexes in Spotlight (iOS 18); for matching it is an entity like any other.
public protocol IndexedEntity: AppEntity {}

/// An entity with a web address (iOS 18), so links and the entity are one.
public protocol URLRepresentableEntity: AppEntity {
  static var urlRepresentation: URLRepresentation { get }
}

/// A URL template, `"https://example.com/notes/\(.id)/details"`; kept, not opened.
/// An interpolated property is kept as a `${id}` placeholder.
public struct URLRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
  public let template: String
  public init(stringLiteral value: String) { template = value }
  public init(stringInterpolation: Interpolation) { template = stringInterpolation.template }

  public struct Interpolation: StringInterpolationProtocol {
    var template = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { template += literal }
    /// `\(.id)`: the entity's identifier.
    public mutating func appendInterpolation(_ property: Property) { template += "${\(property.name)}" }
  }

  /// A property of the entity named in a URL template.
  public struct Property: Sendable {
    let name: String
    public static let id = Property(name: "id")
  }
}

/// An entity whose identity lasts across launches (iOS 18).
public protocol PersistentlyIdentifiable {
  static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
  /// The type's name, as Apple's default gives.
  public static var persistentIdentifier: String { String(describing: Self.self) }
}
