import DialogEngine
import PhraseMatcher
import Testing

@testable import DuoSayKit

/// An app known only from its catalog runs through the same dialog session as a
/// compiled app: its scripted dialogs, questions and confirmations, in one wording.
@Suite struct ScriptedAppTests {
  /// A small notes catalog with scripted replies.
  static let notes: Catalog = {
    let notes: [Catalog.Value] = [
      .init(
        id: "groceries", title: "Groceries", synonyms: ["shopping list"], properties: ["body": "milk, eggs and bread"]),
      .init(id: "book-club", title: "Book Club", properties: ["body": "Read chapters three to five by Thursday"]),
      .init(id: "night-light", title: "Night Light", properties: ["body": "the lamp's timer"]),
      .init(id: "knight-light", title: "Knight Light", properties: ["body": "a chess opening"]),
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

  func session(_ options: SessionOptions = SessionOptions()) -> DialogSession {
    DialogSession(app: .scripted(Self.notes), options: options)
  }

  @Test func aNamedNoteIsReadWithTheFullDialog() async {
    let turn = await session().respond(to: "What's in my groceries note in Notes?")
    #expect(turn.spokenText == ["Groceries says: milk, eggs and bread."])
    #expect(turn.resolution.description == "ReadNoteIntent(note: groceries)" && turn.understood)
  }

  @Test func aMissingNoteIsAskedForThenFilled() async {
    let notes = session()
    #expect(await notes.respond(to: "read a note in notebook").spokenText == ["Which note?"])
    #expect(await notes.respond(to: "the shopping list").spokenText == ["Groceries says: milk, eggs and bread."])
    #expect(await notes.respond(to: "read a note in notes").spokenText == ["Which note?"])
    // The session's one wording: asked again once, as for a compiled app.
    #expect(await notes.respond(to: "the zebra").spokenText == ["Sorry, I didn't get that. Which note?"])
    #expect(
      await notes.respond(to: "Book Club").spokenText == ["Book Club says: Read chapters three to five by Thursday."])
  }

  @Test func aCatalogsQuestionTakesTheChoiceItOffers() async {
    let notes = session()
    // Two notes that sound alike: which one, and the answer is taken (not asked again).
    let question = await notes.respond(to: "read the nite light in notes").spokenText
    #expect(question == ["Which one: Night Light or Knight Light?"])
    #expect(await notes.respond(to: "the second one").spokenText == ["Knight Light says: a chess opening."])
  }

  @Test func aNewRequestReplacesThePendingQuestion() async {
    let notes = session()
    _ = await notes.respond(to: "read a note in notes")
    #expect(
      await notes.respond(to: "list my notes in notes").resolution
        == .intent(ResolvedIntent(intent: "ListNotesIntent")))
  }

  @Test func aScreenGetsTheSupportingDialogAndNoDialogIsDone() async {
    let notes = session(SessionOptions(isVoiceOnly: false))
    #expect(await notes.respond(to: "read groceries in notes").spokenText == ["milk, eggs and bread"])
    #expect(await notes.respond(to: "list my notes in notes").spokenText == ["Done."])
  }

  @Test func unknownUtterancesAreNotUnderstood() async {
    #expect(await !session().respond(to: "set a timer for ten minutes").understood)
  }

  @Test func placeholdersRenderTitlesAndProperties() {
    let value = Catalog.Value(id: "1", title: "Groceries", properties: ["body": "milk"])
    #expect(
      ShortcutsApp.render("${note}: ${note.body} ${other} ${note.nope}", with: ["note": value])
        == "Groceries: milk other Groceries")
  }
}
