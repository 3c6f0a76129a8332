import PhraseMatcher

/// Coverage as JUnit XML: one test case per shortcut and one per rule.
///
/// A shortcut's case fails when one of its expansions does not come back to it;
/// a rule's case fails on an error-level finding, and lists warnings as output.
package enum CoverageJUnit {
  package static func render(_ report: CoverageReport, name: String) -> String {
    let catalog = report.catalog
    var cases: [String] = []
    var failed = 0
    for (index, shortcut) in catalog.shortcuts.enumerated() {
      let failures = report.failures.filter { $0.expansion.shortcutIndex == index }
      let body = failures.isEmpty ? "" : {
        failed += 1
        let details = failures.map { "'\($0.expansion.text)': \(CoverageWords.got($0.problem))" }.joined(separator: "\n")
        return "\n      <failure message=\"\(escape("\(failures.count) expansions do not resolve to \(shortcut.intent)"))\">\(escape(details))</failure>\n    "
      }()
      cases.append("    <testcase classname=\"duo-say.coverage.shortcuts\" name=\"\(escape(shortcut.intent))\">\(body)</testcase>")
    }
    for rule in Finding.Rule.allCases {
      let findings = report.findings.filter { $0.rule == rule }
      let errors = findings.filter { $0.level == .error }
      var body = ""
      if !errors.isEmpty {
        failed += 1
        body += "\n      <failure message=\"\(escape(rule.summary))\">\(escape(errors.map { "\(report.catalog.sourceLocation(of: $0.path) ?? $0.path): \($0.message)" }.joined(separator: "\n")))</failure>"
      }
      let warnings = findings.filter { $0.level == .warning }
      if !warnings.isEmpty {
        body += "\n      <system-out>\(escape(warnings.map { "warning: \(report.catalog.sourceLocation(of: $0.path) ?? $0.path): \($0.message)" }.joined(separator: "\n")))</system-out>"
      }
      if !body.isEmpty { body += "\n    " }
      cases.append("    <testcase classname=\"duo-say.coverage.rules\" name=\"\(rule.rawValue)\">\(body)</testcase>")
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="duo-say coverage" tests="\(cases.count)" failures="\(failed)">
        <testsuite name="\(escape(name))" tests="\(cases.count)" failures="\(failed)" errors="0" skipped="0">
      \(cases.joined(separator: "\n"))
        </testsuite>
      </testsuites>

      """
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
