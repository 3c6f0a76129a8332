import Foundation
import TestSupport
import Testing

/// libespeak-ng is opened at the first call into it, not at start-up: a run
/// that speaks without it fails with one line and writes nothing; one that
/// never speaks does not notice.
@Suite struct SpeechLibraryTests {
  static let missing = ["DUO_SAY_ESPEAK_LIBRARY": "/nonexistent/libespeak-ng.so.1"]

  @Test func speakingWithoutTheLibraryIsOneLineAndNoFile() throws {
    let wav = TemporaryPath.make("reply.wav")
    let result = try DuoSayProcess.run(
      ["read my groceries note in notes", "--wav", wav, "--store", TemporaryPath.make("notes.json")],
      environment: Self.missing)
    #expect(result.status == 1)
    #expect(
      result.standardError
        == "duo-say: error: libespeak-ng could not be opened (/nonexistent/libespeak-ng.so.1: cannot open shared object file: No such file or directory); run Scripts/install-deps.sh (Debian: libespeak-ng1)\n"
    )
    #expect(!FileManager.default.fileExists(atPath: wav))
  }

  @Test func runsThatNeverSpeakDoNotNeedIt() throws {
    let muted = try DuoSayProcess.run(
      ["read my groceries note in notes", "--mute", "--store", TemporaryPath.make("notes.json")],
      environment: Self.missing)
    #expect(muted.status == 0)
    #expect(muted.output == "Groceries says: milk, eggs, bread and coffee.\n")
    let match = try DuoSayProcess.run(["match", "read my groceries note in notes"], environment: Self.missing)
    #expect(match.status == 0)
    #expect(match.standardError.isEmpty)
  }

  /// The library is not among the executable's dependencies: start-up never loads it.
  @Test func theExecutableDoesNotLinkIt() throws {
    let ldd = Process()
    ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
    ldd.arguments = [DuoSayProcess.executable.path]
    let output = Pipe()
    ldd.standardOutput = output
    try ldd.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    ldd.waitUntilExit()
    #expect(text.contains("libc.so.6"), "ldd ran: \(text)")
    #expect(!text.contains("libespeak-ng") && !text.contains("libpcaudio") && !text.contains("libpulse"), "\(text)")
  }
}
