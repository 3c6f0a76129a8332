/// Resolves spoken names to the values of one entity or enum type.
///
/// Exact titles and synonyms first; then, word by word, plural or singular,
/// same sound (``SoundKey``) and a letter or two of difference (edit distance
/// scaled to the word's length). Every candidate comes back with its cost, so
/// a dialog can disambiguate "Kitchen Light" from "Kitchen Lights" instead of
/// picking one silently.
///
/// Names are stored flat: each form (a title or synonym) is a run of word ids,
/// and forms are listed by (word, position), so a lookup walks only the names
/// that have a word close to the rarest word spoken, in its place.
///
/// - Complexity: Building is O(*c* log *c*) in the characters of all names.
///   A lookup costs a few hashed probes per spoken word plus the forms that
///   share a first word.
final class EntityIndex: Sendable {
  let values: [Catalog.Value]
  /// The most words in any title or synonym.
  let maxWords: Int
  let vocabulary: EntityVocabulary
  private let formValue: [Int32]
  private let formText: [String]
  private let formStart: [Int32]
  private let formWords: [Int32]
  /// Forms by (word, position, length) in compressed rows: the forms of *n* words with word *w*
  /// at position *p* are `postings[offsets[r]..<offsets[r + 1]]`, *r* = (*w* × P + *p*) × P + *n* − 1,
  /// where positions from P − 1 on share the last row, as do lengths from P on: a span is
  /// looked up among the forms of its own length only.
  private let offsets: [Int32]
  private let postings: [Int32]
  private let positions: Int
  /// Every two words that follow each other in a form, as `first << 32 | second`.
  private let adjacentPairs: Set<UInt64>
  /// The language its names are spoken in (its vocabulary's).
  var language: SpokenLanguage { vocabulary.language }

  init(values: [Catalog.Value], language: SpokenLanguage) {
    self.values = values
    var vocabulary = EntityVocabulary(language: language)
    var formValue: [Int32] = []
    var formText: [String] = []
    var formStart: [Int32] = [0]
    var formWords: [Int32] = []
    var maxWords = 0
    for (valueIndex, value) in values.enumerated() {
      var seen: Set<[Int32]> = []
      for text in value.spokenForms {
        let words = SpokenText(literal: text, language: language).words.map { vocabulary.intern($0) }
        guard !words.isEmpty, seen.insert(words).inserted else { continue }
        formValue.append(Int32(valueIndex))
        formText.append(text)
        formWords += words
        formStart.append(Int32(formWords.count))
        maxWords = max(maxWords, words.count)
      }
    }
    vocabulary.buildFuzzyIndex()
    // Counting sort of (form, position) pairs by row (``row(_:_:_:positions:)``).
    let positions = max(1, min(maxWords, 4))
    var offsets = [Int32](repeating: 0, count: vocabulary.words.count * positions * positions + 1)
    for form in formValue.indices {
      let length = Int(formStart[form + 1] - formStart[form])
      for position in 0..<length {
        offsets[Self.row(formWords[Int(formStart[form]) + position], position, length, positions: positions) + 1] += 1
      }
    }
    for index in 1..<offsets.count { offsets[index] += offsets[index - 1] }
    var next = offsets
    var postings = [Int32](repeating: 0, count: formWords.count)
    for form in formValue.indices {
      let length = Int(formStart[form + 1] - formStart[form])
      for position in 0..<length {
        let target = Self.row(formWords[Int(formStart[form]) + position], position, length, positions: positions)
        postings[Int(next[target])] = Int32(form)
        next[target] += 1
      }
    }
    self.vocabulary = vocabulary
    self.formValue = formValue
    self.formText = formText
    self.formStart = formStart
    self.formWords = formWords
    self.maxWords = maxWords
    self.offsets = offsets
    self.postings = postings
    self.positions = positions
    var pairs = Set<UInt64>()
    for form in formValue.indices where formStart[form + 1] - formStart[form] > 1 {
      for position in Int(formStart[form])..<(Int(formStart[form + 1]) - 1) {
        pairs.insert(UInt64(UInt32(formWords[position])) << 32 | UInt64(UInt32(formWords[position + 1])))
      }
    }
    adjacentPairs = pairs
  }

  /// The row of ``postings`` for the forms of `length` words with `word` at `position`.
  @inline(__always)
  private static func row(_ word: Int32, _ position: Int, _ length: Int, positions: Int) -> Int {
    (Int(word) * positions + min(position, positions - 1)) * positions + min(length, positions) - 1
  }

