import DialogEngine
import DialogSpeech
import Testing

@testable import DuoSay

@Suite struct InvocationTests {
  /// A voice target's app with options of its own, as the Notes app has.
  static let notes = AppProfile(
    name: "Notes", synonyms: ["Notebook"],
    options: [.init("--store", valueName: "FILE", help: "The notes file."), .init("--reset", help: "Seeded notes.")])

  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    try Invocation.parse(arguments, app: notes)
  }

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
    .init(
      arguments: ["--app", "notes", "--catalog", "x.json"], expected: "'--catalog' cannot be combined with '--app'"),
    .init(arguments: ["match", "--mute"], expected: "unknown option '--mute'; see 'duo-say --help'"),
    .init(arguments: ["match", "--json=no"], expected: "'--json' takes no value"),
    .init(arguments: ["--store"], expected: "'--store' needs a value"),
    .init(arguments: ["--reset=yes"], expected: "'--reset' takes no value"),
    .init(
      arguments: ["--store", "n.json", "--catalog", "x.json"],
      expected: "'--store' is an option of the compiled app; it does nothing with '--catalog'"),
    .init(
      arguments: ["test", "a.tests", "-c", "x.json", "--reset"],
      expected: "'--reset' is an option of the compiled app; it does nothing with '--catalog'"),
    .init(arguments: ["speak", "--store", "n.json"], expected: "unknown option '--store'; see 'duo-say --help'"),
    .init(
      arguments: ["--app", "mail"],
      expected: "unknown app 'mail': this program runs Notes; use --catalog FILE for an app known from its catalog"),
    .init(
      arguments: ["mtach"],
      expected: "unknown command 'mtach'; did you mean 'match'? (to say 'mtach' to Notes, write: -- mtach)"),
    .init(
      arguments: ["coverge"],
      expected: "unknown command 'coverge'; did you mean 'coverage'? (to say 'coverge' to Notes, write: -- coverge)"),
    .init(
      arguments: ["tset", "foo.tests"],
      expected: "unknown command 'tset'; did you mean 'test'? (to say 'tset' to Notes, write: -- tset)"),
    .init(
      arguments: ["help", "bogus"],
      expected: "unknown command 'bogus'; commands: match, coverage, test, import, export, speak, help, version"),
    .init(arguments: ["version", "2"], expected: "'version' takes no other arguments"),
    .init(
      arguments: ["--generate-completion-script", "tcsh"],
      expected: "'--generate-completion-script' expects bash, zsh or fish, not 'tcsh'"),
    .init(arguments: ["--generate-completion-script"], expected: "'--generate-completion-script' needs a value"),
  ]

  @Test(arguments: errorCases)
  func badArgumentsGetOneLineErrors(_ errorCase: ErrorCase) {
    let error = #expect(throws: UsageError.self) { try Self.parse(errorCase.arguments) }
    #expect(error?.description == errorCase.expected)
  }

  @Test func helpWinsAnywhere() throws {
    #expect(try Self.parse(["--rate", "200", "-h"]) == .help(command: nil))
    #expect(try Self.parse(["speak", "--help"]) == .help(command: "speak"))
    #expect(try Self.parse(["--version"]) == .version)
    #expect(try Self.parse(["--list-voices"]) == .listVoices)
  }

  @Test func helpAndVersionAreCommandsAsInArgumentParserTools() throws {
    #expect(try Self.parse(["help"]) == .help(command: nil))
    #expect(try Self.parse(["help", "match"]) == .help(command: "match"))
    #expect(try Self.parse(["match", "--help"]) == Self.parse(["help", "match"]))
    #expect(try Self.parse(["version"]) == .version)
    #expect(try Self.parse(["--generate-completion-script", "zsh"]) == .completionScript(.zsh))
    guard case .say(let said) = try Self.parse(["--", "help"]) else {
      Issue.record("'-- help' is an utterance")
      return
    }
    #expect(said.utterance == ["help"])
    guard case .say(let request) = try Self.parse(["text", "mom", "i'm", "late"]) else {
      Issue.record("a request that starts like a command is still a request")
      return
    }
    #expect(request.utterance == ["text", "mom", "i'm", "late"])
  }

  @Test func everySpeechOptionIsParsed() throws {
    guard
      case .say(let options) = try Self.parse(
        ["-v", "en-us+f3", "--rate=160", "-p", "70", "--volume", "150", "--wav", "out.wav", "read", "my", "note"])
    else {
      Issue.record("expected say")
      return
    }
    #expect(options.speech.settings == SpeechSettings(voice: "en-us+f3", rate: 160, pitch: 70, volume: 150))
    #expect(options.speech.destination == .wavFile("out.wav"))
    #expect(options.utterance == ["read", "my", "note"])
  }

  @Test func destinationsAndModes() throws {
    guard case .say(let raw) = try Self.parse(["--raw", "--screen", "--app", "Notes"]),
      case .say(let mute) = try Self.parse(["-q", "--voice-only"]),
      case .say(let plain) = try Self.parse([])
    else {
      Issue.record("expected say")
      return
    }
    #expect(raw.speech.destination == .standardOutput && raw.device.pose == .closed && raw.app.source == .compiled)
    #expect(mute.speech.destination == SpeechDestination.none && mute.device.pose == .voice)
    #expect(
      plain.speech.destination == .audioDevice && plain.device.device.pose == nil && plain.app.source == .compiled
        && !plain.app.isExplicit)
  }

  @Test func speakTakesTextAndDoubleDashEndsOptions() throws {
    guard case .speak(let options) = try Self.parse(["speak", "-s", "90", "--", "--not-an-option", "hi"])
    else {
      Issue.record("expected speak")
      return
    }
    #expect(options.speech.settings.rate == 90)
    #expect(options.text == ["--not-an-option", "hi"])
  }

  @Test func matchTakesACatalogAndJSON() throws {
    guard case .match(let options) = try Self.parse(["match", "--catalog", "phrases/home.json", "--json"])
    else {
      Issue.record("expected match")
      return
    }
    #expect(options.app.source == .catalog(path: "phrases/home.json") && options.json)
    guard case .say(let say) = try Self.parse(["-c", "x.json", "hello"]) else {
      Issue.record("expected say")
      return
    }
    #expect(say.app.source == .catalog(path: "x.json") && say.utterance == ["hello"])
  }

  @Test func theAppsOwnOptionsAreParsedForItsSetUp() throws {
    guard case .say(let options) = try Self.parse(["--locked", "--store", "/tmp/n.json", "--reset", "--json", "hi"])
    else {
      Issue.record("expected say")
      return
    }
    #expect(options.device.isLocked && options.json && options.utterance == ["hi"])
    #expect(options.app.values == ["--store": "/tmp/n.json", "--reset": ""])
    guard case .test(let test) = try Self.parse(["test", "--store=/tmp/t.json", "notes.tests"]) else {
      Issue.record("expected test")
      return
    }
    #expect(test.app.values == ["--store": "/tmp/t.json"] && test.files == ["notes.tests"])
    guard case .export(let compiled) = try Self.parse(["export", "--app", "notebook"]) else {
      Issue.record("expected export")
      return
    }
    #expect(compiled.source == .compiled && compiled.isExplicit)
    guard case .export(let file) = try Self.parse(["export", "--catalog", "x.json"]) else {
      Issue.record("expected export")
      return
    }
    #expect(file.source == .catalog(path: "x.json"))
    #expect(throws: UsageError("'export' takes no words; use --app NAME or --catalog FILE")) {
      try Self.parse(["export", "now"])
    }
  }

  @Test func anAppWithoutOptionsRefusesAnotherAppsOptions() {
    #expect(throws: UsageError("unknown option '--store'; see 'duo-say --help'")) {
      try Invocation.parse(["--store", "n.json"], app: AppProfile(name: "Brewly"))
    }
  }

  @Test func aLoneDashIsAWord() throws {
    guard case .say(let options) = try Self.parse(["-"]) else {
      Issue.record("expected say")
      return
    }
    #expect(options.utterance == ["-"])
  }
}
