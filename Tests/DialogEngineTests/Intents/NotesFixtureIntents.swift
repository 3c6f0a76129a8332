#if canImport(AppIntents)
  import AppIntents
#else
  import DialogEngine
#endif

// The fixture notes app's intents: the ordinary ones, and ones that fail,
// hang, ignore a stop or report progress, for the session's edge cases.

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
