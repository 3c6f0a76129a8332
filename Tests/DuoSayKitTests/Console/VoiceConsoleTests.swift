import CatalogFiles
import DialogEngine
import DialogSpeech
import Locking
import TestSupport
import Testing

@testable import DuoSayKit

/// The console on its seams: given lines in, a recording speech out, the text shown
/// captured. No terminal, no audio device, no eSpeak NG.
@Suite struct VoiceConsoleTests {
  /// What the console shows and says over `lines`, and how it ends.
  struct Run {
    var outcome: VoiceConsole.Outcome
    var shown: String
    var spoken: [String]
  }

  static func run(_ lines: [String], isVoiceOnly: Bool = true, json: Bool = false) async throws -> Run {
    let catalog = try CatalogLoader.load(path: Repository.phrases.appendingPathComponent("home.json").path)
    let conversation = Conversation(
      DialogSession(app: .scripted(catalog), options: SessionOptions(isVoiceOnly: isVoiceOnly)), catalog: catalog)
    let speech = RecordingSpeech()
    let shown = Locked("")
    let speaker = ConsoleSpeaker(output: speech, display: { text in shown.withLock { $0 += text } })
    var settings = VoiceConsole.Settings(isVoiceOnly: isVoiceOnly, json: json)
    // Stops of its own: another test's Ctrl-C in this process must not end these turns.
    settings.stops = { AsyncStream { _ in } }
    var console = VoiceConsole(conversation, speaker: speaker, settings: settings)
    let outcome = try await console.run(from: GivenLines(lines))
    #expect(speech.isFinished, "the speech is finished, so a WAV file would be closed")
    return Run(outcome: outcome, shown: shown.withLock { $0 }, spoken: speech.spokenTexts)
  }

  @Test func eachReplyIsShownThenSpokenInOrder() async throws {
    let run = try await Self.run(["turn on the porch light in casa", "", "turn off the porch light in casa"])
    #expect(run.outcome == .everythingUnderstood)
    #expect(run.shown == "The Porch Light is on.\nThe Porch Light is off.\n", "a blank line is no turn")
    #expect(run.spoken == ["The Porch Light is on.", "The Porch Light is off."])
  }

  @Test func aLineNotUnderstoodIsSaidSoAndCounted() async throws {
    let run = try await Self.run(["what a lovely day", "turn on the porch light in casa"])
    #expect(run.outcome == .somethingNotUnderstood)
    #expect(run.spoken.first == "Sorry, I didn't understand that.")
  }

  @Test func inputThatEndsOnAQuestionLeavesItUnanswered() async throws {
    let asked = try await Self.run(["turn on a light in casa"])
    #expect(asked.outcome == .questionUnanswered)
    #expect(asked.spoken == ["Which light?"])
    let answered = try await Self.run(["turn on a light in casa", "the porch light"])
    #expect(answered.outcome == .everythingUnderstood)
    #expect(answered.spoken == ["Which light?", "The Porch Light is on."])
  }

  @Test func aLineTooLongIsSkippedAndTheNextIsHeard() async throws {
    let long = String(repeating: "a", count: StandardInput.maximumLine + 1)
    let run = try await Self.run([long, "turn on the porch light in casa"])
    #expect(run.outcome == .somethingNotUnderstood)
    #expect(run.spoken == ["The Porch Light is on."])
  }

  @Test func withJSONEachTurnIsOneLineThatSaysWhatWasSpoken() async throws {
    let run = try await Self.run(["turn on the porch light in casa"], json: true)
    let lines = run.shown.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.contains("\"spoken\":true") == true, "\(run.shown)")
    #expect(run.spoken == ["The Porch Light is on."])
  }
}
