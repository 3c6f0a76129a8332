import Synchronization

/// What the matcher knows of one spoken word in one cache: its ``WordTraits`` (the index's own,
/// for a word its phrases or names say) and, per entity type, the name words it is close to,
/// found on first use.
final class WordFacts {
  /// Unique within its cache, never reused: keys of the span memo.
  let serial: Int
  /// What the word is against the index, whatever the utterance (shared by the index for its own words).
  let traits: WordTraits
  /// Per type: the name words it can stand for (computed on first use): the first type's
  /// inline, the others' in an array grown when one is asked (most catalogs have one type, and
  /// every word of every one-shot match is learned anew). Read and written only by
  /// `closeWords`, which calls nothing that reaches them: unchecked.
  @exclusivity(unchecked) private var firstClose: [WordMatch]?
  @exclusivity(unchecked) private var otherClose: [[WordMatch]?] = []

  init(_ word: String, index: PhraseIndex, serial: Int) {
    self.serial = serial
    traits = index.knownWords[word] ?? WordTraits(word, vocabulary: index.vocabulary, appNames: index.appNames)
  }

  /// The name words of `entity` (the index's type number `type`) this word is close to.
  func closeWords(type: Int, in entity: EntityIndex) -> [WordMatch] {
    if type == 0, let known = firstClose { return known }
    if type > 0, type <= otherClose.count, let known = otherClose[type - 1] { return known }
    // Spelling variants only for words known to neither the phrases nor the names (a word the
    // index does not know is no name word: its traits say so without a lookup).
    let exact = traits.nameID(type: type)
    let found = entity.vocabulary.closeWords(traits.keys, exact: exact, fuzzy: !traits.isPhraseWord && exact == nil)
    if type == 0 {
      firstClose = found
    } else {
      if otherClose.count < type { otherClose += repeatElement(nil, count: type - otherClose.count) }
      otherClose[type - 1] = found
    }
    return found
  }
}

/// The matcher's memory between utterances: word facts, the values spans of
/// words may name, and the buffers of the last match. A stream of utterances
/// (coverage's expansions, lines piped to `duo-say match`) repeats the same
/// few words, so matching with one cache is several times faster; results are
/// exactly those of ``PhraseIndex/match(_:)``.
///
/// ```swift
/// let cache = WordCache()
/// for line in lines { print(index.match(line, cache: cache).best?.intent ?? "none") }
/// ```
///
/// Not thread-safe: one per task. Bound to one index: given another, it
/// forgets what it knew. Bounded: past ``capacity`` words, or 32 MB
/// bytes of them, it starts over, so a long stream of new (or very long)
/// words cannot grow it forever.
public final class WordCache {
  static let capacity = 200_000
  /// About what the words cost in memory: each is kept three times (the key,
  /// its text, its bytes) beside fixed-size facts.
  static let defaultByteBudget = 32 << 20
  let byteBudget: Int
  private(set) var factBytes = 0

  public init() {
    byteBudget = Self.defaultByteBudget
  }

  /// A cache with a smaller budget, for tests.
  init(byteBudget: Int) {
    self.byteBudget = byteBudget
  }
  private var index: PhraseIndex?
  private var facts: [String: WordFacts] = [:]
  private var nextSerial = 0
  /// The values a span of up to four words may name, by type and words.
  private var spans = SpanMemo()
  /// The alignment buffers and the utterance tables, lent to one match at a time.
  var aligner = Aligner()
  var context = UtteranceContext()

  /// The utterance tables, moved out (not copied) and filled for `words`.
  func lendContext(for words: [String], index: PhraseIndex) -> UtteranceContext {
    var lent = UtteranceContext()
    swap(&lent, &context)
    lent.reset(words: words, index: index, cache: self)
    return lent
  }

  /// The alignment buffers, moved out (not copied) for the length of a match.
  func lendAligner() -> Aligner {
    var lent = Aligner()
    swap(&lent, &aligner)
    return lent
  }

  /// Whether it knows no word (a new cache, or one that forgot).
  var remembersNothing: Bool { facts.isEmpty && factBytes == 0 }

  /// Forgets every word and span it learnt, keeping its buffers' storage.
  func forget() {
    facts.removeAll(keepingCapacity: true)
    spans.removeAll()
    factBytes = 0
    context.forgetWords()
  }

  func facts(_ word: String, index: PhraseIndex) -> WordFacts {
    if self.index !== index {
      (facts, spans) = ([:], SpanMemo())
      self.index = index
    }
    let cost = 3 * word.utf8.count + 256
    // At the bound (rarely), a word already known is not a reason to start over.
    if facts.count >= Self.capacity || factBytes + cost > byteBudget, facts[word] == nil {
      facts.removeAll(keepingCapacity: facts.count < Self.capacity)
      spans = SpanMemo()
      factBytes = 0
    }
    // One hash for a word known or new: the default is made only when the word is missing.
    return Self.stored(&facts[word, default: learn(word, cost: cost, index: index)])
  }

  /// New facts for `word`, counted against the budget.
  private func learn(_ word: String, cost: Int, index: PhraseIndex) -> WordFacts {
    factBytes += cost
    nextSerial += 1
    return WordFacts(word, index: index, serial: nextSerial)
  }

  /// The facts a dictionary slot holds, read through a mutating access so that a missing
  /// word's default is stored with the same lookup.
  private static func stored(_ slot: inout WordFacts) -> WordFacts { slot }

  /// The candidates of `type` for the span `words`, from memory or from `compute`.
  func spanCandidates(type: Int, words: ArraySlice<WordFacts>, compute: () -> [SpanCandidate]) -> [SpanCandidate] {
    // Serials pack into 32 bits each; past that (never in practice) nothing is remembered.
    guard words.count <= 4, nextSerial <= Int(UInt32.max) else { return compute() }
    func serial(_ offset: Int) -> Int { offset < words.count ? words[words.startIndex + offset].serial : 0 }
    let key = SpanMemo.Key(type: type, serials: (serial(0), serial(1), serial(2), serial(3)))
    if let known = spans.value(key) { return known }
    let found = compute()
    spans.insert(key, found)
    return found
  }
}

/// The buffers of a few ``WordCache``s an index lends to one-shot matches
/// (``PhraseIndex/match(_:)``), so a match that keeps no memory of the last
/// one still allocates its tables only once per thread that asks.
///
/// A cache comes back emptied (``WordCache/forget()``): a one-shot match
/// learns its words' facts afresh, exactly as with a new cache; only the
/// storage is reused. At most ``capacity`` caches wait; more concurrent
/// matches get new ones.
final class WordCachePool: Sendable {
  static let capacity = 4
  private let idle = Mutex<[Lent]>([])

  /// A cache handed from one thread to the next, used by one at a time.
  private final class Lent: @unchecked Sendable {
    let cache: WordCache
    init(_ cache: WordCache) { self.cache = cache }
  }

  /// Runs `body` with an empty cache, then empties it and keeps it for the next.
  func withCache<T>(_ body: (WordCache) -> T) -> T {
    let lent = idle.withLock { $0.popLast() } ?? Lent(WordCache())
    defer {
      lent.cache.forget()
      idle.withLock { caches in
        if caches.count < Self.capacity { caches.append(lent) }
      }
    }
    return body(lent.cache)
  }
}
