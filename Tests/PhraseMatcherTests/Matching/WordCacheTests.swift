import TestSupport
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
    var generator = SeededGenerator(seed: 20_261_201)
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

  /// What the index works out for its phrases' and names' words before any utterance is what
  /// hearing the word would work out, and every such word is there.
  @Test(arguments: CatalogFixtures.names)
  func knownWordsAreWhatHearingThemFinds(_ name: String) throws {
    let index = PhraseIndex(try CatalogFixtures.load(name))
    let words = index.vocabulary.entries.map(\.text) + index.types.flatMap(\.vocabulary.words)
    var differences: [String] = []
    for word in Set(words) {
      let heard = WordTraits(word, vocabulary: index.vocabulary, appNames: index.appNames)
      guard let known = index.knownWords[word] else {
        differences.append("\(word): not known")
        continue
      }
      let same =
        known.keys.text == heard.keys.text && known.keys.sound == heard.keys.sound
        && known.keys.singularSound == heard.keys.singularSound && known.isPhraseWord == heard.isPhraseWord
        && known.isFunctionWord == heard.isFunctionWord && known.isDeterminer == heard.isDeterminer
        && known.mayStartAppName == heard.mayStartAppName
        && known.covers.map { "\($0.id):\($0.cost)" } == heard.covers.map { "\($0.id):\($0.cost)" }
      if !same { differences.append(word) }
    }
    #expect(words.count > 20)
    #expect(index.knownWords.count == Set(words).count)
    #expect(differences.isEmpty, "\(differences.prefix(5))")
  }

  @Test func theSpanMemoFindsWhatWasStoredAndNothingElse() {
    var memo = SpanMemo()
    let one = [SpanCandidate(value: 1, form: 1, cost: 0, evidence: .exact)]
    for serial in 1...5_000 {
      memo.insert(
        SpanMemo.Key(type: serial % 3, serials: (serial, serial + 1, 0, 0)), serial.isMultiple(of: 2) ? one : [])
    }
    var wrong = 0
    for serial in 1...5_000 {
      let found = memo.value(SpanMemo.Key(type: serial % 3, serials: (serial, serial + 1, 0, 0)))
      if found?.count != (serial.isMultiple(of: 2) ? 1 : 0) { wrong += 1 }
      if memo.value(SpanMemo.Key(type: serial % 3 + 1, serials: (serial, serial + 1, 0, 0))) != nil { wrong += 1 }
    }
    #expect(wrong == 0)
    #expect(memo.value(SpanMemo.Key(type: 0, serials: (9_999, 1, 2, 3))) == nil)
    memo.removeAll()
    #expect(memo.value(SpanMemo.Key(type: 0, serials: (2, 3, 0, 0))) == nil, "forgotten")
    memo.insert(SpanMemo.Key(type: 0, serials: (3, 4, 0, 0)), one)
    #expect(memo.value(SpanMemo.Key(type: 0, serials: (3, 4, 0, 0)))?.count == 1)
    #expect(memo.value(SpanMemo.Key(type: 2, serials: (2, 3, 0, 0))) == nil)
  }

  /// A one-shot match borrows the index's buffers, never its memory: it gives what a new cache
  /// gives, in any order, and the cache it lent comes back knowing no word.
  @Test func aOneShotMatchRemembersNothing() throws {
    let catalog = try CatalogFixtures.load("notes.json")
    let index = PhraseIndex(catalog)
    var utterances = catalog.expansions(limit: 200).map(\.text)
    utterances += ["", "um", "read my grocery note in notes", "uh what's in my groseries note in notes"]
    var generator = SeededGenerator(seed: 20_261_206)
    var differences: [String] = []
    for utterance in utterances + utterances.shuffled(using: &generator) {
      let pooled = index.match(utterance)
      #expect(index.scratch.withCache { $0.remembersNothing })
      if pooled != index.match(utterance, only: nil, cache: WordCache()), differences.count < 5 {
        differences.append(utterance)
      }
    }
    #expect(utterances.count > 50)
    #expect(differences.isEmpty, "\(differences)")
  }

  /// Tasks matching through one index at once each borrow their own buffers: every result is
  /// the one a lone match gives.
  @Test func concurrentOneShotMatchesShareNoBuffers() async throws {
    let catalog = try CatalogFixtures.load("home.json")
    let index = PhraseIndex(catalog)
    let utterances = Array(catalog.expansions(limit: 120).map(\.text))
    let alone = utterances.map { index.match($0, only: nil, cache: WordCache()) }
    let together = await withTaskGroup(of: (Int, [MatchResult]).self) { group in
      for task in 0..<6 {
        group.addTask { (task, utterances.map { index.match($0) }) }
      }
      var results: [[MatchResult]] = Array(repeating: [], count: 6)
      for await (task, found) in group { results[task] = found }
      return results
    }
    #expect(utterances.count > 50)
    for found in together { #expect(found == alone) }
  }

  /// Long unique words cannot grow the cache past its byte budget.
  @Test func longUniqueWordsStayWithinTheByteBudget() throws {
    let index = PhraseIndex(try CatalogFixtures.load("home.json"))
    let cache = WordCache(byteBudget: 1 << 20)
    var generator = SeededWords(seed: 7)
    var peak = 0
    for _ in 0..<40 {
      _ = index.match(generator.word(length: 50_000), cache: cache)
      peak = max(peak, cache.factBytes)
    }
    #expect(peak <= 1 << 20 && peak > 1 << 19)
  }
}

/// Letters from a fixed seed, so a failure can be replayed.
private struct SeededWords {
  var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func word(length: Int) -> String {
    var bytes = [UInt8]()
    bytes.reserveCapacity(length)
    for _ in 0..<length {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      bytes.append(UInt8(ascii: "a") + UInt8((state >> 33) % 26))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
