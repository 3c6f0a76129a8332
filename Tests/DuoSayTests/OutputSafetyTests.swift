import Foundation
import TestSupport
import Testing

/// What duo-say prints cannot drive the reader's terminal or bury it.
@Suite struct OutputSafetyTests {
  @Test func escapeSequencesInANoteNeverReachTheTerminal() throws {
    let store = TemporaryPath.make("evil") + "/notes.json"
    try FileManager.default.createDirectory(
      atPath: (store as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let text =
      #"{"version": 1, "notes": [{"id": "e", "title": "Evil", "body": "\u001b[31mred\u001b]0;pwned\u0007 now"}]}"#
    #expect(FileManager.default.createFile(atPath: store, contents: Data(text.utf8)))
    let result = try DuoSayProcess.run(["--mute", "--store", store, "read my evil note in notes"])
    #expect(result.output == "Evil says: red now.\n")
    let json = try DuoSayProcess.run(["--mute", "--json", "--store", store, "read my evil note in notes"])
    #expect(json.output.contains(#"\u001b[31mred"#), "JSON keeps the text, escaped")
  }

  @Test func anErrorLineStaysOneReadableLine() throws {
    let result = try DuoSayProcess.run(["--nope" + String(repeating: "x", count: 100_000)])
    #expect(result.status == 64)
    #expect(result.standardError.count < 500 && result.standardError.hasSuffix("…\n"))
    #expect(result.standardError.split(separator: "\n").count == 1)
  }

  @Test func aMutedRunStillChecksTheVoice() throws {
    let result = try DuoSayProcess.run(["--mute", "-v", "nosuchvoice", "read my groceries note in notes"])
    #expect(result.status == 64)
    #expect(
      result.standardError
        == "duo-say: error: unknown voice 'nosuchvoice'; see 'duo-say --list-voices' for the installed voices\n")
  }
}

/// A WAV file must be a file its header can be finished in.
@Suite struct WAVDestinationTests {
  @Test(arguments: ["-", "/dev/stdout"]) func aWAVThatCannotBeRewoundIsRefused(_ path: String) throws {
    let result = try DuoSayProcess.run(["--wav", path, "read my groceries note in notes"])
    if path == "/dev/stdout" {
      // Standard output carries the replies' text: refused before anything is written.
      #expect(result.status == 64)
      #expect(result.standardError.hasPrefix("duo-say: error: the WAV file '/dev/stdout' is standard output"))
    } else {
      #expect(result.status == 1)
      #expect(result.standardError.hasPrefix("duo-say: error: cannot write '\(path)': "))
    }
    #expect(result.output.isEmpty || !result.output.hasPrefix("RIFF"))
    #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/-"))
  }
}

/// Ctrl-C stops a long piped run, even when nothing is spoken.
@Suite struct PipeInterruptTests {
  @Test(.timeLimit(.minutes(1))) func ctrlCStopsAMutedPipe() throws {
    let input = TemporaryPath.make("many")
    let line = "read my groceries note in notes\n"
    #expect(FileManager.default.createFile(atPath: input, contents: Data(String(repeating: line, count: 200_000).utf8)))
    defer { try? FileManager.default.removeItem(atPath: input) }
    let process = Process()
    process.executableURL = DuoSayProcess.executable
    process.arguments = ["--mute", "--store", TemporaryPath.make("store") + "/notes.json"]
    process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: input))
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let child = try process.start()
    Thread.sleep(forTimeInterval: 0.5)
    // A press that lands while a note is being read stops that read ("OK, I stopped.") and the
    // run goes on, as for a long intent; on a busy machine that can happen, so a person would
    // press again. Three presses a second apart must end it (before the fix, three were ignored).
    let deadline = Date().addingTimeInterval(5)
    var presses = 0
    var nextPress = Date()
    while process.isRunning && Date() < deadline {
      if presses < 3 && Date() >= nextPress {
        process.interrupt()
        presses += 1
        nextPress = Date().addingTimeInterval(1)
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    let stopped = !process.isRunning
    if !stopped { process.terminate() }
    child.waitUntilExit()
    #expect(stopped, "Ctrl-C did not stop the run within 5 s")
    #expect(process.terminationStatus == 130)
  }
}
