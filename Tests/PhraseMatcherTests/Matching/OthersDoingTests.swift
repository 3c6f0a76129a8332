import Testing

@testable import PhraseMatcher

/// What another is doing is told only of a shortcut that says it.
@Suite struct OthersDoingTests {
  @Test func whatAnotherIsDoingIsToldOfAShortcutThatSaysIt() throws {
    let asleep = try SpeechActTests.form(["Baby is asleep in ${applicationName}"])
    #expect(asleep.narratesOthers)
    #expect(asleep.admits(.statement(verb: "sleeping", firstPerson: false)), "asleep is a-sleep")
    #expect(!asleep.admits(.statement(verb: "crying", firstPerson: false)))
    let napping = try SpeechActTests.form(["The baby is napping in ${applicationName}"])
    #expect(napping.admits(.statement(verb: "napping", firstPerson: false)))
  }
}
