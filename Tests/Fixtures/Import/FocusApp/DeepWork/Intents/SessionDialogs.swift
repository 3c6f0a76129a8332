import AppIntents

extension IntentDialog {
  static var syncFinished: Self {
    "Your sessions are in sync."
  }

  static var syncUnavailable: Self {
    "Sorry, syncing isn't available right now."
  }

  static var syncTimedOut: Self {
    "Sorry, syncing is taking too long. Check the app."
  }

  static func syncFinished(count: Int) -> Self {
    "Synced \(count) sessions."
  }
}
