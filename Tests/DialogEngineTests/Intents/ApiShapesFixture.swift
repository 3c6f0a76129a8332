import Foundation

#if canImport(AppIntents)
  import AppIntents
#else
  import DialogEngine
#endif

// API shapes real apps use that an earlier DialogEngine lacked (issue 23), written as
// apps write them: each must compile unchanged and behave by voice.

struct TrailEntity: AppEntity, URLRepresentableEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
  static let defaultQuery = TrailQuery()
  static var urlRepresentation: URLRepresentation { "https://trails.example.com/trail/\(.id)/details" }
  static let all = [TrailEntity(id: "lost-lake", name: "Lost Lake")]
  let id: String
  let name: String
  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(name)", image: .init(data: Data([0x89, 0x50]), displayStyle: .circular))
  }
}

struct TrailQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [TrailEntity] {
    TrailEntity.all.filter { identifiers.contains($0.id) }
  }
  func suggestedEntities() async throws -> [TrailEntity] { TrailEntity.all }
}

struct NoteTitleOptions: DynamicOptionsProvider {
  func results() async throws -> [String] { ["Groceries", "Packing"] }
}

struct HikeIntent: AppIntent, PredictableIntent {
  static let title: LocalizedStringResource = "Log Hike"
  @Parameter(title: "Trail") var trail: TrailEntity
  @Parameter(
    title: "Note",
    inputOptions: String.IntentInputOptions(keyboardType: .default, capitalizationType: .sentences, multiline: true))
  var note: String?
  @Parameter(optionsProvider: NoteTitleOptions()) var list: String?
  @Parameter(title: "Partner") var partner: String?
  @Parameter(title: "Miles") var miles: Double?
  @Parameter(title: "Minutes") var minutes: Int?

  static var predictionConfiguration: some IntentPredictionConfiguration {
    IntentPrediction(parameters: (\.$trail, \.$note, \.$partner, \.$miles)) { trail, note, partner, miles in
      DisplayRepresentation(title: "Log \(trail.name)")
    }
    IntentPrediction(parameters: (\.$trail, \.$note, \.$partner, \.$miles, \.$minutes)) { trail, _, _, _, _ in
      DisplayRepresentation(title: "Log \(trail.name) again")
    }
  }

  func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<String> {
    let who = try await $partner.requestValue("Who did you hike with?")
    try await requestConfirmation(
      actionName: .custom(
        acceptLabel: "Log it", acceptAlternatives: [], denyLabel: "Skip", denyAlternatives: [], destructive: false),
      dialog: "Log \(trail.name) with \(who)?")
    try await IntentDonationManager.shared.donate(intent: self)
    _ = try await IntentDonationManager.shared.deleteDonations(matching: .intentType(HikeIntent.self))
    return .result(value: who, dialog: "Logged \(trail.name) with \(who).")
  }
}

struct ShowTrailOnWebIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Trail on the Web"
  func perform() async throws -> some IntentResult & OpensIntent {
    .result(opensIntent: OpenURLIntent(URL(string: "https://trails.example.com")!))
  }
}

struct TrailPresentation {
  static let presentation = ParameterPresentation(
    for: \HikeIntent.$trail, summary: Summary("Log \(\HikeIntent.$trail)"),
    optionsCollections: { OptionsCollection(TrailQuery(), title: "Nearby") })
}

struct TrailRunIntent: StartWorkoutIntent {
  static let title: LocalizedStringResource = "Start a Trail Run"
  static let supportedWorkoutStyles: [WorkoutStyle] = [.outdoor]
  var style: WorkoutStyle = .outdoor
  init() {}
  init(style: WorkoutStyle) { self.style = style }
  func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Running \(style).") }
}

