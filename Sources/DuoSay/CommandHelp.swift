import CatalogFiles
import PhraseMatcher

/// Each command's own help (`duo-say help match`, `duo-say match --help`), and
/// what a first word that is almost a command is taken for.
enum CommandHelp {
  /// The commands, in the order `duo-say --help` lists them.
  static let commands = ["match", "coverage", "test", "import", "export", "speak", "help", "version"]

  static let pages: [String: String] = [
    "match": page(
      "match",
      usage:
        "USAGE: duo-say match [--catalog FILE | --app NAME] [--json] [--flexible-matching MODEL | --no-flexible-matching] [UTTERANCE...]",
      about: """
        Print how each utterance resolves: the shortcut, its values, the score, the
        matcher stage (exact, tolerant or semantic) and the runner-up. Each argument
        is one utterance; with none, each line of standard input is one, answered as
        soon as it is read.
        """,
      exitStatus: "0 every utterance resolved to one reading; 1 otherwise; 64 bad usage."),
    "coverage": page(
      "coverage",
      usage: "USAGE: duo-say coverage [--catalog FILE | --app NAME] [--noisy] [--by-ear] [--format text|json|junit]"
        + " [--ignore RULE] [--strict]",
      about: """
        Check that every phrase, expanded with every value and app name, comes back
        to its own shortcut (with the alignment alone: what Siri matches for
        certain), report collisions, and lint Apple's rules; with --noisy, also
        spoken variants of every expansion; with --by-ear, also expansions spoken
        by eSpeak NG in four voices and heard by pocketsphinx (docs/by-ear.md):
        names a recognizer confuses, as warnings.
        """,
      exitStatus: "0 no error; 1 an error finding or an expansion that does not come back; 64 bad usage."),
    "test": page(
      "test",
      usage: "USAGE: duo-say test FILE... [--catalog FILE | --app NAME] [--format text|json|junit]"
        + " [--pose P | --poses LIST] [--onscreen TYPE:ID] [--locked] [--by-ear]",
      about: """
        Run test files (docs/test-format.md): single utterances against the matcher
        (utterance => Intent(param: value), or => none) and conversations against a
        fresh copy of the app (> said, < expected reply; "## title @locked @open"
        sets one conversation's device, "< reply @voice" one pose's reply). With
        --poses voice,closed,open every conversation runs in each pose, reported
        apart. With --by-ear each utterance is spoken by eSpeak NG and the words
        pocketsphinx hears are tested (docs/by-ear.md). A file named for the app
        runs against it; else against the catalog beside it with its name.
        """,
      exitStatus:
        "0 every test passed; 1 a test failed (or --by-ear without pocketsphinx); 64 bad usage or a bad test file."),
    "import": page(
      "import",
      usage: "USAGE: duo-say import FILE|FOLDER... [--locale L] [--name APP]",
      about: """
        Read an app's AppShortcutsProvider source (and its AppShortcuts.strings or
        .xcstrings) into a catalog, printed as JSON. A folder is searched for Swift
        files and strings files; what cannot be read is skipped with a warning.
        """,
      exitStatus: "0 a catalog was written; 64 no provider found, or bad usage."),
    "export": page(
      "export",
      usage: "USAGE: duo-say export [--catalog FILE | --app NAME]",
      about: """
        Print the app's catalog as JSON (docs/catalog-format.md): its shortcuts,
        phrases, and the values of its first, seeded state.
        """,
      exitStatus: "0 written; 1 the app could not start; 64 bad usage."),
    "speak": page(
      "speak",
      usage: "USAGE: duo-say speak [speech options] [TEXT...]",
      about: """
        Speak TEXT (or each line of standard input) exactly as a reply is spoken.
        """,
      exitStatus: "0 spoken; 64 an unknown voice or a value out of range."),
    "help": page(
      "help",
      usage: "USAGE: duo-say help [COMMAND]",
      about: """
        Show the help of duo-say, or of one command: \(commands.dropLast(2).joined(separator: ", ")).
        """),
    "version": page(
      "version",
      usage: "USAGE: duo-say version",
      about: """
        Show the version (also: duo-say --version).
        """),
  ]

  /// A command's page: its usage, what it does, its options (``CommandOption/ofCommand``)
  /// and its exit status; `{app}` is the app's name.
  private static func page(_ command: String, usage: String, about: String, exitStatus: String? = nil) -> String {
    var text = usage + "\n\n" + about + "\n"
    if let options = CommandOption.ofCommand[command] {
      text += "\nOPTIONS:\n" + options.map { $0.helpLines(app: "{app}") }.joined(separator: "\n") + "\n"
    }
    if let exitStatus { text += "\nEXIT STATUS: " + exitStatus + "\n" }
    return text + "\n"
  }

  /// The command `word` was probably meant to be ("mtach" → "match"), for a
  /// first word that is no command; `nil` when it is close to none.
  static func suggestion(for word: String) -> String? {
    guard word.utf8.count >= 3, !commands.contains(word) else { return nil }
    // Two edits only for a command long enough that two still leave most of it ("coverge").
    guard let command = EditDistance.closest(to: word, among: commands, limit: 2) else { return nil }
    let distance = EditDistance.between(Array(word.lowercased().utf8), Array(command.utf8), limit: 2)
    return distance == 1 || distance < command.count / 2 ? command : nil
  }
}
