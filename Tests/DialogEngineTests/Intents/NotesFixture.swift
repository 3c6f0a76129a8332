import Foundation
import PhraseMatcher

#if canImport(AppIntents)
  import AppIntents
#else
  import DialogEngine
#endif

// A small notes app in the shapes of the seeds (000 sections 1, 4, 6; 003;
// 004's dependency registration), compiled in Swift 6 mode. Intents are thin
// adapters over one store.

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

struct ReadFixtureNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "Read Note"
  static let description: IntentDescription? = "Reads a note aloud."
  static let supportedModes: IntentModes = .background

  @Parameter(title: "Note") var note: FixtureNoteEntity

  func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
    .result(
      value: note.body, dialog: IntentDialog(full: "\(note.title) says: \(note.body).", supporting: "\(note.body)"))
  }
}

struct OpenFixtureNoteIntent: OpenIntent, TargetContentProvidingIntent {
  static let title: LocalizedStringResource = "Open Note"
  @Parameter(title: "Note") var target: FixtureNoteEntity
  static var parameterSummary: some ParameterSummary { Summary("Open \(\.$target)") }
  func perform() async throws -> some IntentResult { .result() }
}

struct DeleteFixtureNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "Delete Note"
  @Parameter(title: "Note") var note: FixtureNoteEntity
  @Dependency var store: FixtureNoteStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    // The store this run began with: a run that ends late (its session dropped)
    // must not count against the store a later test registered.
    let store = store
    defer { store.finishedDeletes.withLock { $0 += 1 } }
    try await requestConfirmation(actionName: .delete, dialog: "Are you sure you want to delete \(note.title)?")
    store.delete(note.id)
    return .result(dialog: "Deleted \(note.title).")
  }
}

struct CreateFixtureNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "Create Note"
  @Parameter(title: "Title", requestValueDialog: "What should the note be called?") var noteTitle: String
  @Parameter(title: "Text") var text: String
  @Parameter(title: "Section") var section: FixtureSection?
  @Dependency var store: FixtureNoteStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    store.add(FixtureNote(id: UUID(), title: noteTitle, body: text))
    return .result(dialog: "Created \(noteTitle) in \(section?.rawValue ?? "inbox").")
  }
}

struct ReadLockedNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "Read Locked Note"
  static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Your passwords note says hunter2.")
  }
}

struct FindFixtureNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "Find Note"
  @Parameter(title: "Note") var note: FixtureNoteEntity?
  @Dependency var store: FixtureNoteStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard let note else { throw $note.needsValueError("Which note are you looking for?") }
    let kitchen: [FixtureNoteEntity?] = store.all.filter { $0.title.hasPrefix("Kitchen") }.map(FixtureNoteEntity.init)
    if note.title.hasPrefix("Kitchen") {
      let chosen = try await $note.requestDisambiguation(among: kitchen, dialog: "Which kitchen note?")
      return .result(dialog: "Found \(chosen?.title ?? "nothing").")
    }
    return .result(dialog: "Found \(note.title).")
  }
}

struct BrokenFixtureIntent: AppIntent {
  static let title: LocalizedStringResource = "Sync Notes"
  struct SyncError: LocalizedError {
    var errorDescription: String? { "I couldn't reach the server, so nothing was synced." }
  }
  var serverIsReachable = false
  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard serverIsReachable else { throw SyncError() }
    return .result(dialog: "Synced.")
  }
}

struct SlowFixtureIntent: AppIntent {
  static let title: LocalizedStringResource = "Tidy Notes"
  func perform() async throws -> some IntentResult & ProvidesDialog {
    try await Task.sleep(for: .seconds(3600))
    return .result(dialog: "Tidied.")
  }
}

/// Ignores cancellation: it ends three seconds after it starts, whatever happens.
struct StubbornFixtureIntent: AppIntent {
  static let title: LocalizedStringResource = "Polish Notes"
  func perform() async throws -> some IntentResult & ProvidesDialog {
    await withCheckedContinuation { done in
      DispatchQueue.global().asyncAfter(deadline: .now() + 3) { done.resume() }
    }
    return .result(dialog: "Polished.")
  }
}

struct SummarizeFixtureIntent: LongRunningIntent {
  static let title: LocalizedStringResource = "Summarize Notes"
  /// The clock the work sleeps on; the tests move it.
  static let clock = ManualClock()
  func perform() async throws -> some IntentResult & ProvidesDialog {
    progress.totalUnitCount = 4
    for step in 1...4 {
      try await Self.clock.sleep(for: .seconds(20))
      progress.completedUnitCount = Int64(step)
    }
    return .result(dialog: systemContext.isVoiceOnly ? "Summarized 4 notes: all fine." : "4 notes summarized")
  }
}

struct SnippetOnlyFixtureIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Stats"
  func perform() async throws -> some IntentResult & ShowsSnippetView { .result(view: "4 notes, 1 locked") }
}

struct SwitchSectionIntent: AppIntent {
  static let title: LocalizedStringResource = "Switch Section"
  @Parameter(title: "Section") var section: FixtureSection
  func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Showing \(section.rawValue).") }
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
