/// Text as a speech recognizer would write it, reduced to comparable words.
///
/// The same normalization applies to utterances and to phrase templates, so
/// both sides meet in one form: lower case, no punctuation, apostrophes and
/// diacritics folded, contractions expanded, fillers and wake words dropped,
/// number words turned into digits, a number written with its unit apart
/// ("6mg" is "6 mg").
///
/// ```swift
/// SpokenText("Um, hey Siri, what’s in my Café note?").words
/// // ["what", "is", "in", "my", "cafe", "note"]
/// SpokenText("read the third note").words   // ["read", "the", "3rd", "note"]
/// ```
///
/// Each concern keeps its data in one table of the ``SpokenLanguage`` (``Contractions``,
/// ``Idioms``, ``NumberWords``, ``Fillers``); ``CharacterFolding`` is the script's, not a language's.
public struct SpokenText: Sendable, Hashable {
  /// The normalized words, in order.
  public let words: [String]

  /// Normalizes `raw` text as `language` writes it.
  ///
  /// - Complexity: O(*n*) in the length of the text; one hash lookup per
  ///   word decides which of the tables it needs.
  public init(_ raw: String, language: SpokenLanguage = .english) {
    words = Self.normalized(raw, droppingFillers: true, language)
  }

  /// Normalizes without dropping fillers, for text whose every word counts
  /// (an entity title such as "OK Computer").
  public init(literal raw: String, language: SpokenLanguage = .english) {
    words = Self.normalized(raw, droppingFillers: false, language)
  }

  private static func normalized(_ raw: String, droppingFillers: Bool, _ language: SpokenLanguage) -> [String] {
    var (words, apostrophes) = CharacterFolding.foldedWords(raw)
    var needs: WordNeeds = []
    let (table, shapes) = (language.needs, language.needShapes)
    for word in words {
      if WordNeeds.mayNeed(word, shapes), let need = table[word] { needs.formUnion(need) }
      if apostrophes && word.utf8.contains(0x27) { needs.insert(.contraction) }
      if let first = word.utf8.first, Self.isDigit(first), word.utf8.count > 1 { needs.insert(.unit) }
    }
    // "3mg" is "3 mg", as a recognizer writes it, on both sides; "3rd" stays.
    if needs.contains(.unit) { words = words.flatMap(Self.numberAndUnit) }
    if needs.contains(.contraction) {
      words = words.flatMap(language.contractions.expand)
      // What a contraction expands to may start an idiom ("i'm done with" → "am done with").
      for word in words where WordNeeds.mayNeed(word, shapes) { needs.formUnion(table[word] ?? []) }
    }
    // Fillers first, so that a hesitation inside an idiom or a number does not hide it ("take uh me to").
    if droppingFillers && needs.contains(.filler) { words = language.fillers.removing(from: words) }
    if needs.contains(.idiom) { words = language.idioms.replacing(in: words) }
    if needs.contains(.number) { words = language.numbers.digits(in: words) }
    return words
  }

  /// A number written together with the unit after it, apart ("6mg" → "6", "mg"; "2x" → "2",
  /// "x"); any other word alone: an ordinal ("21st"), a decade ("60s", as "sixties" is written)
  /// or a code with a digit after a letter ("mp3", "4k2").
  static func numberAndUnit(_ word: String) -> [String] {
    let bytes = word.utf8
    guard let end = bytes.firstIndex(where: { !isDigit($0) }), end != bytes.startIndex,
      bytes[end...].allSatisfy({ (0x61...0x7A).contains($0) })
    else { return [word] }
    let unit = String(word[end...])
    return keptSuffixes.contains(unit) ? [word] : [String(word[..<end]), unit]
  }

  /// Endings a number keeps: an ordinal's and a decade's.
  private static let keptSuffixes: Set<String> = ["st", "nd", "rd", "th", "s"]

  /// Whether `byte` is an ASCII digit.
  static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  /// The words joined by single spaces.
  public var text: String { words.joined(separator: " ") }
}

/// Which normalization tables a word needs; most words need none.
struct WordNeeds: OptionSet, Sendable {
  let rawValue: UInt8
  static let contraction = WordNeeds(rawValue: 1)
  static let idiom = WordNeeds(rawValue: 2)
  static let number = WordNeeds(rawValue: 4)
  static let filler = WordNeeds(rawValue: 8)
  /// A word starting with a digit, which may be a number and its unit ("6mg").
  static let unit = WordNeeds(rawValue: 16)

  /// Which tables each word of a language's needs.
  static func table(contractions: Contractions, idioms: Idioms, numbers: NumberWords, fillers: Fillers) -> [String:
    WordNeeds]
  {
    var table: [String: WordNeeds] = [:]
    for word in contractions.words.keys { table[word, default: []].insert(.contraction) }
    for (words, _) in idioms.table { table[words[0], default: []].insert(.idiom) }
    for word in numbers.numberWords { table[word, default: []].insert(.number) }
    for word in fillers.anywhere { table[word, default: []].insert(.filler) }
    for phrase in fillers.leading { table[phrase[0], default: []].insert(.filler) }
    return table
  }

  /// Per first byte (ASCII), a bit per length (63 for longer): the shapes of
  /// the table's words, so most words skip the hash lookup.
  static func shapes(of table: [String: WordNeeds]) -> [UInt64] {
    var shapes = [UInt64](repeating: 0, count: 128)
    for word in table.keys {
      guard let first = word.utf8.first, first < 128 else { continue }
      shapes[Int(first)] |= 1 << UInt64(min(word.utf8.count, 63))
    }
    return shapes
  }

  /// False only when no word of the table has `word`'s first byte and length.
  static func mayNeed(_ word: String, _ shapes: [UInt64]) -> Bool {
    guard let first = word.utf8.first, first < 128 else { return true }
    return shapes[Int(first)] & (1 << UInt64(min(word.utf8.count, 63))) != 0
  }
}
