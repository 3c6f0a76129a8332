import PhraseMatcher

/// An answer that picks among values read by their titles: by position, title,
/// synonym or a near miss (``ValueResolver``), or by part of a name, as people
/// name a contact ("samuel", "mrs patel", "alex c", "send it to priya patel").
/// Several that fit equally are ambiguous, never guessed.
package enum Choices {
  package enum Pick: Equatable {
    case one(Int)
    case several([Int])
    case none
  }

  /// Which of `titles` the answer names.
  package static func pick(_ spoken: String, among titles: [String], language: SpokenLanguage = .english) -> Pick {
    switch ValueResolver(choices: titles, language: language).resolve(spoken) {
    case .value(let chosen): return .one(chosen.valueIndex)
    case .ambiguous(let close): return .several(close.map(\.valueIndex))
    case .none:
      let named = titles.indices.filter { namesPart(of: titles[$0], spoken, language) }
      return named.count == 1 ? .one(named[0]) : named.isEmpty ? .none : .several(named)
    }
  }

  /// Whether the answer's last words name words of the title in order, each in full or by its
  /// initial, after words that name nothing ("send it to") and a courtesy title ("mrs").
  static func namesPart(of title: String, _ spoken: String, _ language: SpokenLanguage) -> Bool {
    let titleWords = SpokenText(literal: title, language: language).words
    let said = SpokenText(spoken, language: language).words
    guard !titleWords.isEmpty, said.count <= 8 else { return false }
    let words = said.drop { !titleWords.contains($0) }
    guard !words.isEmpty else { return false }
    if let before = said.dropLast(words.count).last, courtesyTitles.contains(before),
      Array(words) != [titleWords.last]
    {
      return false
    }
    var next = titleWords.startIndex
    for (offset, word) in words.enumerated() {
      guard let found = titleWords[next...].firstIndex(where: { $0 == word }) else {
        // "alex c": an initial after a word said in full.
        guard offset > 0, word.count == 1, next < titleWords.count, titleWords[next].first == word.first else {
          return false
        }
        next += 1
        continue
      }
      next = found + 1
    }
    return true
  }

  static let courtesyTitles: Set<String> = ["mr", "mrs", "ms", "miss", "dr", "doctor", "mister", "missus"]
}
