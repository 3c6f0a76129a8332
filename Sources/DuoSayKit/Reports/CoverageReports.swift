import CatalogFiles
import PhraseMatcher

/// Describing coverage results in words, shared by the formats.
package enum CoverageWords {
  package static func expected(_ expansion: Expansion, in catalog: Catalog) -> String {
    let intent = catalog.shortcuts[expansion.shortcutIndex].intent
    guard let name = expansion.parameterName, let id = expansion.valueID else { return intent }
    return ResolvedIntent(intent: intent, parameters: [name: Catalog.Value(id: id, title: id)]).description
  }

  package static func got(_ problem: CoverageReport.Problem) -> String {
    switch problem {
    case .collision(let match):
      "\(match) via '\(match.phrase)'"
    case .ambiguous(let readings):
      "ambiguous between " + readings.prefix(4).map(\.description).joined(separator: " and ")
    case .otherValue(let value):
      "the value '\(value.title)' (\(value.id))"
    case .vetoed(let negative):
      "vetoed by the negative phrase '\(negative)'"
    case .noMatch(let nearMiss):
      "no match" + (nearMiss.map { " (\($0))" } ?? "")
    }
  }

  package static func percent(_ value: Double) -> String {
    fixedDecimal(value * 100, places: 1) + " %"
  }
}

package enum CoverageText {
  package static func render(_ report: CoverageReport, name: String, noisy: Bool) -> String {
    var lines: [String] = []
    let catalog = report.catalog
    let phrases = catalog.shortcuts.reduce(0) { $0 + $1.phrases.count }
    if report.tooLarge && phrases > CoverageAnalysis.maximumPhrases {
      lines.append(
        "\(name): \(phrases) phrases is more than the \(CoverageAnalysis.maximumPhrases) duo-say checks (Apple allows 1,000 once expanded); split the catalog or trim its phrases"
      )
    } else if report.tooLarge {
      let count = catalog.expansionCount
      let checks = report.checksPerExpansion
      let said =
        count == .max
        ? "the expansions are"
        : checks > 1
          ? "\(count) expansions, each with its \(checks - 1) spoken variants, are" : "\(count) expansions is"
      lines.append(
        "\(name): \(said) more than the \(CoverageAnalysis.maximumExpansions) duo-say checks; split the catalog or trim its values"
          + (checks > 1 ? ", or leave out --noisy" : "")
      )
    } else {
      let passed = report.checked - report.failures.count
      lines.append(
        "Coverage of \(catalog.app.name) (\(name)): \(report.checked) expansions checked, \(passed) resolve to their own shortcut and value, \(report.failures.count) do not."
      )
    }
    let groups = Dictionary(grouping: report.failures, by: \.problem.group)
    for group in ["collision", "ambiguous", "other value", "blocked by a negative phrase", "no match"] {
      guard let failures = groups[group] else { continue }
      lines.append("\n\(group) (\(failures.count)):")
      for failure in failures.prefix(20) {
        lines.append(
          "  '\(failure.expansion.text)' should be \(CoverageWords.expected(failure.expansion, in: catalog)); got \(CoverageWords.got(failure.problem))"
        )
      }
      if failures.count > 20 { lines.append("  … and \(failures.count - 20) more") }
    }
    let errors = report.findings.filter { $0.level == .error }.count
    let ignored = report.ignoredFindings == 0 ? "" : " (\(report.ignoredFindings) ignored on purpose)"
    lines.append("\nRules: \(errors) errors, \(report.findings.count - errors) warnings\(ignored).")
    for finding in report.findings {
      lines.append(
        "  \(finding.level.rawValue.padding(8)) \(finding.rule.rawValue.padding(25)) \(catalog.sourceLocation(of: finding.path) ?? finding.path): \(finding.message)"
      )
    }
    if noisy {
      lines.append("\nRobustness by ear (spoken-style variants that still resolve):")
      for (index, shortcut) in catalog.shortcuts.enumerated() {
        let robustness = report.shortcutRobustness[index] ?? .init()
        lines.append(
          "  \(shortcut.shortTitle.padding(24)) \(CoverageWords.percent(robustness.score)) of \(robustness.checked)")
      }
      let fragile = report.valueRobustness.filter { $0.value.score < 0.9 }.sorted {
        ($0.value.score, $0.key) < ($1.value.score, $1.key)
      }
      if !fragile.isEmpty {
        lines.append("  Values fragile by ear (below 90 %):")
        for (key, robustness) in fragile.prefix(15) {
          lines.append("    \(key.padding(30)) \(CoverageWords.percent(robustness.score)) of \(robustness.checked)")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

package enum CoverageJSON {
  /// The report as one JSON object; `byEar`, when given, is its `byEar` member.
  package static func render(_ report: CoverageReport, name: String, byEar: JSON? = nil) -> String {
    let catalog = report.catalog
    let failures = report.failures.map { failure -> JSON in
      .object([
        ("text", .string(failure.expansion.text)),
        ("expected", .string(CoverageWords.expected(failure.expansion, in: catalog))),
        (
          "phrase",
          .string(catalog.shortcuts[failure.expansion.shortcutIndex].phrases[failure.expansion.phraseIndex].description)
        ),
        ("problem", .string(failure.problem.group)),
        ("got", .string(CoverageWords.got(failure.problem))),
      ])
    }
    let findings = report.findings.map { finding -> JSON in
      .object([
        ("level", .string(finding.level.rawValue)), ("rule", .string(finding.rule.rawValue)),
        ("path", .string(finding.path)),
        ("source", report.catalog.sourceLocation(of: finding.path).map(JSON.string) ?? .null),
        ("message", .string(finding.message)),
      ])
    }
    let shortcuts = catalog.shortcuts.enumerated().compactMap { index, shortcut -> JSON? in
      guard let robustness = report.shortcutRobustness[index] else { return nil }
      return .object([
        ("intent", .string(shortcut.intent)), ("checked", .number(String(robustness.checked))),
        ("score", .number(robustness.score)),
      ])
    }
    let values = report.valueRobustness.sorted { $0.key < $1.key }.map { key, robustness -> JSON in
      .object([
        ("value", .string(key)), ("checked", .number(String(robustness.checked))), ("score", .number(robustness.score)),
      ])
    }
    return JSON.object(
      [
        ("catalog", .string(name)), ("app", .string(catalog.app.name)),
        ("checked", .number(String(report.checked))), ("tooLarge", .bool(report.tooLarge)),
        ("phraseBudget", .number(String(catalog.phraseBudget()))),
        ("failures", .array(failures)), ("findings", .array(findings)),
        ("ignoredFindings", .number(String(report.ignoredFindings))),
        ("robustness", .object([("shortcuts", .array(shortcuts)), ("values", .array(values))])),
        ("passed", .bool(!report.hasErrors)),
      ] + (byEar.map { [("byEar", $0)] } ?? [])
    ).text
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
