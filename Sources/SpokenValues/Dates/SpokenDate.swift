import Foundation

/// A date or time as people say it, placed on the device's calendar:
/// "tomorrow at 7 pm", "the day after tomorrow at nine in the morning", "next
/// friday", "in two hours", "december 24th", "half past nine", "2026-04-01".
///
/// A time said without "am" or "pm" is its next occurrence today ("at 9" at
/// 14:30 is 21:00), or, on another day, 7 to 11 in the morning and 12 to 6 in
/// the afternoon; "this friday", "friday" and "next friday" are the coming
/// Friday, "friday next week" the one in the week after; a day of a month
/// without a year is its next occurrence. A `.dateTime` answer that names a day
/// and no time is at noon; "morning", "afternoon", "evening" and "tonight"
/// alone are 9:00, 15:00, 18:00 and 20:00.
///
/// ```swift
/// var calendar = Calendar(identifier: .gregorian)
/// calendar.timeZone = TimeZone(identifier: "America/New_York")!
/// SpokenDate.read("tomorrow at 7 pm", kind: .dateTime, now: .now, calendar: calendar)
/// ```
public enum SpokenDate {
  /// Whether a parameter takes a day, a time of day, or both (Apple's `IntentParameter.DateKind`).
  public enum Kind: Sendable, Hashable { case date, time, dateTime }

  /// The instant the words name, or `nil` when they name none (or not what `kind` asks for).
  public static func read(_ spoken: String, kind: Kind, now: Date, calendar: Calendar) -> Date? {
    guard let parts = DateReader.read(ValueWords(spoken).words) else { return nil }
    return resolve(parts, kind: kind, now: now, calendar: calendar)
  }

  /// The calendar fields the words name for `kind`: year, month and day for
  /// `.date`, hour and minute for `.time`, all five for `.dateTime`.
  public static func components(_ spoken: String, kind: Kind, now: Date, calendar: Calendar) -> DateComponents? {
    guard let date = read(spoken, kind: kind, now: now, calendar: calendar) else { return nil }
    let fields: Set<Calendar.Component> =
      switch kind {
      case .date: [.year, .month, .day]
      case .time: [.hour, .minute]
      case .dateTime: [.year, .month, .day, .hour, .minute]
      }
    var components = calendar.dateComponents(fields, from: date)
    components.calendar = calendar
    components.timeZone = calendar.timeZone
    return components
  }

  static func resolve(_ parts: DateParts, kind: Kind, now: Date, calendar: Calendar) -> Date? {
    let today = calendar.startOfDay(for: now)
    var instant: Date?
    if let offset = parts.offset {
      instant = calendar.date(byAdding: DateComponents(month: offset.months, day: offset.days), to: now)?
        .addingTimeInterval(offset.seconds)
    }
    let sources = [
      parts.offset != nil, parts.daysFromToday != nil, parts.weekday != nil, parts.month != nil || parts.day != nil,
      parts.endOfMonth,
    ]
    // "in 3 days at 5 pm" is one day; "tomorrow on friday" is none; "sunday the 15th" is the 15th, if a Sunday.
    var dated = parts
    if parts.weekday != nil, parts.day != nil || parts.month != nil { dated.weekday = nil }
    let named = sources.filter { $0 }.count - (dated.weekday == nil && parts.weekday != nil ? 1 : 0)
    guard named <= 1, let day = self.day(dated, instant: instant, today: today, calendar: calendar) else { return nil }
    if let (weekday, _) = parts.weekday, dated.weekday == nil, calendar.component(.weekday, from: day) != weekday {
      return nil
    }
    let hasTime = parts.hour != nil || parts.dayPart != nil
    switch kind {
    case .date:
      guard parts.namesDay || parts.offset != nil else { return nil }
      return day
    case .time, .dateTime:
      if !hasTime {
        if let instant { return instant }
        guard kind == .dateTime else { return nil }
        guard parts.namesDay else { return nil }
        return calendar.date(bySettingHour: 12, minute: 0, second: 0, of: day)
      }
      return at(parts, on: day, isToday: day == today, now: now, calendar: calendar)
    }
  }

