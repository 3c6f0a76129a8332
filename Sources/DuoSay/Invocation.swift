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
    if split.options.contains(where: { CommandOption.help ~= $0.name }) {
      return .help(command: split.subcommand)
    }
    if split.options.contains(where: { CommandOption.version ~= $0.name }) || split.subcommand == "version" {
      guard split.positionals.isEmpty, split.options.allSatisfy({ CommandOption.version ~= $0.name }) else {
        throw UsageError("'version' takes no other arguments")
      }
      return .version
    }
    if let option = split.options.first(where: { CommandOption.completionScript ~= $0.name }) {
      guard split.options.count == 1, split.positionals.isEmpty, split.subcommand == nil else {
        throw UsageError("'\(option.name)' takes no other arguments")
      }
      let name = try option.requiredValue()
      guard let shell = CompletionScript.Shell(rawValue: name) else {
        throw UsageError("'\(option.name)' expects bash, zsh or fish, not '\(name)'")
      }
      return .completionScript(shell)
    }
    if split.options.contains(where: { CommandOption.listVoices ~= $0.name }) {
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
        throw .unknownOption(option)
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
      case CommandOption.json: json = try option.flagValue()
      default: throw .unknownOption(option)
      }
    }
    app = try app.checked()
    utterance = split.positionals
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
      case CommandOption.locale: locale = try option.requiredValue()
      case CommandOption.name: appName = try option.requiredValue()
      default: throw .unknownOption(option)
      }
    }
    files = split.positionals
    guard !files.isEmpty else { throw UsageError("'import' needs a Swift file, a folder, or strings files") }
  }
}
