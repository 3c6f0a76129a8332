import Testing

@testable import PhraseMatcher

/// "Take me to …", "drive me to …", "directions to …", "how do i get to …": a request to go somewhere asks a
/// shortcut that takes the speaker places (a ride or trip to a place, the way home, the
/// nearest of a place), not one that asks how much or how far, nor one that does another job.
@Suite struct GoingPlacesTests {
  typealias Shapes = SpeechActTests

  @Test func goingSomewhereAsksAShortcutThatTakesTheSpeakerThere() throws {
    #expect(try !Shapes.refuses(["Book a trip to ${island} with ${applicationName}"], "drive me to value with app"))
    #expect(try !Shapes.refuses(["Plan my route home in ${applicationName}"], "bring me to my house with app"))
    #expect(
      try !Shapes.refuses(["Find the nearest ferry terminal in ${applicationName}"], "take me to a ferry terminal app"))
    #expect(try !Shapes.refuses(["Find a charger near me with ${applicationName}"], "get me to a charger with app"))
  }

  @Test func goingSomewhereIsNoOtherJob() throws {
    #expect(try Shapes.refuses(["How much is a trip to ${island} in ${applicationName}"], "take me to value in app"))
    #expect(try Shapes.refuses(["Show my tickets in ${applicationName}"], "take me to the harbor in app"))
    #expect(try Shapes.refuses(["Cancel my trip in ${applicationName}"], "drive me to the harbor in app"))
  }

  /// Asking the way ("how do i get to …", "how can we get home …") asks the same shortcuts;
  /// asking how to get anything else stays a question about the app.
  @Test func askingTheWayIsGoingThere() throws {
    #expect(try !Shapes.refuses(["Plan my route home in ${applicationName}"], "how can i get home from work with app"))
    #expect(
      try !Shapes.refuses(["Book a trip to ${island} with ${applicationName}"], "how do we get to value with app"))
    #expect(
      try Shapes.refuses(["How much is a trip to ${island} in ${applicationName}"], "how do i get to value in app"))
    #expect(try Shapes.refuses(["Book a trip to ${island} with ${applicationName}"], "how do i get a discount in app"))
  }
}
