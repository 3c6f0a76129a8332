import PhraseMatcher

/// What a spoken date or time says, before it is placed on a calendar.
struct DateParts {
  enum WeekdayShift: Equatable { case coming, next, last, nextWeek }
  enum Meridiem: Equatable { case am, pm }

  var daysFromToday: Int?
  var weekday: (day: Int, shift: WeekdayShift)?
  var month: Int?
  var day: Int?
  var year: Int?
  var endOfMonth = false
  /// "in two hours", "a week from today".
  var offset: (days: Int, months: Int, seconds: Double)?
  var hour: Int?
  var minute = 0
  var meridiem: Meridiem?
  /// Said on a 24-hour clock ("18:30", "0700", "eighteen hundred"), or noon or midnight.
  var isTwentyFourHour = false
  var dayPart: DateWords.DayPart?

  /// Whether any part names a day.
  var namesDay: Bool { daysFromToday != nil || weekday != nil || month != nil || day != nil || endOfMonth }
}

/// Reads ``DateParts`` from words, left to right: each part is one small
/// grammar; words that join parts ("on", "at", "the") are skipped; any other
/// word means the answer is not a date.
struct DateReader {
  let words: [String]
  var parts = DateParts()

  static func read(_ words: [String]) -> DateParts? {
    var reader = DateReader(words: words)
    var index = 0
    while index < words.count {
      guard let next = reader.part(at: index) else {
        guard DateWords.connectors.contains(words[index]) else { return nil }
        index += 1
        continue
      }
      index = next
    }
    return words.isEmpty ? nil : reader.parts
  }

  /// The index after the part that starts at `index`, or `nil` when none does.
  private mutating func part(at index: Int) -> Int? {
    if let end = offset(at: index) { return end }
    if let (days, length) = longest(DateWords.relativeDays, at: index), parts.daysFromToday == nil {
      parts.daysFromToday = days
      if words[index] == "tonight" { parts.dayPart = .night }
      return index + length
    }
    if let ((month, day), length) = longest(DateWords.holidays, at: index), parts.month == nil {
      (parts.month, parts.day) = (month, day)
      return index + length
    }
    if let (dayPart, length) = longest(DateWords.dayParts, at: index), parts.dayPart == nil {
      parts.dayPart = dayPart
      return index + length
    }
    if words[index...].starts(with: ["end", "of", "the", "month"])
      || words[index...].starts(with: ["end", "of", "month"])
    {
      parts.endOfMonth = true
      return index + (words[index + 2] == "the" ? 4 : 3)
    }
    return weekday(at: index) ?? calendarDate(at: index) ?? numericDate(at: index) ?? time(at: index)
  }

  // MARK: - Days

  /// "friday", "this friday", "next friday", "last friday", "friday next week".
  private mutating func weekday(at index: Int) -> Int? {
    var start = index
    var shift = DateParts.WeekdayShift.coming
    if ["this", "next", "last", "coming", "on"].contains(words[index]), index + 1 < words.count {
      shift = words[index] == "next" ? .next : words[index] == "last" ? .last : .coming
      start += 1
    }
    guard let day = DateWords.weekdays[words[start]], parts.weekday == nil else { return nil }
    var end = start + 1
    if words[end...].starts(with: ["next", "week"]) || words[end...].starts(with: ["of", "next", "week"]) {
      shift = .nextWeek
      end += words[end] == "of" ? 3 : 2
    }
    parts.weekday = (day, shift)
    return end
  }

  /// "december 24th", "march fifteenth 2027", "the 24th of december", "the fifth".
  private mutating func calendarDate(at index: Int) -> Int? {
    guard parts.month == nil, parts.day == nil else { return nil }
    if let month = DateWords.months[words[index]], index + 1 < words.count,
      let (day, _, length) = Self.dayOfMonth(words[(index + 1)...])
    {
      (parts.month, parts.day) = (month, day)
      return year(at: index + 1 + length)
    }
    var start = index
    if words[index] == "the", index + 1 < words.count { start += 1 }
    guard let (day, isOrdinal, length) = Self.dayOfMonth(words[start...]) else { return nil }
    var end = start + length
    if end < words.count, words[end] == "of" { end += 1 }
    if end < words.count, let month = DateWords.months[words[end]] {
      (parts.month, parts.day) = (month, day)
      return year(at: end + 1)
    }
    // "the 20th", "the fifth", "fifteenth"; a bare "8" or "eight" is an hour, not a day.
    guard start > index || isOrdinal else { return nil }
    parts.day = day
    return start + length
  }

  /// A four-digit year after a day, if said.
  private mutating func year(at index: Int) -> Int {
    guard index < words.count, let number = SpokenNumber.read(words[index...]), number.isWhole,
      (1900...2200).contains(number.value)
    else { return index }
    parts.year = Int(number.value)
    return index + number.length
  }

  /// "24th", "24", "fifteenth", "twenty fourth", "thirty first": a day of a month, whether
  /// it was said as an ordinal, and how many words it took.
  static func dayOfMonth(_ words: ArraySlice<String>) -> (day: Int, isOrdinal: Bool, length: Int)? {
    guard let first = words.first else { return nil }
    if let ordinal = ordinal(first) { return (1...31).contains(ordinal) ? (ordinal, true, 1) : nil }
    if let tens = SpokenNumber.wordValues[first], [20, 30].contains(tens), words.count > 1,
      let unit = ordinal(words[words.startIndex + 1]), unit < 10, tens + unit <= 31
    {
      return (tens + unit, true, 2)
    }
    guard let number = SpokenNumber.read(words), number.isWhole, (1...31).contains(number.value) else {
      return nil
    }
    return (Int(number.value), false, number.length)
  }

  /// "24th" or "fourth".
  static func ordinal(_ word: String) -> Int? {
    if let value = SpokenLanguage.english.numbers.ordinals[word] { return value }
    guard word.count >= 3, word.count <= 4, ["st", "nd", "rd", "th"].contains(String(word.suffix(2))) else {
      return nil
    }
    return Int(word.dropLast(2))
  }

  /// "2026-04-01", "4/1", "4/1/2027", each with an optional time after it.
  private mutating func numericDate(at index: Int) -> Int? {
    let word = words[index]
    guard parts.month == nil, word.first?.isNumber == true else { return nil }
    let iso = word.split(separator: "-").compactMap { Int($0) }
    if iso.count == 3, word.split(separator: "-").count == 3, iso[0] > 1900 {
      (parts.year, parts.month, parts.day) = (iso[0], iso[1], iso[2])
      return index + 1
    }
    let slashed = word.split(separator: "/").compactMap { Int($0) }
    guard slashed.count >= 2, slashed.count == word.split(separator: "/").count, slashed.count <= 3 else { return nil }
    (parts.month, parts.day) = (slashed[0], slashed[1])
    if slashed.count == 3 { parts.year = slashed[2] < 100 ? 2000 + slashed[2] : slashed[2] }
    return index + 1
  }

  /// The longest key of `table` that starts at `index`, and its length.
  private func longest<Value>(_ table: [[String]: Value], at index: Int) -> (Value, Int)? {
    for length in stride(from: min(4, words.count - index), through: 1, by: -1) {
      if let value = table[Array(words[index..<(index + length)])] { return (value, length) }
    }
    return nil
  }
}
