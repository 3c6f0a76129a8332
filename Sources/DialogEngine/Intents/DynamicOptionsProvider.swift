import Foundation

/// The values a parameter offers, found when it is asked for:
/// `@Parameter(title: "Playlist", optionsProvider: PlaylistOptions()) var name: String`.
///
/// ```swift
/// struct PlaylistOptions: DynamicOptionsProvider {
///   func results() async throws -> [String] { ["Running", "Focus", "Dinner"] }
/// }
/// ```
///
/// When the session asks for the parameter, an answer is taken from these
/// options (by name, a near miss or "the second one"), as Siri takes it.
public protocol DynamicOptionsProvider: Sendable {
  /// The values, as a list (`[String]`) or titled and in sections (``IntentItemCollection``).
  associatedtype Result: DynamicOptionsResult
  func results() async throws -> Result
  func defaultResult() async -> Result.Value?
}

extension DynamicOptionsProvider {
  public typealias DefaultValue = Result.Value
  public typealias ItemCollection = IntentItemCollection
  public typealias ItemSection = IntentItemSection
  public typealias Item = IntentItem

  public func defaultResult() async -> Result.Value? { nil }
}

extension IntentParameter {
  /// A parameter whose values come from `optionsProvider`.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: Provider, fileID: String = #fileID, line: Int = #line
  ) {
    self.init(
      declaredAt: ParameterSource.location(fileID, line),
      declaredTitle: title, description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
    options = { try await optionsProvider.results().offered }
  }

  /// iOS 18: a parameter with options and no title; its title is the property's name.
  public convenience init<Provider: DynamicOptionsProvider>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: Provider, fileID: String = #fileID, line: Int = #line
  ) {
    self.init(
      title: "", description: description, default: defaultValue, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider, fileID: fileID, line: line)
  }

}

/// An amount of money (`IntentCurrencyAmount(amount: 4.75, currencyCode: "USD")`), said as "4.75 USD".
public struct IntentCurrencyAmount: Sendable, Hashable, CustomStringConvertible {
  public var amount: Decimal
  public var currencyCode: String

  public init(amount: Decimal, currencyCode: String) {
    self.amount = amount
    self.currencyCode = currencyCode
  }

  public var description: String { "\(amount) \(currencyCode)" }
}
