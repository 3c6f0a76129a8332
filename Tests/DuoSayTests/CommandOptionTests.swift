import Testing

@testable import DuoSay

/// Options are declared once (``CommandOption``): what the parser takes, what the help
/// lists and what the completion scripts offer are the same options.
@Suite struct CommandOptionTests {
  /// A value each option that takes one accepts.
  static func value(for option: CommandOption) -> String {
    switch option {
    case .format: "json"
    case .ignore: "system-domain"
    case .rate: "200"
    case .pitch, .volume: "50"
    case .voice: "en"
    case .app: "notes"
    case .completionScript: "bash"
    case .pose: "open"
    case .poses: "voice,open"
    case .flexibleMatching: "large"
    case .onscreen, .onscreenRow, .window: "Note:groceries"
    default: "x.json"
    }
  }

  /// What a command needs besides its options to parse.
  static let positionals: [String: [String]] = ["test": ["notes.tests"], "import": ["Sources/"]]

  @Test(arguments: CommandOption.ofCommand.keys.sorted())
  func everyOptionACommandListsIsOneItParses(_ command: String) throws {
    for option in CommandOption.ofCommand[command] ?? [] {
      for name in option.names {
        let arguments =
          [command, name] + (option.valueName == nil ? [] : [Self.value(for: option)])
          + (Self.positionals[command] ?? [])
        #expect(throws: Never.self, "\(arguments)") { try InvocationTests.parse(arguments) }
      }
    }
  }

  /// Each option of `duo-say --help` is the conversation's, or one of a command whose page lists it
  /// (`--format`, of coverage and test).
  @Test func everyGeneralOptionParsesAloneOrIsACommands() throws {
    for option in CommandOption.general where option != .format {
      let arguments = [option.name] + (option.valueName == nil ? [] : [Self.value(for: option)])
      #expect(throws: Never.self, "\(arguments)") { try InvocationTests.parse(arguments) }
    }
    #expect(throws: UsageError.self) { try InvocationTests.parse(["--format", "json"]) }
  }

  @Test func theParserTakesAValueForExactlyTheOptionsDeclaredWithOne() {
    let declared = Set(CommandOption.all.filter { $0.valueName != nil }.flatMap(\.names))
    #expect(ParsedArguments.valued == declared)
    #expect(ParsedArguments(["--rate", "200"]).options == [.init(name: "--rate", value: "200")])
  }

  @Test(arguments: [CompletionScript.Shell.bash, .zsh, .fish])
  func theCompletionScriptsOfferEveryOptionTheParserTakes(_ shell: CompletionScript.Shell) {
    let script = CompletionScript.text(for: shell, program: "duo-say", app: InvocationTests.notes)
    let words = Set(script.split(whereSeparator: { " \n'\"|()".contains($0) }).map(String.init))
    for option in CommandOption.all + [.init("--store", help: ""), .init("--reset", help: "")] {
      let offered = shell == .fish ? "\(option.name.dropFirst(2))" : option.name
      #expect(words.contains(offered), "\(shell) lacks \(option.name)")
    }
    #expect(words.contains(shell == .fish ? "strict" : "--strict"), "the option the scripts once lacked")
    #expect(words.contains(shell == .fish ? "ignore" : "--ignore"))
  }

  @Test func everyOptionIsInTheHelpOfACommandThatTakesIt() {
    let general = Usage.text(for: InvocationTests.notes)
    for option in CommandOption.general { #expect(general.contains(option.name), "\(option.name)") }
    for (command, options) in CommandOption.ofCommand {
      let page = Usage.text(for: InvocationTests.notes, command: command)
      for option in options { #expect(page.contains(option.name), "\(command) page lacks \(option.name)") }
    }
    let listed = Set(CommandOption.general.map(\.name) + CommandOption.ofCommand.values.joined().map(\.name))
    #expect(listed == Set(CommandOption.all.map(\.name)), "every option is in some help")
  }
}
