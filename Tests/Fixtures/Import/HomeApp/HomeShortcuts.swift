import AppIntents

// A fixture in the shapes real apps use: multi-line phrase arrays, trailing
// commas, curly apostrophes, a concatenated phrase, intent init arguments.
struct HomeShortcuts: AppShortcutsProvider {
  static var shortcutTileColor: ShortcutTileColor = .orange

  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: ToggleLightIntent(action: .on),
      phrases: [
        "Turn on \(\.$light) in \(.applicationName)",
        "Switch on the \(\.$light) with \(.applicationName)",
        "\(.applicationName), lights on",
      ],
      shortTitle: "Lights On",
      systemImageName: "lightbulb"
    )
    AppShortcut(
      intent: SetSceneIntent(),
      phrases: ["Set \(\.$scene) in \(.applicationName)", "What’s my scene in " + "\(.applicationName)"],
      shortTitle: LocalizedStringResource("Set Scene"),
      systemImageName: "sparkles"
    )
    AppShortcut(intent: LockIntent(), phrases: [
      "Lock up with \(.applicationName)"
    ], shortTitle: "Lock", systemImageName: "lock")
  }

  static var negativePhrases: NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrase("Turn on the lights in the car")
  }
}

struct ToggleLightIntent: AppIntent {
  static let title: LocalizedStringResource = "Toggle Light"
  @Parameter(title: "Light") var light: LightEntity
  @Parameter(title: "Action") var action: LightAction
  init() {}
  init(action: LightAction) { self.action = action }
  func perform() async throws -> some IntentResult { .result() }
}

struct SetSceneIntent: AppIntent {
  static let title: LocalizedStringResource = "Set Scene"
  @Parameter(title: "Scene")
  var scene: Scene
  func perform() async throws -> some IntentResult { .result() }
}

struct LockIntent: AppIntent {
  static let title: LocalizedStringResource = "Lock"
  func perform() async throws -> some IntentResult { .result() }
}

struct LightEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Light"
  static let defaultQuery = LightQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

enum Scene: String, AppEnum {
  case movieNight, goodMorning
  case away
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Scene"
  static var caseDisplayRepresentations: [Scene: DisplayRepresentation] {
    [
      .movieNight: "Movie Night",
      .goodMorning: DisplayRepresentation(title: "Good Morning", synonyms: ["wake up"]),
      .away: "Away",
    ]
  }
}
