/// The distinct words of one type's names, with the keys that find them by
/// inflection, sound and spelling.
struct EntityVocabulary: Sendable {
  private(set) var words: [String] = []
  private var ids: [String: Int32] = [:]
  private var bySingular: [String: [Int32]] = [:]
  private var byPhonetic: [String: [Int32]] = [:]
  /// Each word and each of its one-letter deletions → words (symmetric delete index).
  private var byDeletion: [String: [Int32]] = [:]
  private var bytes: [[UInt8]] = []

  mutating func intern(_ word: String) -> Int32 {
    if let id = ids[word] { return id }
    let id = Int32(words.count)
    words.append(word)
    ids[word] = id
    return id
  }

  func id(of word: String) -> Int32? { ids[word] }

  mutating func buildFuzzyIndex() {
    bytes = words.map { Array($0.utf8) }
    for (index, word) in words.enumerated() {
      let id = Int32(index)
      bySingular[Inflection.singular(word), default: []].append(id)
      if word.utf8.count >= 3 { byPhonetic[Metaphone.key(word), default: []].append(id) }
      guard EditDistance.allowance(forLength: word.utf8.count) > 0 else { continue }
      for deletion in Self.deletions(of: bytes[index]) {
        byDeletion[deletion, default: []].append(id)
      }
    }
  }

  /// Every entity word within reach of `spoken`, with the cost of taking one for the other.
  func closeWords(_ spoken: String) -> [Int32: WordCost] {
    var found: [Int32: WordCost] = [:]
    func offer(_ id: Int32, _ cost: WordCost) {
      if let existing = found[id], existing.cost <= cost.cost { return }
      found[id] = cost
    }
    if let id = ids[spoken] { offer(id, WordCost(cost: 0, evidence: .exact)) }
    for id in bySingular[Inflection.singular(spoken)] ?? [] {
      offer(id, WordCost(cost: CostModel.inflection, evidence: .inflection))
    }
    let spokenBytes = Array(spoken.utf8)
    if spokenBytes.count >= 3 {
      for id in byPhonetic[Metaphone.key(spoken)] ?? [] {
        offer(id, WordCost(cost: CostModel.phonetic, evidence: .phonetic))
      }
    }
    let allowance = EditDistance.allowance(forLength: spokenBytes.count)
    guard allowance > 0 else { return found }
    for key in Self.deletions(of: spokenBytes) {
      for id in byDeletion[key] ?? [] where found[id] == nil {
        let limit = min(allowance, EditDistance.allowance(forLength: bytes[Int(id)].count))
        let distance = EditDistance.between(spokenBytes, bytes[Int(id)], limit: limit)
        if distance <= limit {
          offer(id, WordCost(cost: CostModel.spelling(edits: distance), evidence: .spelling))
        }
      }
    }
    return found
  }

  /// The word itself and every string one letter shorter.
  private static func deletions(of bytes: [UInt8]) -> [String] {
    var result = [String(decoding: bytes, as: UTF8.self)]
    for index in bytes.indices where index == 0 || bytes[index] != bytes[index - 1] {
      var shorter = bytes
      shorter.remove(at: index)
      result.append(String(decoding: shorter, as: UTF8.self))
    }
    return result
  }
}

/// The cost of hearing one word as another.
struct WordCost: Sendable, Hashable {
  var cost: Double
  var evidence: EntityCandidate.Evidence
}

/// Per-utterance memo of ``EntityVocabulary/closeWords(_:)``.
struct WordMatcher {
  let vocabulary: EntityVocabulary
  private var memo: [String: [Int32: WordCost]] = [:]

  init(vocabulary: EntityVocabulary) {
    self.vocabulary = vocabulary
  }

  mutating func closeWords(_ spoken: String) -> [Int32: WordCost] {
    if let known = memo[spoken] { return known }
    let found = vocabulary.closeWords(spoken)
    memo[spoken] = found
    return found
  }

  mutating func cost(of spoken: String, as word: Int32) -> WordCost? {
    closeWords(spoken)[word]
  }
}
