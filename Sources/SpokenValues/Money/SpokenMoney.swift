import Foundation

/// An amount of money as people say it: "four dollars fifty", "$4.50",
/// "twelve euros", "fifty cents", "a buck fifty", "five ninety nine" (a
/// price said as two numbers), "twenty" (the device's currency).
///
/// ```swift
/// SpokenMoney.read(ValueWords("four dollars fifty").words, defaultCurrency: "USD")
/// // (4.5, "USD")
/// ```
public enum SpokenMoney {
  /// The amount and its ISO 4217 currency code, or `nil` when the words say no amount, or more.
  public static func read(_ words: [String], defaultCurrency: String) -> (amount: Decimal, currencyCode: String)? {
    var index = 0
    var currency: String?
    if let symbol = words.first, let code = symbols[symbol] {
      currency = code
      index = 1
    }
    guard index < words.count, let whole = SpokenNumber.read(words[index...], articleIsOne: true),
      whole.value >= 0
    else { return nil }
    index += whole.length
    index += words[index...].prefix { ["of", "a", "an"].contains($0) && currency == nil }.count
    var value = whole.value
    if let (code, length) = currencyWord(at: words[index...]) {
      guard currency == nil || currency == code || code == minor else { return nil }
      index += length
      if code == minor {
        // "fifty cents"
        guard whole.isWhole, index == words.count else { return nil }
        return (amount(value / 100), currency ?? defaultCurrency)
      }
      currency = code
    }
    if index < words.count {
      // "four dollars fifty", "32 dollars and 70 cents", "five ninety nine"
      if words[index] == "and", currency != nil { index += 1 }
      guard index < words.count, whole.isWhole, let cents = SpokenNumber.read(words[index...]), cents.isWhole,
        cents.value >= 0, cents.value < 100, currency != nil || cents.value >= 10 || words[index] == "oh"
      else { return nil }
      index += cents.length
      if let (code, length) = currencyWord(at: words[index...]), code == minor { index += length }
      guard index == words.count else { return nil }
      value += cents.value / 100
    }
    return (amount(value), currency ?? defaultCurrency)
  }

  /// Rounded to cents, without a binary fraction's tail (4.5 → 4.50, never 4.4999…).
  private static func amount(_ value: Double) -> Decimal {
    Decimal(Int64((value * 100).rounded())) / 100
  }

  private static func currencyWord(at words: ArraySlice<String>) -> (String, Int)? {
    for length in stride(from: min(3, words.count), through: 1, by: -1) {
      if let code = names[words.prefix(length).joined(separator: " ")] { return (code, length) }
    }
    return nil
  }

  /// The marker for a currency's hundredth ("cents", "pence").
  static let minor = "(minor)"

  static let symbols: [String: String] = ["$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY"]

  /// What people call currencies on an en-US device. Extend here.
  static let names: [String: String] = [
    "dollar": "USD", "dollars": "USD", "buck": "USD", "bucks": "USD", "usd": "USD", "us dollars": "USD",
    "canadian dollar": "CAD", "canadian dollars": "CAD", "cad": "CAD",
    "australian dollar": "AUD", "australian dollars": "AUD", "aud": "AUD",
    "euro": "EUR", "euros": "EUR", "eur": "EUR", "pound": "GBP", "pounds": "GBP", "quid": "GBP",
    "pounds sterling": "GBP", "gbp": "GBP", "yen": "JPY", "jpy": "JPY", "swiss francs": "CHF", "francs": "CHF",
    "chf": "CHF", "pesos": "MXN", "mexican pesos": "MXN", "rupees": "INR", "yuan": "CNY",
    "cent": minor, "cents": minor, "penny": minor, "pennies": minor, "pence": minor, "p": minor,
  ]
}
