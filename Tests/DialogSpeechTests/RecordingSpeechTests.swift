import Testing

@testable import DialogSpeech

@Suite struct RecordingSpeechTests {
  @Test func recordsRepliesInOrderAndTheFinish() async throws {
    let speech = RecordingSpeech()
    _ = try await speech.speak("Which note?")
    _ = try await speech.speak("Groceries says: milk.")
    #expect(speech.spokenTexts == ["Which note?", "Groceries says: milk."])
    #expect(!speech.isFinished)
    try await speech.finish()
    #expect(speech.isFinished)
  }

  @Test func speakableTextKeepsWordsAndBlanksControls() {
    #expect(SpeakableText.from("a\u{1B}[0mb\u{0}c") == "a [0mb c")
    #expect(SpeakableText.from("Café & <tag>") == "Café & <tag>")
    #expect(SpeakableText.isSilent(" \u{7}\n"))
    #expect(!SpeakableText.isSilent(" 🎉 "))
  }
}
