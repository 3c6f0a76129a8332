import DialogEngine
import PhraseMatcher

/// Every option duo-say and its voice targets take, and which commands take which.
extension CommandOption {
  static let app = CommandOption("--app", value: "NAME", help: "The compiled app, {app} (the default).")
  static let catalog = CommandOption(
    "--catalog", short: "-c", value: "FILE", help: "Talk to the app a JSON catalog describes (phrases/*.json).",
    completion: .files)
  static let pose = CommandOption(
    "--pose", value: "P",
    help:
      "How the phone is held: voice (no screen, the full dialog; the default), closed (the outer display, compact) or open (the inner display, regular).",
    completion: .words(Pose.allCases.map(\.rawValue)))
  static let poses = CommandOption(
    "--poses", value: "LIST", help: "Run every conversation in each pose of LIST (voice,closed,open), reported apart.",
    completion: .words(["voice,closed,open"]))
  static let onscreen = CommandOption(
    "--onscreen", value: "TYPE:ID",
    help:
      "An entity the app's screen shows, the open item (repeatable: the others are the list's rows); \"this\" and \"it\" can mean it."
  )
  static let onscreenRow = CommandOption(
    "--onscreen-row", value: "TYPE:ID", help: "A row of the list on screen (repeatable), with or without an open item.")
  static let window = CommandOption(
    "--window", value: "TYPE:ID",
    help: "Another window of the app, showing this item beside the front one (repeatable; open pose).")
  static let voiceOnly = CommandOption("--voice-only", help: "Same as --pose voice.")
  static let screen = CommandOption("--screen", help: "Same as --pose closed: a screen, the supporting dialog.")
  static let locked = CommandOption("--locked", help: "The device is locked: intents that need it unlocked refuse.")
  static let json = CommandOption("--json", help: "Print each turn as one JSON object (JSON Lines).")
  static let noFlexibleMatching = CommandOption(
    "--no-flexible-matching", help: "Match with the alignment alone, without the semantic stage.")
  static let flexibleMatching = CommandOption(
    "--flexible-matching", value: "MODEL",
    help:
      "The semantic stage's model: standard (all-MiniLM-L6-v2, the default) or large (all-mpnet-base-v2: closer to what people mean, about five times the time; Scripts/install-model.sh large).",
    completion: .words(["standard", "large"]))
  static let format = CommandOption(
    "--format", short: "-f", value: "F", help: "Report format of coverage and test: text, json or junit.",
    completion: .words(["text", "json", "junit"]))
  static let noisy = CommandOption(
    "--noisy", help: "Also spoken variants: fillers, wake words, misheard letters and the like.")
  static let byEar = CommandOption(
    "--by-ear",
    help:
      "Speak each utterance and answer what pocketsphinx hears; with coverage, expansions in four voices: names a recognizer confuses."
  )
  static let ignore = CommandOption(
    "--ignore", value: "RULE",
    help:
      "Leave out a lint rule's findings (repeatable); a catalog's \"ignore\" lists do the same for it or for one shortcut.",
    completion: .words(Finding.Rule.allCases.map(\.rawValue)))
  static let strict = CommandOption("--strict", help: "Warnings count as errors.")
  static let locale = CommandOption(
    "--locale", value: "L", help: "The strings of this locale (default: the source's phrases).")
  static let name = CommandOption("--name", value: "APP", help: "The app's name, when the source does not say it.")
  static let voice = CommandOption(
    "--voice", short: "-v", value: "NAME",
    help: "eSpeak NG voice: a language or name, with an optional +variant (default: en-us; e.g. en, fr, en-us+f3).")
  static let rate = CommandOption(
    "--rate", short: "-s", value: "WPM", help: "Speaking rate in words per minute, 80 to 1000 (default: 175).")
  static let pitch = CommandOption("--pitch", short: "-p", value: "N", help: "Pitch, 0 to 100 (default: 50).")
  static let volume = CommandOption("--volume", short: "-a", value: "N", help: "Volume, 0 to 200 (default: 100).")
  static let wav = CommandOption(
    "--wav", short: "-w", value: "FILE", help: "Write all replies to one WAV file instead of playing them.",
    completion: .files)
  static let raw = CommandOption(
    "--raw",
    help: "Write raw audio (signed 16-bit little-endian, mono, 22050 Hz) to standard output instead of playing it.")
  static let mute = CommandOption("--mute", short: "-q", help: "Do not synthesize speech.")
  static let listVoices = CommandOption("--list-voices", help: "List the installed voices and variants.")
  static let help = CommandOption("--help", short: "-h", help: "Show this help.")
  static let version = CommandOption("--version", help: "Show the version.")
  static let completionScript = CommandOption(
    "--generate-completion-script", value: "SHELL", help: "Print a completion script for bash, zsh or fish.",
    completion: .words(["bash", "zsh", "fish"]))

  static let speech = [voice, rate, pitch, volume, wav, raw, mute]

  /// The options of `duo-say --help`, in its order: a conversation's, then the rest.
  static let general =
    [
      app, catalog, pose, onscreen, onscreenRow, window, voiceOnly, screen, locked, json, byEar, flexibleMatching,
      noFlexibleMatching, format,
    ] + speech + [
      listVoices, help, version, completionScript,
    ]

  /// Every option, each once.
  static let all = general + [poses, noisy, ignore, strict, locale, name]

  /// The options each command's page lists.
  static let ofCommand: [String: [CommandOption]] = [
    "match": [app, catalog, json, flexibleMatching, noFlexibleMatching],
    "coverage": [app, catalog, noisy, byEar, format, ignore, strict],
    "test": [
      app, catalog, format, pose, poses, onscreen, onscreenRow, window, locked, screen, voiceOnly, flexibleMatching,
      noFlexibleMatching, byEar,
    ],
    "import": [locale, name],
    "export": [app, catalog],
    "speak": speech,
  ]
}
