/// Written forms eSpeak NG reads as no device would, rewritten as they are said:
/// money ("$32.70" is "32 dollars and 70 cents", not "dollar thirty-two point
/// seven zero"), years ("March 10, 2026" is "March 10th, 20 26"), clock times
/// ("1:05 PM" is "1 oh 5 PM", "7:00 PM" "7 PM", "19:00" "19 hundred"), ISO dates
/// and unit symbols after a number ("5 km" is "5 kilometers").
///
/// ```swift
/// SpokenForms.rewritten("Your total is US$32.70.")   // "Your total is 32 dollars and 70 cents."
/// ```
enum SpokenForms {
  static func rewritten(_ text: String) -> String {
    // Most replies hold no digit: nothing to rewrite.
    guard text.contains(where: \.isNumber) else { return text }
    // A formatter's narrow no-break space ("7:00\u{202F}PM") joins words for Unicode; speech needs none.
    var text = String(text.map { $0 == "\u{202F}" || $0 == "\u{00A0}" || $0 == "\u{2009}" ? " " : $0 })
    text.replace(isoDate) { match in
      let (_, year, month, day) = match.output
      guard let monthNumber = Int(month), (1...12).contains(monthNumber), let dayNumber = Int(day) else {
        return String(match.output.0)
      }
      return "\(months[monthNumber - 1]) \(dayNumber), \(year)"
    }
    text.replace(money) { match in
      let (_, symbol, whole, fraction) = match.output
      return spokenMoney(symbol: String(symbol), whole: String(whole), cents: fraction.map(String.init))
    }
    text.replace(codeMoney) { match in
      let (_, whole, fraction, code) = match.output
      return spokenMoney(symbol: String(code), whole: String(whole), cents: fraction.map(String.init))
    }
    text.replace(monthDay) { match in
      let (_, month, day, year) = match.output
      let said = "\(month) \(day)\(ordinalSuffix(Int(day) ?? 0))"
      guard let year, let value = Int(year), (2010...2099).contains(value) else {
        return said + (year.map { ", \($0)" } ?? "")
      }
      return said + ", \(value / 100) \(value % 100)"
    }
    text.replace(clock) { match in
      let (_, hour, minute, meridiem) = match.output
      let tail = meridiem.map { " " + $0 } ?? ""
      if minute == "00" { return meridiem == nil ? "\(hour) hundred" : "\(hour)\(tail)" }
      if minute.hasPrefix("0") { return "\(hour) oh \(minute.dropFirst())\(tail)" }
      return "\(hour) \(minute)\(tail)"
    }
    text.replace(unitSymbol) { match in
      let (_, number, symbol) = match.output
      guard let (singular, plural) = units[String(symbol)] else { return String(match.output.0) }
      return "\(number) \(number == "1" ? singular : plural)"
    }
    return text
  }

  private static func spokenMoney(symbol: String, whole: String, cents: String?) -> String {
    let names = currencies[symbol] ?? ("dollar", "dollars", "cent", "cents")
    let units = Int(whole.filter(\.isNumber)) ?? 0
    let hundredths = cents.flatMap { Int($0) } ?? 0
    let main = "\(whole) \(units == 1 ? names.one : names.many)"
    guard hundredths > 0 else { return main }
    let minor = "\(hundredths) \(hundredths == 1 ? names.minorOne : names.minorMany)"
    return units == 0 ? minor : "\(main) and \(minor)"
  }

  private static func ordinalSuffix(_ value: Int) -> String {
    if (11...13).contains(value % 100) { return "th" }
    return [1: "st", 2: "nd", 3: "rd"][value % 10] ?? "th"
  }

  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]

  nonisolated(unsafe) static let isoDate = /\b(\d{4})-(\d{2})-(\d{2})\b/
  nonisolated(unsafe) static let money = /(?:US)?([$€£])(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{2}))?\b/
  nonisolated(unsafe) static let codeMoney = /\b(\d+)(?:\.(\d{2}))? (USD|EUR|GBP)\b/
  nonisolated(unsafe) static let monthDay =
    /\b(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2})\b(?![:\d])(?:, (\d{4}))?/
  nonisolated(unsafe) static let clock = /\b(\d{1,2}):(\d{2})\b(?: (AM|PM))?/
  nonisolated(unsafe) static let unitSymbol = /\b(\d+(?:\.\d+)?) ?(km|mi|kg|lbs?|oz|ml|mins?|hrs?|mph|°F|°C)(?![\w])/

  static let currencies: [String: (one: String, many: String, minorOne: String, minorMany: String)] = [
    "$": ("dollar", "dollars", "cent", "cents"), "USD": ("dollar", "dollars", "cent", "cents"),
    "€": ("euro", "euros", "cent", "cents"), "EUR": ("euro", "euros", "cent", "cents"),
    "£": ("pound", "pounds", "penny", "pence"), "GBP": ("pound", "pounds", "penny", "pence"),
  ]

  static let units: [String: (String, String)] = [
    "km": ("kilometer", "kilometers"), "mi": ("mile", "miles"), "kg": ("kilogram", "kilograms"),
    "lb": ("pound", "pounds"), "lbs": ("pound", "pounds"), "oz": ("ounce", "ounces"),
    "ml": ("milliliter", "milliliters"), "min": ("minute", "minutes"), "mins": ("minute", "minutes"),
    "hr": ("hour", "hours"), "hrs": ("hour", "hours"), "mph": ("mile per hour", "miles per hour"),
    "°F": ("degree Fahrenheit", "degrees Fahrenheit"), "°C": ("degree Celsius", "degrees Celsius"),
  ]
}
