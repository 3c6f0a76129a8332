import Testing

@testable import PhraseMatcher

/// A phrase that names a thing alone asks for it to be shown ("My last run in …"), unless it
/// is the shortcut's action said short: what another of its phrases makes or does with a verb
/// that does not show ("Memo in …" beside "Record a memo in …"; real-app check 41, VivaDicta,
/// where "show a note" ran Record Note through "Note in ${applicationName}").
@Suite struct ActionSaidShortTests {
  typealias Shapes = SpeechActTests

  @Test func aThingItMakesNamedAloneIsItsActionSaidShort() throws {
    let record = try Shapes.form([
      "Record a memo in ${applicationName}", "Memo in ${applicationName}", "${applicationName} recording",
      "Start recording with ${applicationName}",
    ])
    #expect(!record.answers)
    let show = Shapes.tokens("show a memo in app")
    #expect(record.refusal(of: SpeechAct(show, language: .english), tokens: show) == .anotherAction)
    let start = Shapes.tokens("start a memo in app")
    #expect(record.refusal(of: SpeechAct(start, language: .english), tokens: start) == nil)
  }

  @Test func aThingNamedAloneBesideAShowingVerbIsShown() throws {
    let latest = try Shapes.form(["Memo in ${applicationName}", "Show my latest memo in ${applicationName}"])
    #expect(latest.answers)
    #expect(try Shapes.form(["Weekly summary in ${applicationName}"]).answers, "named alone, with nothing done to it")
  }
}
