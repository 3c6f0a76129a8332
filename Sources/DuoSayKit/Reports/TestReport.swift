import CatalogFiles
import DialogEngine
import Foundation

/// Test outcomes in the three formats.
package enum TestReport {
  package static func text(_ outcomes: [TestRunner.Outcome]) -> String {
    let failed = outcomes.filter { !$0.passed }
    let guessed = outcomes.filter { $0.passed && $0.stage == .semantic }
    var lines = ["\(outcomes.count - failed.count) of \(outcomes.count) passed."]
    // A --poses run: each pose apart, in the order they ran.
    var poses: [Pose] = []
    for pose in outcomes.compactMap(\.pose) where !poses.contains(pose) { poses.append(pose) }
    for pose in poses {
      let inPose = outcomes.filter { $0.pose == pose }
      lines.append("  \(pose): \(inPose.filter(\.passed).count) of \(inPose.count) conversations passed")
    }
    if !guessed.isEmpty {
      lines.append(
        "\(guessed.count) passed through the semantic stage only (close in meaning, not a phrase Siri is sure of):")
      lines += guessed.map { "  \($0.file):\($0.line): \($0.name)" }
    }
    for outcome in failed {
      lines.append("")
      lines.append("FAIL \(outcome.file):\(outcome.line): \(outcome.name)")
      lines.append("  expected: " + outcome.expected.replacingOccurrences(of: "\n", with: "\n            "))
      lines.append(
        "  got:      "
          + (outcome.got.isEmpty ? "(nothing)" : outcome.got.replacingOccurrences(of: "\n", with: "\n            ")))
      if let nearest = outcome.nearest { lines.append("  \(nearest)") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  package static func json(_ outcomes: [TestRunner.Outcome]) -> String {
    JSON.object([
      ("passed", .number(String(outcomes.filter(\.passed).count))),
      ("failed", .number(String(outcomes.filter { !$0.passed }.count))),
      (
        "results",
        .array(
          outcomes.map { outcome in
            var fields: [(key: String, value: JSON)] = [
              ("file", .string(outcome.file)), ("line", .number(String(outcome.line))), ("name", .string(outcome.name)),
              ("passed", .bool(outcome.passed)), ("expected", .string(outcome.expected)), ("got", .string(outcome.got)),
            ]
            if let nearest = outcome.nearest { fields.append(("nearest", .string(nearest))) }
            if let pose = outcome.pose { fields.append(("pose", .string(pose.rawValue))) }
            if let stage = outcome.stage { fields.append(("stage", .string(stage.rawValue))) }
            return .object(fields)
          })
      ),
    ]).text
  }

  /// JUnit as CI systems read it: one `<testsuite>` per file (with `file` and
  /// `time`), one `<testcase>` per utterance or conversation, its `classname`
  /// the file's name without dots (UIs split at dots), with `file`, `line` and `time`.
  package static func junit(_ outcomes: [TestRunner.Outcome]) -> String {
    var files: [String] = []
    for outcome in outcomes where !files.contains(outcome.path) { files.append(outcome.path) }
    let suites = files.map { path in
      let inFile = outcomes.filter { $0.path == path }
      let classname = className(inFile.first?.file ?? path)
      let cases = inFile.map { outcome in
        JUnitDocument.Case(
          classname: classname, name: outcome.name, file: path, line: outcome.line, seconds: outcome.seconds,
          failure: outcome.passed
            ? nil
            : (
              "\(outcome.file):\(outcome.line): expected \(outcome.expected)".replacingOccurrences(
                of: "\n", with: " / "),
              "expected: \(outcome.expected)\ngot: \(outcome.got)" + (outcome.nearest.map { "\n\($0)" } ?? "")
            ))
      }
      return JUnitDocument.Suite(
        name: classname, file: path, seconds: inFile.reduce(0) { $0 + $1.seconds }, cases: cases)
    }
    return JUnitDocument(name: "duo-say test", suites: suites).xml
  }

  /// `brewly.tests` → `brewly_tests`: a class name UIs do not split.
  static func className(_ file: String) -> String {
    String(file.map { $0 == "." || $0 == " " ? "_" : $0 })
  }
}
