import PhraseMatcher

/// How often the matcher resolves utterances right, per category, over catalogs.
///
/// Clean, spoken-style, synonym and noisy utterances are generated from each
/// catalog's expansions (``SpokenVariants``); paraphrases and negatives come
/// from hand-written test files. Expansions that the catalog itself makes
/// ambiguous (two values with one name) are left out and counted apart.
package struct Accuracy: Sendable {
  package enum Category: String, Sendable, CaseIterable {
    case clean, spoken, synonym, noisy, paraphrase, negative
    /// Everyday sentences about the apps that ask for nothing: statements, complaints,
    /// questions, actions no shortcut has, other apps' jobs, negations.
    case everyday
    /// Requests with the app name where people put it: in a noun phrase, possessive, first.
    case appNames

    /// Whether a right answer is "none": the figure is then the false accepts.
    package var isNegative: Bool { self == .negative || self == .everyday }
  }

  package struct Tally: Sendable {
    package var total = 0
    package var correct = 0
    /// The first ``reportedFailures`` failures, for the report.
    package var failures: [String] = []
    /// Enough for every paraphrase miss of a held-out half with the semantic stage; the noisy sets' are cut short.
    static let reportedFailures = 400

    package init() {}

    package var rate: Double { total == 0 ? 1 : Double(correct) / Double(total) }

    mutating func record(_ ok: Bool, _ describe: @autoclosure () -> String) {
      total += 1
      if ok { correct += 1 } else if failures.count < Self.reportedFailures { failures.append(describe()) }
    }
  }

  package var tallies: [Category: Tally] = [:]
  /// Per category: how many right answers each stage gave.
  package var correctByStage: [Category: [MatchStage: Int]] = [:]
  /// Per category: how many wrong acceptances each stage made (negatives: false accepts).
  package var wrongByStage: [Category: [MatchStage: Int]] = [:]
  /// Per category: wrong answers that would have run an intent (not a question, not "none").
  package var wrongRuns: [Category: Int] = [:]
  /// The semantic stage's model; `nil` measures the alignment alone.
  package var embedder: (any SentenceEmbedder)?
  package var noisyByKind: [SpokenVariants.Kind: Tally] = [:]
  /// Per negatives file, in the order measured: how many lines, how many a catalog took.
  package var negativesByFile: [(file: String, total: Int, accepted: Int)] = []
  /// Expansions the catalogs make ambiguous by themselves.
  package var inherentCollisions = 0

  package init(embedder: (any SentenceEmbedder)? = nil) {
    self.embedder = embedder
  }

  /// The whole matcher for one catalog: the alignment, then the semantic stage when there is a model.
  struct CatalogMatcher {
    let matcher: Matcher
    let cache = WordCache()

    func match(_ utterance: String) -> MatchResult { matcher.match(utterance, cache: cache) }

    /// Why the semantic stage took or left `utterance` (``SemanticStage/explanation(of:)``), for a miss.
    func explain(_ utterance: String) -> String {
      matcher.semantic.map { "; semantic: " + $0.explanation(of: matcher.index.match(utterance, cache: cache)) } ?? ""
    }
  }

  func matcher(_ index: PhraseIndex) -> CatalogMatcher {
    CatalogMatcher(matcher: Matcher(index: index, embedder: embedder))
  }

  mutating func count(_ category: Category, _ result: MatchResult, correct: Bool) {
    if !correct, case .matched = result.resolution { wrongRuns[category, default: 0] += 1 }
    guard let stage = result.best?.stage else { return }
    if correct {
      correctByStage[category, default: [:]][stage, default: 0] += 1
    } else {
      wrongByStage[category, default: [:]][stage, default: 0] += 1
    }
  }

  /// Measures one catalog with its paraphrase file (if any).
  package mutating func measure(_ catalog: Catalog, paraphrases: TestFile?) {
    let index = PhraseIndex(catalog)
    let matcher = matcher(index)
    let reference = ExactMatcher(catalog)
    for expansion in catalog.expansions() {
      measure(expansion, in: catalog, match: matcher.match, reference: reference)
    }
    measure(paraphrases, with: matcher)
  }

  /// Measures `count` expansions spread evenly over a large catalog (every
  /// expansion of 100,000 values would be ten million).
  package mutating func measure(_ catalog: Catalog, sample count: Int) {
    let match = matcher(PhraseIndex(catalog)).match
    let reference = ExactMatcher(catalog)
    let total = catalog.expansionCount
    let step = max(1, total / max(1, count))
    for position in stride(from: 0, to: total, by: step) {
      catalog.expansions(in: position..<(position + 1)) { measure($0, in: catalog, match: match, reference: reference) }
    }
  }

  private mutating func measure(
    _ expansion: Expansion, in catalog: Catalog, match: (String) -> MatchResult, reference: ExactMatcher
  ) {
    guard case .matched = reference.resolve(expansion.text) else {
      inherentCollisions += 1
      return
    }
    func expect(_ text: String, _ category: Category) -> Bool {
      let result = match(text)
      let ok = Self.resolves(result, to: expansion)
      count(category, result, correct: ok)
      return ok
    }
    if expansion.usesSynonym {
      let text = SpokenVariants.spoken(expansion.text)
      tallies[.synonym, default: Tally()].record(expect(text, .synonym), "\(text) (\(catalog.app.name))")
      return
    }
    tallies[.clean, default: Tally()].record(expect(expansion.text, .clean), expansion.text)
    let spoken = SpokenVariants.spoken(expansion.text)
    tallies[.spoken, default: Tally()].record(expect(spoken, .spoken), spoken)
    for (kind, text) in SpokenVariants.noisy(expansion, in: catalog) {
      let ok = expect(text, .noisy)
      tallies[.noisy, default: Tally()].record(ok, "\(kind.rawValue): \(text) → \(TestRunner.describe(match(text)))")
      noisyByKind[kind, default: Tally()].record(ok, text)
    }
  }

  private mutating func measure(_ paraphrases: TestFile?, with matcher: CatalogMatcher) {
    for testCase in paraphrases?.cases ?? [] {
      let result = matcher.match(testCase.utterance)
      let ok = testCase.expectation.isMet(by: result)
      count(.paraphrase, result, correct: ok)
      tallies[.paraphrase, default: Tally()].record(
        ok,
        "\(testCase.utterance) => \(testCase.expectation), got \(TestRunner.describe(result))"
          + matcher.explain(testCase.utterance))
    }
  }

  /// Requests each meant for one of `catalogs`: right when that one resolves it as
  /// expected and no other runs anything.
  package mutating func measureAcross(_ cases: [TestFile.TestCase], against catalogs: [Catalog], as category: Category)
  {
    let matchers = catalogs.map { matcher(PhraseIndex($0)) }
    guard !matchers.isEmpty else { return }
    for testCase in cases {
      let results = matchers.map { $0.match(testCase.utterance) }
      let right = results.firstIndex { testCase.expectation.isMet(by: $0) }
      let others = results.indices.filter { $0 != right && results[$0].best != nil }
      let ok = right != nil && others.isEmpty
      let shown = right.map { results[$0] } ?? others.first.map { results[$0] } ?? results[0]
      count(category, shown, correct: ok)
      tallies[category, default: Tally()].record(
        ok, "\(testCase.utterance) => \(testCase.expectation), got \(TestRunner.describe(shown))")
    }
  }

  /// Counts a false accept when any of `catalogs` takes a negative utterance.
  package mutating func measureNegatives(
    _ utterances: [String], against catalogs: [Catalog], as category: Category = .negative
  ) {
    let matchers = catalogs.map { matcher(PhraseIndex($0)) }
    for utterance in utterances {
      let accepted = matchers.lazy.map { (result: $0.match(utterance), by: $0) }.first { $0.result.best != nil }
      if let accepted { count(category, accepted.result, correct: false) }
      tallies[category, default: Tally()].record(
        accepted == nil,
        "\(utterance) → \(accepted.map { TestRunner.describe($0.result) + $0.by.explain(utterance) } ?? "")")
    }
  }

  static func resolves(_ result: MatchResult, to expansion: Expansion) -> Bool {
    guard case .matched(let match) = result.resolution, match.shortcutIndex == expansion.shortcutIndex else {
      return false
    }
    guard let name = expansion.parameterName else { return true }
    return match.parameters[name]?.id == expansion.valueID
  }

}
