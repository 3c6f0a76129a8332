import Testing

@testable import DialogSpeech

/// Voice names that are a file's name find that file, in any case; anything
/// else is left to eSpeak NG's own search.
@Suite struct VoiceFileTests {
  static let data: String? = {
    guard (try? Speaker.sampleRate()) != nil else { return nil }
    return Espeak.dataPath()
  }()

  @Test(arguments: [
    ("en-us", "/lang/gmw/en-US"), ("EN-US", "/lang/gmw/en-US"), ("gmw/en-US", "/lang/gmw/en-US"),
    ("GMW/EN-us", "/lang/gmw/en-US"), ("en", "/lang/gmw/en"), ("de", "/lang/gmw/de"),
  ])
  func aCodeOrIdentifierFindsItsFile(request: String, suffix: String) throws {
    let data = try #require(Self.data)
    #expect(VoiceFile.find(request, in: data) == data + suffix)
  }

  @Test(arguments: ["English (America)", "en-us+f3", "../../etc/passwd", "gmw/../gmw/en", "a/b/c", "/gmw", "", "nope"])
  func anythingElseIsLeftToESpeak(request: String) throws {
    let data = try #require(Self.data)
    #expect(VoiceFile.find(request, in: data) == nil)
  }

  @Test func aMissingDataFolderFindsNothing() {
    #expect(VoiceFile.find("en-us", in: "/nonexistent") == nil)
  }
}
