import DialogEngine
import DialogSpeech
import DuoSayKit
import PhraseMatcher

/// What the command line asks for, parsed and checked before anything runs.
enum Invocation: Equatable {
  case say(SayOptions)
  case speak(SpeakOptions)
  case match(MatchOptions)
  case export(AppChoice)
  case coverage(CoverageOptions)
  case test(TestOptions)
  case importSources(ImportOptions)
  case listVoices
  /// The help of duo-say, or of one command.
  case help(command: String?)
  case version
  case completionScript(CompletionScript.Shell)

  /// Parses the arguments after the program name.
  ///
  /// The first word may name a subcommand (`speak`); `--help` anywhere wins.
  /// - Parameter app: The voice target's app: its name for `--app`, its own options.
  static func parse(_ arguments: [String], app: AppProfile = .none) throws(UsageError) -> Invocation {
    let split = ParsedArguments(arguments, valued: app.valuedOptions)
    if split.subcommand == "help" {
      guard let command = split.positionals.first else { return .help(command: nil) }
      guard split.positionals.count == 1, CommandHelp.pages[command] != nil else {
        throw UsageError(
          "unknown command '\(split.positionals.joined(separator: " "))'; commands: \(CommandHelp.commands.joined(separator: ", "))"
        )
      }
      return .help(command: command)
    }
    if split.options.contains(where: { $0.name == "--help" || $0.name == "-h" }) {
      return .help(command: split.subcommand)
    }
    if split.options.contains(where: { $0.name == "--version" }) || split.subcommand == "version" {
      guard split.positionals.isEmpty, split.options.allSatisfy({ $0.name == "--version" }) else {
        throw UsageError("'version' takes no other arguments")
      }
      return .version
    }
    if let option = split.options.first(where: { $0.name == "--generate-completion-script" }) {
      guard split.options.count == 1, split.positionals.isEmpty, split.subcommand == nil else {
        throw UsageError("'--generate-completion-script' takes no other arguments")
      }
      let name = try option.requiredValue()
      guard let shell = CompletionScript.Shell(rawValue: name) else {
        throw UsageError("'--generate-completion-script' expects bash, zsh or fish, not '\(name)'")
      }
      return .completionScript(shell)
    }
    if split.options.contains(where: { $0.name == "--list-voices" }) {
      guard split.options.count == 1, split.positionals.isEmpty else {
        throw UsageError("'--list-voices' takes no other arguments")
      }
      return .listVoices
    }
    if split.subcommand == "speak" { return .speak(try SpeakOptions(parsing: split)) }
    if split.subcommand == "match" { return .match(try MatchOptions(parsing: split, app: app)) }
    if split.subcommand == "coverage" { return .coverage(try CoverageOptions(parsing: split, app: app)) }
    if split.subcommand == "test" { return .test(try TestOptions(parsing: split, app: app)) }
    if split.subcommand == "import" { return .importSources(try ImportOptions(parsing: split)) }
    if split.subcommand == "export" {
      var choice = AppChoice()
      for option in split.options where !(try choice.consume(option, app: app)) {
        throw UsageError("unknown option '\(option.name)'; see 'duo-say --help'")
      }
      guard split.positionals.isEmpty else {
        throw UsageError("'export' takes no words; use --app NAME or --catalog FILE")
      }
      return .export(try choice.checked())
    }
    // A first word that is almost a command, alone or before file names, is a typo, not a request.
    if split.subcommand == nil, let word = split.leadingWord, let command = CommandHelp.suggestion(for: word),
      split.positionals.dropFirst().allSatisfy(Self.looksLikeAPath)
    {
      throw UsageError(
        "unknown command '\(word)'; did you mean '\(command)'? (to say '\(word)' to \(app.name), write: -- \(word))")
    }
    return .say(try SayOptions(parsing: split, app: app))
  }

  private static func looksLikeAPath(_ word: String) -> Bool {
    word.contains("/") || [".tests", ".json", ".swift", ".strings", ".xcstrings"].contains { word.hasSuffix($0) }
  }
}

/// Options shared by every command that speaks.
struct SpeechOptions: Equatable {
  var settings = SpeechSettings()
  var destination: SpeechDestination = .audioDevice

  /// Consumes `option` if it is a speech option; returns false otherwise.
  mutating func consume(_ option: ParsedArguments.Option) throws(UsageError) -> Bool {
    switch option.name {
    case "--voice", "-v": settings.voice = try option.requiredValue()
    case "--rate", "-s": settings.rate = try option.integer(in: SpeechSettings.rateRange)
    case "--pitch", "-p": settings.pitch = try option.integer(in: SpeechSettings.pitchRange)
    case "--volume", "-a": settings.volume = try option.integer(in: SpeechSettings.volumeRange)
    case "--wav", "-w": try choose(.wavFile(try option.requiredValue()), by: option)
    case "--raw": try choose(.standardOutput, by: option.flag())
    case "--mute", "-q": try choose(.none, by: option.flag())
    default: return false
    }
    return true
  }

  private var chosenBy: String?

  private mutating func choose(_ destination: SpeechDestination, by option: ParsedArguments.Option) throws(UsageError) {
    if let chosenBy, chosenBy != option.name {
      throw UsageError("'\(option.name)' cannot be combined with '\(chosenBy)'")
    }
    chosenBy = option.name
    self.destination = destination
  }
}

/// `duo-say [options] [UTTERANCE...]`: talk to an app.
struct SayOptions: Equatable {
  var app = AppChoice()
  var isVoiceOnly = true
  var isLocked = false
  /// The transcript as JSON Lines instead of text.
  var json = false
  var speech = SpeechOptions()
  var utterance: [String] = []

