/// What a sentence asks of beside the shortcut's own: another day than the one its phrases are
/// of ("What happened on this day" is no entry "from last tuesday"), a number in a unit ("how
/// hot is 350 *in celsius*"), which asks a conversion, and another place to do it ("… on the
/// carrier's *website*").
extension ShortcutForm {
  /// Whether a shortcut whose phrases are of today ("… today", "on this day", "tonight") is
  /// asked of another day it never says: a weekday, yesterday or tomorrow.
  func asksOfAnotherDay(_ words: [String]) -> Bool {
    let ofToday = said.contains("today") || said.contains("tonight") || (said.contains("this") && said.contains("day"))
    guard ofToday else { return false }
    return words.contains { word in
      (language.sentences.weekdays.contains(word) || Self.otherDays.contains(word)) && !said.contains(word)
    }
  }

  static let otherDays: Set<String> = ["yesterday", "tomorrow"]

  /// Whether `words` give a number and then the unit it is asked in ("… 350 *in celsius*",
  /// "60 kilos *to pounds*"), a unit this shortcut never says: a conversion, not its request.
  func asksAConversion(_ words: [String]) -> Bool {
    guard let unit = words.last, Self.units.contains(unit), !said.contains(unit), words.count >= 3,
      ["in", "to", "into"].contains(words[words.count - 2])
    else { return false }
    return words.dropLast(2).contains { word in word.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }
  }

  /// Units numbers are converted between.
  static let units: Set<String> = [
    "celsius", "fahrenheit", "kelvin", "pounds", "kilos", "kilograms", "grams", "ounces", "liters", "litres",
    "milliliters", "cups", "tablespoons", "teaspoons", "miles", "kilometers", "meters", "feet", "inches",
    "dollars", "euros", "yen", "pesos", "percent",
  ]

  /// Whether `words` ask for it to be done on a website or in a browser ("track my package *on
  /// the carrier's website*"), which this shortcut never says: not in this app.
  func asksForAnotherPlace(_ words: [String]) -> Bool {
    words.indices.dropFirst().contains { position in
      Self.otherPlaces.contains(words[position]) && !said.contains(words[position])
        && words[max(0, position - 3)..<position].contains { ["on", "in", "at", "through", "via"].contains($0) }
    }
  }

  static let otherPlaces: Set<String> = ["website", "site", "browser", "web", "online"]
}
