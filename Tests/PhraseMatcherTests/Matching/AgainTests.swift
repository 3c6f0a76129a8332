import Testing

@testable import PhraseMatcher

/// "Again" asks for what was done before: never of a shortcut that only shows or answers,
/// unless its own verb (or a verb asking for its answer) says so.
@Suite struct AgainTests {
  typealias Shapes = SpeechActTests

  @Test func againIsNoRequestOfWhatOnlyShows() throws {
    let shows = ["Show the schedule for ${gym} in ${applicationName}"]
    #expect(try Shapes.refuses(shows, "we'd love value again in app"))
    #expect(try Shapes.refuses(shows, "same value again please app"))
    #expect(try !Shapes.refuses(shows, "show the schedule for value again in app"), "its own verb")
    #expect(try !Shapes.refuses(shows, "check value again in app"), "asked for its answer")
    #expect(try !Shapes.refuses(["Book a class at ${gym} in ${applicationName}"], "we'd love value again in app"))
  }
}
