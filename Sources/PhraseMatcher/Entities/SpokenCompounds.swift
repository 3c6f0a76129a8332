/// Words a recognizer splits or joins where a value's name does the other:
/// "head phones" for Headphones, "tentpegs" for Tent Pegs, "twenty twenty
/// four" (20 24) for 2024, "brew buddy" for an app called Brewbuddy. Rejoined or
/// split only toward a name the catalog has, so nothing else an utterance says changes.
///
/// ```swift
/// SpokenCompounds.rejoin(["find", "my", "head", "phones"], types: index.types)   // ["find", "my", "headphones"]
/// SpokenCompounds.rejoin(["open", "brew", "buddy"], types: [], names: ["brewbuddy"])   // ["open", "brewbuddy"]
/// ```
enum SpokenCompounds {
  /// A joined word must be at least this long to be split.
  static let shortestSplit = 6
  static let longestSplit = 2 * StableHash.longestFuzzyWord

  /// - Parameter names: the app's names that are one word ("brewbuddy"): two or three words in a
  ///   row that spell one of them are joined into it.
  static func rejoin(_ words: [String], types: [EntityIndex], names: Set<String> = []) -> [String] {
    guard words.count > 0, words.count <= PhraseIndex.maximumWords, !types.isEmpty || !names.isEmpty else {
      return words
    }
    var result: [String] = []
    result.reserveCapacity(words.count)
    var position = 0
    while position < words.count {
      let word = words[position]
      if let name = joinedName(words, at: position, names) {
        result.append(name.word)
        position += name.consumed
        continue
      }
      if position + 1 < words.count,
        let joined = joined(word, words[position + 1], position + 2 < words.count ? words[position + 2] : nil, types)
      {
        result.append(joined.word)
        position += joined.consumed
        continue
      }
      if let (first, second) = split(word, types) {
        result += [first, second]
      } else {
        result.append(word)
      }
      position += 1
    }
    return result
  }

  /// "head phones" → "headphones" when some name has the joined word and none says the two apart;
  /// "20 24" → "2024" and "20 oh 5" → "2005" the same way.
  private static func joined(_ first: String, _ second: String, _ third: String?, _ types: [EntityIndex]) -> (
    word: String, consumed: Int
  )? {
    if second == "oh", let third, isDigits(first, count: 2), isDigits(third, count: 1) {
      let year = first + "0" + third
      if types.contains(where: { $0.vocabulary.id(of: year) != nil }) { return (year, 3) }
    }
    let word = first + second
    guard types.contains(where: { $0.vocabulary.id(of: word) != nil && !$0.follows(first, second) }) else { return nil }
    return (word, 2)
  }

  /// "brew buddy" (or "tune trail er") → the app's one-word name they spell.
  private static func joinedName(_ words: [String], at position: Int, _ names: Set<String>) -> (
    word: String, consumed: Int
  )? {
    guard !names.isEmpty, position + 1 < words.count else { return nil }
    var word = words[position]
    for consumed in 2...3 where position + consumed - 1 < words.count {
      word += words[position + consumed - 1]
      if names.contains(word) { return (word, consumed) }
    }
    return nil
  }

  /// "tentpegs" → "tent pegs" when no name has it as one word and some name says the two in a row.
  private static func split(_ word: String, _ types: [EntityIndex]) -> (String, String)? {
    // Longer words are no two names' words run together (and would make this quadratic).
    // Bytes bound the cost; Characters, not bytes, are where a word can be cut ("日本語" is
    // nine bytes and three Characters).
    guard word.utf8.count >= shortestSplit, word.utf8.count <= longestSplit, word.count >= shortestSplit,
      !types.contains(where: { $0.vocabulary.id(of: word) != nil })
    else { return nil }
    // Each cut leaves three Characters or more on either side; a side is made a String only
    // when the first is some name's word.
    var cut = word.index(word.startIndex, offsetBy: 3)
    let last = word.index(word.endIndex, offsetBy: -3)
    while cut <= last {
      let first = String(word[..<cut])
      if types.contains(where: { $0.vocabulary.id(of: first) != nil }) {
        let second = String(word[cut...])
        if types.contains(where: { $0.follows(first, second) }) { return (first, second) }
      }
      word.formIndex(after: &cut)
    }
    return nil
  }

  private static func isDigits(_ word: String, count: Int) -> Bool {
    word.utf8.count == count && word.utf8.allSatisfy(SpokenText.isDigit)
  }
}
