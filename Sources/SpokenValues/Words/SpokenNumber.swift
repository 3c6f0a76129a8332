import PhraseMatcher

/// A number as people say it, read from the start of some ``ValueWords``:
/// digits ("0.5", ".25", "1/2", "-4"), words ("three hundred and twelve",
/// "twelve hundred"), fractions ("two and a half", "three quarters", "a third"),
/// a decimal point said ("two point five", "ten point oh five") and counts
/// ("a dozen", "a couple").
///
/// ```swift
/// SpokenNumber.read(ValueWords("two and a half").words[...])?.value  // 2.5
/// SpokenNumber.read(ValueWords("point five").words[...])?.value      // 0.5
/// ```
public struct SpokenNumber: Sendable, Equatable {
  /// The number.
  public let value: Double
  /// Said without a fraction or a decimal point.
  public let isWhole: Bool
  /// How many words it took.
  public let length: Int

  /// Numbers beyond this are not read (a recognizer's runaway digits).
  static let limit = 1e15

  /// The number at the start of `words`. With `articleIsOne`, "a" or "an"
  /// before a word that is no number counts one ("a mile", "an hour").
  public static func read(_ words: ArraySlice<String>, articleIsOne: Bool = false) -> SpokenNumber? {
    var index = words.startIndex
    var sign = 1.0
    if index < words.endIndex, ["minus", "negative"].contains(words[index]) {
      sign = -1
      index += 1
    }
    guard index < words.endIndex, var number = unsigned(words[index...], articleIsOne: articleIsOne) else {
      return nil
    }
    number = SpokenNumber(
      value: sign * number.value, isWhole: number.isWhole, length: number.length + (index - words.startIndex))
    guard abs(number.value) < limit, number.value.isFinite else { return nil }
    return number
  }

  private static func unsigned(_ words: ArraySlice<String>, articleIsOne: Bool) -> SpokenNumber? {
    let first = words[words.startIndex]
    if let fraction = fraction(words) {
      // "half a dozen"
      let rest = words.dropFirst(fraction.length)
      let article = rest.first == "a" ? 1 : 0
      guard let dozen = count(rest.dropFirst(article)), dozen.value == 12 else { return fraction }
      return SpokenNumber(value: fraction.value * 12, isWhole: true, length: fraction.length + article + dozen.length)
    }
    if ["a", "an", "one"].contains(first), let counted = count(words.dropFirst()) {
      return SpokenNumber(value: counted.value, isWhole: true, length: counted.length + 1)
    }
    var whole: SpokenNumber
    if let digits = digits(first) {
      whole = digits
    } else if let cardinal = cardinal(words) {
      whole = cardinal
    } else if articleIsOne, ["a", "an"].contains(first), words.count > 1, wordValues[words[words.startIndex + 1]] == nil
    {
      return SpokenNumber(value: 1, isWhole: true, length: 1)
    } else {
      return nil
    }
    let rest = words.dropFirst(whole.length)
    if let dozen = count(rest), dozen.value == 12 {
      whole = SpokenNumber(value: whole.value * 12, isWhole: whole.isWhole, length: whole.length + dozen.length)
    }
    if let decimals = pointDigits(words.dropFirst(whole.length)), whole.isWhole {
      return SpokenNumber(value: whole.value + decimals.value, isWhole: false, length: whole.length + decimals.length)
    }
    let afterWhole = words.dropFirst(whole.length)
    if afterWhole.first == "and", let part = fraction(afterWhole.dropFirst()), part.value < 1 {
      return SpokenNumber(value: whole.value + part.value, isWhole: false, length: whole.length + 1 + part.length)
    }
    return whole
  }

