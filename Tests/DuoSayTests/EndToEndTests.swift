import Foundation
import TestSupport
import Testing

/// Runs the built binary: speech output, exit codes and messages.
@Suite struct EndToEndTests {
  /// Also for voices duo-say selects by their file (codes, identifiers) and by eSpeak NG's search (names, variants).
  @Test(arguments: ["en-us", "EN-US", "gmw/en-US", "de", "fr", "English (America)", "en-us+f3"])
  func theFirstReplyWAVIsIdenticalToTheEspeakCommand(voice: String) throws {
    let text = "Groceries says: milk, eggs & bread <3. Привет."
    let ours = TemporaryPath.make("ours.wav")
    let theirs = TemporaryPath.make("theirs.wav")
    defer { for path in [ours, theirs] { try? FileManager.default.removeItem(atPath: path) } }
    let result = try DuoSayProcess.run(["speak", "-v", voice, "-s", "160", "-w", ours, text])
    #expect(result.status == 0)
    let command = Process()
    command.executableURL = URL(fileURLWithPath: "/usr/bin/espeak-ng")
    command.arguments = ["-v", voice, "-s", "160", "-w", theirs, text]
    try command.start().waitUntilExit()
    let mine = try Data(contentsOf: URL(fileURLWithPath: ours))
    let reference = try Data(contentsOf: URL(fileURLWithPath: theirs))
    #expect(mine.count == reference.count)
    #expect(mine == reference, "the WAV differs from espeak-ng -w")
  }

  @Test func rawOutputCarriesTheSameSamples() throws {
    let wav = TemporaryPath.make("raw.wav")
    defer { try? FileManager.default.removeItem(atPath: wav) }
    let raw = try DuoSayProcess.run(["speak", "--raw", "Deleted Groceries."])
    _ = try DuoSayProcess.run(["speak", "-w", wav, "Deleted Groceries."])
    let file = try Data(contentsOf: URL(fileURLWithPath: wav))
    #expect(raw.status == 0 && raw.standardOutput.count > 10_000)
    #expect(raw.standardOutput == file.dropFirst(44))
  }

