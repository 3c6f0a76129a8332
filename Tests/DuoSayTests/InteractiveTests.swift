import Foundation
import TestSupport
import Testing

/// The conversation on a terminal (through `script`, which gives it a pty) and Ctrl-C.
@Suite struct InteractiveTests {
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func aTerminalGetsAPromptHelpAndHistory() throws {
    let command = "\(DuoSayProcess.executable.path) --mute"
    let result = try DuoSayProcess.run(
      ["-qc", command, "/dev/null"], input: "help\nread my groceries note in notes\nhistory\n",
      executable: "/usr/bin/script")
    let output = result.output.replacingOccurrences(of: "\r", with: "")
    #expect(
      output.contains(
        "Talking to Notes. Say \"help\" for what you can say, \"history\" for this conversation; Ctrl-D ends."))
    #expect(output.contains("› You can say:\n  Read Note: \"Read my <note> note in Notes\""))
    #expect(output.contains("› Groceries says: milk, eggs, bread and coffee.\n"))
    #expect(output.contains("› > read my groceries note in notes\n< Groceries says: milk, eggs, bread and coffee.\n"))
  }

  @Test func ctrlCStopsTheRunningIntentAndTheConversationGoesOn() throws {
    let process = Process()
    process.executableURL = DuoSayProcess.executable
    process.arguments = ["--mute", "--store", TemporaryPath.make("notes.json")]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
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
    process.waitUntilExit()
    #expect(
      text
        == "Groceries says: milk, eggs, bread and coffee.\nOK, I stopped.\nRecipes says: lentil soup and banana bread.\n"
    )
    #expect(process.terminationStatus == 0)
  }
}