  /// The day the parts name, at its start; today when they name none.
  private static func day(_ parts: DateParts, instant: Date?, today: Date, calendar: Calendar) -> Date? {
    if let instant { return calendar.startOfDay(for: instant) }
    if let days = parts.daysFromToday { return calendar.date(byAdding: .day, value: days, to: today) }
    if let (weekday, shift) = parts.weekday { return self.weekday(weekday, shift, today: today, calendar: calendar) }
    if parts.endOfMonth {
      guard let range = calendar.range(of: .day, in: .month, for: today) else { return nil }
      return calendar.date(bySetting: .day, value: range.count, of: today).map { calendar.startOfDay(for: $0) }
    }
    guard let dayOfMonth = parts.day else { return today }
    let now = calendar.dateComponents([.year, .month], from: today)
    guard let year = now.year, let month = now.month else { return nil }
    let candidates: [(Int, Int)]
    if let saidMonth = parts.month {
      candidates = parts.year.map { [($0, saidMonth)] } ?? [(year, saidMonth), (year + 1, saidMonth)]
    } else {
      candidates = [(year, month), month == 12 ? (year + 1, 1) : (year, month + 1)]
    }
    for (candidateYear, candidateMonth) in candidates {
      let components = DateComponents(year: candidateYear, month: candidateMonth, day: dayOfMonth)
      guard validDate(components, calendar), let date = calendar.date(from: components) else { continue }
      if date >= today || parts.year != nil { return date }
    }
    return nil
  }

  private static func validDate(_ components: DateComponents, _ calendar: Calendar) -> Bool {
    guard let date = calendar.date(from: components) else { return false }
    return calendar.component(.day, from: date) == components.day
  }

  private static func weekday(_ weekday: Int, _ shift: DateParts.WeekdayShift, today: Date, calendar: Calendar) -> Date?
  {
    let current = calendar.component(.weekday, from: today)
    var ahead = (weekday - current + 7) % 7
    switch shift {
    case .coming: break
    case .next: if ahead == 0 { ahead = 7 }
    case .last: ahead = ahead == 0 ? -7 : ahead - 7
    case .nextWeek: ahead = 7 - (current - 1) + (weekday - 1)
    }
    return calendar.date(byAdding: .day, value: ahead, to: today)
  }

  /// The day at the time said; on today, a time without "am" or "pm" is its next occurrence.
  private static func at(_ parts: DateParts, on day: Date, isToday: Bool, now: Date, calendar: Calendar) -> Date? {
    let minute = parts.minute
    guard var hour = parts.hour ?? parts.dayPart?.defaultHour else { return nil }
    if let meridiem = parts.meridiem {
      hour = meridiem == .am ? hour % 12 : hour % 12 + 12
    } else if let dayPart = parts.dayPart, parts.hour != nil, !parts.isTwentyFourHour {
      hour = dayPart.hour(hour)
    } else if !parts.isTwentyFourHour, parts.hour != nil, (1...12).contains(hour) {
      if isToday {
        let candidates = [hour % 12, hour % 12 + 12].compactMap {
          calendar.date(bySettingHour: $0, minute: minute, second: 0, of: day)
        }
        if let next = candidates.first(where: { $0 >= now }) { return next }
        return candidates.first.flatMap { calendar.date(byAdding: .day, value: 1, to: $0) }
      }
      hour = (7...11).contains(hour) ? hour : hour % 12 + 12
    }
    guard let date = calendar.date(bySettingHour: hour, minute: minute, second: 0, of: day) else { return nil }
    // A time alone that has passed today is tomorrow's.
    if isToday, !parts.namesDay, date < now { return calendar.date(byAdding: .day, value: 1, to: date) }
    return date
  }
}
