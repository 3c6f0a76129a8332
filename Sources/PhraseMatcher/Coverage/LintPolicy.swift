/// Which lint findings count: rules silenced on purpose (on the command line,
/// for the whole catalog, or for one shortcut), and whether warnings fail.
///
/// ```swift
/// let report = CoverageAnalysis(catalog: catalog).run().applying(LintPolicy(ignored: [.systemDomain], strict: true))
/// ```
public struct LintPolicy: Sendable, Equatable {
  public var ignored: Set<Finding.Rule>
  /// Warnings count as errors (`--strict`).
  public var strict: Bool

  public init(ignored: Set<Finding.Rule> = [], strict: Bool = false) {
    self.ignored = ignored
    self.strict = strict
  }
}

extension CoverageReport {
  /// The report with the findings `policy` and the catalog silence taken out
  /// (counted in ``ignoredFindings``), and under `strict` every warning an error.
  public func applying(_ policy: LintPolicy) -> CoverageReport {
    var report = self
    report.findings = findings.filter { finding in
      let silenced =
        policy.ignored.contains(finding.rule) || catalog.ignoredRules.contains(finding.rule)
        || Self.shortcutIndex(of: finding.path).map { catalog.shortcuts[$0].ignoredRules.contains(finding.rule) }
          == true
      if silenced { report.ignoredFindings += 1 }
      return !silenced
    }
    if policy.strict {
      for index in report.findings.indices { report.findings[index].level = .error }
    }
    return report
  }

  /// `shortcuts[3].phrases[0]` → 3.
  private static func shortcutIndex(of path: String) -> Int? {
    guard path.hasPrefix("shortcuts["), let close = path.firstIndex(of: "]") else { return nil }
    return Int(path[path.index(path.startIndex, offsetBy: 10)..<close])
  }
}
