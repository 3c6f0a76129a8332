import DialogEngine
import Foundation
import PhraseMatcher
import SampleApps

/// `duo-say test`: runs test files and reports in text, JSON or JUnit; exit 1 on a failure.
struct TestCommand {
  var options: TestOptions

  func run() async throws -> Int32 {
    var outcomes: [TestRunner.Outcome] = []
    for path in options.files {
      let text: String
      do {
        text = try String(contentsOfFile: path, encoding: .utf8)
      } catch {
        throw UsageError("cannot read the test file '\(path)'")
      }
      let file = try TestFile(parsing: text, file: (path as NSString).lastPathComponent)
      let app = options.app ?? Self.defaultApp(for: path)
      let catalog = try await app.load(seeded: true)
      let runner = TestRunner(index: PhraseIndex(catalog), start: { try await Self.conversation(with: app, catalog: catalog) })
      outcomes += await runner.run(file, named: (path as NSString).lastPathComponent)
    }
    switch options.format {
    case .text: StandardStreams.out(TestReport.text(outcomes))
    case .json: StandardStreams.out(TestReport.json(outcomes) + "\n")
    case .junit: StandardStreams.out(TestReport.junit(outcomes))
    }
    return outcomes.allSatisfy(\.passed) ? ExitStatus.success : ExitStatus.failure
  }

  /// A bundled app of the file's name (`notes.tests` → Notes), else the catalog
  /// beside the file with its name (`home.tests` → `home.json`), else Notes.
  static func defaultApp(for path: String) -> AppSource {
    let base = (path as NSString).deletingPathExtension
    let name = (base as NSString).lastPathComponent
    if SampleApps.names.contains(name) { return .bundled(name) }
    return FileManager.default.fileExists(atPath: base + ".json") ? .catalog(path: base + ".json") : .bundled("notes")
  }

  /// A fresh conversation: the bundled app over a fresh seeded store, or the catalog's scripted replies.
  static func conversation(with app: AppSource, catalog: Catalog) async throws -> TestRunner.Respond {
    switch app {
    case .bundled:
      let store = FileManager.default.temporaryDirectory.appendingPathComponent("duo-say-test-\(UUID().uuidString)/notes.json").path
      let session = DialogSession(app: try await app.loadBundled(store: store))
      return { await session.respond(to: $0) }
    case .catalog:
      let conversation = ScriptedConversationBox(ScriptedConversation(catalog: catalog))
      return { conversation.respond(to: $0) }
    }
  }
}

/// A scripted conversation behind a reference, so a closure can keep it going.
final class ScriptedConversationBox {
  private var conversation: ScriptedConversation
  init(_ conversation: ScriptedConversation) { self.conversation = conversation }
  func respond(to utterance: String) -> SessionTurn { conversation.respond(to: utterance) }
}

/// Test outcomes in the three formats.
enum TestReport {
  static func text(_ outcomes: [TestRunner.Outcome]) -> String {
    let failed = outcomes.filter { !$0.passed }
    var lines = ["\(outcomes.count - failed.count) of \(outcomes.count) passed."]
    for outcome in failed {
      lines.append("")
      lines.append("FAIL \(outcome.file):\(outcome.line): \(outcome.name)")
      lines.append("  expected: " + outcome.expected.replacingOccurrences(of: "\n", with: "\n            "))
      lines.append("  got:      " + (outcome.got.isEmpty ? "(nothing)" : outcome.got.replacingOccurrences(of: "\n", with: "\n            ")))
      if let nearest = outcome.nearest { lines.append("  \(nearest)") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func json(_ outcomes: [TestRunner.Outcome]) -> String {
    JSON.object([
      ("passed", .number(String(outcomes.filter(\.passed).count))),
      ("failed", .number(String(outcomes.filter { !$0.passed }.count))),
      ("results", .array(outcomes.map { outcome in
        var fields: [(key: String, value: JSON)] = [
          ("file", .string(outcome.file)), ("line", .number(String(outcome.line))), ("name", .string(outcome.name)),
          ("passed", .bool(outcome.passed)), ("expected", .string(outcome.expected)), ("got", .string(outcome.got)),
        ]
        if let nearest = outcome.nearest { fields.append(("nearest", .string(nearest))) }
        return .object(fields)
      })),
    ]).text
  }

  static func junit(_ outcomes: [TestRunner.Outcome]) -> String {
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
