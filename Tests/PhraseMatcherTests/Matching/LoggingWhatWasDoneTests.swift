import Testing

@testable import PhraseMatcher

/// What was done to a thing a shortcut logs, told to it, is a request to log it.
@Suite struct LoggingWhatWasDoneTests {
  @Test func whatWasDoneIsLoggedByAShortcutThatLogsIt() throws {
    let log = try SpeechActTests.form(["Log a workout in ${applicationName}"])
    let tokens = SpeechActTests.tokens("app i did my workout")
    #expect(log.refusal(of: SpeechAct(tokens, language: .english), tokens: tokens) == nil)
    let other = SpeechActTests.tokens("app i did my homework")
    #expect(log.refusal(of: SpeechAct(other, language: .english), tokens: other) != nil, "not its thing")
    let add = try SpeechActTests.form(["Plan a workout in ${applicationName}"])
    #expect(add.refusal(of: SpeechAct(tokens, language: .english), tokens: tokens) != nil, "it does not log")
  }

  /// The past of a logging shortcut's other verb tells the event it logs ("i cleaned the litter
  /// box" for "Clean the litter box" beside "Log a cleaning"; real-app check 36's kind, written
  /// apart from it); told to a shortcut that only acts, it is no request.
  @Test func thePastOfItsOwnActionIsLoggedWhenItLogs() throws {
    let clean = try SpeechActTests.form([
      "Log a cleaning in ${applicationName}", "Clean the litter box in ${applicationName}",
    ])
    let told = SpeechActTests.tokens("i just cleaned the litter box in app")
    #expect(clean.refusal(of: SpeechAct(told, language: .english), tokens: told) == nil)
    let water = try SpeechActTests.form(["Water the ${zone} with ${applicationName}"])
    let watered = SpeechActTests.tokens("i watered the value with app")
    #expect(water.refusal(of: SpeechAct(watered, language: .english), tokens: watered) != nil, "it only acts")
  }
}
