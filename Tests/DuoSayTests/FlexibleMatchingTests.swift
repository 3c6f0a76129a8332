import Foundation
import TestSupport
import Testing

/// Whether all-mpnet-base-v2 is where duo-say looks for it by default.
private let largeModelInstalled = FileManager.default.fileExists(
  atPath: (ProcessInfo.processInfo.environment["XDG_CACHE_HOME"] ?? NSHomeDirectory() + "/.cache")
    + "/duo-say/all-mpnet-base-v2/model.safetensors")

/// The semantic stage through the built binary: on by default when the model
/// is installed, said once to be off when it is not, off on request.
@Suite struct FlexibleMatchingTests {
  static let phrases = Repository.phrases
  static let pulse = phrases.appendingPathComponent("heldout/dev/pulse.json").path

  static func json(_ line: Substring) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  @Test func aParaphraseResolvesAndSaysItWasTheSemanticStage() throws {
    let result = try DuoSayProcess.run(
      ["match", "--json", "--catalog", Self.pulse],
      input: "let's do some yoga with pulse\nstart a yoga workout in pulse\n")
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 2)
    let guessed = try Self.json(lines[0])
    #expect(guessed["intent"] as? String == "StartWorkoutIntent")
    #expect(guessed["stage"] as? String == "semantic")
    #expect(try Self.json(lines[1])["stage"] as? String == "exact")
    #expect(result.standardError == "")
    #expect(result.status == 0)
  }

  @Test func aRefusedParaphraseSaysWhyByMeaning() throws {
    let text = try DuoSayProcess.run(["match", "--catalog", Self.pulse, "share my workout with pulse"])
    #expect(text.output.hasSuffix("; by meaning, its verb asks for another action)\n"), "\(text.output)")
    let json = try Self.json(
      Substring(try DuoSayProcess.run(["match", "--json", "--catalog", Self.pulse, "pulse froze again"]).output))
    let why = try #require(json["byMeaning"] as? [String: Any])
    #expect(why["reason"] as? String == "not a request for it")
    #expect((why["closest"] as? [Any])?.isEmpty == true, "the model was not asked")
    let taken = try Self.json(
      Substring(
        try DuoSayProcess.run(["match", "--json", "--catalog", Self.pulse, "let's do some yoga with pulse"]).output))
    #expect(taken["byMeaning"] == nil)
  }

  @Test func aConversationAnswersAParaphraseAndItsTranscriptSaysHow() throws {
    let result = try DuoSayProcess.run(["--mute", "--json", "--catalog", Self.pulse, "let's do some yoga with pulse"])
    let turn = try Self.json(try #require(result.output.split(separator: "\n").first))
    #expect(turn["stage"] as? String == "semantic")
    #expect((turn["replies"] as? [[String: Any]])?.first?["text"] as? String == "Starting your Yoga.")
  }

  @Test func testsSayWhichPassedOnlyThroughTheSemanticStage() throws {
    let file = TemporaryPath.make("pulse.tests")
    defer { try? FileManager.default.removeItem(atPath: file) }
    try
      "let's do some yoga with pulse => StartWorkoutIntent(workout: yoga)\nstart a yoga workout in pulse => StartWorkoutIntent(workout: yoga)\n"
      .write(toFile: file, atomically: true, encoding: .utf8)
    let text = try DuoSayProcess.run(["test", file, "--catalog", Self.pulse])
    #expect(text.output.hasPrefix("2 of 2 passed.\n1 passed through the semantic stage only"))
    #expect(text.output.contains(":1: let's do some yoga with pulse"))
    let json = try Self.json(
      Substring(try DuoSayProcess.run(["test", file, "--catalog", Self.pulse, "--format", "json"]).output))
    let stages = (json["results"] as? [[String: Any]])?.map { $0["stage"] as? String }
    #expect(stages == ["semantic", "exact"])
  }

  @Test func withoutTheModelItSaysOnceThatFlexibleMatchingIsOff() throws {
    let result = try DuoSayProcess.run(
      ["match", "--catalog", Self.pulse],
      input: "let's do some yoga with pulse\ni want to go rowing in pulse\nstart a yoga workout in pulse\n",
      environment: ["DUO_SAY_MODEL_DIR": "/nonexistent"])
    #expect(
      result.standardError
        == "duo-say: flexible matching is off: /nonexistent/model.safetensors is missing; run Scripts/install-deps.sh\n"
    )
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].contains("→ none"))
    #expect(lines[2].contains("StartWorkoutIntent(workout: yoga)"), "the alignment still answers")
    #expect(result.status == 1)
  }

  /// The large model is asked for by name, and its absence names its own installer.
  @Test func theLargeModelWithoutItsFilesSaysHowToInstallIt() throws {
    let result = try DuoSayProcess.run(
      ["match", "--flexible-matching=large", "--catalog", Self.pulse, "let's do some yoga with pulse"],
      environment: ["DUO_SAY_LARGE_MODEL_DIR": "/nonexistent"])
    #expect(
      result.standardError
        == "duo-say: flexible matching is off: /nonexistent/model.safetensors is missing; run Scripts/install-model.sh large\n"
    )
    #expect(result.output.contains("→ none"), "the standard model does not stand in for it")
    #expect(result.status == 1)
  }

  @Test(arguments: [
    (["--flexible-matching=huge"], "duo-say: error: '--flexible-matching' expects standard or large, not 'huge'"),
    (
      ["--flexible-matching", "large", "--no-flexible-matching"],
      "duo-say: error: '--no-flexible-matching' cannot be combined with '--flexible-matching'"
    ),
  ])
  func theModelMustBeOneDuoSayHas(arguments: [String], error: String) throws {
    let result = try DuoSayProcess.run(
      ["match", "--catalog", Self.pulse] + arguments + ["start a yoga workout in pulse"])
    #expect(result.standardError.hasPrefix(error + "\n"))
    #expect(result.output == "")
    #expect(result.status == 64)
  }

  /// Where all-mpnet-base-v2 is installed: it takes a paraphrase the standard model leaves.
  @Test(.enabled(if: largeModelInstalled, "all-mpnet-base-v2 is not installed (Scripts/install-model.sh large)"))
  func theLargeModelHearsWhatTheStandardOneLeaves() throws {
    let munchbox = Self.phrases.appendingPathComponent("heldout/dev/munchbox.json").path
    let utterance = "is my delivery close in munchbox"
    let standard = try DuoSayProcess.run(["match", "--catalog", munchbox, utterance])
    let large = try DuoSayProcess.run(["match", "--flexible-matching", "large", "--catalog", munchbox, utterance])
    #expect(standard.output.contains("→ none"))
    #expect(large.output.contains("→ TrackOrderIntent"), "\(large.output)")
    #expect(large.output.contains("(semantic:"))
  }

  @Test func itCanBeTurnedOff() throws {
    let result = try DuoSayProcess.run([
      "match", "--no-flexible-matching", "--catalog", Self.pulse, "let's do some yoga with pulse",
    ])
    #expect(result.output.contains("→ none"))
    #expect(result.standardError == "")
    #expect(result.status == 1)
  }

  @Test func aPhraseTheAlignmentTakesNeverLoadsTheModel() throws {
    let result = try DuoSayProcess.run(
      ["match", "--catalog", Self.pulse, "start a yoga workout in pulse"],
      environment: ["DUO_SAY_MODEL_DIR": "/nonexistent"])
    #expect(result.standardError == "", "no warning: nothing needed the model")
    #expect(result.status == 0)
  }
}
