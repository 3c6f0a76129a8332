import Foundation
import TestSupport
import Testing

/// Ctrl-C and SIGTERM end what they should and leave what is written whole.
@Suite struct SignalTests {
  /// Whether a WAV file's header holds its real sizes: the RIFF chunk's and the data chunk's.
  static func headerHoldsRealSizes(_ wav: Data) -> Bool {
    guard wav.count >= 44 else { return false }
    func le32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(wav[wav.startIndex + at + $1]) << (8 * $1) } }
    return le32(4) == wav.count - 8 && le32(40) == wav.count - 44
  }

  /// What a shell reports of duo-say (`arguments`, writing `out.wav`) fed by `feed` and sent
  /// `signal` after `seconds`: "status N", and the WAV it left.
  static func terminated(
    feeding feed: String, _ arguments: String, signal: String = "TERM", after seconds: Double
  ) throws -> (result: (status: Int32, output: String, error: String), wav: Data) {
    let folder = TemporaryPath.make("wav")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try WriteFailureTests.shell(
      """
      \(feed) | "$0" \(arguments) --wav "$1/out.wav" > /dev/null &
      pid=$!
      sleep \(seconds)
      kill -\(signal) $pid
      wait $pid
      echo "status $?"
      """, [folder])
    return (result, try Data(contentsOf: URL(fileURLWithPath: folder + "/out.wav")))
  }

  @Test(.timeLimit(.minutes(1)), arguments: [("TERM", 143), ("HUP", 129)])
  func aTerminationFinishesTheWAVFile(_ signal: String, _ status: Int) throws {
    let (result, wav) = try Self.terminated(
      feeding: "(printf 'read my groceries note in notes\\n'; sleep 5)", "--store \"$TMPDIR/notes.json\"",
      signal: signal, after: 1.5)
    #expect(result.output.hasPrefix("status \(status)"), "\(result.output) \(result.error)")
    #expect(wav.count > 44 && Self.headerHoldsRealSizes(wav), "the header holds the real sizes")
  }

  /// `duo-say speak` terminated while it speaks: the status is the signal's and the WAV is whole.
  /// (It holds without the command's own handling too, as the WAV's sizes are written after
  /// every chunk: this guards the outcome, not the mechanism.)
  @Test(.timeLimit(.minutes(1))) func aTerminationDuringSpeakFinishesTheWAVFile() throws {
    let (result, wav) = try Self.terminated(
      feeding:
        "for i in $(seq 3000); do printf 'this sentence is spoken again and again so that the replies last\\n'; done",
      "speak", after: 0.5)
    #expect(result.output.hasPrefix("status 143"), "\(result.output) \(result.error)")
    #expect(wav.count > 44 && Self.headerHoldsRealSizes(wav), "the header holds the real sizes")
  }

  /// `duo-say speak` terminated while it waits for its next line: the run ends with the
  /// signal's status and a whole WAV, never as a success (it used to speak on and exit 0).
  @Test(.timeLimit(.minutes(1))) func aTerminationBetweenLinesIsNoSuccess() throws {
    let (result, wav) = try Self.terminated(
      feeding: "(printf 'the first line\\n'; sleep 2; printf 'the second line\\n')", "speak", after: 1)
    #expect(result.output.hasPrefix("status 143"), "\(result.output) \(result.error)")
    #expect(wav.count > 44 && Self.headerHoldsRealSizes(wav), "the header holds the real sizes")
  }

  /// The replies' reader goes away (`| head -1`): duo-say ends by SIGPIPE, and the WAV file
  /// holds what was written with its real sizes, never the placeholder of an unfinished header.
  @Test(.timeLimit(.minutes(1))) func aClosedPipeLeavesAWholeWAV() throws {
    let folder = TemporaryPath.make("wav")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let lines = String(repeating: "read my groceries note in notes\\n", count: 40)
    let result = try WriteFailureTests.shell(
      """
      printf '\(lines)' | "$0" --wav "$1/out.wav" --store "$TMPDIR/notes.json" | head -c 1 > /dev/null
      echo "status ${PIPESTATUS[1]}"
      """, [folder])
    #expect(result.output.hasPrefix("status 141"), "\(result.output) \(result.error)")
    let wav = try Data(contentsOf: URL(fileURLWithPath: folder + "/out.wav"))
    #expect(
      wav.count >= 44 && Self.headerHoldsRealSizes(wav), "the header holds the real sizes")
  }

  @Test(.timeLimit(.minutes(1))) func aWAVOnStandardOutputUnderTheRepliesIsRefused() throws {
    let folder = TemporaryPath.make("wav")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try WriteFailureTests.shell(
      """
      "$0" --wav /dev/stdout --store "$TMPDIR/notes.json" "read my groceries note in notes" > "$1/out.wav"
      echo "status $?"
      "$0" --wav "$1/same.wav" --store "$TMPDIR/notes.json" "read my groceries note in notes" > "$1/same.wav"
      echo "status $?"
      """, [folder])
    #expect(result.output == "status 64\nstatus 64\n", "\(result.error)")
    #expect(result.error.contains("is standard output, where the replies are written; use --raw"))
  }

  @Test(.timeLimit(.minutes(1)), arguments: [("TERM", 143), ("INT", 130)])
  func aStoppedTestRunLeavesNoConversationFolder(_ signal: String, _ status: Int) throws {
    let folder = TemporaryPath.make("stopped")
    try FileManager.default.createDirectory(atPath: folder + "/tmp", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let conversations = (0..<3000).map { "## c\($0)\n> read my groceries note in notes\n< ~ *\n" }.joined()
    #expect(FileManager.default.createFile(atPath: folder + "/notes.tests", contents: Data(conversations.utf8)))
    let result = try WriteFailureTests.shell(
      """
      TMPDIR="$1/tmp" "$0" test "$1/notes.tests" --no-flexible-matching > /dev/null 2> "$1/err" &
      pid=$!
      sleep 2
      kill -\(signal) $pid
      wait $pid
      echo "status $?"
      ls "$1/tmp" | wc -l
      """, [folder])
    #expect(result.output == "status \(status)\n0\n", "\(result.error)")
    let said = try String(contentsOfFile: folder + "/err", encoding: .utf8)
    #expect(said.hasPrefix("duo-say: the tests were stopped; "))
  }

  /// A closed standard stream's number is reused inside (libdispatch's eventfd): never read or written.
  @Test(.timeLimit(.minutes(1))) func aClosedStandardStreamIsNoneNotAHang() throws {
    let result = try WriteFailureTests.shell(
      """
      "$0" --mute --store "$TMPDIR/notes.json" <&-
      echo "input $?"
      "$0" --mute --store "$TMPDIR/notes.json" "read my groceries note in notes" >&- 2> "$TMPDIR/err"
      echo "output $?"
      cat "$TMPDIR/err"
      """, [])
    #expect(result.output == "input 0\noutput 1\nduo-say: error: cannot write standard output: it was closed\n")
  }

  /// A line of several megabytes is skipped as it arrives (a 200 MB one used to cost 2 GB), and the
  /// lines after it are heard.
  @Test(.timeLimit(.minutes(1))) func aHugeLineIsSkippedWithAnErrorAndTheNextIsHeard() throws {
    let input = Data(String(repeating: "x", count: 3_000_000).utf8) + Data("\nread my groceries note in notes\n".utf8)
    let result = try DuoSayProcess.run(["--mute"], bytes: input)
    #expect(result.output == "Groceries says: milk, eggs, bread and coffee.\n")
    #expect(result.standardError == "duo-say: error: a line of input longer than 1 MB was skipped\n")
    #expect(result.status == 1)
  }

  /// At the interactive prompt (libedit, through a terminal) too: the line is skipped with the pipe's error.
  @Test(.enabled(if: InteractiveTests.hasScript), .timeLimit(.minutes(3)))
  func aHugeLineAtThePromptIsSkippedWithAnError() throws {
    let terminal = try Terminal.notes()
    // The editor echoes the megabyte back: only the end of what is shown is looked at.
    try terminal.type(String(repeating: "x", count: 1_100_000) + "\r", within: .seconds(150)) { $0.hasSuffix("› ") }
    try terminal.type("read my groceries note in notes\r") { $0.answered("Groceries says", times: 1) }
    try terminal.type("\u{04}") { _ in false }
    let output = String(terminal.shown.suffix(400))
    #expect(output.contains("error: a line of input longer than 1 MB was skipped"), "\(output)")
    #expect(output.contains("› read my groceries note in notes\nGroceries says:"), "\(output)")
    #expect(!output.contains("Sorry, I didn't understand that."))
    #expect(terminal.status == 1, "a line was skipped, as on a pipe")
  }

  @Test(.timeLimit(.minutes(1))) func sigquitEndsTheProcessAsUnixToolsDo() throws {
    let result = try WriteFailureTests.shell(
      """
      (sleep 5) | "$0" --store "$TMPDIR/notes.json" > /dev/null 2>&1 &
      pid=$!
      sleep 1
      kill -QUIT $pid
      wait $pid
      echo "status $?"
      """, [])
    #expect(result.output.hasPrefix("status 131"), "\(result.output) \(result.error)")
  }

  @Test(.enabled(if: InteractiveTests.hasScript), .timeLimit(.minutes(2)))
  func ctrlCAtAQuestionLeavesItAndTheConversationGoesOn() throws {
    let terminal = try Terminal.notes()
    try terminal.type("delete my groceries note in notes\r") { $0.answered("delete Groceries?", times: 1) }
    try terminal.type("\u{03}") { $0.answered("OK.", times: 1) }
    try terminal.type("read my groceries note in notes\r") { $0.answered("Groceries says", times: 1) }
    try terminal.type("\u{04}") { _ in false }
    #expect(
      terminal.shown.contains(
        "Are you sure you want to delete Groceries?\n› ^C\nOK.\n› read my groceries note in notes\nGroceries says:"),
      "\(terminal.output)")
    #expect(terminal.status == 0)
  }
}
