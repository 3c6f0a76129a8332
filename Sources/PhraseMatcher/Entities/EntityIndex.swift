/// Resolves spoken names to the values of one entity or enum type.
///
/// Exact titles and synonyms first; then, word by word, plural or singular,
/// same sound (``Metaphone``) and a letter or two of difference (edit distance
/// scaled to the word's length). Every candidate comes back with its cost, so
/// a dialog can disambiguate "Kitchen Light" from "Kitchen Lights" instead of
/// picking one silently.
///
/// ```swift
/// let index = EntityIndex(values: lights)
/// index.candidates(for: SpokenText("kitchen lite").words[...])
/// // [Kitchen Light (phonetic), Kitchen Lights (phonetic + inflection)]
/// ```
/// - Complexity: Building is O(*c*) in the characters of all names. A lookup
///   costs a few hash probes per spoken word plus the names sharing a first word.
struct EntityIndex: Sendable {
  let values: [Catalog.Value]
  /// The most words in any title or synonym.
  let maxWords: Int
  private let forms: [Form]
  let vocabulary: EntityVocabulary
  /// Entity word → forms whose first word it is.
  private let formsByFirstWord: [[Int32]]

  private struct Form: Sendable {
    var value: Int32
    var words: [Int32]
    var text: String
  }

  init(values: [Catalog.Value]) {
    self.values = values
    var vocabulary = EntityVocabulary()
    var forms: [Form] = []
    var byFirstWord: [[Int32]] = []
    var maxWords = 0
    for (valueIndex, value) in values.enumerated() {
      var seen: Set<[Int32]> = []
      for text in value.spokenForms {
        let words = EntityIndex.nameWords(text).map { vocabulary.intern($0) }
        guard let first = words.first, seen.insert(words).inserted else { continue }
        while byFirstWord.count <= Int(first) { byFirstWord.append([]) }
        byFirstWord[Int(first)].append(Int32(forms.count))
        forms.append(Form(value: Int32(valueIndex), words: words, text: text))
        maxWords = max(maxWords, words.count)
      }
    }
    vocabulary.buildFuzzyIndex()
    self.vocabulary = vocabulary
    self.forms = forms
    self.maxWords = maxWords
    formsByFirstWord = byFirstWord
  }

  /// A name's words as they are indexed: normalized, fillers kept.
  static func nameWords(_ text: String) -> [String] {
    SpokenText(literal: text).words
  }

  /// Every value the spoken words may name, best first.
  ///
  /// A leading article or possessive ("the", "my") is tried both with and
  /// without, at a small cost.
  func candidates(for words: ArraySlice<String>, limit: Double = CostModel.entityLimit) -> [EntityCandidate] {
    var matcher = WordMatcher(vocabulary: vocabulary)
    return candidates(for: words, matcher: &matcher, limit: limit)
  }

  func candidates(
    for words: ArraySlice<String>,
    matcher: inout WordMatcher,
    limit: Double = CostModel.entityLimit
  ) -> [EntityCandidate] {
    var best: [Int32: EntityCandidate] = [:]
    var attempts: [(ArraySlice<String>, Double)] = [(words, 0)]
    if words.count > 1, let first = words.first, WordClasses.determiners.contains(first) {
      attempts.append((words.dropFirst(), CostModel.droppedDeterminer))
    }
    for (span, extra) in attempts {
      guard let first = span.first else { continue }
      for (firstWord, firstCost) in matcher.closeWords(first) {
        guard Int(firstWord) < formsByFirstWord.count else { continue }
        for formIndex in formsByFirstWord[Int(firstWord)] {
          let form = forms[Int(formIndex)]
          guard form.words.count == span.count else { continue }
          var cost = firstCost.cost + extra
          var evidence = firstCost.evidence
          var fits = true
          for (offset, spoken) in span.enumerated().dropFirst() {
            guard let wordCost = matcher.cost(of: spoken, as: form.words[offset]) else {
              fits = false
              break
            }
            cost += wordCost.cost
            evidence = max(evidence, wordCost.evidence)
          }
          guard fits, cost <= limit else { continue }
          if let existing = best[form.value], existing.cost <= cost { continue }
          best[form.value] = EntityCandidate(
            valueIndex: Int(form.value), value: values[Int(form.value)], form: form.text, cost: cost,
            evidence: evidence)
        }
      }
    }
    return best.values.sorted { ($0.cost, $0.valueIndex) < ($1.cost, $1.valueIndex) }
  }
}

extension EntityCandidate.Evidence: Comparable {
  private var rank: Int {
    switch self {
    case .exact: 0
    case .inflection: 1
    case .phonetic: 2
    case .spelling: 3
    }
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
