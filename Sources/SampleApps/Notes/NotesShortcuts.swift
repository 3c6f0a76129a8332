import DialogEngine

/// The Notes sample's App Shortcuts: nine, each with a phrase that needs no note name.
public struct NotesShortcuts: AppShortcutsProvider {
  public static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: ReadNoteIntent(),
      phrases: [
        "Read my \(\.$note) note in \(.applicationName)", "What's in my \(\.$note) note in \(.applicationName)",
        "Read \(\.$note) in \(.applicationName)", "Read a note in \(.applicationName)",
      ],
      shortTitle: "Read Note", systemImageName: "text.bubble")
    AppShortcut(
      intent: CreateNoteIntent(),
      phrases: [
        "Create a note in \(.applicationName)", "Make a new note in \(.applicationName)",
        "Start a note with \(.applicationName)",
      ],
      shortTitle: "New Note", systemImageName: "square.and.pencil")
    AppShortcut(
      intent: AppendToNoteIntent(),
      phrases: [
        "Add to my \(\.$note) note in \(.applicationName)", "Append to \(\.$note) in \(.applicationName)",
        "Add to a note in \(.applicationName)",
      ],
      shortTitle: "Add to Note", systemImageName: "text.append")
    AppShortcut(
      intent: DeleteNoteIntent(),
      phrases: [
        "Delete my \(\.$note) note in \(.applicationName)", "Remove \(\.$note) from \(.applicationName)",
        "Delete a note in \(.applicationName)",
      ],
      shortTitle: "Delete Note", systemImageName: "trash")
    AppShortcut(
      intent: OpenNoteIntent(),
      phrases: [
        "Open my \(\.$target) note in \(.applicationName)", "Show \(\.$target) in \(.applicationName)",
        "Open a note in \(.applicationName)",
      ],
      shortTitle: "Open Note", systemImageName: "doc.text")
    AppShortcut(
      intent: ListNotesIntent(),
      phrases: [
        "What notes do I have in \(.applicationName)", "List my notes in \(.applicationName)",
        "How many notes do I have in \(.applicationName)", "Count my notes in \(.applicationName)",
      ],
      shortTitle: "List Notes", systemImageName: "list.bullet")
    AppShortcut(
      intent: SearchNotesIntent(),
      phrases: ["Search my notes in \(.applicationName)", "Find a note in \(.applicationName)"],
      shortTitle: "Search Notes", systemImageName: "magnifyingglass")
    AppShortcut(
      intent: ReadLockedNoteIntent(),
      phrases: ["Read my locked \(\.$note) note in \(.applicationName)", "Read my locked note in \(.applicationName)"],
      shortTitle: "Read Locked Note", systemImageName: "lock")
    AppShortcut(
      intent: SummarizeNotesIntent(),
      phrases: ["Summarize my notes in \(.applicationName)", "Give me a summary of my notes in \(.applicationName)"],
      shortTitle: "Summarize Notes", systemImageName: "text.quote")
  }

  public static var negativePhrases: NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrase("Send a note to my grocery store")
    NegativeAppShortcutPhrase("Take a note about the groceries store hours")
  }
}

/// What the Notes app's intents depend on, registered as the app does at launch.
public enum NotesApp {
  /// Registers `store` and `timing` for the intents' `@Dependency` properties.
  ///
  /// ```swift
  /// NotesApp.register(store: try NoteStore(path: NoteStore.defaultPath()))
  /// let app = try await ShortcutsApp.load(NotesShortcuts.self, name: "Notes")
  /// ```
  public static func register(store: NoteStore, timing: NotesTiming = NotesTiming()) {
    AppDependencyManager.shared.add(dependency: store)
    AppDependencyManager.shared.add(dependency: timing)
  }

  /// Registers `store` and `timing` and reads the app's shortcuts.
  public static func load(store: NoteStore, timing: NotesTiming = NotesTiming()) async throws -> ShortcutsApp {
    register(store: store, timing: timing)
    return try await ShortcutsApp.load(NotesShortcuts.self, name: "Notes", synonyms: ["Notebook"])
  }
}
