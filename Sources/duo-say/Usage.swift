/// The text of `duo-say --help`, checked word for word by a test.
enum Usage {
  static let version = "duo-say 0.1.0"

  static let text = """
    USAGE: duo-say [options] [UTTERANCE...]
           duo-say match [--catalog FILE | --app NAME] [--json] [UTTERANCE...]
           duo-say coverage [--catalog FILE | --app NAME] [--noisy] [--format F]
           duo-say test FILE... [--catalog FILE | --app NAME] [--format F]
           duo-say import FILE|FOLDER... [--locale L] [--name APP]
           duo-say export [--catalog FILE | --app NAME]
           duo-say speak [options] [TEXT...]
           duo-say --list-voices

    Talk to an app's App Shortcuts by voice, as Siri would with the screen off.
    With no UTTERANCE, each line of standard input is one utterance; on a
    terminal, a conversation ("help" lists what you can say, Ctrl-D ends).

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

    OPTIONS:
      --app NAME          The bundled app to talk to (default: notes).
      -c, --catalog FILE  Talk to the app a JSON catalog describes (phrases/*.json).
      --voice-only        No screen: the full dialog is spoken (default).
      --screen            A screen is present: the supporting dialog is used.
      --locked            The device is locked: intents that need it unlocked refuse.
      --store FILE        The Notes app's store (default:
                          $XDG_DATA_HOME/duo-say/notes.json).
      --reset             Restore the Notes app's seeded notes first.
      --json              Print each turn as one JSON object (JSON Lines).
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
