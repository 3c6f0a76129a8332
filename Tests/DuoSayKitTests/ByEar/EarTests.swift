import CatalogFiles
import DialogEngine
import DialogSpeech
import Foundation
import Locking
import PhraseMatcher
import TestSupport
import Testing

@testable import DuoSayKit

/// Conversations and test files by ear: typed words spoken, heard by the
/// recognizer, and the words heard answered.
@Suite(.serialized)
struct EarTests {
  static let home = try! CatalogLoader.load(path: Repository.phrases.appendingPathComponent("home.json").path)

  @Test func aConversationAnswersWhatWasHeardAndShowsIt() async throws {
    let conversation = Conversation(DialogSession(app: .scripted(Self.home)), catalog: Self.home)
    let speech = RecordingSpeech()
    let shown = Locked("")
    let speaker = ConsoleSpeaker(output: speech, display: { text in shown.withLock { $0 += text } })
    let ear = try Ear(catalog: Self.home, voice: SpeechSettings())
    var console = VoiceConsole(conversation, speaker: speaker, settings: .init(ear: ear))
    _ = try await console.run(
      from: GivenLines(["turn on the porch light in casa", "turn the garage light off in casa"]))
    // What a recognizer makes of synthetic speech may vary a little from run to run (eSpeak NG's
    // audio does): the first line shows what was heard, whatever it was, and its reply follows.
    let lines = shown.withLock { $0 }.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first?.hasPrefix("heard: ") == true)
    #expect(
      lines.suffix(3) == [
        "not heard by ear (it is not one of the app's sentences): taken as typed", "The Garage Light is off.", "",
      ])
    // The round trip is heard: each typed line in the voice, then the reply.
    #expect(speech.spokenTexts.first == "turn on the porch light in casa")
    #expect(speech.spokenTexts.contains("turn the garage light off in casa"))
  }

  /// Two names said alike: however the audio varies, the recognizer hears one of them for both.
  static let homophones = try! CatalogLoader.decode(
    Data(
      #"""
      {"app": {"name": "Casa"}, "types": {"LightEntity": {"kind": "entity", "name": "Light", "values": [
         {"id": "night", "title": "Night Light"}, {"id": "knight", "title": "Knight Light"},
         {"id": "porch", "title": "Porch Light"}, {"id": "desk", "title": "Desk Lamp"}]}},
       "shortcuts": [{"intent": "TurnOnLightIntent", "parameters": {"light": "LightEntity"},
                      "phrases": ["Turn on the ${light} in ${applicationName}", "Turn on a light in ${applicationName}"],
                      "dialog": {"full": "The ${light} is on."}}]}
      """#.utf8), file: "homophones.json")

  @Test func aTestFileByEarTestsWhatWasHeard() async throws {
    let catalog = Self.homophones
    let file = try TestFile(
      parsing: """
        turn on the night light in casa => TurnOnLightIntent(light: night)
        turn on the knight light in casa => TurnOnLightIntent(light: knight)
        turn on the porch light in casa => TurnOnLightIntent(light: porch)

        ## asked which light
        > turn on a light in casa
        < Which light?
        > the desk lamp
        < The Desk Lamp is on.
        """, file: "home.tests")
    var runner = TestRunner(matcher: Matcher(catalog, embedder: nil)) { _ in
      let session = DialogSession(app: .scripted(catalog))
      return { await session.respond(to: $0) }
    }
    let typed = await runner.run(file, named: "homophones.tests")
    #expect(typed.allSatisfy { $0.passed })
    runner.ear = try Ear(catalog: catalog, voice: SpeechSettings())
    let heard = await runner.run(file, named: "homophones.tests")
    // "Night" and "knight" sound the same: by ear a case passes only when the words heard
    // name its own light (which of the alike sentences a recognizer picks may vary).
    for outcome in heard.prefix(2) {
      let own = outcome.name.contains("knight") ? "knight" : "night"
      #expect(outcome.got.hasPrefix("heard: "))
      #expect(outcome.passed == outcome.got.hasPrefix("heard: turn on the \(own) light in casa\n"))
    }
    // The rest pass unless the recognizer heard other words than were said: eSpeak NG's audio
    // varies a little from run to run ("the desk lamp" was heard as "yes" 2 times in 150 here,
    // and the project's CI failed on this expectation when it asked for every case to pass).
    for outcome in heard.dropFirst(2) where !outcome.passed {
      #expect(Self.misheard(outcome), "\(outcome.name): \(outcome.got)")
    }
    #expect(heard.count == 4)
  }

  /// Whether a failed outcome heard other words than its failing line said.
  static func misheard(_ outcome: TestRunner.Outcome) -> Bool {
    let said =
      outcome.expected.split(separator: "\n").first.flatMap { line in
        line.hasPrefix("> ") ? String(line.dropFirst(2)) : nil
      } ?? outcome.name
    return outcome.got.hasPrefix("heard: ") && !outcome.got.hasPrefix("heard: \(said)\n")
  }

  @Test func whatIsNoSentenceOfTheAppOrNoAnswerIsTakenAsTyped() throws {
    let ear = try Ear(catalog: Self.home, voice: SpeechSettings())
    #expect(ear.hear("turn the garage light off in casa") == .typed(why: "it is not one of the app's sentences"))
    #expect(ear.hear("the desk lamp", answering: false) == .typed(why: "it is not one of the app's sentences"))
    guard case .heard = ear.hear("the desk lamp", answering: true) else {
      Issue.record("an answer is heard with the answers' grammar")
      return
    }
    #expect(
      ear.hear("at 7 pm in casa")
        == .typed(why: "the recognizer does not listen for 'at', '7', 'pm'"))
    #expect(ear.hear("灯り") == .typed(why: "it has characters the recognizer cannot take"))
  }
}
