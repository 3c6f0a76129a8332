import Foundation
import PhraseMatcher
import SpokenValues

/// A type a person can give by voice when Siri asks for a parameter: adopt it
/// and the dialog session takes answers of that type. Each value type says
/// how it is said; adding a type is one conformance.
///
/// ```swift
/// extension Rating: SpokenValue {
///   public static func value(spoken: String, declaration: ValueDeclaration, context: SpokenValueContext)
///     -> SpokenValueResult<Rating>
///   {
///     guard let stars = SpokenNumber.read(ValueWords(spoken).words[...]) else { return .notUnderstood }
///     return .value(Rating(stars: stars.value))
///   }
/// }
/// ```
public protocol SpokenValue: Sendable {
  /// The value `spoken` names for a parameter declared as `declaration` says.
  static func value(spoken: String, declaration: ValueDeclaration, context: SpokenValueContext)
    -> SpokenValueResult<Self>
}

/// What an answer gave a parameter.
public enum SpokenValueResult<Value: Sendable>: Sendable {
  /// A value the declaration allows.
  case value(Value)
  /// A value was heard, but the declaration does not allow it; the sentence says why, as Siri would.
  case refused(String)
  /// No value of the type was heard.
  case notUnderstood
}

/// When and where an answer is heard: the device's clock, calendar, time zone and currency.
///
/// ```swift
/// var context = SpokenValueContext()
/// context.now = { Date(timeIntervalSince1970: 1_773_167_400) }   // a fixed clock for tests
/// ```
public struct SpokenValueContext: Sendable {
  /// The device's clock; tests inject a fixed one.
  public var now: @Sendable () -> Date
  /// The device's calendar, in its time zone.
  public var calendar: Calendar
  /// The device's currency (ISO 4217), for an amount said without one ("twenty").
  public var currencyCode: String
  /// The language answers are said in (the session's: its catalog's).
  public var language: SpokenLanguage

  public init(
    now: @escaping @Sendable () -> Date = { Date() }, calendar: Calendar = .current, currencyCode: String = "USD",
    language: SpokenLanguage = .english
  ) {
    self.now = now
    self.calendar = calendar
    self.currencyCode = currencyCode
    self.language = language
  }
}

/// What a parameter's declaration says about the values it takes: its date
/// kind, default unit, range and whether it takes negative numbers.
public struct ValueDeclaration: Sendable {
  /// `@Parameter(kind: .date)`: a day, a time or both.
  public var dateKind: SpokenDate.Kind?
  /// `@Parameter(defaultUnit: .minutes)`: the unit of a bare number.
  public var defaultUnit: Dimension?
  /// `@Parameter(supportsNegativeNumbers: true)`.
  public var supportsNegativeNumbers: Bool
  /// `@Parameter(inclusiveRange: (1, 9))`.
  public var range: ClosedRange<Double>?

  public init(
    dateKind: SpokenDate.Kind? = nil, defaultUnit: Dimension? = nil, supportsNegativeNumbers: Bool = true,
    range: ClosedRange<Double>? = nil
  ) {
    self.dateKind = dateKind
    self.defaultUnit = defaultUnit
    self.supportsNegativeNumbers = supportsNegativeNumbers
    self.range = range
  }

  /// The number within the range and sign the declaration allows, or why not.
  func check<Number: BinaryFloatingPoint>(_ number: Number) -> String? {
    let value = Double(number)
    if let range, !range.contains(value) {
      return "It has to be between \(Self.spoken(range.lowerBound)) and \(Self.spoken(range.upperBound))."
    }
    if value < 0, !supportsNegativeNumbers { return "It can't be less than zero." }
    return nil
  }

  /// 9.0 → "9", 0.05 → "0.05": a number as it is read out.
  static func spoken(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}

extension SpokenValueResult {
  /// The value, checked against the declaration's range and sign.
  static func checked(_ value: Value, _ number: Double, _ declaration: ValueDeclaration) -> Self {
    if let refusal = declaration.check(number) { return .refused(refusal) }
    return .value(value)
  }
}
