import Locking
import PhraseMatcher

#if canImport(AppIntents)
  import AppIntents
#else
  import DialogEngine
#endif

// A small notes app in the shapes of the seeds (000 sections 1, 4, 6; 003;
// 004's dependency registration), compiled in Swift 6 mode: its store, entity,
// query and shortcuts here; its intents, thin adapters over the store, in
// NotesFixtureIntents.swift.

struct FixtureNote: Sendable, Hashable {
  let id: UUID
  var title: String
  var body: String
  var isLocked = false
}

final class FixtureNoteStore: Sendable {
  private let notes: Locked<[FixtureNote]>
  /// How many delete runs have returned or thrown.
  let finishedDeletes = Locked(0)
  init(_ notes: [FixtureNote]) { self.notes = Locked(notes) }
  var all: [FixtureNote] { notes.withLock { $0 } }
  func note(_ id: UUID) -> FixtureNote? { all.first { $0.id == id } }
  func delete(_ id: UUID) { notes.withLock { $0.removeAll { $0.id == id } } }
  func add(_ note: FixtureNote) { notes.withLock { $0.append(note) } }
  func rename(_ id: UUID, to title: String) {
    notes.withLock { notes in
      if let index = notes.firstIndex(where: { $0.id == id }) { notes[index].title = title }
    }
  }

  static func seeded() -> FixtureNoteStore {
    FixtureNoteStore([
      FixtureNote(id: UUID(), title: "Groceries", body: "milk, eggs and bread"),
      FixtureNote(id: UUID(), title: "Kitchen Light", body: "replace the bulb"),
      FixtureNote(id: UUID(), title: "Kitchen Lights", body: "buy a dimmer"),
      FixtureNote(id: UUID(), title: "Passwords", body: "hunter2", isLocked: true),
    ])
  }
}

struct FixtureNoteEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
  static let defaultQuery = FixtureNoteQuery()

  let id: UUID
  @Property(title: "Title") var title: String
  @Property(title: "Body") var body: String

  init(_ note: FixtureNote) {
    id = note.id
    title = note.title
    body = note.body
  }

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(title)", synonyms: title == "Groceries" ? ["shopping list"] : [])
  }
}

struct FixtureNoteQuery: EntityStringQuery {
  @Dependency var store: FixtureNoteStore

  func entities(for identifiers: [UUID]) async throws -> [FixtureNoteEntity] {
    store.all.filter { identifiers.contains($0.id) }.map(FixtureNoteEntity.init)
  }

  func entities(matching string: String) async throws -> [FixtureNoteEntity] {
    store.all.filter { $0.body.localizedCaseInsensitiveContains(string) }.map(FixtureNoteEntity.init)
  }

  func suggestedEntities() async throws -> [FixtureNoteEntity] {
    store.all.map(FixtureNoteEntity.init)
  }
}

enum FixtureSection: String, AppEnum {
  case inbox, archive
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Section"
  static var caseDisplayRepresentations: [FixtureSection: DisplayRepresentation] {
    [.inbox: "Inbox", .archive: DisplayRepresentation(title: "Archive", synonyms: ["old stuff"])]
  }
}

struct FixtureShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: ReadFixtureNoteIntent(),
      phrases: ["Read a note in \(.applicationName)", "What's in my \(\.$note) note in \(.applicationName)"],
      shortTitle: "Read Note", systemImageName: "text.bubble")
    AppShortcut(
      intent: OpenFixtureNoteIntent(), phrases: ["Open \(\.$target) in \(.applicationName)"], shortTitle: "Open Note",
      systemImageName: "doc")
    AppShortcut(
      intent: DeleteFixtureNoteIntent(), phrases: ["Delete my \(\.$note) note in \(.applicationName)"],
      shortTitle: "Delete Note", systemImageName: "trash")
    AppShortcut(
      intent: CreateFixtureNoteIntent(), phrases: ["Create a note in \(.applicationName)"], shortTitle: "New Note",
      systemImageName: "plus")
    AppShortcut(
      intent: ReadLockedNoteIntent(), phrases: ["Read my passwords in \(.applicationName)"], shortTitle: "Passwords",
      systemImageName: "lock")
    AppShortcut(
      intent: FindFixtureNoteIntent(),
      phrases: ["Find a note in \(.applicationName)", "Find \(\.$note) in \(.applicationName)"],
      shortTitle: "Find Note", systemImageName: "magnifyingglass")
    AppShortcut(
      intent: BrokenFixtureIntent(), phrases: ["Sync my notes in \(.applicationName)"], shortTitle: "Sync",
      systemImageName: "arrow.clockwise")
    AppShortcut(
      intent: SlowFixtureIntent(), phrases: ["Tidy my notes in \(.applicationName)"], shortTitle: "Tidy",
      systemImageName: "sparkles")
    AppShortcut(
      intent: StubbornFixtureIntent(), phrases: ["Polish my notes in \(.applicationName)"], shortTitle: "Polish",
      systemImageName: "sparkles")
    AppShortcut(
      intent: SnippetOnlyFixtureIntent(), phrases: ["Show my note stats in \(.applicationName)"], shortTitle: "Stats",
      systemImageName: "chart.bar")
    AppShortcut(
      intent: SwitchSectionIntent(), phrases: ["Switch to \(\.$section) in \(.applicationName)"], shortTitle: "Section",
      systemImageName: "tray")
    AppShortcut(
      intent: SummarizeFixtureIntent(), phrases: ["Summarize my notes in \(.applicationName)"], shortTitle: "Summarize",
      systemImageName: "text.quote")
  }

  static var negativePhrases: NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrase("Send a note to my grocery store")
  }
}
