import Foundation
import Testing

@testable import SpokenValues

/// Dates, measurements, money and addresses read on a fixed clock (Tuesday 2026-03-10 14:30, New York).
struct SpokenDateTests {
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/New_York") ?? .current
    return calendar
  }()
  static let now = calendar.date(from: DateComponents(year: 2026, month: 3, day: 10, hour: 14, minute: 30)) ?? Date()

  func read(_ spoken: String, _ kind: SpokenDate.Kind) -> String? {
    guard let date = SpokenDate.read(spoken, kind: kind, now: Self.now, calendar: Self.calendar) else { return nil }
    let c = Self.calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return String(format: "%04d-%02d-%02d %02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0)
  }

  @Test(arguments: [
    ("tomorrow at 7 pm", SpokenDate.Kind.dateTime, "2026-03-11 19:00"),
    ("at 9", .dateTime, "2026-03-10 21:00"),
    ("8 am", .time, "2026-03-11 08:00"),
    ("quarter to eight in the evening", .time, "2026-03-10 19:45"),
    ("oh seven hundred", .time, "2026-03-11 07:00"),
    ("friday next week", .date, "2026-03-20 00:00"),
    ("last friday", .date, "2026-03-06 00:00"),
    ("january 3rd", .date, "2027-01-03 00:00"),
    ("sunday the 15th", .date, "2026-03-15 00:00"),
    ("in 3 days at 5 pm", .dateTime, "2026-03-13 17:00"),
    ("a week from today", .date, "2026-03-17 00:00"),
    ("tomorrow", .dateTime, "2026-03-11 12:00"),
  ])
  func dates(_ spoken: String, _ kind: SpokenDate.Kind, _ expected: String) {
    #expect(read(spoken, kind) == expected)
  }

  @Test(arguments: ["purple", "monday the 15th", "february 30th", "tomorrow on friday", "7 pm", ""])
  func notADay(_ spoken: String) {
    #expect(read(spoken, .date) == nil)
  }

  @Test func measurementsAddUpAndConvert() throws {
    func seconds(_ spoken: String) -> Double? {
      SpokenMeasurement.read(ValueWords(spoken).words, in: UnitDuration.self, defaultUnit: .minutes)?
        .converted(to: .seconds).value
    }
    #expect(seconds("an hour and a half") == 5400)
    #expect(seconds("one hour twenty") == 4800)
    #expect(seconds("a quarter of an hour") == 900)
    #expect(seconds("ninety") == 5400)
    #expect(seconds("soon") == nil)
    let miles = try #require(SpokenMeasurement.read(ValueWords("5 k").words, in: UnitLength.self, defaultUnit: .miles))
    #expect(miles.unit == .kilometers && miles.value == 5)
    let cups = try #require(SpokenMeasurement.read(ValueWords("two cups").words, in: UnitVolume.self, defaultUnit: nil))
    #expect(abs(cups.converted(to: .milliliters).value - 473.18) < 0.01)
  }

  @Test func everyUnitTypeHasSpokenNames() {
    for family in UnitCatalog.families {
      #expect(SpokenUnits.knows(family.dimension))
      // A name the catalog says means another unit ("calories" are kilocalories) is not the unit's own.
      for (name, unit) in family.units where !family.spoken.contains(where: { $0.key == name }) {
        #expect(
          SpokenUnits.unit(at: SpokenUnits.nameWords(name)[...], in: family.dimension).map { named in
            if case .unit(let found) = named.0 { return found == unit } else { return false }
          } == true, "\(name)")
      }
    }
  }

  @Test func money() {
    func read(_ spoken: String) -> String? {
      SpokenMoney.read(ValueWords(spoken).words, defaultCurrency: "USD").map { "\($0.amount) \($0.currencyCode)" }
    }
    #expect(read("four dollars fifty") == "4.5 USD")
    #expect(read("five ninety nine") == "5.99 USD")
    #expect(read("a buck fifty") == "1.5 USD")
    #expect(read("€15") == "15 EUR")
    #expect(read("fifty cents") == "0.5 USD")
    #expect(read("twenty five") == "25 USD")
    #expect(read("expensive") == nil)
    #expect(read("-5 dollars") == nil)
  }

  @Test func addresses() {
    #expect(SpokenURL.read("w w w dot bbc dot co dot uk")?.absoluteString == "https://www.bbc.co.uk")
    #expect(SpokenURL.read("apple.com/iPhone")?.absoluteString == "https://apple.com/iPhone")
    #expect(SpokenURL.read("the apple website") == nil)
    #expect(SpokenURL.read("javascript:alert(1)") == nil)
  }

  @Test func hugeAndHostileAnswersAreRefusedQuickly() {
    let long = String(repeating: "nine hundred ", count: 5000)
    #expect(SpokenDate.read(long, kind: .dateTime, now: Self.now, calendar: Self.calendar) == nil)
    #expect(ValueWords(long).words.isEmpty)
    #expect(SpokenNumber.read(["99999999999999999999999"]) == nil)
    #expect(read("in 99999999 years", .date) == nil)
    #expect(read("日本語 tomorrow", .date) == nil)
  }
}
