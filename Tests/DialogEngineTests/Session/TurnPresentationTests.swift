import DialogEngine
import Testing

/// What is said and what is only shown is decided once (``SessionTurn/presentation(of:)``),
/// and the live text, the transcript and the spoken text agree on it.
@Suite struct TurnPresentationTests {
  static func turn(isVoiceOnly: Bool) -> SessionTurn {
    SessionTurn(
      heard: "open my recipes note in notes",
      replies: [
        .init(.progress, "Halfway.", fractionCompleted: 0.5), .init(.answer, "Here's Recipes."),
        .init(.snippet, "Recipes\npancakes, soup"),
      ],
      isVoiceOnly: isVoiceOnly)
  }

  @Test func aSnippetIsShownAndProgressIsSaidOnlyWithoutAScreen() {
    let voice = Self.turn(isVoiceOnly: true)
    #expect(voice.replies.map(voice.presentation(of:)) == [.said, .said, .shown])
    #expect(voice.spokenText == ["Halfway.", "Here's Recipes."])
    let screen = Self.turn(isVoiceOnly: false)
    #expect(screen.replies.map(screen.presentation(of:)) == [.shown, .said, .shown])
    #expect(screen.spokenText == ["Here's Recipes."])
  }

  @Test func theLiveTextAndTheTranscriptMarkWhatIsShownAlike() {
    let turn = Self.turn(isVoiceOnly: false)
    #expect(turn.liveText == "Here's Recipes.\n[screen] Recipes / pancakes, soup\n")
    #expect(
      turn.transcriptText == """
        > open my recipes note in notes
        [screen] Halfway.
        < Here's Recipes.
        [screen] Recipes / pancakes, soup
        """)
  }
}
