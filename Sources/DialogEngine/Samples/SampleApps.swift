import PhraseMatcher

/// The apps bundled with duo-say, loadable by name (`duo-say --app notes`).
public enum SampleApps {
  /// Bundled app names, lower-cased.
  public static let names = ["notes"]

  /// The app called `name`, case-insensitively.
  public static func named(_ name: String) -> Catalog? {
    name.lowercased() == "notes" ? notes : nil
  }

  /// A minimal Notes app: reading and listing notes, with scripted replies.
  ///
  /// It stands in for the full Notes sample (Swift intents over a real store)
  /// and answers to the same phrases.
  public static let notes: Catalog = {
    let notes: [Catalog.Value] = [
      .init(id: "groceries", title: "Groceries", synonyms: ["shopping list"],
            properties: ["body": "milk, eggs and bread"]),
      .init(id: "packing", title: "Packing List", properties: ["body": "passport, charger and sunscreen"]),
      .init(id: "book-club", title: "Book Club", properties: ["body": "Read chapters three to five by Thursday"]),
      .init(id: "gift-ideas", title: "Gift Ideas", properties: ["body": "a scarf for Sam and a puzzle for Alex"]),
      .init(id: "recipes", title: "Recipes", synonyms: ["recipe ideas"], properties: ["body": "lentil soup and banana bread"]),
    ]
    func phrases(_ texts: [String]) -> [PhraseTemplate] {
      texts.compactMap { try? PhraseTemplate(parsing: $0) }
    }
    let titles = ScriptedConversation.list(notes.map(\.title), joinedBy: "and")
    return Catalog(
      app: .init(name: "Notes", synonyms: ["Notebook"]),
      types: ["NoteEntity": .init(kind: .entity, name: "Note", values: notes)],
      shortcuts: [
        .init(
          intent: "ReadNoteIntent", shortTitle: "Read Note", systemImageName: "text.bubble",
          parameters: ["note": "NoteEntity"],
          phrases: phrases([
            "Read my ${note} note in ${applicationName}",
            "What's in my ${note} note in ${applicationName}",
            "Read ${note} in ${applicationName}",
            "Read a note in ${applicationName}",
          ]),
          dialog: .init(full: "${note} says: ${note.body}.", supporting: "${note.body}")),
        .init(
          intent: "ListNotesIntent", shortTitle: "List Notes", systemImageName: "list.bullet",
          phrases: phrases([
            "What notes do I have in ${applicationName}",
            "List my notes in ${applicationName}",
          ]),
          dialog: .init(full: "You have \(notes.count) notes: \(titles).", supporting: "\(notes.count) notes")),
      ])
  }()
}
