import AppIntents

// Localized resources as apps write them: a key with its default value, and a bare key.

struct PlayNewsIntent: AppIntent {
  static let title: LocalizedStringResource = "Play the News"
  @Parameter(title: LocalizedStringResource("intent.param.station", defaultValue: "Station"))
  var station: StationEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(
      dialog: IntentDialog(
        LocalizedStringResource("intent.dialog.news", defaultValue: "Here is the news on \(station.name).")))
  }
}

struct NewsBriefingIntent: AppIntent {
  static let title: LocalizedStringResource = "News Briefing"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: IntentDialog(LocalizedStringResource("intent.dialog.briefing")))
  }
}

struct NewsShortcuts {
  static var shortcuts: [AppShortcut] {
    AppShortcut(
      intent: PlayNewsIntent(), phrases: ["Play the news on \(\.$station) in \(.applicationName)"], shortTitle: "News",
      systemImageName: "newspaper")
    AppShortcut(
      intent: NewsBriefingIntent(), phrases: ["Give me a briefing in \(.applicationName)"], shortTitle: "Briefing",
      systemImageName: "text.bubble")
  }
}
