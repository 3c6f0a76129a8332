import Testing

@testable import PhraseMatcher

@Suite struct ExactMatcherTests {
  static let catalog = Catalog(
    app: .init(name: "Notes", synonyms: ["Notebook"]),
    types: [
      "NoteEntity": .init(
        kind: .entity, name: "Note",
        values: [
          .init(id: "n1", title: "Groceries", synonyms: ["shopping list"]),
          .init(id: "n2", title: "Kitchen Light"),
          .init(id: "n3", title: "Kitchen Lights"),
        ])
    ],
    shortcuts: [
      .init(
        intent: "ReadNoteIntent", parameters: ["note": "NoteEntity"],
        phrases: [
          try! PhraseTemplate(parsing: "What's in my ${note} note in ${applicationName}"),
          try! PhraseTemplate(parsing: "Read a note in ${applicationName}"),
        ]),
      .init(
        intent: "OpenNoteIntent", parameters: ["note": "NoteEntity"],
        phrases: [
          try! PhraseTemplate(parsing: "Open ${note} in ${applicationName}")
        ]),
      .init(
        intent: "ShowNoteIntent", parameters: ["note": "NoteEntity"],
        phrases: [
          try! PhraseTemplate(parsing: "Open ${note} in ${applicationName}")
        ]),
    ])

  let matcher = ExactMatcher(Self.catalog)

  @Test func resolvesSpokenStyleExpansions() throws {
    guard case .matched(let match) = matcher.resolve("um what is in my shopping list note in notebook") else {
      Issue.record("expected a match")
      return
    }
    #expect(match.intent == "ReadNoteIntent")
    #expect(match.parameters["note"]?.id == "n1")
    #expect(match.phrase.description == "What's in my ${note} note in ${applicationName}")
  }

  @Test func aPhraseWithoutItsParameterLeavesItEmpty() {
    guard case .matched(let match) = matcher.resolve("Read a note in Notes") else {
      Issue.record("expected a match")
      return
    }
    #expect(match.parameters.isEmpty)
  }

  @Test func twoShortcutsWithTheSamePhraseAreAmbiguous() {
    #expect(
      matcher.resolve("open kitchen light in notes").description
        == "ambiguous: OpenNoteIntent(note: n2) | ShowNoteIntent(note: n2)")
  }

  @Test func anythingElseIsNoMatch() {
    #expect(matcher.resolve("what's in my groceries note") == .noMatch)
    #expect(matcher.resolve("") == .noMatch)
    #expect(matcher.resolve("turn off the kitchen lights") == .noMatch)
  }
}
