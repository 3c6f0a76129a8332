import Foundation
import TestSupport
import Testing

@testable import DialogSpeech

/// A WAV file is never written through another user's link planted in a shared folder.
@Suite struct ProtectedLinksTests {
  @Test(.enabled(if: geteuid() == 0, "needs root, to plant a link as another user"))
  func aWAVThroughAPlantedLinkIsRefusedAndTheTargetKept() throws {
    let shared = TemporaryPath.make("shared")
    try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: shared) }
    chmod(shared, 0o1777)
    let victim = TemporaryPath.make("victim.txt")
    defer { try? FileManager.default.removeItem(atPath: victim) }
    #expect(FileManager.default.createFile(atPath: victim, contents: Data("mine".utf8)))
    let link = shared + "/replies.wav"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim)
    lchown(link, 65534, 65534)
    #expect(ProtectedLinks.refusal(link)?.contains("another user's symbolic link") == true)
    #expect(throws: SpeechError.self) { _ = try WAVFileSink(path: link, sampleRate: 22_050) }
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "mine")
    lchown(link, geteuid(), getegid())
    #expect(ProtectedLinks.refusal(link) == nil, "the user's own link is followed")
  }

  @Test func aPlainFileOrAMissingOneIsWritable() {
    #expect(ProtectedLinks.refusal(TemporaryPath.make("new.wav")) == nil)
    #expect(ProtectedLinks.refusal("/dev/null") == nil)
  }
}
