import Foundation
import TestSupport
import Testing

/// The conversation on a terminal (through `script`, which gives it a pty) and Ctrl-C.
@Suite struct InteractiveTests {
  static let hasScript = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

  @Test(.enabled(if: hasScript))
  func aTerminalGetsAPromptHelpAndHistory() throws {
    let result = try DuoSayProcess.run(
      ["-qc", "exec " + Terminal.command(["--mute"]), "/dev/null"],
      input: "help\nread my groceries note in notes\nhistory\n",
      environment: Terminal.shell, executable: "/usr/bin/script")
    let output = result.output.replacingOccurrences(of: "\r", with: "")
    #expect(
      output.contains(
        "Talking to Notes. Say \"help\" for what you can say, \"history\" for this conversation; Ctrl-D ends."))
    // The line editor echoes what is typed after the prompt.
    #expect(output.contains("› help\nYou can say:\n  Read Note: \"Read my <note> note in Notes\""))
    #expect(output.contains("› read my groceries note in notes\nGroceries says: milk, eggs, bread and coffee.\n"))
    #expect(
      output.contains(
        "› history\n> read my groceries note in notes\n< Groceries says: milk, eggs, bread and coffee.\n"))
  }

  /// Keys as a person presses them, one group at a time: the Up arrow brings
  /// back the last utterance, Ctrl-A moves to the start of the line, Ctrl-C
  /// over half-typed words discards them and the conversation goes on.
  @Test(.enabled(if: hasScript))
  func theTerminalHasLineEditingAndHistory() throws {
    let terminal = try Terminal.notes()
    // Each group waits for the next prompt: until the editor prints it, the
    // terminal is in its ordinary mode and would echo (or flush) keys itself.
    try terminal.type("read my groceries note in notes\r") { $0.answered("Groceries says", times: 1) }
    try terminal.type("\u{1B}[A\r") { $0.answered("Groceries says", times: 2) }
    try terminal.type("ead my recipes note in notes\u{01}r\r") { $0.answered("Recipes says", times: 1) }
    try terminal.type("read my groc") { $0.after("Recipes says").contains("› read my groc") }
    try terminal.type("\u{03}") { $0.after("^C").contains("› ") }
    try terminal.type("\u{1B}[A\r") { $0.answered("Recipes says", times: 2) }
    try terminal.type("\u{04}") { _ in false }
    let output = terminal.shown
    #expect(!output.contains("^[[A"), "the Up arrow is a key, not text")
    #expect(!output.contains("Sorry"), "every utterance was understood:\n\(output)")
    #expect(terminal.status == 0)
  }

  /// Ctrl-Z as in any terminal program: while duo-say is stopped the terminal
  /// is in its ordinary mode again (the shell reads lines), and after `fg` the
  /// prompt and the half-typed words are drawn again and editing goes on.
  @Test(.enabled(if: hasScript))
  func ctrlZSuspendsAndFgResumesTheLine() throws {
    // A shell with job control between script and duo-say, as a person's is:
    // it shows the terminal's modes while duo-say is stopped, then resumes it.
    let duoSay = Terminal.command(["--mute", "--store", TemporaryPath.make("notes.json")])
    let terminal = try Terminal(
      shell: "set -m; \(duoSay); echo suspended; stty -a; fg", state: TemporaryPath.make("state"))
    try terminal.type("read my groc") { $0.contains("› read my groc") }
    try terminal.type("\u{1A}") { $0.after("suspended").contains("› read my groc") }
    let modes = String(terminal.output.after("suspended"))
    #expect(modes.contains(" icanon") && modes.contains(" echo "), "the terminal's own modes while stopped:\n\(modes)")
    try terminal.type("eries note in notes\r") { $0.answered("Groceries says", times: 1) }
    try terminal.type("\u{04}") { _ in false }
    #expect(terminal.output.contains("› read my groc^Zsuspended"))
    #expect(terminal.status == 0)
  }

  /// The next conversation with the same app starts with what was said in this one.
  @Test(.enabled(if: hasScript))
  func historyIsKeptBetweenConversations() throws {
    let (state, store) = (TemporaryPath.make("state"), TemporaryPath.make("notes.json"))
    defer { try? FileManager.default.removeItem(atPath: state) }
    let first = try Terminal(["--mute", "--store", store], state: state)
    try first.type("read my recipes note in notes\r") { $0.answered("Recipes says", times: 1) }
    try first.type("\u{04}") { _ in false }
    #expect(first.status == 0)
    // libedit's own format: a header line, then each entry with its spaces written as \040.
    let file = try String(contentsOfFile: state + "/duo-say/notes.history", encoding: .utf8)
    #expect(file.hasPrefix("_HiStOrY_V2_\n") && file.contains("read\\040my\\040recipes\\040note"), "\(file)")
    let mode = try FileManager.default.attributesOfItem(atPath: state + "/duo-say/notes.history")[.posixPermissions]
    #expect(mode as? Int == 0o600, "only its owner reads what was said")

    let second = try Terminal(["--mute", "--store", store], state: state)
    try second.type("\u{1B}[A\r") { $0.answered("Recipes says", times: 1) }
    try second.type("\u{04}") { _ in false }
    #expect(second.status == 0)
  }

  @Test func ctrlCStopsTheRunningIntentAndTheConversationGoesOn() throws {
    let process = Process()
    process.executableURL = DuoSayProcess.executable
    process.arguments = ["--mute", "--store", TemporaryPath.make("notes.json")]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    let child = try process.start()
    input.fileHandleForWriting.write(
      Data("read my groceries note in notes\nsummarize my notes in notes\nread my recipes note in notes\n".utf8))
    try input.fileHandleForWriting.close()
    // The first answer means the summary (about three seconds of work) has begun.
    var text = ""
    while !text.contains("\n") {
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { break }
      text += String(decoding: chunk, as: UTF8.self)
    }
    usleep(500_000)
    process.interrupt()
    text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    #expect(
      text
        == "Groceries says: milk, eggs, bread and coffee.\nOK, I stopped.\nRecipes says: lentil soup and banana bread.\n"
    )
    #expect(process.terminationStatus == 0)
  }
}
