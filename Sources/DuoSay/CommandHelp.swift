import CatalogFiles
import PhraseMatcher

/// Each command's own help (`duo-say help match`, `duo-say match --help`), and
/// what a first word that is almost a command is taken for.
enum CommandHelp {
  /// The commands, in the order `duo-say --help` lists them.
  static let commands = ["match", "coverage", "test", "import", "export", "speak", "help", "version"]

  static let pages: [String: String] = [
    "match": """
    USAGE: duo-say match [--catalog FILE | --app NAME] [--json] [--no-flexible-matching] [UTTERANCE...]

    Print how each utterance resolves: the shortcut, its values, the score, the
    matcher stage (exact, tolerant or semantic) and the runner-up. Each argument
    is one utterance; with none, each line of standard input is one, answered as
    soon as it is read.

    OPTIONS:
      --app NAME              The compiled app (the default).
      -c, --catalog FILE      The app a JSON catalog describes.
      --json                  One JSON object per line (docs/json-output.md).
      --no-flexible-matching  The alignment alone: no semantic stage.

    EXIT STATUS: 0 every utterance resolved to one reading; 1 otherwise; 64 bad usage.

    """,
    "coverage": """
    USAGE: duo-say coverage [--catalog FILE | --app NAME] [--noisy] [--format text|json|junit] [--ignore RULE] [--strict]

    Check that every phrase, expanded with every value and app name, comes back
    to its own shortcut (with the alignment alone: what Siri matches for
    certain), report collisions, and lint Apple's rules; with --noisy, also
    spoken variants of every expansion.

    OPTIONS:
      --app NAME              The compiled app (the default).
      -c, --catalog FILE      The app a JSON catalog describes.
      --noisy                 Also fillers, wake words, misheard letters and the like.
      -f, --format F          text (default), json or junit.
      --ignore RULE           Leave out a lint rule's findings (repeatable); a catalog's
                              "ignore" lists do the same for it or for one shortcut.
      --strict                Warnings count as errors.

    EXIT STATUS: 0 no error; 1 an error finding or an expansion that does not come back; 64 bad usage.

    """,
    "test": """
    USAGE: duo-say test FILE... [--catalog FILE | --app NAME] [--format text|json|junit] [--locked] [--screen]

    Run test files (docs/test-format.md): single utterances against the matcher
    (utterance => Intent(param: value), or => none) and conversations against a
    fresh copy of the app (> said, < expected reply; "## title @locked" or
    "@screen" sets one conversation's device). A file named for the app runs
    against it; else against the catalog beside it with its name.

    OPTIONS:
      --app NAME              The compiled app.
      -c, --catalog FILE      The app a JSON catalog describes.
      -f, --format F          text (default), json or junit.
      --locked, --screen      The device of conversations whose title does not say.
      --no-flexible-matching  The alignment alone: no semantic stage.

    EXIT STATUS: 0 every test passed; 1 a test failed; 64 bad usage or a bad test file.

    """,
    "import": """
    USAGE: duo-say import FILE|FOLDER... [--locale L] [--name APP]

    Read an app's AppShortcutsProvider source (and its AppShortcuts.strings or
    .xcstrings) into a catalog, printed as JSON. A folder is searched for Swift
    files and strings files; what cannot be read is skipped with a warning.

    OPTIONS:
      --locale L              The strings of this locale (default: the source's phrases).
      --name APP              The app's name, when the source does not say it.

    EXIT STATUS: 0 a catalog was written; 64 no provider found, or bad usage.

    """,
    "export": """
    USAGE: duo-say export [--catalog FILE | --app NAME]

    Print the app's catalog as JSON (docs/catalog-format.md): its shortcuts,
    phrases, and the values of its first, seeded state.

    EXIT STATUS: 0 written; 1 the app could not start; 64 bad usage.

    """,
    "speak": """
    USAGE: duo-say speak [speech options] [TEXT...]

    Speak TEXT (or each line of standard input) exactly as a reply is spoken.
    Speech options: -v, --voice NAME; -s, --rate WPM; -p, --pitch N; -a, --volume N;
    -w, --wav FILE; --raw; -q, --mute (see duo-say --help).

    EXIT STATUS: 0 spoken; 64 an unknown voice or a value out of range.

    """,
    "help": """
    USAGE: duo-say help [COMMAND]

    Show the help of duo-say, or of one command: \(commands.dropLast(2).joined(separator: ", ")).

    """,
    "version": """
    USAGE: duo-say version

    Show the version (also: duo-say --version).

    """,
  ]

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