  @Test func anUnknownVoiceIsAUsageErrorInOneLine() throws {
    let result = try DuoSayProcess.run(["speak", "--voice", "vulcan", "hello"])
    #expect(result.status == 64)
    #expect(
      result.standardError
        == "duo-say: error: unknown voice 'vulcan'; see 'duo-say --list-voices' for the installed voices\n")
  }

  @Test func anUnwritableWAVPathIsNamed() throws {
    let result = try DuoSayProcess.run(["speak", "-w", "/nonexistent-dir/out.wav", "hello"])
    #expect(result.status == 1)
    #expect(
      result.standardError == "duo-say: error: cannot write '/nonexistent-dir/out.wav': No such file or directory\n")
  }

  @Test(
    .enabled(
      if: !FileManager.default.fileExists(atPath: "/dev/snd")
        && ProcessInfo.processInfo.environment["PULSE_SERVER"] == nil))
  func withoutAnAudioDeviceOneWarningAndTheRunCarriesOn() throws {
    let result = try DuoSayProcess.run([], input: "read my groceries note in notes\nwhat notes do I have in notes\n")
    #expect(result.status == 0)
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(result.standardError.hasPrefix("duo-say: warning: no audio device"))
    #expect(result.output.hasPrefix("Groceries says: milk, eggs, bread and coffee.\nYou have 13 notes"))
  }

  @Test func theMainJobAnswersAndAsksForWhatIsMissing() throws {
    let result = try DuoSayProcess.run(
      ["--mute"], input: "Um, read a note in Notes.\nshopping list\nturn off the lights\n")
    #expect(
      result.output == "Which note?\nGroceries says: milk, eggs, bread and coffee.\nSorry, I didn't understand that.\n")
    #expect(result.status == 1, "a line that was not understood makes the exit status 1")
    #expect(result.standardError.isEmpty)
  }

  @Test func theScreenGetsTheSupportingDialog() throws {
    let result = try DuoSayProcess.run(["--mute", "--screen", "what's in my groceries note in notes"])
    #expect(result.output == "milk, eggs, bread and coffee\n")
    #expect(result.status == 0)
  }

  @Test func listVoicesShowsLanguagesAndVariants() throws {
    let result = try DuoSayProcess.run(["--list-voices"])
    #expect(result.status == 0)
    let rows = result.output.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
    let identifierColumn = try #require(rows.first?.firstRange(of: "IDENTIFIER")?.lowerBound).utf16Offset(
      in: rows.first!)
    #expect(rows.count > 50)
    for row in rows.dropFirst() {
      // Every identifier starts in the header's column, however long the name before it.
      #expect(
        row.utf16.count > identifierColumn && row[row.index(row.startIndex, offsetBy: identifierColumn - 1)] == " ",
        "\(row)")
      #expect(row[row.index(row.startIndex, offsetBy: identifierColumn)] != " ", "\(row)")
    }
    #expect(rows.contains { $0.hasPrefix("en-us ") && $0.contains("English (America)") })
    #expect(result.output.contains("VARIANTS"))
  }

  @Test func bytesThatAreNotUTF8DoNotCrash() throws {
    // The escape sequence is taken out, NUL separates words, the blank line is no turn.
    let result = try DuoSayProcess.run(["--mute"], input: "read my \u{FFFD}\u{1B}[2J groceries\0 note in notes\n\n")
    #expect(result.status == 0)
    #expect(result.output == "Groceries says: milk, eggs, bread and coffee.\n")
  }

  @Test func helpIsPrintedWordForWord() throws {
    let result = try DuoSayProcess.run(["--help"])
    #expect(result.status == 0)
    #expect(result.output == Self.expectedHelp)
  }

  static let expectedHelp = """
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
      --app NAME          The compiled app, Notes (the default).
      -c, --catalog FILE  Talk to the app a JSON catalog describes (phrases/*.json).
      --pose P            How the phone is held: voice (no screen, the full dialog;
                          the default), closed (the outer display, compact) or open
                          (the inner display, regular).
      --onscreen TYPE:ID  An entity the app's screen shows, the open item
                          (repeatable: the others are the list's rows); "this" and
                          "it" can mean it.
      --onscreen-row TYPE:ID
                          A row of the list on screen (repeatable), with or without
                          an open item.
      --window TYPE:ID    Another window of the app, showing this item beside the
                          front one (repeatable; open pose).
      --voice-only        Same as --pose voice.
      --screen            Same as --pose closed: a screen, the supporting dialog.
      --locked            The device is locked: intents that need it unlocked
                          refuse.
      --json              Print each turn as one JSON object (JSON Lines).
      --by-ear            Speak each utterance and answer what pocketsphinx hears;
                          with coverage, expansions in four voices: names a
                          recognizer confuses.
      --flexible-matching MODEL
                          The semantic stage's model: standard (all-MiniLM-L6-v2,
                          the default) or large (all-mpnet-base-v2: closer to what
                          people mean, about five times the time;
                          Scripts/install-model.sh large).
      --no-flexible-matching
                          Match with the alignment alone, without the semantic
                          stage.
      -f, --format F      Report format of coverage and test: text, json or junit.
      -v, --voice NAME    eSpeak NG voice: a language or name, with an optional
                          +variant (default: en-us; e.g. en, fr, en-us+f3).
      -s, --rate WPM      Speaking rate in words per minute, 80 to 1000 (default:
                          175).
      -p, --pitch N       Pitch, 0 to 100 (default: 50).
      -a, --volume N      Volume, 0 to 200 (default: 100).
      -w, --wav FILE      Write all replies to one WAV file instead of playing them.
      --raw               Write raw audio (signed 16-bit little-endian, mono, 22050
                          Hz) to standard output instead of playing it.
      -q, --mute          Do not synthesize speech.
      --list-voices       List the installed voices and variants.
      -h, --help          Show this help.
      --version           Show the version.
      --generate-completion-script SHELL
                          Print a completion script for bash, zsh or fish.

    OPTIONS OF NOTES:
      --store FILE        The notes file (default:
                          $XDG_DATA_HOME/duo-say/notes.json).
      --reset             Restore the seeded notes first.

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

@Suite struct InterruptionTests {
  /// About a megabyte on one line: a minute of synthesis if nothing stops it.
  static let longText = String(repeating: "Milk, eggs and bread are on the groceries list. ", count: 21_000)

  /// duo-say run with `arguments` and `input`, stopped by `stop` once a WAV's samples are
  /// being written; the process, ended, and the WAV's bytes.
  static func stopWhileSpeaking(
    _ arguments: [String], input: String, wav: String, stop: (Process) -> Void
  ) throws -> (process: Process, written: Data) {
    let inputPath = TemporaryPath.make("long.txt")
    defer { try? FileManager.default.removeItem(atPath: inputPath) }
    #expect(FileManager.default.createFile(atPath: inputPath, contents: Data(input.utf8)))
    let process = Process()
    process.executableURL = DuoSayProcess.executable
    process.arguments = arguments
    process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inputPath))
    process.standardOutput = FileHandle.nullDevice
    let child = try process.start()
    while process.isRunning, (try? FileManager.default.attributesOfItem(atPath: wav)[.size] as? Int) ?? 0 < 100_000 {
      usleep(10_000)
    }
    stop(process)
    child.waitUntilExit()
    return (process, try Data(contentsOf: URL(fileURLWithPath: wav)))
  }

  /// The header's data size, patched to describe the file.
  static func dataSize(_ wav: Data) -> Int {
    wav[40..<44].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
  }

  @Test func ctrlCStopsSpeechAndLeavesAValidWAV() throws {
    let wav = TemporaryPath.make("interrupted.wav")
    defer { try? FileManager.default.removeItem(atPath: wav) }
    let (process, written) = try Self.stopWhileSpeaking(["speak", "-w", wav], input: Self.longText, wav: wav) {
      $0.interrupt()
    }
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 130)
    #expect(written.count < 40_000_000, "synthesis stopped long before the end")
    #expect(written.count >= 100_000)
    // The header was patched: its sizes describe the file.
    #expect(Self.dataSize(written) == written.count - 44)
  }

  /// SIGTERM while a reply is being spoken ends the run as SIGTERM does anywhere: 143, the WAV
  /// finished (it was Ctrl-C's 130), for `speak` and for a conversation's reply.
  @Test(.timeLimit(.minutes(1)), arguments: [false, true])
  func sigtermDuringSpeechIsATermination(inConversation: Bool) throws {
    let wav = TemporaryPath.make("terminated.wav")
    let store = TemporaryPath.make("notes.json")
    defer { for path in [wav, store] { try? FileManager.default.removeItem(atPath: path) } }
    let note = ["version": 1, "notes": [["id": "long", "title": "Long", "body": Self.longText]]] as [String: Any]
    try JSONSerialization.data(withJSONObject: note).write(to: URL(fileURLWithPath: store))
    let (process, written) = try Self.stopWhileSpeaking(
      inConversation ? ["--store", store, "-w", wav] : ["speak", "-w", wav],
      input: (inConversation ? "read my long note in notes" : Self.longText) + "\n", wav: wav
    ) { $0.terminate() }
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 143)
    #expect(Self.dataSize(written) == written.count - 44)
  }
}

@Suite struct AudioDeviceTests {
  /// ALSA's null device stands in for a sound card: the playback path opens,
  /// writes, drains and closes like a real one, without making a sound.
  @Test func playbackThroughAnALSADeviceNeedsNoWarning() throws {
    let home = TemporaryPath.make("home")
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    let config = "pcm.!default {\n  type null\n}\n"
    #expect(FileManager.default.createFile(atPath: home + "/.asoundrc", contents: Data(config.utf8)))
    let result = try DuoSayProcess.run(
      ["read my groceries note in notes"], environment: ["HOME": home, "PULSE_SERVER": "/nonexistent"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.output == "Groceries says: milk, eggs, bread and coffee.\n")
  }
}

@Suite struct UsageEndToEndTests {
  @Test func versionAndUnknownOptions() throws {
    let version = try DuoSayProcess.run(["--version"])
    #expect(version.output == "duo-say 0.1.0\n" && version.status == 0)
    let unknown = try DuoSayProcess.run(["--loud", "hello"])
    #expect(unknown.status == 64)
    #expect(unknown.standardError == "duo-say: error: unknown option '--loud'; see 'duo-say --help'\n")
    #expect(unknown.output.isEmpty)
  }
}