  init() {}

  init(parsing split: ParsedArguments, app profile: AppProfile) throws(UsageError) {
    if let subcommand = split.subcommand, subcommand != "say" {
      utterance.append(subcommand)
    }
    for option in split.options {
      if try speech.consume(option) { continue }
      if try app.consume(option, app: profile) { continue }
      switch option.name {
      case "--voice-only": isVoiceOnly = try option.flag().name == "--voice-only"
      case "--screen": isVoiceOnly = try option.flag().name != "--screen"
      case "--locked": isLocked = try option.flag().name == "--locked"
      case "--json": json = try option.flag().name == "--json"
      default: throw UsageError("unknown option '\(option.name)'; see 'duo-say --help'")
      }
    }
    app = try app.checked()
    utterance += split.positionals
  }
}

/// `duo-say speak [options] [TEXT...]`: speak text as a reply would be spoken.
struct SpeakOptions: Equatable {
  var speech = SpeechOptions()
  var text: [String] = []

  init() {}

  init(parsing split: ParsedArguments) throws(UsageError) {
    for option in split.options where !(try speech.consume(option)) {
      throw UsageError("unknown option '\(option.name)'; see 'duo-say --help'")
    }
    text = split.positionals
  }
}

/// `duo-say match --catalog FILE [--json]`: resolve each input line, print the ranking.
struct MatchOptions: Equatable {
  var app = AppChoice()
  var json = false
  var utterance: [String] = []

  init() {}

  init(parsing split: ParsedArguments, app profile: AppProfile) throws(UsageError) {
    for option in split.options {
      if try app.consume(option, app: profile) { continue }
      switch option.name {
      case "--json": json = try option.flag().name == "--json"
      default: throw UsageError("unknown option '\(option.name)'; see 'duo-say --help'")
      }
    }
    app = try app.checked()
    utterance = split.positionals
  }
}

/// The three report formats of `coverage` and `test`.
enum ReportFormat: String, Equatable, CaseIterable {
  case text, json, junit
}

/// `duo-say coverage --catalog FILE [--format text|json|junit] [--noisy]`.
struct CoverageOptions: Equatable {
  var app = AppChoice()
  var format = ReportFormat.text
  var noisy = false
  var lint = LintPolicy()

  init() {}

  init(parsing split: ParsedArguments, app profile: AppProfile) throws(UsageError) {
    for option in split.options {
      if try app.consume(option, app: profile) { continue }
      switch option.name {
      case "--noisy": noisy = try option.flag().name == "--noisy"
      case "--strict": lint.strict = try option.flag().name == "--strict"
      case "--ignore":
        let name = try option.requiredValue()
        guard let rule = Finding.Rule(rawValue: name) else {
          throw UsageError(
            "'--ignore' expects a rule (\(Finding.Rule.allCases.map(\.rawValue).joined(separator: ", "))), not '\(name)'"
          )
        }
        lint.ignored.insert(rule)
      case "--format", "-f": format = try ReportFormat.parse(option)
      default: throw UsageError("unknown option '\(option.name)'; see 'duo-say --help'")
      }
    }
    guard split.positionals.isEmpty else {
      throw UsageError("'coverage' takes no words; use --catalog FILE or --app NAME")
    }
    app = try app.checked()
  }
}

extension ReportFormat {
  static func parse(_ option: ParsedArguments.Option) throws(UsageError) -> ReportFormat {
    let text = try option.requiredValue()
    guard let format = ReportFormat(rawValue: text) else {
      throw UsageError("'\(option.name)' expects text, json or junit, not '\(text)'")
    }
    return format
  }
}

/// `duo-say test FILE... [--catalog FILE | --app NAME] [--format text|json|junit] [--locked] [--screen]`.
struct TestOptions: Equatable {
  /// The app the files run against; with neither `--app` nor `--catalog`, each
  /// file chooses (``TestCommand/app(for:)``).
  var app = AppChoice()
  var format = ReportFormat.text
  /// The device conversations run on unless their title says (`--locked`, `--screen`).
  var device = TestFile.Device()
  var files: [String] = []

  init() {}

  init(parsing split: ParsedArguments, app profile: AppProfile) throws(UsageError) {
    for option in split.options {
      if try app.consume(option, app: profile) { continue }
      switch option.name {
      case "--format", "-f": format = try ReportFormat.parse(option)
      case "--locked": device.isLocked = try option.flag().name == "--locked"
      case "--screen": device.isVoiceOnly = try option.flag().name != "--screen"
      case "--voice-only": device.isVoiceOnly = try option.flag().name == "--voice-only"
      default: throw UsageError("unknown option '\(option.name)'; see 'duo-say --help'")
      }
    }
    files = split.positionals
    guard !files.isEmpty else { throw UsageError("'test' needs at least one test file") }
    app = try app.checked()
  }
}

/// `duo-say import FILE|FOLDER... [--locale L] [--name APP]`.
struct ImportOptions: Equatable {
  var files: [String] = []
  var locale: String?
  var appName: String?

  init() {}

  init(parsing split: ParsedArguments) throws(UsageError) {
    for option in split.options {
      switch option.name {
      case "--locale": locale = try option.requiredValue()
      case "--name": appName = try option.requiredValue()
      default: throw UsageError("unknown option '\(option.name)'; see 'duo-say --help'")
      }
    }
    files = split.positionals
    guard !files.isEmpty else { throw UsageError("'import' needs a Swift file, a folder, or strings files") }
  }
}
