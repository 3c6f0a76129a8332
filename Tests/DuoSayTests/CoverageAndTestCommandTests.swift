import Foundation
import FoundationXML
import TestSupport
import Testing

/// `duo-say coverage` and `duo-say test` through the built binary.
@Suite struct CoverageAndTestCommandTests {
  static let phrases = Repository.phrases

  /// Writes `text` to a file called `name` in a fresh directory.
  func write(_ text: String, _ name: String) -> String {
    let directory = TemporaryPath.make("files")
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = directory + "/" + name
    #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
    return path
  }

  static let troubled = """
    {"app": {"name": "Casa"},
     "types": {"Light": {"kind": "entity", "name": "Light", "values": [
        {"id": "a", "title": "Kitchen Light"}, {"id": "b", "title": "Yes"}, {"id": "c", "title": "Desk Lamp", "synonyms": ["kitchen light"]}]}},
     "shortcuts": [
       {"intent": "ShowIntent", "parameters": {"light": "Light"}, "phrases": ["Show ${light} in ${applicationName}"],
        "dialog": {"full": "Tap the light below."}},
       {"intent": "ViewIntent", "parameters": {"light": "Light"}, "phrases": ["Show ${light} in ${applicationName}", "View a light in ${applicationName}"]},
       {"intent": "TimerIntent", "phrases": ["Set a timer in ${applicationName}", "Set a timer"]}
     ],
     "negativePhrases": ["set a timer in casa"]}
    """

