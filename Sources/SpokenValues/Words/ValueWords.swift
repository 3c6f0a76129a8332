/// A spoken answer as the value grammars read it: lower-case words, with the
/// marks that carry a value kept ("4.50", "7:30", "1/2", "$", "°", "-4").
///
/// Unlike the matcher's normalization, which reduces text to comparable words,
/// this keeps what a number, a time or a price needs, splits what a recognizer
/// writes joined ("9am", "10k", "250g", "$4.50", "68°F") and drops hesitations
/// and hedges ("um", "about", "let's say", "make it").
///
/// ```swift
/// ValueWords("Uh, make it $4.50 please").words   // ["$", "4.50"]
/// ValueWords("7:30pm").words                     // ["7:30", "pm"]
/// ```
public struct ValueWords: Sendable, Hashable {
  /// The words, in order.
  public let words: [String]

  /// The longest answer read, in characters; longer answers are no value.
  static let maximumLength = 200

  public init(_ raw: String) {
    guard raw.utf8.count <= Self.maximumLength * 4, raw.count <= Self.maximumLength else {
      words = []
      return
    }
    words = Self.droppingHedges(Self.joiningMeridiems(Self.split(raw)))
  }

  /// Splits at spaces and between a number and the letters after it.
  static func split(_ raw: String) -> [String] {
    var words: [String] = []
    var current = ""
    func flush() {
      let word = trimmed(current)
      if !word.isEmpty { words.append(word) }
      current = ""
    }
    for character in raw.lowercased() {
      let folded = fold(character)
      switch folded {
      case " ", "\t", "\n", "!", "?", ";", "\"", "(", ")":
        flush()
      case "$", "€", "£", "¥", "°", "%":
        flush()
        words.append(String(folded))
      default:
        if let last = current.last, last.isNumber, folded.isLetter, !isOrdinalStart(current, folded) {
          flush()
        }
        current.append(folded)
      }
    }
    flush()
    return words.flatMap(splitHyphens)
  }

  /// Curly apostrophes and the Unicode spaces a formatter writes, folded.
  private static func fold(_ character: Character) -> Character {
    switch character {
    case "\u{2019}", "\u{2018}": return "'"
    case "\u{00A0}", "\u{202F}", "\u{2009}": return " "
    case "\u{2212}", "\u{2013}": return "-"
    default: return character
    }
  }

  /// "24th", "1st": a suffix that belongs to the number.
  private static func isOrdinalStart(_ current: String, _ next: Character) -> Bool {
    ["s", "n", "r", "t"].contains(next) && current.allSatisfy(\.isNumber)
  }

  /// Commas and full stops that end a word, the dots of "p.m.", a thousands comma.
  private static func trimmed(_ word: String) -> String {
    var word = Substring(word)
    while let last = word.last, [",", ".", ":", "'"].contains(last) { word = word.dropLast() }
    guard word.contains(where: \.isNumber) else {
      // "p.m." → "pm"; a host name keeps its dots only in the URL reader, which reads raw text.
      return word.contains(where: \.isLetter) ? String(word.filter { $0 != "." && $0 != "," }) : String(word)
    }
    let groups: [Substring] = word.split(separator: ",")
    if groups.count > 1, groups.dropFirst().allSatisfy({ $0.count == 3 }) { return word.filter { $0 != "," } }
    return String(word)
  }

  /// "twenty-five" → "twenty five"; "-4" and "km/h" stay whole.
  private static func splitHyphens(_ word: String) -> [String] {
    guard word.contains("-"), !word.hasPrefix("-") || word.count == 1 else { return [word] }
    // An ISO date ("2026-04-01") stays whole.
    if word.allSatisfy({ $0.isNumber || $0 == "-" }) { return [word] }
    return word.split(separator: "-").map(String.init)
  }

  /// "a m" and "p m" after a number are "am" and "pm".
  private static func joiningMeridiems(_ words: [String]) -> [String] {
    var result: [String] = []
    var index = 0
    while index < words.count {
      if index + 1 < words.count, ["a", "p"].contains(words[index]), words[index + 1] == "m",
        let previous = result.last, previous.first?.isNumber == true || SpokenNumber.wordValues[previous] != nil
      {
        result.append(words[index] + "m")
        index += 2
        continue
      }
      result.append(words[index])
      index += 1
    }
    return result
  }

  /// Hesitations anywhere; hedges before the value; courtesies after it.
  static func droppingHedges(_ words: [String]) -> [String] {
    var words = words.filter { !hesitations.contains($0) }
    var changed = true
    while changed {
      changed = false
      for hedge in leadingHedges where words.starts(with: hedge) && words.count > hedge.count {
        words.removeFirst(hedge.count)
        changed = true
      }
      for courtesy in trailingCourtesies
      where words.count > courtesy.count && words.suffix(courtesy.count) == courtesy[...] {
        words.removeLast(courtesy.count)
        changed = true
      }
    }
    return words
  }

  /// Sounds that mean nothing. Extend here.
  static let hesitations: Set<String> = ["um", "uh", "umm", "uhh", "er", "erm", "hmm", "ah", "mm"]

  /// What people say before a value. Extend here.
  static let leadingHedges: [[String]] = [
    ["let's", "say"], ["let's", "do"], ["let's", "go", "with"], ["lets", "say"], ["make", "it"], ["how", "about"],
    ["i", "think"], ["i'd", "say"], ["i", "want"], ["i'd", "like"], ["maybe"], ["about"], ["around"], ["roughly"],
    ["approximately"], ["exactly"], ["just"], ["say"], ["like"], ["well"], ["so"], ["ok"], ["okay"],
    ["it's"], ["it", "is"], ["for"], ["at", "about"], ["at", "around"], ["give", "or", "take"],
  ]

  /// What people say after a value. Extend here.
  static let trailingCourtesies: [[String]] = [
    ["please"], ["thanks"], ["thank", "you"], ["i", "guess"], ["i", "think"], ["or", "so"], ["ish"],
  ]
}
