import AppIntents
import Foundation

// A radio app whose answers are written the ways real apps write them: after
// guards and catches, built in variables, behind a confirmation, with
// expressions in their interpolations.

struct StationEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
  static let defaultQuery = StationQuery()
  let id: String
  var name: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct PlayStationIntent: AppIntent {
  static let title: LocalizedStringResource = "Play Station"
  @Parameter(title: "Station") var station: StationEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard Player.shared.isReady else {
      return .result(dialog: "The player isn't ready.")
    }
    do {
      try await Player.shared.play(station.id)
    } catch {
      return .result(dialog: "Nothing is playing.")
    }
    return .result(dialog: "Playing \(station.name) on \(Player.shared.output ?? "your speaker").")
  }
}

struct WhatsPlayingIntent: AppIntent {
  static let title: LocalizedStringResource = "What's Playing"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard let song = Player.shared.song else { return .result(dialog: "Nothing is playing.") }
    let message = "This is \(song.title) by \(song.artist)."
    return .result(dialog: IntentDialog(stringLiteral: message))
  }
}

struct ClearFavoritesIntent: AppIntent {
  static let title: LocalizedStringResource = "Clear Favorites"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try await requestConfirmation(result: .result(dialog: "Clear all your favorite stations?"))
    Player.shared.clearFavorites()
    return .result(dialog: "Your favorites are cleared.")
  }
}

struct SleepTimerIntent: AppIntent {
  static let title: LocalizedStringResource = "Sleep Timer"
  @Parameter(title: "Station") var station: StationEntity?

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let (minutes, fades) = (Player.shared.minutes, Player.shared.fades)
    return .result(
      dialog: "I'll stop \(station?.name ?? "the radio") in \(minutes) min, \(fades ? "fading" : "at once").")
  }
}

struct RadioShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: PlayStationIntent(),
      phrases: ["Play \(\.$station) in \(.applicationName)", "Play the radio in \(.applicationName)"],
      shortTitle: "Play", systemImageName: "radio")
    AppShortcut(
      intent: WhatsPlayingIntent(), phrases: ["What's playing in \(.applicationName)"], shortTitle: "Now Playing",
      systemImageName: "music.note")
    AppShortcut(
      intent: ClearFavoritesIntent(), phrases: ["Clear my favorites in \(.applicationName)"], shortTitle: "Clear",
      systemImageName: "trash")
    AppShortcut(
      intent: SleepTimerIntent(), phrases: ["Set a sleep timer in \(.applicationName)"], shortTitle: "Sleep",
      systemImageName: "moon")
  }
}
