import CatalogFiles
import DialogEngine
import Foundation
import PhraseMatcher

/// How well spoken values are taken, per type: each line of `phrases/values/*.tsv`
/// (`type<TAB>spoken<TAB>expected`) read as a parameter of that type would read it,
/// through its ``SpokenValue`` conformance, on a fixed clock (Tuesday 2026-03-10
/// 14:30 in New York) and an en-US device.
///
/// ```swift
/// let tallies = try ValueAccuracy.measuring(file: phrases.appendingPathComponent("values/dev.tsv"))
/// tallies["duration"]?.rate
/// ```
package enum ValueAccuracy {
  package struct Case: Sendable {
    package let type: String
    package let spoken: String
    package let expected: String
    package let line: Int
  }

  package struct Tally: Sendable {
    package var taken = 0
    package var total = 0
    /// Each miss with what was heard instead.
    package var misses: [(Case, String)] = []
    package var rate: Double { total == 0 ? 0 : Double(taken) / Double(total) }
  }

  package static func cases(in text: String) throws -> [Case] {
    try text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { offset, line in
      guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 3 else {
        throw CatalogError(file: "values", path: "line \(offset + 1)", message: "expected type<TAB>spoken<TAB>expected")
      }
      return Case(type: fields[0], spoken: fields[1], expected: fields[2], line: offset + 1)
    }
  }

  package static func measuring(file: URL) throws -> [String: Tally] {
    var tallies: [String: Tally] = [:]
    for item in try cases(in: String(contentsOf: file, encoding: .utf8)) {
      let heard = heard(item)
      let right = matches(heard, item.expected, tolerance: item.type == "volume" ? 0.005 : 0.0005)
      tallies[item.type, default: Tally()].total += 1
      if right { tallies[item.type]?.taken += 1 } else { tallies[item.type]?.misses.append((item, heard)) }
    }
    return tallies
  }

  /// The fixed device: Tuesday 2026-03-10 14:30 in America/New_York, dollars.
  static let context: SpokenValueContext = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/New_York") ?? .current
    let now = calendar.date(from: DateComponents(year: 2026, month: 3, day: 10, hour: 14, minute: 30)) ?? Date()
    return SpokenValueContext(now: { now }, calendar: calendar, currencyCode: "USD")
  }()

  static let people = [
    "Maria Lopez", "John Smith", "Jon Baker", "Priya Patel", "Samuel O'Neil", "Alex Chen", "Alex Rivera", "Mom",
  ]

  /// What a parameter of the case's type heard, in the form the expected column is written in.
  static func heard(_ item: Case) -> String {
    let spoken = item.spoken
    switch item.type {
    case "date":
      return show(Date.self, spoken, .init(dateKind: .date)) { format($0, "%04d-%02d-%02d", [.year, .month, .day]) }
    case "time": return show(Date.self, spoken, .init(dateKind: .time)) { format($0, "%02d:%02d", [.hour, .minute]) }
    case "dateTime":
      return show(Date.self, spoken, .init(dateKind: .dateTime)) {
        format($0, "%04d-%02d-%02dT%02d:%02d", [.year, .month, .day, .hour, .minute])
      }
    case "duration": return measured(spoken, UnitDuration.minutes, in: .seconds)
    case "length": return measured(spoken, UnitLength.kilometers, in: .meters)
    case "mass": return measured(spoken, UnitMass.kilograms, in: .grams)
    case "temperature": return measured(spoken, UnitTemperature.fahrenheit, in: .celsius)
    case "signed-temperature": return measured(spoken, UnitTemperature.fahrenheit, in: .celsius, negatives: true)
    case "volume": return measured(spoken, UnitVolume.liters, in: .milliliters)
    case "speed": return measured(spoken, UnitSpeed.kilometersPerHour, in: .metersPerSecond)
    case "money": return show(IntentCurrencyAmount.self, spoken, .init()) { "\($0.amount) \($0.currencyCode)" }
    case "decimal": return show(Double.self, spoken, .init(range: 0...1_000_000)) { String($0) }
    case "signed-decimal": return show(Double.self, spoken, .init()) { String($0) }
    case "integer": return show(Int.self, spoken, .init()) { String($0) }
    case "url": return show(URL.self, spoken, .init()) { $0.absoluteString }
    case "person":
      switch Choices.pick(spoken, among: people) {
      case .one(let index): return people[index]
      case .several: return "ambiguous"
      case .none: return "none"
      }
    default: return "unknown type '\(item.type)'"
    }
  }

  private static func show<Value: SpokenValue>(
    _ type: Value.Type, _ spoken: String, _ declaration: ValueDeclaration, _ text: (Value) -> String
  ) -> String {
    switch type.value(spoken: spoken, declaration: declaration, context: context) {
    case .value(let value): text(value)
    case .refused, .notUnderstood: "none"
    }
  }

  private static func measured<UnitType: Dimension>(
    _ spoken: String, _ defaultUnit: UnitType, in unit: UnitType, negatives: Bool = false
  ) -> String {
    show(Measurement<UnitType>.self, spoken, .init(defaultUnit: defaultUnit, supportsNegativeNumbers: negatives)) {
      String($0.converted(to: unit).value)
    }
  }

  private static func format(_ date: Date, _ pattern: String, _ fields: [Calendar.Component]) -> String {
    let values = fields.map { context.calendar.component($0, from: date) }
    return String(format: pattern, arguments: values.map { $0 as CVarArg })
  }

  /// Text alike, or numbers (and amounts of one currency) within `tolerance`.
  static func matches(_ heard: String, _ expected: String, tolerance: Double) -> Bool {
    if heard == expected { return true }
    let heardParts = heard.split(separator: " ")
    let expectedParts = expected.split(separator: " ")
    guard heardParts.count == expectedParts.count, heardParts.dropFirst() == expectedParts.dropFirst(),
      let got = heardParts.first.flatMap({ Double($0) }), let want = expectedParts.first.flatMap({ Double($0) })
    else { return false }
    return abs(got - want) <= max(abs(want) * tolerance, 1e-4)
  }
}
