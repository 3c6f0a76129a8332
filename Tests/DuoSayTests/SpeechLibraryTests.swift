import Foundation
import TestSupport
import Testing

/// libespeak-ng is linked in; pcaudiolib (the audio device, and the PulseAudio
/// and ALSA libraries behind it) is opened only when a reply is played. A
/// reply played without it warns once and goes on muted; one written to a
/// file or muted does not notice.
@Suite struct SpeechLibraryTests {
  static let missing = ["DUO_SAY_AUDIO_LIBRARY": "/nonexistent/libpcaudio.so.0"]

  @Test func playingWithoutTheAudioLibraryWarnsOnceAndGoesOnMuted() throws {
    let result = try DuoSayProcess.run(
      ["read my groceries note in notes", "--store", TemporaryPath.make("notes.json")], environment: Self.missing)
    #expect(result.status == 0)
    #expect(result.output == "Groceries says: milk, eggs, bread and coffee.\n")
    #expect(
      result.standardError
        == "duo-say: warning: no audio device (pcaudiolib could not be opened: /nonexistent/libpcaudio.so.0: cannot open shared object file: No such file or directory; run Scripts/install-deps.sh); continuing muted (use --wav FILE to keep the audio)\n"
    )
  }

  @Test func aReplyToAFileNeedsNoLibrary() throws {
    let wav = TemporaryPath.make("reply.wav")
    let written = try DuoSayProcess.run(
      ["read my groceries note in notes", "--wav", wav, "--store", TemporaryPath.make("notes.json")],
      environment: Self.missing)
    #expect(written.status == 0)
    #expect(written.standardError.isEmpty)
    #expect(try FileManager.default.attributesOfItem(atPath: wav)[.size] as? Int ?? 0 > 44)
  }

  /// Neither eSpeak NG nor the audio libraries are among the executable's
  /// dependencies: start-up loads none of them.
  @Test func theExecutableDoesNotLinkThem() throws {
    let ldd = Process()
    ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
    ldd.arguments = [DuoSayProcess.executable.path]
    let output = Pipe()
    ldd.standardOutput = output
    let child = try ldd.start()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    #expect(text.contains("libc.so.6"), "ldd ran: \(text)")
    #expect(!text.contains("libespeak-ng") && !text.contains("libpcaudio") && !text.contains("libpulse"), "\(text)")
  }
}
