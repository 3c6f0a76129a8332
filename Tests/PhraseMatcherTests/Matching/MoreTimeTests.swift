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

  /// Asked without a verb of its own ("i need …", a verb this reading does not know), more time
  /// is still no request of a shortcut that gives none; "longer" said last or after an amount
  /// asks for it too, and a question of how much is left asks nothing of the kind.
  @Test func moreTimeWithoutAVerbIsNoneOfAnotherShortcut() throws {
    let hold = ["Place a hold on ${item} in ${applicationName}"]
    #expect(try Shapes.refuses(hold, "i'd like a few more days with value in app"))
    #expect(try Shapes.refuses(hold, "hang onto value a little longer in app"))
    #expect(try !Shapes.refuses(["Renew ${item} in ${applicationName}"], "hang onto value a little longer in app"))
    let left = ["How much time is left on my ${item} in ${applicationName}"]
    #expect(try !Shapes.refuses(left, "how much more time is left on my value in app"))
    #expect(try !Shapes.refuses(hold, "hold a longer value in app"), "an adjective names")
  }
}
