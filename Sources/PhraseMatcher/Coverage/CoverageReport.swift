/// What a ``CoverageAnalysis`` found.
public struct CoverageReport: Sendable {
  /// Why an expansion did not come back to its own shortcut and value.
  public enum Problem: Sendable, Hashable {
    /// Another shortcut's phrase wins: a collision.
    case collision(with: PhraseMatch)
    /// Several readings are too close to tell apart.
    case ambiguous([PhraseMatch])
    /// The right shortcut, another value: look-alike names.
    case otherValue(Catalog.Value)
    /// A negative phrase vetoes it.
    case vetoed(String)
    case noMatch(NearMiss?)

    public var group: String {
      switch self {
      case .collision: "collision"
      case .ambiguous: "ambiguous"
      case .otherValue: "other value"
      case .vetoed: "blocked by a negative phrase"
      case .noMatch: "no match"
      }
    }
  }

  public struct Failure: Sendable, Hashable {
    public package(set) var expansion: Expansion
    public package(set) var problem: Problem
  }

  /// Correct noisy variants out of all, for one shortcut or one value.
  public struct Robustness: Sendable, Hashable {
    public package(set) var checked = 0
    public package(set) var correct = 0

    public init(checked: Int = 0, correct: Int = 0) {
      self.checked = checked
      self.correct = correct
    }

    public var score: Double { checked == 0 ? 1 : Double(correct) / Double(checked) }
  }

  public let catalog: Catalog
  public package(set) var checked = 0
  public package(set) var failures: [Failure] = []
  public package(set) var findings: [Finding] = []
  /// Noisy variants per shortcut index.
  public package(set) var shortcutRobustness: [Int: Robustness] = [:]
  /// Noisy variants per "Type/valueID".
  public package(set) var valueRobustness: [String: Robustness] = [:]
  /// The catalog expands to more than ``CoverageAnalysis/maximumExpansions``, or
  /// has more than ``CoverageAnalysis/maximumPhrases`` phrases.
  public package(set) var tooLarge = false
  /// How many utterances each expansion was (or would have been) checked as: 1, or with
  /// `--noisy` itself and its spoken variants.
  public package(set) var checksPerExpansion = 1
  /// Findings left out on purpose (``LintPolicy``, the catalog's `ignore` lists).
  public package(set) var ignoredFindings = 0

  init(catalog: Catalog) {
    self.catalog = catalog
  }

  /// Whether anything at the error level was found: failed expansions or broken rules.
  public var hasErrors: Bool {
    tooLarge || !failures.isEmpty || findings.contains { $0.level == .error }
  }

  /// Per-worker results, merged at the end.
  struct Part: @unchecked Sendable {
    /// Per-task memo of word analyses (a class: never shared between tasks).
    let cache = WordCache()
    var checked = 0
    var failures: [Failure] = []
    var findings: Set<Finding> = []
    var shortcutRobustness: [Int: Robustness] = [:]
    var valueRobustness: [String: Robustness] = [:]

    mutating func check(
      _ expansion: Expansion, with index: PhraseIndex, pruning: CoverageAnalysis.Pruning?, noisy: Bool
    ) {
      checked += 1
      let catalog = index.catalog
      let words = SpokenText(expansion.text, language: index.language).words
      // Nearly every expansion comes back cleanly; only the others need the whole result.
      let clean =
        pruning?.resolvesCleanly(expansion, words: words, index: index, cache: cache)
        ?? index.resolves(
          words, to: expansion.shortcutIndex, parameter: expansion.parameterName, valueID: expansion.valueID, only: nil,
          cache: cache)
      if !clean,
        let problem = Self.problem(
          pruning?.match(
            expansion.text, shortcut: expansion.shortcutIndex, phrase: expansion.phraseIndex, index: index, cache: cache
          )
            ?? index.match(expansion.text, only: nil, cache: cache),
          for: expansion, catalog: catalog)
      {
        failures.append(Failure(expansion: expansion, problem: problem))
        if case .vetoed(let negative) = problem {
          findings.insert(
            Finding(
              .negativeBlocksPositive, at: "negativePhrases",
              "'\(negative)' blocks '\(catalog.shortcuts[expansion.shortcutIndex].phrases[expansion.phraseIndex])'"))
        }
      }
      guard noisy, !expansion.usesSynonym else { return }
      let type = expansion.parameterName.flatMap { catalog.shortcuts[expansion.shortcutIndex].parameters[$0] }
      for (_, text) in SpokenVariants.noisy(expansion, in: catalog) {
        let ok = index.resolves(
          SpokenText(text, language: index.language).words, to: expansion.shortcutIndex,
          parameter: expansion.parameterName,
          valueID: expansion.valueID, only: nil, cache: cache)
        shortcutRobustness[expansion.shortcutIndex, default: Robustness()].record(ok)
        if let type, let id = expansion.valueID { valueRobustness["\(type)/\(id)", default: Robustness()].record(ok) }
      }
    }

    static func problem(_ result: MatchResult, for expansion: Expansion, catalog: Catalog) -> Problem? {
      if let negative = result.vetoingPhrase { return .vetoed(negative) }
      switch result.resolution {
      case .noMatch:
        return .noMatch(result.nearMiss)
      case .ambiguous(let readings):
        return .ambiguous(readings)
      case .matched(let match):
        guard match.shortcutIndex == expansion.shortcutIndex else { return .collision(with: match) }
        guard let name = expansion.parameterName, let value = match.parameters[name] else { return nil }
        return value.id == expansion.valueID ? nil : .otherValue(value)
      }
    }
  }

  mutating func merge(_ part: Part) {
    checked += part.checked
    failures += part.failures
    for finding in part.findings where !findings.contains(finding) { findings.append(finding) }
    shortcutRobustness.merge(part.shortcutRobustness) { $0.adding($1) }
    valueRobustness.merge(part.valueRobustness) { $0.adding($1) }
  }

  /// Puts failures in catalog order, so reports are the same from run to run.
  mutating func finish() {
    failures.sort {
      ($0.expansion.shortcutIndex, $0.expansion.phraseIndex, $0.expansion.text) < (
        $1.expansion.shortcutIndex, $1.expansion.phraseIndex, $1.expansion.text
      )
    }
    findings.sort {
      ($0.level == .error ? 0 : 1, $0.path, $0.message) < ($1.level == .error ? 0 : 1, $1.path, $1.message)
    }
  }
}

extension CoverageReport.Robustness {
  mutating func record(_ ok: Bool) {
    checked += 1
    if ok { correct += 1 }
  }

  func adding(_ other: Self) -> Self {
    Self(checked: checked + other.checked, correct: correct + other.correct)
  }
}
