import DialogEngine
import Testing

@testable import duo_say

@Suite struct InvocationTests {
  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var expected: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let errorCases: [ErrorCase] = [
    .init(arguments: ["--verbose"], expected: "unknown option '--verbose'; see 'duo-say --help'"),
    .init(arguments: ["speak", "--app", "notes"], expected: "unknown option '--app'; see 'duo-say --help'"),
    .init(arguments: ["--rate", "fast"], expected: "'--rate' expects a whole number from 80 to 1000, not 'fast'"),
    .init(arguments: ["--rate=20"], expected: "'--rate' expects a whole number from 80 to 1000, not '20'"),
    .init(arguments: ["--pitch", "101"], expected: "'--pitch' expects a whole number from 0 to 100, not '101'"),
    .init(arguments: ["--volume", "-1"], expected: "'--volume' expects a whole number from 0 to 200, not '-1'"),
    .init(arguments: ["--voice"], expected: "'--voice' needs a value"),
    .init(arguments: ["--wav="], expected: "'--wav' needs a value"),
    .init(arguments: ["--mute=yes"], expected: "'--mute' takes no value"),
    .init(arguments: ["--mute", "--wav", "a.wav"], expected: "'--wav' cannot be combined with '--mute'"),
    .init(arguments: ["--raw", "--mute"], expected: "'--mute' cannot be combined with '--raw'"),
    .init(arguments: ["--list-voices", "--mute"], expected: "'--list-voices' takes no other arguments"),
    .init(arguments: ["--app", "notes", "--catalog", "x.json"], expected: "'--catalog' cannot be combined with '--app'"),
    .init(arguments: ["match", "--mute"], expected: "unknown option '--mute'; see 'duo-say --help'"),
    .init(arguments: ["match", "--json=no"], expected: "'--json' takes no value"),
  ]

  @Test(arguments: errorCases)
  func badArgumentsGetOneLineErrors(_ errorCase: ErrorCase) {
    let error = #expect(throws: UsageError.self) { try Invocation.parse(errorCase.arguments) }
    #expect(error?.description == errorCase.expected)
  }

  @Test func helpWinsAnywhere() throws {
    #expect(try Invocation.parse(["--rate", "200", "-h"]) == .help)
    #expect(try Invocation.parse(["speak", "--help"]) == .help)
    #expect(try Invocation.parse(["--version"]) == .version)
    #expect(try Invocation.parse(["--list-voices"]) == .listVoices)
  }

  @Test func everySpeechOptionIsParsed() throws {
    guard case .say(let options) = try Invocation.parse(
      ["-v", "en-us+f3", "--rate=160", "-p", "70", "--volume", "150", "--wav", "out.wav", "read", "my", "note"])
    else { Issue.record("expected say"); return }
    #expect(options.speech.settings == SpeechSettings(voice: "en-us+f3", rate: 160, pitch: 70, volume: 150))
    #expect(options.speech.destination == .wavFile("out.wav"))
    #expect(options.utterance == ["read", "my", "note"])
  }

  @Test func destinationsAndModes() throws {
    guard case .say(let raw) = try Invocation.parse(["--raw", "--screen", "--app", "Notes"]),
      case .say(let mute) = try Invocation.parse(["-q", "--voice-only"]),
      case .say(let plain) = try Invocation.parse([])
    else { Issue.record("expected say"); return }
    #expect(raw.speech.destination == .standardOutput && !raw.isVoiceOnly && raw.app == .bundled("Notes"))
    #expect(mute.speech.destination == SpeechDestination.none && mute.isVoiceOnly)
    #expect(plain.speech.destination == .audioDevice && plain.isVoiceOnly && plain.app == .bundled("notes"))
  }

  @Test func speakTakesTextAndDoubleDashEndsOptions() throws {
    guard case .speak(let options) = try Invocation.parse(["speak", "-s", "90", "--", "--not-an-option", "hi"])
    else { Issue.record("expected speak"); return }
    #expect(options.speech.settings.rate == 90)
    #expect(options.text == ["--not-an-option", "hi"])
  }

  @Test func matchTakesACatalogAndJSON() throws {
    guard case .match(let options) = try Invocation.parse(["match", "--catalog", "phrases/home.json", "--json"])
    else { Issue.record("expected match"); return }
    #expect(options.app == .catalog(path: "phrases/home.json") && options.json)
    guard case .say(let say) = try Invocation.parse(["-c", "x.json", "hello"]) else { Issue.record("expected say"); return }
    #expect(say.app == .catalog(path: "x.json") && say.utterance == ["hello"])
  }

  @Test func notesOptionsAreParsed() throws {
    guard case .say(let options) = try Invocation.parse(["--locked", "--store", "/tmp/n.json", "--reset", "--json", "hi"])
    else { Issue.record("expected say"); return }
    #expect(options.isLocked && options.reset && options.json)
    #expect(options.store == "/tmp/n.json" && options.utterance == ["hi"])
    #expect(try Invocation.parse(["export"]) == .export(.bundled("notes")))
    #expect(try Invocation.parse(["export", "--catalog", "x.json"]) == .export(.catalog(path: "x.json")))
    #expect(throws: UsageError("'export' takes no words; use --app NAME or --catalog FILE")) { try Invocation.parse(["export", "now"]) }
    #expect(throws: UsageError("'--store' needs a value")) { try Invocation.parse(["--store"]) }
  }

  @Test func aLoneDashIsAWord() throws {
    guard case .say(let options) = try Invocation.parse(["-"]) else { Issue.record("expected say"); return }
    #expect(options.utterance == ["-"])
  }
}
