import AppIntents
import WidgetKit

// The widget's own intent of the same name: it ends the session from Control Center and says nothing.
struct EndSessionIntent: AppIntent {
  static let title: LocalizedStringResource = "End Session"

  func perform() async throws -> some IntentResult {
    SessionCommand.stop.write()
    WidgetCenter.shared.reloadAllTimelines()
    return .result()
  }
}
