import Testing

@testable import PhraseMatcher

/// A question of what is in or on a value asks of its contents: a command to show the value
/// itself is not it when the app has a shortcut that opens values (real-app check 43, Loadout:
/// "pull up the chicken caesar wrap" ran Check Macros beside Open ${recipe}).
@Suite struct ContentsQuestionTests {
  typealias Shapes = SpeechActTests

  static func form(_ phrases: [String], appVerbs: Set<String>) throws -> ShortcutForm {
    var form = try Shapes.form(phrases)
    form.appVerbs = appVerbs.union(form.verbs)
    form.asksWhatIsInAValue = ShortcutForm.asksWhatIsIn(
      try phrases.map { try PhraseTemplate(parsing: $0) }, language: .english)
    return form
  }

  @Test func showingTheValueIsNoQuestionOfWhatIsInIt() throws {
    let pantry = try Self.form(["What's on my ${shelf} in ${applicationName}"], appVerbs: ["open"])
    #expect(pantry.asksWhatIsInAValue)
    #expect(Shapes.refusal(pantry, "pull up the value in app") == .anotherAction)
    #expect(Shapes.refusal(pantry, "show me what is on the value in app") == nil)
    #expect(Shapes.refusal(pantry, "show the cans on my value in app") != .anotherAction, "what is on it, shown")
  }

  @Test func withoutAShortcutThatOpensOrWithItsOwnVerbItStaysAsked() throws {
    let alone = try Self.form(["What's on my ${shelf} in ${applicationName}"], appVerbs: [])
    #expect(Shapes.refusal(alone, "pull up the value in app") == nil)
    let read = try Self.form(
      ["Read my ${note} note in ${applicationName}", "What's in my ${note} note in ${applicationName}"],
      appVerbs: ["open"])
    #expect(Shapes.refusal(read, "read my value note in app") == nil)
    #expect(!(try Self.form(["What's my ${shelf} in ${applicationName}"], appVerbs: ["open"]).asksWhatIsInAValue))
  }
}
