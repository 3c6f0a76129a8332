import PhraseMatcher

/// Coverage as JUnit XML: a suite of one test case per shortcut, and a suite
/// of one per rule; class names without dots (UIs split at them), and a
/// shortcut's `file` and `line` when the catalog came from Swift sources.
///
/// A shortcut's case fails when one of its expansions does not come back to it;
/// a rule's case fails on an error-level finding, and lists warnings as output.
package enum CoverageJUnit {
  /// - Parameter seconds: How long the analysis took, for the suites' `time`.
  package static func render(_ report: CoverageReport, name: String, seconds: Double = 0) -> String {
    let catalog = report.catalog
    var shortcutCases: [String] = []
    var shortcutFailures = 0
    for (index, shortcut) in catalog.shortcuts.enumerated() {
      let failures = report.failures.filter { $0.expansion.shortcutIndex == index }
      let body =
        failures.isEmpty
        ? ""
        : {
          shortcutFailures += 1
          let details = failures.map { "'\($0.expansion.text)': \(CoverageWords.got($0.problem))" }.joined(
            separator: "\n")
          return
            "\n      <failure message=\"\(escape("\(failures.count) expansions do not resolve to \(shortcut.intent)"))\">\(escape(details))</failure>\n    "
        }()
      shortcutCases.append(
        "    <testcase classname=\"shortcuts\" name=\"\(escape(shortcut.intent))\"\(location(shortcut.source))>\(body)</testcase>"
      )
    }
    var ruleCases: [String] = []
    var ruleFailures = 0
    for rule in Finding.Rule.allCases {
      let findings = report.findings.filter { $0.rule == rule }
      let errors = findings.filter { $0.level == .error }
      var body = ""
      if !errors.isEmpty {
        ruleFailures += 1
        body +=
          "\n      <failure message=\"\(escape(rule.summary))\">\(escape(errors.map { "\(report.catalog.sourceLocation(of: $0.path) ?? $0.path): \($0.message)" }.joined(separator: "\n")))</failure>"
      }
      let warnings = findings.filter { $0.level == .warning }
      if !warnings.isEmpty {
        body +=
          "\n      <system-out>\(escape(warnings.map { "warning: \(report.catalog.sourceLocation(of: $0.path) ?? $0.path): \($0.message)" }.joined(separator: "\n")))</system-out>"
      }
      if !body.isEmpty { body += "\n    " }
      let first = findings.lazy.compactMap { report.catalog.sourceLocation(of: $0.path) }.first
      ruleCases.append(
        "    <testcase classname=\"rules\" name=\"\(rule.rawValue)\"\(location(first))>\(body)</testcase>")
    }
    let total = shortcutCases.count + ruleCases.count
    // The expansions are the time; the rules are read in no measurable time, so their suite has none.
    func suite(_ kind: String, _ cases: [String], failures: Int, seconds: Double?) -> String {
      let time = seconds.map { " time=\"\(TestReport.time($0))\"" } ?? ""
      return
        "  <testsuite name=\"\(escape(name)) \(kind)\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\"\(time)>\n"
        + cases.joined(separator: "\n") + "\n  </testsuite>"
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="duo-say coverage" tests="\(total)" failures="\(shortcutFailures + ruleFailures)" time="\(TestReport.time(seconds))">
      \(suite("shortcuts", shortcutCases, failures: shortcutFailures, seconds: seconds))
      \(suite("rules", ruleCases, failures: ruleFailures, seconds: nil))
      </testsuites>

      """
  }

  /// ` file="AppShortcuts.swift" line="12"` for a source location, else nothing.
  private static func location(_ source: String?) -> String {
    guard let source, let colon = source.lastIndex(of: ":"), let line = Int(source[source.index(after: colon)...])
    else { return "" }
    return " file=\"\(escape(String(source[..<colon])))\" line=\"\(line)\""
  }

  /// Text as XML character data or attribute value; characters XML 1.0 forbids are dropped.
  package static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: break
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
