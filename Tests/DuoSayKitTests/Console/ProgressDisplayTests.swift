import DialogEngine
import Testing

@testable import DuoSayKit

/// The bar is drawn from the reply's fraction, never from its text.
@Suite struct ProgressDisplayTests {
  @Test func theBarFollowsTheFractionNotTheWords() {
    let reply = SessionTurn.Reply(.progress, "Still working, about half done.", full: "55 %", fractionCompleted: 0.25)
    #expect(
      ProgressDisplay.bar(for: reply, withWords: true) == "[#####---------------] 25 %  Still working, about half done."
    )
    #expect(ProgressDisplay.bar(for: reply, withWords: false) == "[#####---------------] 25 %  ")
  }

  @Test func aFractionOutsideZeroToOneIsClamped() {
    #expect(
      ProgressDisplay.bar(for: .init(.progress, "", fractionCompleted: 1.7), withWords: false)
        == "[####################] 100 %  ")
    #expect(
      ProgressDisplay.bar(for: .init(.progress, "", fractionCompleted: -1), withWords: false)
        == "[--------------------] 0 %  ")
    #expect(ProgressDisplay.bar(for: .init(.progress, "12 %"), withWords: false) == "[--------------------] 0 %  ")
  }
}