  /// Whether some name says `first` then `second`.
  func follows(_ first: String, _ second: String) -> Bool {
    guard let a = vocabulary.id(of: first), let b = vocabulary.id(of: second) else { return false }
    return adjacentPairs.contains(UInt64(UInt32(a)) << 32 | UInt64(UInt32(b)))
  }

  /// Every value the spoken words may name, best first (convenience for one-off lookups).
  func candidates(for words: ArraySlice<String>, limit: Double = CostModel.entityLimit) -> [EntityCandidate] {
    let close = words.map { vocabulary.closeWords(WordKeys($0, language: language), fuzzy: true) }
    let determiner = words.map { language.classes.determiners.contains($0) }
    return spanCandidates(close: close[...], startsWithDeterminer: determiner.first ?? false, limit: Float(limit))
      .map(candidate)
  }

  /// Candidates for a span whose words' close name words are `close`.
  ///
  /// A leading article or possessive ("the", "my") is also tried without, at a small cost.
  func spanCandidates(
    close: ArraySlice<[WordMatch]>,
    startsWithDeterminer: Bool,
    limit: Float = Float(CostModel.entityLimit)
  ) -> [SpanCandidate] {
    var best: [SpanCandidate] = []
    appendSpanCandidates(close: close, startsWithDeterminer: startsWithDeterminer, limit: limit, into: &best)
    return best
  }

  /// ``spanCandidates(close:startsWithDeterminer:limit:)`` appended to `list`, best first.
  func appendSpanCandidates(
    close: ArraySlice<[WordMatch]>,
    startsWithDeterminer: Bool,
    limit: Float = Float(CostModel.entityLimit),
    into list: inout [SpanCandidate]
  ) {
    let first = list.count
    collect(close, extra: 0, into: &list, from: first, limit: limit)
    if startsWithDeterminer && close.count > 1 {
      collect(close.dropFirst(), extra: Float(CostModel.droppedDeterminer), into: &list, from: first, limit: limit)
    }
    list[first...].sort { ($0.cost, $0.value) < ($1.cost, $1.value) }
  }

  private func collect(
    _ close: ArraySlice<[WordMatch]>, extra: Float, into best: inout [SpanCandidate], from first: Int, limit: Float
  ) {
    let length = close.count
    guard length > 0 else { return }
    func row(_ word: Int32, _ position: Int) -> Int { Self.row(word, position, length, positions: positions) }
    // Walk the postings of the position whose close words name the fewest forms.
    var pivot = 0
    var fewest = Int.max
    for position in 0..<length {
      var total = 0
      for match in close[close.startIndex + position] {
        let r = row(match.id, position)
        total += Int(offsets[r + 1] - offsets[r])
      }
      if total < fewest {
        fewest = total
        pivot = position
      }
      if total == 0 { return }
    }
    for pivotMatch in close[close.startIndex + pivot] {
      let r = row(pivotMatch.id, pivot)
      for slot in Int(offsets[r])..<Int(offsets[r + 1]) {
        let form = Int(postings[slot])
        let start = Int(formStart[form])
        guard Int(formStart[form + 1]) - start == length, formWords[start + pivot] == pivotMatch.id else { continue }
        var cost = extra
        var evidence = EntityCandidate.Evidence.exact
        var fits = true
        var shortMisses = 0
        for offset in 0..<length {
          let wanted = formWords[start + offset]
          guard let match = close[close.startIndex + offset].first(where: { $0.id == wanted }) else {
            fits = false
            break
          }
          cost += match.cost
          evidence = max(evidence, match.evidence)
          if match.needsExactNeighbours { shortMisses += 1 }
        }
        // A short word a letter off stands only in a longer name that is otherwise heard as it is.
        if shortMisses > 0 && (length < 2 || shortMisses > 1 || cost - extra > Float(CostModel.spelling(edits: 1))) {
          continue
        }
        guard fits, cost <= limit else { continue }
        let value = formValue[form]
        if let index = best[first...].firstIndex(where: { $0.value == value }) {
          if best[index].cost > cost {
            best[index] = SpanCandidate(value: value, form: Int32(form), cost: cost, evidence: evidence)
          }
        } else {
          best.append(SpanCandidate(value: value, form: Int32(form), cost: cost, evidence: evidence))
        }
      }
    }
  }

  /// The public form of a span candidate.
  func candidate(_ span: SpanCandidate) -> EntityCandidate {
    EntityCandidate(
      valueIndex: Int(span.value), value: values[Int(span.value)], form: formText[Int(span.form)],
      cost: Double(span.cost), evidence: span.evidence)
  }
}

/// A value a span of words may name: compact, for the matcher's inner loop.
struct SpanCandidate: Sendable {
  var value: Int32
  var form: Int32
  var cost: Float
  var evidence: EntityCandidate.Evidence
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
