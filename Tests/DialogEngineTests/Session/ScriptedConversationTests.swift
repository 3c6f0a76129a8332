import PhraseMatcher
import Testing

@testable import DialogEngine

@Suite struct ScriptedConversationTests {
  @Test func aNamedNoteIsReadWithTheFullDialog() {
    var conversation = ScriptedConversation(catalog: SampleApps.notes)
    let reply = conversation.respond(to: "What's in my groceries note in Notes?")
    #expect(reply == .init(text: "Groceries says: milk, eggs and bread.", understood: true, intent: "ReadNoteIntent"))
  }

  @Test func aMissingNoteIsAskedForThenFilled() {
    var conversation = ScriptedConversation(catalog: SampleApps.notes)
    #expect(conversation.respond(to: "read a note in notebook").text == "Which note?")
    #expect(conversation.respond(to: "the shopping list").text == "Groceries says: milk, eggs and bread.")
    #expect(conversation.respond(to: "read a note in notes").text == "Which note?")
    #expect(conversation.respond(to: "the zebra").text == "Sorry, I couldn't find that note.")
    #expect(conversation.respond(to: "read a note in notes").text == "Which note?")
    #expect(conversation.respond(to: "Book Club").text == "Book Club says: Read chapters three to five by Thursday.")
  }

  @Test func aNewRequestReplacesThePendingQuestion() {
    var conversation = ScriptedConversation(catalog: SampleApps.notes)
    _ = conversation.respond(to: "read a note in notes")
    #expect(conversation.respond(to: "list my notes in notes").intent == "ListNotesIntent")
  }

  @Test func aScreenGetsTheSupportingDialog() {
    var conversation = ScriptedConversation(catalog: SampleApps.notes, isVoiceOnly: false)
    #expect(conversation.respond(to: "read recipes in notes").text == "lentil soup and banana bread")
  }

  @Test func unknownUtterancesAreNotUnderstood() {
    var conversation = ScriptedConversation(catalog: SampleApps.notes)
    #expect(!conversation.respond(to: "set a timer for ten minutes").understood)
  }

  @Test func placeholdersRenderTitlesAndProperties() {
    let value = Catalog.Value(id: "1", title: "Groceries", properties: ["body": "milk"])
    #expect(ScriptedConversation.render("${note}: ${note.body} ${other} ${note.nope}", with: ["note": value])
      == "Groceries: milk ${other} ${note.nope}")
  }
}
