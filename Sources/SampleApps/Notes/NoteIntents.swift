import DialogEngine
import Foundation

// The Notes sample's intents: thin adapters over NoteStore, each answering in
// a full dialog that stands alone without a screen.

/// Reads a note aloud (background).
public struct ReadNoteIntent: AppIntent {
  public static let title: LocalizedStringResource = "Read Note"
  public static let supportedModes: IntentModes = .background
  @Parameter(title: "Note") public var note: NoteEntity
  @Dependency var store: NoteStore
  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<String> {
    // The store has the note as it is now; the entity is as it was when Siri last read the notes.
    guard let note = store.note(id: note.id) else { throw NoteStoreError.missing(id: note.id) }
    guard !note.isLocked else {
      return .result(
        value: "", dialog: "\(note.title) is locked. Say \"read my locked note\" with your iPhone unlocked.")
    }
    let body = note.body.isEmpty ? "nothing yet" : note.body
    return .result(value: note.body, dialog: IntentDialog(full: "\(note.title) says: \(body).", supporting: "\(body)"))
  }
}

/// Creates a note, asking for what it lacks; a repeated delivery creates one note.
public struct CreateNoteIntent: AppIntent {
  public static let title: LocalizedStringResource = "Create Note"
  @Parameter(title: "Title", requestValueDialog: "What should the note be called?") public var noteTitle: String
  @Parameter(title: "Text", requestValueDialog: "What should it say?") public var text: String
  @Dependency var store: NoteStore
  /// The idempotency key of this run: a restart of `perform()` keeps it.
  let requestID = UUID().uuidString
  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    let note = try store.create(title: noteTitle, body: text, requestID: requestID)
    NotesShortcuts.updateAppShortcutParameters()
    return .result(dialog: "I've created \(note.title).")
  }
}

/// Adds text to a note.
public struct AppendToNoteIntent: AppIntent {
  public static let title: LocalizedStringResource = "Add to Note"
  @Parameter(title: "Note") public var note: NoteEntity
  @Parameter(title: "Text", requestValueDialog: "What should I add?") public var text: String
  @Dependency var store: NoteStore
  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    let note = try store.append(text, to: self.note.id)
    return .result(dialog: "Added to \(note.title).")
  }
}

/// Deletes a note after a confirmation.
public struct DeleteNoteIntent: AppIntent {
  public static let title: LocalizedStringResource = "Delete Note"
  @Parameter(title: "Note") public var note: NoteEntity
  @Dependency var store: NoteStore
  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    try await requestConfirmation(actionName: .delete, dialog: "Are you sure you want to delete \(note.title)?")
    try store.delete(id: note.id)
    NotesShortcuts.updateAppShortcutParameters()
    return .result(dialog: "Deleted \(note.title).")
  }
}

/// Opens a note in the app: it needs the screen.
public struct OpenNoteIntent: OpenIntent, TargetContentProvidingIntent {
  public static let title: LocalizedStringResource = "Open Note"
  @Parameter(title: "Note") public var target: NoteEntity
  public init() {}
  public static var parameterSummary: some ParameterSummary { Summary("Open \(\.$target)") }

  /// Lets the system pick the window that already shows this note (its `preferring:` set).
  public static func contentIdentifier(for id: String) -> String { "note:\(id)" }
  public var contentIdentifier: String { Self.contentIdentifier(for: target.id) }

  public func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    .result(dialog: "Here's \(target.title).", view: "\(target.title)\n\(target.body)")
  }
}

/// Counts and lists the notes in words, not a table.
public struct ListNotesIntent: AppIntent {
  public static let title: LocalizedStringResource = "List Notes"
  @Dependency var store: NoteStore
  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    let titles = store.notes.map(\.title)
    guard !titles.isEmpty else { return .result(dialog: "You don't have any notes.", view: "No notes") }
    let count = titles.count == 1 ? "one note" : "\(titles.count) notes"
    let spoken =
      titles.count <= 3
      ? "You have \(count): \(Self.list(titles))."
      : "You have \(count). The first three are \(Self.list(Array(titles.prefix(3))))."
    return .result(
      dialog: IntentDialog(full: "\(spoken)", supporting: "\(count)"), view: titles.joined(separator: "\n"))
  }

  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + (items.count > 2 ? ", and " : " and ") + items[items.count - 1]
  }
}

/// Finds notes by a word of their title or text.
public struct SearchNotesIntent: AppIntent {
  public static let title: LocalizedStringResource = "Search Notes"
  @Parameter(title: "Search text", requestValueDialog: "What should I look for?") public var query: String
  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    let found = try await NoteQuery().entities(matching: query).map(\.title)
    switch found.count {
    case 0: return .result(dialog: "I didn't find any notes with \(query).")
    case 1: return .result(dialog: "I found one note with \(query): \(found[0]).")
    default:
      return .result(
        dialog: "I found \(found.count) notes with \(query): \(ListNotesIntent.list(Array(found.prefix(5)))).")
    }
  }
}

/// Reads a locked note: the device must be unlocked.
public struct ReadLockedNoteIntent: AppIntent {
  public static let title: LocalizedStringResource = "Read Locked Note"
  public static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
  @Parameter(title: "Note", requestValueDialog: "Which locked note?") public var note: NoteEntity
  @Dependency var store: NoteStore
  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    guard let note = store.note(id: note.id) else { throw NoteStoreError.missing(id: note.id) }
    return .result(dialog: "\(note.title) says: \(note.body).")
  }
}

/// How long summarizing takes per note, and on which clock (tests use a ManualClock).
public struct NotesTiming: Sendable {
  public var clock: any Clock<Duration>
  public var perNote: Duration

  public init(clock: any Clock<Duration> = ContinuousClock(), perNote: Duration = .milliseconds(250)) {
    self.clock = clock
    self.perNote = perNote
  }
}

/// Summarizes every note: long work that reports its progress.
public struct SummarizeNotesIntent: LongRunningIntent {
  public static let title: LocalizedStringResource = "Summarize Notes"
  @Dependency var store: NoteStore
  @Dependency var timing: NotesTiming
  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    let notes = store.notes.filter { !$0.isLocked }
    progress.totalUnitCount = Int64(max(notes.count, 1))
    var parts: [String] = []
    for (index, note) in notes.enumerated() {
      try await timing.clock.sleep(for: timing.perNote)
      try Task.checkCancellation()
      let words = note.body.split(separator: " ")
      let firstClause = note.body.split(separator: ",").first.map(String.init) ?? note.body
      let gist = words.count <= 12 || firstClause.count == note.body.count ? note.body : firstClause + " and more"
      parts.append("\(note.title): \(gist)")
      progress.completedUnitCount = Int64(index + 1)
    }
    let full = "Here's a summary of your \(notes.count) notes. " + parts.joined(separator: ". ") + "."
    return .result(dialog: IntentDialog(full: "\(full)", supporting: "Summarized \(notes.count) notes"))
  }
}
