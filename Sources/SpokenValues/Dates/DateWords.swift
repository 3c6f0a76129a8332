/// The words of dates and times, one table per concern. Extend here.
enum DateWords {
  /// Weekdays as Calendar numbers them (Sunday is 1).
  static let weekdays: [String: Int] = [
    "sunday": 1, "sun": 1, "monday": 2, "mon": 2, "tuesday": 3, "tue": 3, "tues": 3, "wednesday": 4, "wed": 4,
    "thursday": 5, "thu": 5, "thur": 5, "thurs": 5, "friday": 6, "fri": 6, "saturday": 7, "sat": 7,
  ]

  static let months: [String: Int] = [
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
    "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
    "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
  ]

  /// Days named relative to today.
  static let relativeDays: [[String]: Int] = [
    ["today"]: 0, ["tonight"]: 0, ["tomorrow"]: 1, ["tmrw"]: 1, ["yesterday"]: -1,
    ["day", "after", "tomorrow"]: 2, ["the", "day", "after", "tomorrow"]: 2,
    ["day", "before", "yesterday"]: -2, ["the", "day", "before", "yesterday"]: -2,
  ]

  /// Fixed-date holidays an en-US device knows, by month and day.
  static let holidays: [[String]: (month: Int, day: Int)] = [
    ["christmas"]: (12, 25), ["christmas", "day"]: (12, 25), ["christmas", "eve"]: (12, 24),
    ["new", "year's", "day"]: (1, 1), ["new", "years", "day"]: (1, 1), ["new", "year's"]: (1, 1),
    ["new", "year's", "eve"]: (12, 31), ["new", "years", "eve"]: (12, 31), ["halloween"]: (10, 31),
    ["valentine's", "day"]: (2, 14), ["valentines", "day"]: (2, 14), ["independence", "day"]: (7, 4),
    ["the", "fourth", "of", "july"]: (7, 4), ["fourth", "of", "july"]: (7, 4), ["veterans", "day"]: (11, 11),
  ]

  /// Parts of the day: the hour they mean alone, and how they read an hour said with them.
  enum DayPart {
    case morning, afternoon, evening, night

    /// "tomorrow morning": the hour Siri's reminders use.
    var defaultHour: Int {
      switch self {
      case .morning: 9
      case .afternoon: 15
      case .evening: 18
      case .night: 20
      }
    }

    /// "7 in the evening" is 19:00; "12 at night" is midnight; "12 in the afternoon" is noon.
    func hour(_ hour: Int) -> Int {
      switch self {
      case .morning: hour == 12 ? 0 : hour
      case .afternoon, .evening: hour < 12 ? hour + 12 : hour
      case .night: hour == 12 ? 0 : (hour < 5 ? hour : hour + 12)
      }
    }
  }

  static let dayParts: [[String]: DayPart] = [
    ["morning"]: .morning, ["in", "the", "morning"]: .morning, ["this", "morning"]: .morning,
    ["afternoon"]: .afternoon, ["in", "the", "afternoon"]: .afternoon, ["this", "afternoon"]: .afternoon,
    ["evening"]: .evening, ["in", "the", "evening"]: .evening, ["this", "evening"]: .evening,
    ["night"]: .night, ["at", "night"]: .night, ["tonight"]: .night, ["in", "the", "night"]: .night,
  ]

  /// Calendar steps for "in three days", "a week from today", in days or months.
  static let calendarUnits: [String: (days: Int, months: Int)] = [
    "day": (1, 0), "days": (1, 0), "week": (7, 0), "weeks": (7, 0), "fortnight": (14, 0),
    "month": (0, 1), "months": (0, 1), "year": (0, 12), "years": (0, 12),
  ]

  /// "half past", "quarter to": minutes before (negative) or after an hour.
  static let minuteWords: [String: Int] = ["half": 30, "quarter": 15]
  static let past: Set<String> = ["past", "after"]
  static let to: Set<String> = ["to", "till", "til", "before", "of"]
  static let oClock: [[String]] = [["o'clock"], ["oclock"], ["o", "clock"], ["hundred", "hours"], ["hours"]]
  /// Words that join a date's parts and mean nothing alone.
  static let connectors: Set<String> = ["on", "at", "the", "of", "by", "for", ",", "and", "from"]
}
