import Foundation
import TestSupport
import Testing

@testable import DuoSay

/// A voice target speaks under its own name, and finds its `.tests` files by the app's name
/// however it is joined.
struct VoiceTargetNameTests {
  @Test(arguments: ["ferry time", "Ferry Time", "ferry-time", "ferry_time", "FerryTime", "ferrytime"])
  func aTestFileIsFoundByTheAppsNameHoweverJoined(_ name: String) {
    #expect(AppProfile(name: "Ferry Time").answers(to: name))
  }

  @Test func anotherNameIsNotTheApps() {
    #expect(!AppProfile(name: "Ferry Time").answers(to: "ferry"))
  }

  @Test func theVersionAndErrorsNameTheVoiceTarget() throws {
    let folder = TemporaryPath.make("voice")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let link = folder + "/ferry-voice"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: DuoSayProcess.executable.path)
    #expect(try DuoSayProcess.run(["--version"], executable: link).output == "ferry-voice (duo-say 0.1.0)\n")
    let error = try DuoSayProcess.run(["--frobnicate"], executable: link)
    #expect(error.standardError.hasPrefix("ferry-voice: error: "))
    #expect(try DuoSayProcess.run(["--version"]).output == "duo-say 0.1.0\n")
  }
}
