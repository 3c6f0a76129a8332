import PhraseMatcher
import Testing

@testable import DuoSayKit

@Suite struct ScriptedConversationTests {
  /// A small notes catalog with scripted replies.
  static let notes: Catalog = {
    let notes: [Catalog.Value] = [
      .init(
        id: "groceries", title: "Groceries", synonyms: ["shopping list"], properties: ["body": "milk, eggs and bread"]),
      .init(id: "book-club", title: "Book Club", properties: ["body": "Read chapters three to five by Thursday"]),
      .init(id: "recipes", title: "Recipes", properties: ["body": "lentil soup and banana bread"]),
    ]
    func phrases(_ texts: String...) -> [PhraseTemplate] { texts.compactMap { try? PhraseTemplate(parsing: $0) } }
    return Catalog(
      app: .init(name: "Notes", synonyms: ["Notebook"]),
      types: ["NoteEntity": .init(kind: .entity, name: "Note", values: notes)],
      shortcuts: [
        .init(
          intent: "ReadNoteIntent", shortTitle: "Read Note", parameters: ["note": "NoteEntity"],
          phrases: phrases(
            "Read ${note} in ${applicationName}", "What's in my ${note} note in ${applicationName}",
            "Read a note in ${applicationName}"),
          dialog: .init(full: "${note} says: ${note.body}.", supporting: "${note.body}")),
        .init(
          intent: "ListNotesIntent", shortTitle: "List Notes", phrases: phrases("List my notes in ${applicationName}")),
      ])
  }()

  @Test func aNamedNoteIsReadWithTheFullDialog() {
    var conversation = ScriptedConversation(catalog: Self.notes)
    let turn = conversation.respond(to: "What's in my groceries note in Notes?")
    #expect(turn.spokenText == ["Groceries says: milk, eggs and bread."])
    #expect(turn.resolution.description == "ReadNoteIntent(note: groceries)" && turn.understood)
  }

  @Test func aMissingNoteIsAskedForThenFilled() {
    var conversation = ScriptedConversation(catalog: Self.notes)
    #expect(conversation.respond(to: "read a note in notebook").spokenText == ["Which note?"])
    #expect(conversation.respond(to: "the shopping list").spokenText == ["Groceries says: milk, eggs and bread."])
    #expect(conversation.respond(to: "read a note in notes").spokenText == ["Which note?"])
    #expect(conversation.respond(to: "the zebra").spokenText == ["Sorry, I couldn't find that note."])
    #expect(conversation.respond(to: "read a note in notes").spokenText == ["Which note?"])
    #expect(
      conversation.respond(to: "Book Club").spokenText == ["Book Club says: Read chapters three to five by Thursday."])
  }

  @Test func aNewRequestReplacesThePendingQuestion() {
    var conversation = ScriptedConversation(catalog: Self.notes)
    _ = conversation.respond(to: "read a note in notes")
    #expect(
      conversation.respond(to: "list my notes in notes").resolution
        == .intent(ResolvedIntent(intent: "ListNotesIntent")))
  }

  @Test func aScreenGetsTheSupportingDialogAndNoDialogIsDone() {
    var conversation = ScriptedConversation(catalog: Self.notes, isVoiceOnly: false)
    #expect(conversation.respond(to: "read recipes in notes").spokenText == ["lentil soup and banana bread"])
    #expect(conversation.respond(to: "list my notes in notes").spokenText == ["Done."])
  }

  @Test func unknownUtterancesAreNotUnderstood() {
    var conversation = ScriptedConversation(catalog: Self.notes)
    #expect(!conversation.respond(to: "set a timer for ten minutes").understood)
  }

  @Test func placeholdersRenderTitlesAndProperties() {
    let value = Catalog.Value(id: "1", title: "Groceries", properties: ["body": "milk"])
    #expect(
      ScriptedConversation.render("${note}: ${note.body} ${other} ${note.nope}", with: ["note": value])
        == "Groceries: milk ${other} ${note.nope}")
  }
}
