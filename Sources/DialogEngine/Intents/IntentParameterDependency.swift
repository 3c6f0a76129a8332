/// A query's view of the intent it is finding values for (iOS 17):
/// `@IntentParameterDependency<OrderSoup>(\.$quantity) var orderSoup`.
///
/// ```swift
/// struct SoupQuery: EntityStringQuery {
///   @IntentParameterDependency<OrderSoup>(\.$quantity) var orderSoup
///   func entities(matching string: String) async throws -> [Soup] {
///     guard let orderSoup else { return [] }
///     return Soup.all.filter { $0.available >= orderSoup.quantity }
///   }
/// }
/// ```
/// The wrapped value is `nil` unless the query runs for an intent of that type.
@propertyWrapper
public final class IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable {
  public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {}
  public init<V0, V1>(_ k0: KeyPath<Intent, IntentParameter<V0>>, _ k1: KeyPath<Intent, IntentParameter<V1>>) {}

  public var wrappedValue: IntentProjection<Intent>? {
    (IntentProjection<Intent>.configuring as? Intent).map(IntentProjection.init)
  }
}

/// The parameters of the intent a query runs for, read by name.
@dynamicMemberLookup
public struct IntentProjection<Intent: AppIntent>: @unchecked Sendable {
  let intent: Intent

  public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value {
    intent[keyPath: keyPath]
  }
}

/// The intent a query is running for, set by the session around queries.
enum QueryContext {
  @TaskLocal static var intent: (any AppIntent)?
}

extension IntentProjection {
  static var configuring: (any AppIntent)? { QueryContext.intent }
}
