import Foundation

/// Test outcomes in the three formats.
package enum TestReport {
  package static func text(_ outcomes: [TestRunner.Outcome]) -> String {
    let failed = outcomes.filter { !$0.passed }
    let guessed = outcomes.filter { $0.passed && $0.stage == .semantic }
    var lines = ["\(outcomes.count - failed.count) of \(outcomes.count) passed."]
    if !guessed.isEmpty {
      lines.append("\(guessed.count) passed through the semantic stage only (close in meaning, not a phrase Siri is sure of):")
      lines += guessed.map { "  \($0.file):\($0.line): \($0.name)" }
    }
    for outcome in failed {
      lines.append("")
      lines.append("FAIL \(outcome.file):\(outcome.line): \(outcome.name)")
      lines.append("  expected: " + outcome.expected.replacingOccurrences(of: "\n", with: "\n            "))
      lines.append("  got:      " + (outcome.got.isEmpty ? "(nothing)" : outcome.got.replacingOccurrences(of: "\n", with: "\n            ")))
      if let nearest = outcome.nearest { lines.append("  \(nearest)") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  package static func json(_ outcomes: [TestRunner.Outcome]) -> String {
    JSON.object([
      ("passed", .number(String(outcomes.filter(\.passed).count))),
      ("failed", .number(String(outcomes.filter { !$0.passed }.count))),
      ("results", .array(outcomes.map { outcome in
        var fields: [(key: String, value: JSON)] = [
          ("file", .string(outcome.file)), ("line", .number(String(outcome.line))), ("name", .string(outcome.name)),
          ("passed", .bool(outcome.passed)), ("expected", .string(outcome.expected)), ("got", .string(outcome.got)),
        ]
        if let nearest = outcome.nearest { fields.append(("nearest", .string(nearest))) }
        if let stage = outcome.stage { fields.append(("stage", .string(stage.rawValue))) }
        return .object(fields)
      })),
    ]).text
  }

  package static func junit(_ outcomes: [TestRunner.Outcome]) -> String {
    let failed = outcomes.filter { !$0.passed }.count
    let cases = outcomes.map { outcome -> String in
      let name = CoverageJUnit.escape(outcome.name)
      let classname = "duo-say.test." + CoverageJUnit.escape(outcome.file)
      guard !outcome.passed else { return "    <testcase classname=\"\(classname)\" name=\"\(name)\"/>" }
      let detail = "expected: \(outcome.expected)\ngot: \(outcome.got)" + (outcome.nearest.map { "\n\($0)" } ?? "")
      let message = "line \(outcome.line): expected \(outcome.expected)".replacingOccurrences(of: "\n", with: " / ")
      return "    <testcase classname=\"\(classname)\" name=\"\(name)\">\n      <failure message=\"\(CoverageJUnit.escape(message))\">\(CoverageJUnit.escape(detail))</failure>\n    </testcase>"
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="duo-say test" tests="\(outcomes.count)" failures="\(failed)">
        <testsuite name="duo-say test" tests="\(outcomes.count)" failures="\(failed)" errors="0" skipped="0">
      \(cases.joined(separator: "\n"))
        </testsuite>
      </testsuites>

      """
  }
}
