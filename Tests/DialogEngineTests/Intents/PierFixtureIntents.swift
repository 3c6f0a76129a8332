import DialogEngine

// A ferry app whose intents declare each running mode, for the pose tests.

/// Answers in words by voice; with a screen it asks to show the map (`.dynamic`).
struct ShowRouteIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Route"
  static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard systemContext.currentMode.canContinueInForeground else {
      return .result(dialog: "The ferry leaves at nine from pier two.")
    }
    try await continueInForeground("Show the route on the map?")
    return .result(dialog: "Here's the route.")
  }
}

/// Always ends with the app in front (`.deferred`): the ticket is shown.
struct BuyTicketIntent: AppIntent {
  static let title: LocalizedStringResource = "Buy Ticket"
  static let supportedModes: IntentModes = .foreground(.deferred)

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: IntentDialog(full: "Your ticket for the nine o'clock ferry is ready.", supporting: "Ticket ready."))
  }
}

/// The app opens before `perform()` (`openAppWhenRun`, Apple's older spelling of `.foreground`).
struct OpenTimetableIntent: AppIntent {
  static let title: LocalizedStringResource = "Open Timetable"
  static let openAppWhenRun = true

  func perform() async throws -> some IntentResult { .result() }
}

/// Says where it runs, as `systemContext` tells it.
struct WhereAmIIntent: AppIntent {
  static let title: LocalizedStringResource = "Where Am I"
  static let supportedModes: IntentModes = .background

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let mode = systemContext.currentMode == .background ? "background" : "foreground"
    return .result(dialog: "Running in the \(mode), \(systemContext.isVoiceOnly ? "voice only" : "with a screen").")
  }
}

struct PierShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: ShowRouteIntent(), phrases: ["Show the route in \(.applicationName)"], shortTitle: "Show Route",
      systemImageName: "map")
    AppShortcut(
      intent: BuyTicketIntent(), phrases: ["Buy a ticket in \(.applicationName)"], shortTitle: "Buy Ticket",
      systemImageName: "ticket")
    AppShortcut(
      intent: OpenTimetableIntent(), phrases: ["Open the timetable in \(.applicationName)"],
      shortTitle: "Open Timetable", systemImageName: "calendar")
    AppShortcut(
      intent: WhereAmIIntent(), phrases: ["Where does it run in \(.applicationName)"], shortTitle: "Where Am I",
      systemImageName: "questionmark")
  }
}
