/// The text of `duo-say --help`, checked word for word by a test.
enum Usage {
  static let version = "duo-say 0.1.0"

  /// `duo-say 0.1.0`, or for an app's voice target `brewly-voice (duo-say 0.1.0)`.
  static func version(of program: String) -> String {
    program == "duo-say" ? version : "\(program) (\(version))"
  }

  /// The help of a voice target: its app's name and its own options.
  ///
  /// - Parameter program: The executable's name for the usage lines (`brewly-voice`).
  /// - Parameter command: One command's page (`duo-say help match`) instead of the whole help.
  static func text(for app: AppProfile, program: String = "duo-say", command: String? = nil) -> String {
    if let command, command != "say", let page = CommandHelp.pages[command] {
      return page.replacingAll("USAGE: duo-say", with: "USAGE: " + program).replacingAll("{app}", with: app.name)
    }
    let appOptions = app.options.map { option in
      CommandOption.helpLines(label: "  " + option.name + (option.valueName.map { " " + $0 } ?? ""), help: option.help)
    }
    let options = CommandOption.general.map { $0.helpLines(app: app.name) }
    let appSection =
      appOptions.isEmpty ? "" : "\nOPTIONS OF \(app.name.uppercased()):\n" + appOptions.joined(separator: "\n") + "\n"
    return
      template
      .replacingAll("{options}", with: options.joined(separator: "\n"))
      .replacingAll("{app-options}\n", with: appSection)
      .replacingAll("USAGE: duo-say", with: "USAGE: " + program)
      .replacingAll("\n       duo-say", with: "\n       " + program)
  }

  private static let template = """
    USAGE: duo-say [options] [WORDS...]
           duo-say match [--catalog FILE | --app NAME] [--json] [UTTERANCE...]
           duo-say coverage [--catalog FILE | --app NAME] [--noisy] [--by-ear] [--format F]
           duo-say test FILE... [--catalog FILE | --app NAME] [--format F] [--poses LIST]
           duo-say import FILE|FOLDER... [--locale L] [--name APP]
           duo-say export [--catalog FILE | --app NAME]
           duo-say speak [options] [TEXT...]
           duo-say --list-voices
           duo-say help [COMMAND] | version | --generate-completion-script bash|zsh|fish

    Talk to an app's App Shortcuts by voice, as Siri would: with no screen, or
    with the phone closed or open (--pose).
    The WORDS are one utterance; with none, each line of standard input is one;
    on a terminal, a conversation ("help" lists what you can say, the arrows
    edit and bring back what you said, Ctrl-R searches it, Ctrl-D ends).
    (For match, each UTTERANCE argument is one utterance.)

    COMMANDS:
      (none)              Resolve each utterance and speak the app's reply.
      match               Print how each utterance resolves: the shortcut, its
                          values, the score, the runner-up; with --json one
                          JSON object per line.
      coverage            Check that every phrase, expanded with every value and
                          app name, comes back to its own shortcut; lint Apple's
                          rules; with --noisy, robustness to spoken variants;
                          with --by-ear, names a recognizer confuses.
      test                Run test files: utterance => Intent(param: value), and
                          conversations (> said, < expected reply).
      import              Read an app's AppShortcutsProvider source (and its
                          AppShortcuts.strings / .xcstrings) into a catalog.
      export              Print the app's catalog as JSON (phrases/*.json).
      speak               Speak TEXT (or each input line) exactly as written.
      help [COMMAND]      This help, or a command's own (also: COMMAND --help).
      version             The version.

    A first word that names a command is the command; to say it to the app,
    write -- before it (duo-say -- help). A near miss ("mtach") is an error.

    OPTIONS:
    {options}
    {app-options}

    With no audio device, duo-say warns once and carries on muted.
    Ctrl-C while a reply is being spoken stops it.

    EXIT STATUS:
      0  every utterance was understood
      1  an utterance was not understood, a check or test failed, or a runtime error
      64 bad usage (an unknown option or voice, a value out of range, a bad catalog,
         test file or source file)
      130 speech was interrupted with Ctrl-C

    """
}
