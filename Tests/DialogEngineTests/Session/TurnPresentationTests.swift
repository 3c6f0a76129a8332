import DialogEngine
import Testing

/// What is said and what is only shown is decided once (``SessionTurn/presentation(of:)``),
/// and the live text, the transcript and the spoken text agree on it.
@Suite struct TurnPresentationTests {
  static func turn(_ pose: Pose) -> SessionTurn {
    SessionTurn(
      heard: "open my recipes note in notes",
      replies: [
        .init(.progress, "Halfway.", fractionCompleted: 0.5), .init(.answer, "Here's Recipes."),
        .init(.snippet, "Recipes\npancakes, soup"),
      ],
      pose: pose)
  }

  @Test func aSnippetIsShownAndProgressIsSaidOnlyWithoutAScreen() {
    let voice = Self.turn(.voice)
    #expect(voice.replies.map(voice.presentation(of:)) == [.said, .said, .shown])
    #expect(voice.spokenText == ["Halfway.", "Here's Recipes."])
    let screen = Self.turn(.closed)
    #expect(screen.replies.map(screen.presentation(of:)) == [.shown, .said, .shown])
    #expect(screen.spokenText == ["Here's Recipes."])
  }

  @Test func theLiveTextAndTheTranscriptMarkWhatIsShownAlikeWithThePoseAndSizeClass() {
    let turn = Self.turn(.closed)
    #expect(turn.liveText == "Here's Recipes.\n[closed, compact] Recipes / pancakes, soup\n")
    #expect(
      turn.transcriptText == """
        > open my recipes note in notes
        [closed, compact] Halfway.
        < Here's Recipes.
        [closed, compact] Recipes / pancakes, soup
        """)
    #expect(Self.turn(.open).liveText == "Here's Recipes.\n[open, regular] Recipes / pancakes, soup\n")
  }
}
