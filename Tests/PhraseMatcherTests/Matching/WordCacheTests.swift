import Testing

@testable import PhraseMatcher

/// What a task's ``WordCache`` remembers between utterances (word facts, span
/// candidates, the last utterance's words and buffers) must never change a
/// result: matching with one long-lived cache, in any order, gives exactly
/// what a fresh match gives.
@Suite struct WordCacheTests {
  @Test(arguments: CatalogFixtures.names)
  func aSharedCacheChangesNoResult(_ name: String) throws {
    let catalog = try CatalogFixtures.load(name)
    let index = PhraseIndex(catalog)
    var utterances: [String] = []
    for expansion in catalog.expansions(limit: 500) {
      utterances.append(expansion.text)
      utterances += SpokenVariants.noisy(expansion, in: catalog).prefix(3).map(\.1)
    }
    utterances += ["", "um", "what", "read read read read", "the the the", String(repeating: "note ", count: 60)]
    var generator = SystemRandomNumberGenerator()
    let cache = WordCache()
    var differences: [String] = []
    for utterance in utterances + utterances.shuffled(using: &generator) {
      let fresh = index.match(utterance)
      let cached = index.match(utterance, only: nil, cache: cache)
      if fresh != cached, differences.count < 5 { differences.append(utterance) }
    }
    #expect(utterances.count > 100)
    #expect(differences.isEmpty, "\(differences)")
  }

  @Test func theSpanMemoFindsWhatWasStoredAndNothingElse() {
    var memo = SpanMemo()
    let one = [SpanCandidate(value: 1, form: 1, cost: 0, evidence: .exact)]
    for serial in 1...5_000 {
      memo.insert(SpanMemo.Key(type: serial % 3, serials: (serial, serial + 1, 0, 0)), serial.isMultiple(of: 2) ? one : [])
    }
    var wrong = 0
    for serial in 1...5_000 {
      let found = memo.value(SpanMemo.Key(type: serial % 3, serials: (serial, serial + 1, 0, 0)))
      if found?.count != (serial.isMultiple(of: 2) ? 1 : 0) { wrong += 1 }
      if memo.value(SpanMemo.Key(type: serial % 3 + 1, serials: (serial, serial + 1, 0, 0))) != nil { wrong += 1 }
    }
    #expect(wrong == 0)
    #expect(memo.value(SpanMemo.Key(type: 0, serials: (9_999, 1, 2, 3))) == nil)
  }
}
