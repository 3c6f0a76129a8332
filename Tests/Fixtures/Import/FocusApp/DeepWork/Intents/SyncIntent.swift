import AppIntents

struct SyncIntent: AppIntent {
  static let title: LocalizedStringResource = "Sync Sessions"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard SessionStore.shared.canSync else {
      return .result(dialog: .syncUnavailable)
    }
    do {
      try await SessionStore.shared.startSync()
      var tries = 0
      while tries < 10 {
        try? await Task.sleep(for: .milliseconds(300))
        if SessionStore.shared.isSynced {
          return .result(dialog: .syncFinished)
        }
        tries += 1
      }
      return .result(dialog: .syncTimedOut)
    } catch {
      return .result(dialog: .syncUnavailable)
    }
  }
}

struct SyncCountIntent: AppIntent {
  static let title: LocalizedStringResource = "Count Synced Sessions"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: .syncFinished(count: SessionStore.shared.syncedCount))
  }
}
