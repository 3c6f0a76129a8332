import Locking
import PhraseMatcher

/// Registers the app's shared services for intents and queries to use.
///
/// ```swift
/// AppDependencyManager.shared.add(dependency: sessionDataManager)
/// // in a query:  @Dependency var sessionManager: SessionDataManager
/// ```
public final class AppDependencyManager: Sendable {
  public static let shared = AppDependencyManager()
  private let values = Locked<[ObjectIdentifier: any Sendable]>([:])

  public init() {}

  /// Registers `dependency` for its type; a later registration replaces it.
  public func add<Dependency: Sendable>(dependency: Dependency) {
    values.withLock { $0[ObjectIdentifier(Dependency.self)] = dependency }
  }

  /// Registers a dependency given as a closure; Apple calls it on first use,
  /// duo-say calls it now (an app's set-up runs once per conversation anyway).
  public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency: @escaping @Sendable () -> Dependency) {
    add(dependency: dependency())
  }

  func value<Dependency>(of type: Dependency.Type) -> Dependency? {
    values.withLock { $0[ObjectIdentifier(type)] as? Dependency }
  }
}

/// A service from ``AppDependencyManager``: `@Dependency var store: NoteStore`.
@propertyWrapper
public struct AppDependency<Value>: @unchecked Sendable {
  public init() {}
  public init(key: AnyHashable) {}

  public var wrappedValue: Value {
    guard let value = AppDependencyManager.shared.value(of: Value.self) else {
      preconditionFailure("no dependency of type \(Value.self) was added to AppDependencyManager.shared")
    }
    return value
  }
}