  @Test(arguments: ["text", "json", "junit"]) func nothingToCheckIsNoSuccess(_ format: String) throws {
    let none = write(#"{"app": {"name": "Casa"}, "shortcuts": []}"#, "none.json")
    let empty = write(
      #"""
      {"app": {"name": "Casa"}, "types": {"LightEntity": {"kind": "entity", "name": "Light", "values": []}},
       "shortcuts": [{"intent": "TurnOnIntent", "parameters": {"light": "LightEntity"},
                      "phrases": ["Turn on ${light} in ${applicationName}"]}]}
      """#, "empty.json")
    let noShortcuts = try DuoSayProcess.run(["coverage", "--catalog", none, "--format", format])
    #expect(noShortcuts.status == 1)
    #expect(noShortcuts.standardError == "duo-say: error: nothing to check: Casa has no App Shortcuts\n")
    let noValues = try DuoSayProcess.run(["coverage", "--catalog", empty, "--format", format])
    #expect(noValues.status == 1)
    #expect(
      noValues.standardError
        == "duo-say: error: nothing to check: no phrase of Casa expands: every phrase names a value and LightEntity has none\n"
    )
  }

  @Test func aTestFileThatTestsNothingIsAnError() throws {
    let empty = write("# nothing here yet\n", "notes.tests")
    let result = try DuoSayProcess.run(["test", empty])
    #expect(result.status == 64)
    #expect(result.standardError.contains("no test"))
  }

  @Test func coverageGroupsFailuresAndLintsTheRules() throws {
    let catalog = write(Self.troubled, "troubled.json")
    let result = try DuoSayProcess.run(["coverage", "--catalog", catalog])
    #expect(result.status == 1)
    let text = result.output
    #expect(text.hasPrefix("Coverage of Casa (\((catalog as NSString).lastPathComponent)): "))
    #expect(text.contains("ambiguous ("))
    #expect(text.contains("blocked by a negative phrase ("))
    for rule in [
      "app-name-token", "parameter-free-phrase", "negative-blocks-positive", "shared-value-name",
      "answer-word-value", "screen-dialog", "system-domain",
    ] {
      #expect(text.contains(" \(rule) "), "\(rule) is reported")
    }
  }

  @Test func coverageJSONAndJUnitAreWellFormed() throws {
    let catalog = write(Self.troubled, "troubled.json")
    let json = try DuoSayProcess.run(["coverage", "--catalog", catalog, "--format", "json", "--noisy"])
    let object = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any])
    #expect(object["passed"] as? Bool == false)
    #expect((object["failures"] as? [Any])?.isEmpty == false)
    #expect((object["findings"] as? [[String: Any]])?.contains { $0["rule"] as? String == "phrase-budget" } == false)
    let junit = try DuoSayProcess.run(["coverage", "--catalog", catalog, "--format", "junit"])
    #expect(XMLParser(data: junit.standardOutput).parse(), "valid XML")
    #expect(junit.output.contains(#"<testcase classname="shortcuts" name="ShowIntent">"#))
    #expect(junit.output.contains(#"<testcase classname="rules" name="app-name-token">"#))
    #expect(junit.output.components(separatedBy: "<testsuite ").count == 3, "a suite of shortcuts and one of rules")
  }

  @Test func byEarIsASectionOfWarnings() throws {
    let catalog = write(
      #"""
      {"app": {"name": "Stoop"}, "types": {"LightEntity": {"kind": "entity", "name": "Light", "values": [
         {"id": "one", "title": "Porch Light"}, {"id": "many", "title": "Porch Lights"}]}},
       "shortcuts": [{"intent": "SwitchOnIntent", "parameters": {"light": "LightEntity"},
                      "phrases": ["Switch on ${light} with ${applicationName}"]},
                     {"intent": "OpenGateIntent", "phrases": ["Open the garden gate in ${applicationName}"]}]}
      """#, "stoop.json")
    let json = try DuoSayProcess.run(["coverage", "--catalog", catalog, "--by-ear", "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any])
    let byEar = try #require(object["byEar"] as? [String: Any])
    #expect(byEar["spoken"] as? Int == 3)
    #expect((byEar["voices"] as? [Any])?.count == 4)
    #expect((byEar["confusions"] as? [[String: Any]])?.first?["said"] as? String == "Porch Light")
    // A confusion is a warning: the exit status is coverage's own.
    #expect(json.status == 0)
    let text = try DuoSayProcess.run(["coverage", "--catalog", catalog, "--by-ear"])
    #expect(text.output.contains("Porch Light heard as Porch Lights"))
    #expect(text.output.contains("These are warnings"))
  }

  @Test func ctrlCDuringACheckByEarPrintsWhatWasChecked() throws {
    let output = TemporaryPath.make("by-ear.txt")
    defer { try? FileManager.default.removeItem(atPath: output) }
    #expect(FileManager.default.createFile(atPath: output, contents: nil))
    let process = Process()
    process.executableURL = DuoSayProcess.executable
    process.arguments = ["coverage", "--catalog", Self.phrases.appendingPathComponent("home.json").path, "--by-ear"]
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
    process.standardError = FileHandle.nullDevice
    let child = try process.start()
    // The whole check takes over half a minute; six seconds in, it is hearing.
    sleep(6)
    process.interrupt()
    child.waitUntilExit()
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(process.terminationStatus == 130)
    #expect(text.contains("(stopped by Ctrl-C: what was checked so far)"))
    #expect(text.contains("Coverage of Casa"), "the rest of coverage is reported too")
  }

  @Test(arguments: ["home", "workspace", "conference", "soup"])
  func theBundledCatalogsPassCoverage(_ name: String) throws {
    let result = try DuoSayProcess.run([
      "coverage", "--catalog", Self.phrases.appendingPathComponent("\(name).json").path,
    ])
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func theBundledTestFilesPass() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.phrases.path).filter { $0.hasSuffix(".tests") }
      .sorted()
    #expect(files.count >= 5)
    let result = try DuoSayProcess.run(["test"] + files.map { Self.phrases.appendingPathComponent($0).path })
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix("passed.\n"))
  }

  @Test func aFailingTestSaysWhatWasExpectedWhatHappenedAndTheNearestPhrase() throws {
    let file = write(
      "hi there => ReadNoteIntent\n## wrong reply\n> read my groceries note in notes\n< Nope.\n", "notes-app.tests")
    let result = try DuoSayProcess.run(["test", file, "--app", "notes"])
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "FAIL notes-app.tests:1: hi there\n  expected: ReadNoteIntent\n  got:      none\n  nearest phrase "))
    #expect(
      result.output.contains(
        "FAIL notes-app.tests:3: wrong reply\n  expected: > read my groceries note in notes\n            < Nope.\n  got:      < Groceries says: milk, eggs, bread and coffee."
      ))
    let junit = try DuoSayProcess.run(["test", file, "--app", "notes", "--format", "junit"])
    #expect(XMLParser(data: junit.standardOutput).parse())
    #expect(
      junit.output.contains(
        #"<testsuite name="notes-app_tests" file="\#(file)" tests="2" failures="2" errors="0" skipped="0" time=""#))
    #expect(
      junit.output.contains(#"<testcase classname="notes-app_tests" name="hi there" file="\#(file)" line="1" time=""#))
    #expect(
      junit.output.contains(
        #"<testcase classname="notes-app_tests" name="wrong reply" file="\#(file)" line="3" time=""#))
    let json = try DuoSayProcess.run(["test", file, "--app", "notes", "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any])
    #expect(object["failed"] as? Int == 2)
  }

  @Test func conversationsRunLockedOrWithAScreenAsTheFileOrTheCommandSays() throws {
    let file = write(
      "## a locked phone refuses @locked\n> read my locked note in notes\n< You'll need to unlock your iPhone first.\n"
        + "## opening needs the screen\n> open groceries in notes\n< Open Note needs your iPhone's screen. Open Notes on your iPhone to do that.\n"
        + "## with a screen it opens @screen\n> open groceries in notes\n< Here's Groceries.\n", "notes-device.tests")
    let result = try DuoSayProcess.run(["test", file, "--app", "notes"])
    #expect(result.output == "3 of 3 passed.\n", "\(result.output)")
    let screen = try DuoSayProcess.run(["test", file, "--app", "notes", "--screen"])
    #expect(screen.output.hasPrefix("2 of 3 passed."), "--screen is every conversation's default: the second now opens")
    #expect(screen.output.contains("FAIL notes-device.tests:5: opening needs the screen"))
  }

  @Test func lintRulesCanBeSilencedOnPurposeAndWarningsMadeErrors() throws {
    // Podhaven's phrases say "play", a word of Siri's Music domain: warnings, not errors.
    let home = Self.phrases.appendingPathComponent("heldout/dev/podhaven.json").path
    let plain = try DuoSayProcess.run(["coverage", "--catalog", home])
    #expect(plain.status == 0)
    let strict = try DuoSayProcess.run(["coverage", "--catalog", home, "--strict"])
    #expect(strict.status == 1, "--strict makes the warnings errors")
    #expect(strict.output.contains("  error    "))
    var json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: home))) as? [String: Any])
    let rules = Set(
      ((try JSONSerialization.jsonObject(
        with: try DuoSayProcess.run(["coverage", "--catalog", home, "--format", "json"]).standardOutput)
        as? [String: Any])?["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String })
    #expect(!rules.isEmpty)
    let ignoring = rules.sorted().flatMap { ["--ignore", $0] }
    let silenced = try DuoSayProcess.run(["coverage", "--catalog", home, "--strict"] + ignoring)
    #expect(silenced.status == 0)
    #expect(silenced.output.contains("ignored on purpose"))
    json["ignore"] = rules.sorted()
    let file = write(
      String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self), "podhaven-ignoring.json")
    let byCatalog = try DuoSayProcess.run(["coverage", "--catalog", file, "--strict"])
    #expect(byCatalog.status == 0, "\(byCatalog.output)")
    json["ignore"] = ["no-such-rule"]
    let bad = write(
      String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self), "podhaven-bad.json")
    let refused = try DuoSayProcess.run(["coverage", "--catalog", bad])
    #expect(refused.status == 64)
    #expect(refused.standardError.contains("ignore[0]: unknown rule 'no-such-rule'"))
    let unknownOption = try DuoSayProcess.run(["coverage", "--catalog", home, "--ignore", "bogus"])
    #expect(unknownOption.status == 64)
  }

  @Test func aMalformedTestFileIsAUsageErrorWithItsLine() throws {
    let file = write("read my note => Intent(\n", "broken.tests")
    let result = try DuoSayProcess.run(["test", file])
    #expect(result.status == 64)
    #expect(result.standardError == "duo-say: error: broken.tests:1: expected ')' at the end of 'Intent('\n")
  }

  @Test func aCatalogTooLargeToExpandIsRefusedWithAMessage() throws {
    let values = (0..<1200).map { #"{"id": "v\#($0)", "title": "Value \#($0)"}"# }.joined(separator: ",")
    let phrases = (0..<900).map { #""Do ${v} number \#($0) in ${applicationName}""# }.joined(separator: ",")
    let catalog = write(
      #"{"app": {"name": "Big"}, "types": {"T": {"kind": "entity", "values": [\#(values)]}}, "shortcuts": [{"intent": "I", "parameters": {"v": "T"}, "phrases": [\#(phrases)]}]}"#,
      "big.json")
    let result = try DuoSayProcess.run(["coverage", "--catalog", catalog])
    #expect(result.status == 1)
    #expect(
      result.output.hasPrefix(
        "big.json: 1080000 expansions is more than the 1000000 duo-say checks; split the catalog or trim its values"))
  }

  /// Three phrases of five parameters over 10,000 values: more expansions than
  /// an Int can count. Counting saturates; it used to trap.
  @Test func aCatalogPastCountingIsRefusedTooNotACrash() throws {
    let values = (0..<10_000).map { #"{"id": "v\#($0)", "title": "Value \#($0)"}"# }.joined(separator: ",")
    let shortcuts = (0..<3).map { _ in
      #"{"intent": "I", "parameters": {"a": "T", "b": "T", "c": "T", "d": "T", "e": "T"}, "phrases": ["${a} ${b} ${c} ${d} ${e} in ${applicationName}"]}"#
    }.joined(separator: ",")
    let catalog = write(
      #"{"app": {"name": "Big"}, "types": {"T": {"kind": "entity", "values": [\#(values)]}}, "shortcuts": [\#(shortcuts)]}"#,
      "huge.json")
    let result = try DuoSayProcess.run(["coverage", "--catalog", catalog])
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("huge.json: the expansions are more than the 1000000 duo-say checks"))
    #expect(
      result.output.contains(
        "error    phrase-budget             shortcuts: more phrases once expanded; Apple allows 1,000"))
  }
}

@Suite struct ImportCommandTests {
  static let home = Repository.fixtures.appendingPathComponent("Import/HomeApp").path

  @Test func importWritesACatalogThatLoadsAndWarnsOnStandardError() throws {
    let result = try DuoSayProcess.run(["import", Self.home, "--name", "Casa"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("{\n  \"app\": {\n    \"name\": \"Casa\""))
    #expect(result.standardError.split(separator: "\n").allSatisfy { $0.hasPrefix("duo-say: ") })
    #expect(result.standardError.contains("is not used in any App Shortcut or as a Negative Phrase"))
    let catalog = TemporaryPath.make("imported.json")
    defer { try? FileManager.default.removeItem(atPath: catalog) }
    #expect(FileManager.default.createFile(atPath: catalog, contents: result.standardOutput))
    let match = try DuoSayProcess.run(["match", "--catalog", catalog, "set movie night in casa"])
    #expect(match.output.contains("SetSceneIntent(scene: movieNight)"))
  }

  @Test func aFileWithNoProviderIsAUsageError() throws {
    let result = try DuoSayProcess.run([
      "import", URL(fileURLWithPath: Self.home).appendingPathComponent("en.lproj/AppShortcuts.strings").path,
    ])
    #expect(result.status == 64)
    #expect(result.standardError.hasSuffix(": no AppShortcutsProvider declaration found in 0 Swift files\n"))
  }
}

/// `test --poses`: every conversation in each pose, each reported apart; a pinned one once.
@Suite struct PoseMatrixTests {
  static let notes = Repository.phrases.appendingPathComponent("notes.tests").path

  @Test func everyConversationRunsInEachPoseAndIsReportedApart() throws {
    let text = try DuoSayProcess.run(["test", Self.notes, "--poses", "voice,closed,open"])
    #expect(text.status == 0, "\(text.output)")
    #expect(text.output.contains("  voice: 5 of 5 conversations passed\n  closed: 5 of 5"))
    let junit = try DuoSayProcess.run(["test", Self.notes, "--poses", "voice,closed,open", "--format", "junit"])
    #expect(
      junit.output.contains(
        "name=\"opening needs the screen by voice and brings Notes forward on the display in use [open]\""))
    let json = try DuoSayProcess.run(["test", Self.notes, "--poses", "closed", "--format", "json"])
    #expect(json.output.contains("\"pose\":\"closed\"") && !json.output.contains("\"pose\":\"voice\""))
    // One pose runs that pose's reply lines and the pinned conversations of that pose only.
    let pinned = try DuoSayProcess.run(["test", Self.notes, "--pose", "open"])
    #expect(pinned.status == 0, "\(pinned.output)")
  }

  @Test func badPosesAndScreensAreUsageErrors() throws {
    let pose = try DuoSayProcess.run(["test", Self.notes, "--poses", "voice,sideways"])
    #expect(pose.status == 64 && pose.standardError.contains("expects voice, closed, or open, not 'sideways'"))
    let both = try DuoSayProcess.run(["test", Self.notes, "--poses", "voice", "--pose", "open"])
    #expect(both.status == 64)
    let missing = try DuoSayProcess.run([
      "--mute", "--pose", "open", "--onscreen", "Note:nope", "read this note in notes",
    ])
    #expect(missing.status == 64 && missing.standardError.contains("no Note has the id 'nope'"))
  }
}
