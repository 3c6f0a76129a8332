import CatalogFiles

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
      return page.replacingAll("USAGE: duo-say", with: "USAGE: " + program)
    }
    let appOptions = app.options.map { option in
      let label = "  " + option.name + (option.valueName.map { " " + $0 } ?? "")
      let lines = wrapped(option.help, width: 80 - helpColumn)
      let first =
        label.count < helpColumn ? label + indent(helpColumn - label.count) : label + "\n" + indent(helpColumn)
      return first + lines.joined(separator: "\n" + indent(helpColumn))
    }
    let appSection =
      appOptions.isEmpty ? "" : "\nOPTIONS OF \(app.name.uppercased()):\n" + appOptions.joined(separator: "\n") + "\n"
    return
      template
      .replacingAll("{app}", with: app.name)
      .replacingAll("{app-options}\n", with: appSection)
      .replacingAll("USAGE: duo-say", with: "USAGE: " + program)
      .replacingAll("\n       duo-say", with: "\n       " + program)
  }

  /// Where the help of an option starts.
  private static let helpColumn = 22

  private static func indent(_ count: Int) -> String { String(repeating: " ", count: count) }

  /// `text` in lines of at most `width` characters, broken between words.
  private static func wrapped(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    return lines + [line]
  }

  private static let template = """
    USAGE: duo-say [options] [WORDS...]
           duo-say match [--catalog FILE | --app NAME] [--json] [UTTERANCE...]
           duo-say coverage [--catalog FILE | --app NAME] [--noisy] [--format F]
           duo-say test FILE... [--catalog FILE | --app NAME] [--format F] [--locked] [--screen]
           duo-say import FILE|FOLDER... [--locale L] [--name APP]
           duo-say export [--catalog FILE | --app NAME]
           duo-say speak [options] [TEXT...]
           duo-say --list-voices
           duo-say help [COMMAND] | version | --generate-completion-script bash|zsh|fish

    Talk to an app's App Shortcuts by voice, as Siri would with the screen off.
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
                          rules; with --noisy, robustness to spoken variants.
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
      --app NAME          The compiled app, {app} (the default).
      -c, --catalog FILE  Talk to the app a JSON catalog describes (phrases/*.json).
      --voice-only        No screen: the full dialog is spoken (default).
      --screen            A screen is present: the supporting dialog is used.
      --locked            The device is locked: intents that need it unlocked refuse.
      --json              Print each turn as one JSON object (JSON Lines).
      --no-flexible-matching
                          Match with the alignment alone, without the semantic stage.
      -f, --format F      Report format of coverage and test: text, json or junit.
      -v, --voice NAME    eSpeak NG voice: a language or name, with an optional
                          +variant (default: en-us; e.g. en, fr, en-us+f3).
      -s, --rate WPM      Speaking rate in words per minute, 80 to 1000 (default: 175).
      -p, --pitch N       Pitch, 0 to 100 (default: 50).
      -a, --volume N      Volume, 0 to 200 (default: 100).
      -w, --wav FILE      Write all replies to one WAV file instead of playing them.
      --raw               Write raw audio (signed 16-bit little-endian, mono,
                          22050 Hz) to standard output instead of playing it.
      -q, --mute          Do not synthesize speech.
      --list-voices       List the installed voices and variants.
      -h, --help          Show this help.
      --version           Show the version.
      --generate-completion-script SHELL
                          Print a completion script for bash, zsh or fish.
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

extension String {
  /// Every occurrence of `target` replaced (Foundation-free, for the usage template).
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    var result = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
