import Testing

@testable import PhraseMatcher

/// Where the speaker put or lost a thing asks where it is now, and a scale's own word ("speed",
/// "distance") is a thing its measure asks ("how fast", "how far"): a shortcut that asks so
/// answers both. Other verbs and other things stay another action or thing.
@Suite struct WhereItIsTests {
  typealias Shapes = SpeechActTests

  @Test func whereAThingWasPutAsksWhereItIs() throws {
    let finding = ["Where is my ${item} in ${applicationName}"]
    #expect(try !Shapes.refuses(finding, "where did i put my value app"))
    #expect(try !Shapes.refuses(finding, "app where did we park the value"))
    #expect(try !Shapes.refuses(finding, "where did i lose my value in app"))
    #expect(try Shapes.refuses(finding, "where did i buy my value in app"), "another action")
    #expect(try Shapes.refuses(["Ring my ${item} with ${applicationName}"], "where did i put my value app"))
  }

  @Test func aScalesWordIsWhatItsMeasureAsks() throws {
    #expect(try !Shapes.refuses(["How far did I walk today in ${applicationName}"], "what's my distance in app"))
    #expect(try !Shapes.refuses(["How hot is the oven in ${applicationName}"], "what is the temperature in app"))
    #expect(try Shapes.refuses(["How far did I walk today in ${applicationName}"], "what's my heart rate in app"))
    #expect(try Shapes.refuses(["How long is my ride in ${applicationName}"], "what's the time in app"))
  }
}
