import Foundation

extension DateReader {
  // MARK: - Offsets

  /// "in two hours", "in 3 days", "a week from today", "half an hour from now".
  mutating func offset(at index: Int) -> Int? {
    guard parts.offset == nil else { return nil }
    if words[index] == "in" {
      for end in stride(from: words.count, to: index + 1, by: -1) {
        if let offset = Self.span(words[(index + 1)..<end]) {
          parts.offset = offset
          return end
        }
      }
      return nil
    }
    for end in (index + 1)..<max(index + 1, words.count) {
      let tails: [[String]] = [["from", "now"], ["from", "today"], ["later"], ["hence"]]
      guard let tail = tails.first(where: { words[end...].starts(with: $0) }) else { continue }
      guard let offset = Self.span(words[index..<end]) else { return nil }
      parts.offset = offset
      return end + tail.count
    }
    return nil
  }

  /// "3 days", "a week", "two weeks and a day", "an hour and a half".
  static func span(_ words: ArraySlice<String>) -> (days: Int, months: Int, seconds: Double)? {
    var days = 0
    var months = 0
    var index = words.startIndex
    while index < words.endIndex {
      if words[index] == "and", index > words.startIndex {
        index += 1
        continue
      }
      guard let number = SpokenNumber.read(words[index..<words.endIndex], articleIsOne: true), number.isWhole,
        number.value > 0, number.value <= 10_000, index + number.length < words.endIndex,
        let unit = DateWords.calendarUnits[words[index + number.length]]
      else {
        days = -1
        break
      }
      days += Int(number.value) * unit.days
      months += Int(number.value) * unit.months
      index += number.length + 1
    }
    if days >= 0, index > words.startIndex { return (days, months, 0) }
    guard let duration = SpokenMeasurement.read(Array(words), in: UnitDuration.self, defaultUnit: nil),
      duration.value > 0, duration.converted(to: .hours).value <= 24 * 366
    else { return nil }
    return (0, 0, duration.converted(to: .seconds).value)
  }

  // MARK: - Times

  /// "7 pm", "seven thirty", "7:30", "noon", "half past nine", "quarter to eight",
  /// "ten to six", "eighteen hundred", "oh seven hundred", "0700", "five o'clock".
  mutating func time(at index: Int) -> Int? {
    guard parts.hour == nil else { return nil }
    let word = words[index]
    var end: Int
    if ["noon", "midday", "midnight"].contains(word) {
      (parts.hour, parts.isTwentyFourHour) = (word == "midnight" ? 0 : 12, true)
      return index + 1
    } else if let after = relativeTime(at: index) {
      end = after
    } else if let after = clockTime(at: index) {
      end = after
    } else {
      return nil
    }
    if end < words.count, ["am", "pm"].contains(words[end]) {
      guard let hour = parts.hour, hour <= 12, !parts.isTwentyFourHour || hour == 12 else { return nil }
      parts.meridiem = words[end] == "am" ? .am : .pm
      parts.isTwentyFourHour = false
      end += 1
    }
    if let suffix = DateWords.oClock.first(where: { words[end...].starts(with: $0) }) { end += suffix.count }
    return end
  }

  /// "half past nine", "a quarter to eight", "ten to six", "20 minutes past 5".
  private mutating func relativeTime(at index: Int) -> Int? {
    var cursor = index
    if words[cursor] == "a" { cursor += 1 }
    guard cursor < words.count else { return nil }
    var minutes: Int
    if let named = DateWords.minuteWords[words[cursor]] {
      minutes = named
      cursor += 1
    } else if let number = SpokenNumber.read(words[cursor...]), number.isWhole, (1...59).contains(number.value) {
      minutes = Int(number.value)
      cursor += number.length
      if cursor < words.count, ["minutes", "minute", "mins", "min"].contains(words[cursor]) { cursor += 1 }
    } else {
      return nil
    }
    guard cursor + 1 < words.count, DateWords.past.contains(words[cursor]) || DateWords.to.contains(words[cursor])
    else { return nil }
    let before = DateWords.to.contains(words[cursor])
    cursor += 1
    var hour: Int
    if words[cursor] == "noon" || words[cursor] == "midnight" {
      hour = words[cursor] == "noon" ? 12 : 0
      parts.isTwentyFourHour = true
      cursor += 1
    } else if let number = SpokenNumber.read(words[cursor...]), number.isWhole, (1...12).contains(number.value) {
      hour = Int(number.value)
      cursor += number.length
    } else {
      return nil
    }
    if before {
      minutes = 60 - minutes
      hour = (hour + 11) % 12 == 0 && !parts.isTwentyFourHour ? 12 : hour - 1
      if hour < 0 { hour = 23 }
    }
    (parts.hour, parts.minute) = (hour, minutes)
    return cursor
  }

  /// "7", "7:30", "18:30", "0700", "seven thirty", "seven oh five", "eighteen hundred", "oh seven hundred".
  private mutating func clockTime(at index: Int) -> Int? {
    let word = words[index]
    if word.contains(":") {
      let fields = word.split(separator: ":")
      guard fields.count == 2, let hour = Int(fields[0]), let minute = Int(fields[1]), fields[1].count == 2,
        (0...23).contains(hour), (0...59).contains(minute)
      else { return nil }
      (parts.hour, parts.minute) = (hour, minute)
      parts.isTwentyFourHour = hour > 12 || fields[0].hasPrefix("0")
      return index + 1
    }
    if word.count == 4, word.hasPrefix("0") || words[(index + 1)...].first == "hours", let value = Int(word) {
      return militaryTime(value, end: index + 1)
    }
    var start = index
    if word == "oh", index + 1 < words.count { start += 1 }
    guard let number = SpokenNumber.read(words[start...]), number.isWhole, number.value >= 0 else { return nil }
    let value = Int(number.value)
    if value >= 100, value % 100 == 0 || words[start...].contains("hundred") {
      return militaryTime(value, end: start + number.length)
    }
    guard start == index, (0...23).contains(value) else { return nil }
    parts.hour = value
    parts.isTwentyFourHour = value > 12 || value == 0
    var end = index + number.length
    // The minutes: "thirty", "oh five", "45".
    if end < words.count, ["oh", "o"].contains(words[end]), end + 1 < words.count,
      let digit = SpokenNumber.read(words[(end + 1)...]), digit.isWhole, digit.value < 10
    {
      parts.minute = Int(digit.value)
      end += 1 + digit.length
    } else if end < words.count, let minutes = SpokenNumber.read(words[end...]), minutes.isWhole,
      (10...59).contains(minutes.value)
    {
      parts.minute = Int(minutes.value)
      end += minutes.length
    }
    return end
  }

  private mutating func militaryTime(_ value: Int, end: Int) -> Int? {
    let (hour, minute) = (value / 100, value % 100)
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    (parts.hour, parts.minute, parts.isTwentyFourHour) = (hour, minute, true)
    return end
  }
}