struct TrailsShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    // A shortcut written `.init(intent:…)`, as some apps do (first: a leading dot after another
    // expression would continue it).
    .init(
      intent: ShowTrailOnWebIntent(), phrases: ["Show trails on the web in \(.applicationName)"],
      shortTitle: "Web", systemImageName: "safari")
    AppShortcut(
      intent: HikeIntent(), phrases: ["Log a hike in \(.applicationName)", "Log \(\.$trail) in \(.applicationName)"],
      shortTitle: "Log Hike", systemImageName: "figure.hiking")
    AppShortcut(
      intent: TrailRunIntent(style: .outdoor), phrases: ["Start a trail run in \(.applicationName)"],
      shortTitle: "Run", systemImageName: "figure.run")
  }
  static let negativePhrases = NegativeAppShortcutPhrases(phrases: ["Delete a hike in \(.applicationName)"])
}

extension TrailEntity: PersistentlyIdentifiable {}

func readResultValue() async throws -> String? {
  let result = try await HikeIntent().perform()
  return result.value
}

struct RateTrailIntent: AppIntent {
  static let title: LocalizedStringResource = "Rate Trail"
  @Parameter(title: "Trail") var trail: TrailEntity
  @Parameter(title: "Stars") var stars: Int

  static var parameterSummary: some ParameterSummary {
    Summary("Rate \(\.$trail)", table: "Intents") { \.$stars }
  }

  func perform() async throws -> some IntentResult { .result() }
}

struct ClearTrailHistoryIntent: AppIntent {
  static let title: LocalizedStringResource = "Clear Trail History"
  static var parameterSummary: some ParameterSummary { Summary() }
  func perform() async throws -> some IntentResult { .result() }
}

struct FavoriteTrailsQuery: EntityQuery {
  static let favorites = [TrailEntity(id: "eagle-ridge", name: "Eagle Ridge")]
  func entities(for identifiers: [String]) async throws -> [TrailEntity] {
    Self.favorites.filter { identifiers.contains($0.id) }
  }
  func suggestedEntities() async throws -> [TrailEntity] { Self.favorites }
}

struct TrailCard: CustomStringConvertible {
  let name: String
  var description: String { "Trail card: \(name)" }
}

// iOS 16's shortcut shape (no short title), a parameter with its own query, a snippet given as
// `content:`, and a resource whose key has a default value made at run time.
struct HikeAgainIntent: AppIntent {
  static let title: LocalizedStringResource = "Hike Again"
  @Parameter(title: "Trail", query: FavoriteTrailsQuery()) var trail: TrailEntity

  func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    let said = LocalizedStringResource(
      "trail.again", defaultValue: String.LocalizationValue("Let's hike \(trail.name) again."))
    return .result(dialog: IntentDialog(said), content: { TrailCard(name: trail.name) })
  }
}

struct HikeAgainShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: HikeAgainIntent(), phrases: ["Hike again with \(.applicationName)"])
    AppShortcut(intent: ShareHikeIntent(), phrases: ["Share a hike with \(.applicationName)"])
  }
}

// An options provider whose results are titled items in sections (the value is an id), and a
// Focus filter: both as apps write them.
struct RecentHikeOptions: DynamicOptionsProvider {
  func results() async throws -> ItemCollection<String> {
    ItemCollection(sections: [
      ItemSection("This week", items: [Item("h-81", title: "Sunrise loop")]),
      ItemSection(title: "Earlier", items: [Item("h-12", title: "Ridge traverse"), Item("h-07", title: "Creek walk")]),
    ])
  }
}

struct ShareHikeIntent: AppIntent {
  static let title: LocalizedStringResource = "Share Hike"
  @Parameter(title: "Hike", optionsProvider: RecentHikeOptions()) var hike: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Shared hike \(hike).")
  }
}

struct HikingFocusFilter: SetFocusFilterIntent {
  static let title: LocalizedStringResource = "Hiking Focus"
  @Parameter(title: "Mute Reminders", default: true) var muteReminders: Bool
  func perform() async throws -> some IntentResult { .result() }
}
