import Testing

@testable import PhraseMatcher

/// Asking for more time is the request of a shortcut that extends a span, whatever verb says
/// it; a shortcut that does not extend keeps its own verbs ("hold the wifi another hour" may
/// still pause it).
@Suite struct MoreTimeTests {
  typealias Shapes = SpeechActTests

  @Test func moreTimeAsksAShortcutThatExtends() throws {
    #expect(try !Shapes.refuses(["Extend my rental in ${applicationName}"], "add two more days to my rental in app"))
    #expect(try !Shapes.refuses(["Renew ${book} with ${applicationName}"], "keep value a few more weeks in app"))
    #expect(
      try !Shapes.refuses(["Give ${kid} extra tablet time in ${applicationName}"], "allow value another hour in app"))
  }

  @Test func aShortcutThatDoesNotExtendIsNotAskedForMoreTime() throws {
    #expect(try Shapes.refuses(["Return my rental in ${applicationName}"], "add two more days to my rental in app"))
    #expect(try Shapes.refuses(["Pause the wifi for ${kid} in ${applicationName}"], "allow value another hour in app"))
    #expect(try !Shapes.refuses(["Start a timer in ${applicationName}"], "start a timer for five more minutes in app"))
  }
}
