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
}