  /// "4.50", ".25", "1/2", "1200", "-4".
  static func digits(_ word: String) -> SpokenNumber? {
    guard word.count <= 24, let first = word.first, first.isNumber || first == "." || first == "-" else { return nil }
    if let slash = word.firstIndex(of: "/") {
      guard let numerator = Int(word[..<slash]), let denominator = Int(word[word.index(after: slash)...]),
        denominator > 0, numerator < 100, denominator < 100
      else { return nil }
      return SpokenNumber(value: Double(numerator) / Double(denominator), isWhole: false, length: 1)
    }
    guard word.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }), let value = Double(word)
    else { return nil }
    return SpokenNumber(value: value, isWhole: !word.contains("."), length: 1)
  }

  /// "three hundred and twelve", "twelve hundred", "one thousand two hundred".
  private static func cardinal(_ words: ArraySlice<String>) -> SpokenNumber? {
    var total = 0
    var group = 0
    var index = words.startIndex
    var lastWasNumber = false
    while index < words.endIndex {
      let word = words[index]
      if let value = SpokenLanguage.english.numbers.units[word], group % 10 == 0, group % 100 < 20 || value < 10,
        !(group % 100 != 0 && value >= 10)
      {
        group += value
      } else if let value = SpokenLanguage.english.numbers.tens[word], group % 100 == 0 {
        group += value
      } else if word == "hundred", lastWasNumber, group % 100 != 0, group < 100 {
        group *= 100
      } else if let scale = scales[word], lastWasNumber, group > 0 {
        total += group * scale
        group = 0
      } else if word == "and", lastWasNumber, index + 1 < words.endIndex,
        SpokenLanguage.english.numbers.units[words[index + 1]] != nil
          || SpokenLanguage.english.numbers.tens[words[index + 1]] != nil,
        total + group >= 100
      {
        index += 1
        lastWasNumber = false
        continue
      } else if ["a", "an"].contains(word), index == words.startIndex, index + 1 < words.endIndex,
        words[index + 1] == "hundred" || scales[words[index + 1]] != nil
      {
        group = 1
      } else {
        break
      }
      lastWasNumber = true
      index += 1
    }
    guard index > words.startIndex, lastWasNumber || words[index - 1] == "and" else { return nil }
    let length = words[index - 1] == "and" ? index - words.startIndex - 1 : index - words.startIndex
    return SpokenNumber(value: Double(total + group), isWhole: true, length: length)
  }

  /// "point five", "point two five", "point oh five" after a whole number.
  private static func pointDigits(_ words: ArraySlice<String>) -> SpokenNumber? {
    guard words.first == "point" else { return nil }
    var digits = ""
    var length = 1
    for word in words.dropFirst() {
      if let value = SpokenLanguage.english.numbers.units[word], value < 10 {
        digits += String(value)
      } else if ["oh", "o"].contains(word) {
        digits += "0"
      } else if word.count <= 6, word.allSatisfy({ $0.isASCII && $0.isNumber }) {
        digits += word
      } else {
        break
      }
      length += 1
    }
    guard !digits.isEmpty, let value = Double("0." + digits) else { return nil }
    return SpokenNumber(value: value, isWhole: false, length: length)
  }

  /// "half", "a half", "a quarter", "three quarters", "one third", "point five".
  private static func fraction(_ words: ArraySlice<String>) -> SpokenNumber? {
    guard let first = words.first else { return nil }
    if first == "point" { return pointDigits(words) }
    if first == "half" { return SpokenNumber(value: 0.5, isWhole: false, length: 1) }
    guard words.count >= 2 else { return nil }
    let second = words[words.startIndex + 1]
    let numerator: Double? =
      ["a", "an", "one"].contains(first) ? 1 : SpokenLanguage.english.numbers.units[first].map(Double.init)
    guard let numerator, numerator < 10, let denominator = denominators[second] else { return nil }
    guard numerator == 1 || second.hasSuffix("s") || second == "half" else { return nil }
    return SpokenNumber(value: numerator / denominator, isWhole: false, length: 2)
  }

  /// "dozen", "couple", "couple of", "pair", "pair of": a count after "a".
  private static func count(_ words: ArraySlice<String>) -> SpokenNumber? {
    guard let first = words.first, let value = counts[first] else { return nil }
    let of = words.dropFirst().first == "of" ? 1 : 0
    return SpokenNumber(value: value, isWhole: true, length: 1 + of)
  }

  static let scales: [String: Int] = ["thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000]
  static let counts: [String: Double] = ["dozen": 12, "couple": 2, "pair": 2]
  static let denominators: [String: Double] = [
    "half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fourth": 4, "fourths": 4,
    "fifth": 5, "fifths": 5, "eighth": 8, "eighths": 8, "tenth": 10, "tenths": 10,
  ]

  /// Every word that is or starts a number, with its value where it has one alone.
  static let wordValues: [String: Int] = SpokenLanguage.english.numbers.units.merging(
    SpokenLanguage.english.numbers.tens
  ) { first, _ in first }
}
