/// Checks that every expansion of a catalog resolves back to its own shortcut
/// and value, and (with noise) how robust each shortcut and value is by ear.
///
/// ```swift
/// let report = await CoverageAnalysis(catalog: catalog, noisy: true).run()
/// report.failures.count          // expansions that would not reach their shortcut
/// report.findings                // Apple's rules broken
/// ```
/// - Complexity: one match per expansion (and per noisy variant), spread over
///   the cores.
public struct CoverageAnalysis: Sendable {
  public let catalog: Catalog
  public var noisy: Bool
  public var countAppNameForms = false
  /// Rules out, per phrase, the phrases that cannot come near its expansions
  /// (off: every expansion is matched against every phrase; the results agree).
  var usesPruning = true
  /// Catalogs needing more checks than this (expansions, times their spoken variants with
  /// `noisy`) are refused with a message, not checked.
  public static let maximumExpansions = 1_000_000
  /// Catalogs with more phrases than this are refused too: every phrase is
  /// weighed against every other once (3,000 phrases take about 8 s), and
  /// Apple allows an app 1,000 phrases once expanded.
  public static let maximumPhrases = 5_000

  /// How many utterances one expansion costs: itself, and with `noisy` a variant of each kind.
  public var checksPerExpansion: Int { noisy ? 1 + SpokenVariants.Kind.allCases.count : 1 }

  public init(catalog: Catalog, noisy: Bool = false) {
    self.catalog = catalog
    self.noisy = noisy
  }

  /// Runs the checks on `workers` tasks (default: one per core).
  public func run(workers: Int = CoverageAnalysis.defaultWorkers) async -> CoverageReport {
    var report = CoverageReport(catalog: catalog)
    report.checksPerExpansion = checksPerExpansion
    report.findings = catalog.lints(countAppNameForms: countAppNameForms)
    let count = catalog.expansionCount
    let phrases = catalog.shortcuts.reduce(0) { $0 + $1.phrases.count }
    guard count <= Self.maximumExpansions / checksPerExpansion, phrases <= Self.maximumPhrases else {
      report.tooLarge = true
      return report
    }
    let index = PhraseIndex(catalog)
    let (catalog, noisy) = (catalog, noisy)
    let pruning = usesPruning ? Pruning(index: index) : nil
    let slices = Self.split(count, into: max(1, workers))
    let parts = await withTaskGroup(of: CoverageReport.Part.self) { group in
      for slice in slices {
        group.addTask {
          var part = CoverageReport.Part()
          catalog.expansions(in: slice) { part.check($0, with: index, pruning: pruning, noisy: noisy) }
          return part
        }
      }
      var parts: [CoverageReport.Part] = []
      for await part in group { parts.append(part) }
      return parts
    }
    for part in parts { report.merge(part) }
    report.finish()
    return report
  }

  public static var defaultWorkers: Int { max(1, SystemCPU.count) }

  /// For each phrase, the phrases and negative phrases that can come near its
  /// expansions (``TemplateBound``); the others are not aligned with them.
  struct Pruning: Sendable {
    /// Phrases whose bound reaches this are left out; a result is trusted when
    /// its best reading costs at most `threshold - ambiguityMargin`.
    static let threshold: Float = 0.8
    let allowed: [(phrases: [Int], negatives: [Int])]
    /// (shortcut, phrase) → compiled phrase position.
    let positions: [[Int]]

    init(index: PhraseIndex) {
      let bounds = TemplateBound(index: index)
      allowed = index.phrases.map { p in
        let side = bounds.side(p)
        return (
          index.phrases.indices.filter { q in
            index.phrases[q] === p || bounds.bound(index.phrases[q], against: side) < Self.threshold
          },
          index.negatives.indices.filter {
            bounds.bound(index.negatives[$0], against: side) <= Float(CostModel.negativeVeto)
          }
        )
      }
      var positions: [[Int]] = []
      for (position, phrase) in index.phrases.enumerated() {
        while positions.count <= phrase.shortcut { positions.append([]) }
        positions[phrase.shortcut].append(position)
      }
      self.positions = positions
    }

    /// Whether an expansion comes back to its own shortcut and value, cleanly
    /// and trustworthily, aligning only what can matter; `false` means "look
    /// at the whole result" (``match(_:shortcut:phrase:index:cache:)``).
    func resolvesCleanly(_ expansion: Expansion, words: [String], index: PhraseIndex, cache: WordCache) -> Bool {
      index.resolves(
        words, to: expansion.shortcutIndex, parameter: expansion.parameterName, valueID: expansion.valueID,
        only: allowed[positions[expansion.shortcutIndex][expansion.phraseIndex]],
        trustBelow: Self.threshold - Float(CostModel.ambiguityMargin), cache: cache)
    }

    /// The match of an expansion of `shortcut`'s phrase `phrase`, aligning only what can matter.
    func match(_ text: String, shortcut: Int, phrase: Int, index: PhraseIndex, cache: WordCache) -> MatchResult {
      let result = index.match(text, only: allowed[positions[shortcut][phrase]], cache: cache)
      let trusted = Float(result.best?.cost ?? .infinity) <= Self.threshold - Float(CostModel.ambiguityMargin)
      return trusted || result.vetoingPhrase != nil ? result : index.match(text, only: nil, cache: cache)
    }
  }

  static func split(_ count: Int, into workers: Int) -> [Range<Int>] {
    let size = (count + workers - 1) / max(workers, 1)
    return stride(from: 0, to: count, by: max(size, 1)).map { $0..<min($0 + size, count) }
  }
}

/// The number of online CPUs, without Foundation.
enum SystemCPU {
  static var count: Int {
    #if canImport(Glibc)
      return Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    #else
      return 2
    #endif
  }
}

#if canImport(Glibc)
  import Glibc
#endif
