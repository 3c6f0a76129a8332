import Foundation
import SpokenValues

extension Date: SpokenValue {
  /// "tomorrow at 7 pm", "next friday", "in two hours", "december 24th", by the parameter's date kind.
  public static func value(spoken: String, declaration: ValueDeclaration, context: SpokenValueContext)
    -> SpokenValueResult<Date>
  {
    let date = SpokenDate.read(
      spoken, kind: declaration.dateKind ?? .dateTime, now: context.now(), calendar: context.calendar)
    return date.map { .value($0) } ?? .notUnderstood
  }
}

extension DateComponents: SpokenValue {
  /// The fields the date kind asks for: year, month and day; hour and minute; or all five.
  public static func value(spoken: String, declaration: ValueDeclaration, context: SpokenValueContext)
    -> SpokenValueResult<DateComponents>
  {
    let components = SpokenDate.components(
      spoken, kind: declaration.dateKind ?? .dateTime, now: context.now(), calendar: context.calendar)
    return components.map { .value($0) } ?? .notUnderstood
  }
}

extension Measurement: SpokenValue where UnitType: Dimension {
  /// "5 k", "an hour and a half", "two pounds", "72 degrees", converted from the unit said.
  public static func value(spoken: String, declaration: ValueDeclaration, context: SpokenValueContext)
    -> SpokenValueResult<Measurement<UnitType>>
  {
    let words = ValueWords(spoken).words
    guard
      let measurement = SpokenMeasurement.read(
        words, in: UnitType.self, defaultUnit: declaration.defaultUnit as? UnitType)
    else { return .notUnderstood }
    return .checked(measurement, measurement.value, declaration)
  }
}

extension URL: SpokenValue {
  /// "apple dot com slash iphone", "github.com".
  public static func value(spoken: String, declaration: ValueDeclaration, context: SpokenValueContext)
    -> SpokenValueResult<URL>
  {
    SpokenURL.read(spoken).map { .value($0) } ?? .notUnderstood
  }
}

extension IntentCurrencyAmount: SpokenValue {
  /// "four dollars fifty", "$4.50", "twelve euros", "twenty" (the device's currency).
  public static func value(spoken: String, declaration: ValueDeclaration, context: SpokenValueContext)
    -> SpokenValueResult<IntentCurrencyAmount>
  {
    guard let (amount, code) = SpokenMoney.read(ValueWords(spoken).words, defaultCurrency: context.currencyCode)
    else { return .notUnderstood }
    let number = NSDecimalNumber(decimal: amount).doubleValue
    return .checked(IntentCurrencyAmount(amount: amount, currencyCode: code), number, declaration)
  }
}

extension String: SpokenValue {
  /// The words as said.
  public static func value(spoken: String, declaration: ValueDeclaration, context: SpokenValueContext)
    -> SpokenValueResult<String>
  {
    let text = spoken.trimmingWhitespace()
    return text.isEmpty ? .notUnderstood : .value(text)
  }
}

extension Bool: SpokenValue {
  /// "yes", "yeah", "no", "nope".
  public static func value(spoken: String, declaration: ValueDeclaration, context: SpokenValueContext)
    -> SpokenValueResult<Bool>
  {
    context.language.confirmation(spoken).map { .value($0) } ?? .notUnderstood
  }
}
