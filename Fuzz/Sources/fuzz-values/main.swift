import Foundation
import FuzzDriver
import SpokenValues

/// Any bytes, or words of dates, times, units, money and addresses, as a spoken answer:
/// every value reader, on a fixed clock. None may crash, hang or return a value out of bounds.
let vocabulary = [
  "tomorrow", "next", "friday", "at", "7", "pm", "half", "past", "quarter", "to", "in", "two", "hours", "and", "a",
  "december", "24th", "the", "day", "after", "minus", "point", "five", "$", "4.50", "dollars", "cents", "k", "km",
  "miles", "an", "hour", "dot", "com", "slash", "oh", "hundred", "thousand", "°", "f", "2026-04-01", "4/1", "1/2",
  "7:30", "99999999999999999999", "of", "dozen", "noon", "midnight", "from", "now", "weeks", "last", "日本語",
]

let calendar: Calendar = {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "America/New_York") ?? .current
  return calendar
}()
let now = Date(timeIntervalSince1970: 1_773_167_400)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = FuzzDriver.words(data, size, vocabulary: vocabulary)
  let words = ValueWords(text).words
  if let number = SpokenNumber.read(words[...]) { precondition(number.value.isFinite && abs(number.value) < 1e15) }
  for kind in [SpokenDate.Kind.date, .time, .dateTime] {
    _ = SpokenDate.read(text, kind: kind, now: now, calendar: calendar)
  }
  _ = SpokenMeasurement.read(words, in: UnitDuration.self, defaultUnit: .minutes)
  _ = SpokenMeasurement.read(words, in: UnitLength.self, defaultUnit: nil)
  _ = SpokenMeasurement.read(words, in: UnitTemperature.self, defaultUnit: nil)
  _ = SpokenMoney.read(words, defaultCurrency: "USD")
  _ = SpokenURL.read(text)
  return 0
}

@_cdecl("fuzz_values_main")
public func fuzzerMain(_ argc: CInt, _ argv: FuzzDriver.Arguments) -> CInt {
  FuzzDriver.run(argc, argv) { fuzz($0, $1) }
}
