/// Number words to digits, so "three", "3", "third" and "3rd" meet.
///
/// Cardinals become digits ("twenty one" → "21", "two hundred five" → "205");
/// ordinals become digits with their suffix ("twenty first" → "21st").
public struct NumberWords: Sendable {
  /// Decades as spoken: "nineties" is "90s".
  package let decades: [String: String]

  /// Words worth less than twenty.
  package let units: [String: Int]
  /// Multiples of ten.
  package let tens: [String: Int]
  /// Ordinal words and their values.
  package let ordinals: [String: Int]

  /// The suffix English writes after `value` as an ordinal: 1st, 2nd, 3rd, 11th.
  public func ordinalSuffix(_ value: Int) -> String {
    if (11...13).contains(value % 100) { return "th" }
    switch value % 10 {
    case 1: return "st"
    case 2: return "nd"
    case 3: return "rd"
    default: return "th"
    }
  }

  /// Every word that can start or continue a number, for a single lookup per word.
  let numberWords: Set<String>

  func digits(in words: [String]) -> [String] {
    var result: [String] = []
    var index = 0
    while index < words.count {
      if Self.isASpellOfTime(at: index, in: words) {
        result.append(words[index])
        index += 1
      } else if words[index] == "one", index + 1 < words.count, Self.isASpellOfTime(at: index + 1, in: words) {
        result.append("1")
        index += 1
      } else if let (text, length) = number(at: index, in: words) {
        result.append(text)
        index += length
      } else {
        result.append(decades[words[index]] ?? words[index])
        index += 1
      }
    }
    return result
  }

  /// Whether the word at `index` is "second" as a stretch of time ("wait *a second*", "stop it
  /// for one second in …"), not the ordinal ("a second alarm"): after "a", "one", "per", "each"
  /// or "split", and before no word or one of grammar.
  private static func isASpellOfTime(at index: Int, in words: [String]) -> Bool {
    guard words[index] == "second", index > 0, ["a", "one", "per", "each", "split"].contains(words[index - 1]) else {
      return false
    }
    return index + 1 == words.count || spellEnds.contains(words[index + 1])
  }

  /// Words after "a second" that end it as a stretch of time.
  private static let spellEnds: Set<String> = [
    "in", "on", "with", "for", "to", "and", "or", "then", "please", "while", "so", "before", "after", "using",
  ]

  /// The number spelled from `start`, and how many words it took.
  private func number(at start: Int, in words: [String]) -> (String, Int)? {
    var total = 0
    var group = 0
    var index = start
    while index < words.count {
      let word = words[index]
      if let value = ordinals[word] {
        let number = total + (value == 100 ? max(group, 1) * 100 : group + value)
        return ("\(number)\(ordinalSuffix(number))", index - start + 1)
      } else if let value = units[word], group % 10 == 0, group % 100 < 20 || value < 10 {
        if group % 100 != 0 && value >= 10 { break }
        group += value
      } else if let value = tens[word], group % 100 == 0 {
        group += value
      } else if word == "hundred", index > start, group % 100 != 0, group < 100 {
        group *= 100
      } else if word == "thousand", index > start, group > 0 {
        total += group * 1000
        group = 0
      } else {
        break
      }
      index += 1
    }
    guard index > start else { return nil }
    return ("\(total + group)", index - start)
  }
}

extension NumberWords {
  /// `value` in words, as a person says it: 21 → "twenty one", 1200 → "one thousand two hundred".
  public func spelledOut(_ value: Int) -> String {
    let small = units.sorted { $0.value < $1.value }.map(\.key)
    let decadeWords = tens.sorted { $0.value < $1.value }.map(\.key)
    func belowThousand(_ n: Int) -> [String] {
      var words: [String] = []
      if n >= 100 { words += [small[n / 100], "hundred"] }
      let rest = n % 100
      if rest >= 20 {
        words.append(decadeWords[rest / 10 - 2])
        if rest % 10 > 0 { words.append(small[rest % 10]) }
      } else if rest > 0 || words.isEmpty {
        words.append(small[rest])
      }
      return words
    }
    guard value >= 0, value < 1_000_000 else { return String(value) }
    var words: [String] = []
    if value >= 1000 { words += belowThousand(value / 1000) + ["thousand"] }
    if value % 1000 > 0 || words.isEmpty { words += belowThousand(value % 1000) }
    return words.joined(separator: " ")
  }

  /// `value` as a spoken ordinal: 3 → "third", 21 → "twenty first".
  public func spelledOutOrdinal(_ value: Int) -> String {
    let byValue = Dictionary(ordinals.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
    if let word = byValue[value] { return word }
    let last = value % 10
    guard value > 20, last > 0, let word = byValue[last] else { return spelledOut(value) + "th" }
    return spelledOut(value - last) + " " + word
  }
}

extension NumberWords {
  init(units: [String: Int], tens: [String: Int], ordinals: [String: Int], decades: [String: String]) {
    self.units = units
    self.tens = tens
    self.ordinals = ordinals
    self.decades = decades
    self.numberWords = Set(units.keys).union(tens.keys).union(ordinals.keys).union(["hundred", "thousand"]).union(
      decades.keys)
  }

  /// English, as duo-say speaks it: extend the tables here. Reached through ``SpokenLanguage/english``.
  static let english = NumberWords(
    units: [
      "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
      "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
      "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ],
    tens: [
      "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
      "eighty": 80, "ninety": 90,
    ],
    ordinals: [
      "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
      "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
      "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
      "nineteenth": 19, "twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50,
      "sixtieth": 60, "seventieth": 70, "eightieth": 80, "ninetieth": 90, "hundredth": 100,
    ],
    decades: [
      "twenties": "20s", "thirties": "30s", "forties": "40s", "fifties": "50s", "sixties": "60s",
      "seventies": "70s", "eighties": "80s", "nineties": "90s",
    ])
}
