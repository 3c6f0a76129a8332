import Foundation

#if canImport(AppIntents)
  import AppIntents
#else
  import DialogEngine
#endif

// A VPN, a music player and an insulin app, in the shapes open-source apps
// write: system intents, predictions, conditional summaries, numbers with
// ranges, files, untitled parameters, errors that describe themselves.

enum VPNError: Error, CustomLocalizedStringResourceConvertible {
  case notSignedIn
  var localizedStringResource: LocalizedStringResource { "Sign in to Tunnel first." }
}

struct ConnectIntent: AppIntent, ForegroundContinuableIntent, CustomIntentMigratedAppIntent, PredictableIntent {
  static let intentClassName = "ConnectIntentIntent"
  static let title: LocalizedStringResource = "Connect"
  static var predictionConfiguration: some IntentPredictionConfiguration {
    IntentPrediction { DisplayRepresentation(title: "Connect", subtitle: "to the fastest server") }
  }
  @Parameter(title: "Signed in", default: true) var signedIn: Bool

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard signedIn else { throw VPNError.notSignedIn }
    try await requestToContinueInForeground("Connecting needs the app.")
    return .result(dialog: "Connected.")
  }
}

struct SignOutIntent: AppIntent {
  static let title: LocalizedStringResource = "Sign Out"
  @Parameter(title: "Signed in", default: false) var signedIn: Bool
  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard signedIn else { throw VPNError.notSignedIn }
    return .result(dialog: "Signed out.")
  }
}

struct RunIntent: StartWorkoutIntent {
  static let title: LocalizedStringResource = "Start a Run"
  static let supportedWorkoutStyles: [WorkoutStyle] = [.outdoor]
  func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Run started.") }
}

struct ShuffleIntent: AppIntent, AudioPlaybackIntent, LiveActivityIntent {
  static let title: LocalizedStringResource = "Shuffle"
  func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Shuffling.") }
}

struct LogBolusIntent: AppIntent {
  static let title: LocalizedStringResource = "Bolus"
  @Parameter(title: "Units", controlStyle: .field, inclusiveRange: (lowerBound: 0, upperBound: 30)) var units: Double
  @Parameter(title: "Carbs", inclusiveRange: (0, 300)) var carbs: Int?
  @Parameter var externalInsulin: Bool?
  @Parameter(title: "Photo", supportedContentTypes: [.image, .png]) var photo: IntentFile?

  static var parameterSummary: some ParameterSummary {
    When(
      \.$externalInsulin, .equalTo, true,
      {
        Summary("Log \(\.$units) units") {
          \.$externalInsulin
          \.$carbs
        }
      },
      otherwise: {
        Summary("Give \(\.$units) units")
      })
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let file = photo.map { " with \($0.filename)" } ?? ""
    return .result(dialog: "Logged \(units) units\(externalInsulin == true ? " taken elsewhere" : "")\(file).")
  }
}

struct FindIntent: ShowInAppSearchResultsIntent {
  static let title: LocalizedStringResource = "Find"
  static let searchScopes: [StringSearchScope] = [.general]
  @Parameter var criteria: StringSearchCriteria
  func perform() async throws -> some IntentResult { .result() }
}

struct AddCarbsIntent: AppIntent {
  static let title: LocalizedStringResource = "Add Carbs"
  @Parameter(title: "Grams", inclusiveRange: (0, 300)) var grams: Int?
  @Parameter(title: "Preset") var preset: String?

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let amount: Int
    if let grams {
      amount = grams
    } else {
      amount = try await $grams.requestValue("How many grams of carbs?")
    }
    let chosen: String = try await $preset.requestDisambiguation(
      among: ["Breakfast", "Snack"], dialog: "Which preset?")
    try await requestConfirmation(
      result: .result(dialog: "Add \(amount) grams for \(chosen)?"), confirmationActionName: .add)
    return .result(dialog: "Added \(amount) grams for \(chosen).")
  }
}

struct SendReportIntent: AppIntent {
  static let title: LocalizedStringResource = "Send Report"
  @Parameter(title: "Custom", default: false) var custom: Bool

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let action: ConfirmationActionName =
      custom
      ? .custom(
        acceptLabel: "Send", acceptAlternatives: ["send it now"], denyLabel: "Keep", denyAlternatives: ["hold on"])
      : .send
    try await requestConfirmation(actionName: action, dialog: "Send the report?")
    return .result(dialog: "Sent.")
  }
}

enum Speed: Int, AppEnum {
  case slow = 1
  case fast = 5
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Speed"
  static let caseDisplayRepresentations: [Speed: DisplayRepresentation] = [.slow: "Slow", .fast: "Fast"]
}

struct ServerOptions: DynamicOptionsProvider {
  func results() async throws -> [String] { ["Amsterdam", "Toronto", "Sydney"] }
}

struct PickServerIntent: AppIntent {
  static let title: LocalizedStringResource = "Pick Server"
  @Parameter(title: "Server", optionsProvider: ServerOptions()) var server: String
  @Parameter(title: "Speed", default: .fast) var speed: Speed
  @Parameter(title: "Price") var price: IntentCurrencyAmount?

  static var parameterSummary: some ParameterSummary {
    Switch(\.$speed) {
      Case(.slow) { Summary("Connect slowly to \(\.$server)") }
      DefaultCase { Summary("Connect to \(\.$server)") }
    }
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Connecting to \(server), \(speed == .fast ? "fast" : "slowly").")
  }
}

/// A save that cannot be interrupted once it starts (an fsync): it commits, then returns.
final class SaveLog: @unchecked Sendable {
  static let shared = SaveLog()
  private let lock = NSLock()
  private var saved: [String] = []
  var entries: [String] { lock.withLock { saved } }
  func save(_ entry: String) { lock.withLock { saved.append(entry) } }
}

struct SlowSaveIntent: AppIntent {
  static let title: LocalizedStringResource = "Save Log"
  @Parameter(title: "Entry", default: "entry") var entry: String
  func perform() async throws -> some IntentResult & ProvidesDialog {
    usleep(300_000)
    SaveLog.shared.save(entry)
    return .result(dialog: "Saved.")
  }
}

struct TunnelShortcuts: AppShortcutsProvider {
  static let shortcutTileColor: ShortcutTileColor = .teal
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: ConnectIntent(), phrases: ["Connect \(.applicationName)"], shortTitle: "Connect",
      systemImageName: "shield")
    AppShortcut(
      intent: SignOutIntent(), phrases: ["Sign out of \(.applicationName)"], shortTitle: "Sign Out",
      systemImageName: "x")
    AppShortcut(
      intent: SlowSaveIntent(), phrases: ["Save the log in \(.applicationName)"], shortTitle: "Save",
      systemImageName: "s")
    AppShortcut(
      intent: RunIntent(), phrases: ["Start a run with \(.applicationName)"], shortTitle: "Run",
      systemImageName: "figure.run")
    AppShortcut(
      intent: ShuffleIntent(), phrases: ["Shuffle \(.applicationName)"], shortTitle: "Shuffle", systemImageName: "s")
    AppShortcut(
      intent: LogBolusIntent(), phrases: ["Log a bolus in \(.applicationName)"], shortTitle: "Bolus",
      systemImageName: "b")
    AppShortcut(intent: FindIntent(), phrases: ["Search \(.applicationName)"], shortTitle: "Find", systemImageName: "f")
    AppShortcut(
      intent: PickServerIntent(), phrases: ["Pick a server in \(.applicationName)"], shortTitle: "Server",
      systemImageName: "globe",
      parameterPresentation: ParameterPresentation(for: \.$speed, summary: PickServerIntent.Summary("At \(\.$speed)")) {
        OptionsCollection(GadgetQuery(), title: "Gadgets", systemImageName: "g")
      })
    AppShortcut(
      intent: SendReportIntent(), phrases: ["Send a report with \(.applicationName)"], shortTitle: "Report",
      systemImageName: "r")
    AppShortcut(
      intent: AddCarbsIntent(), phrases: ["Add carbs in \(.applicationName)"], shortTitle: "Carbs", systemImageName: "c"
    )
  }
}
