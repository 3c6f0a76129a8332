import AppIntents
import Foundation

// A focus-timer app whose answers depend on the timer's state, written the ways real apps
// write them: early exits in `if`, success and failure in `if … else`, a choice in a ternary,
// a dialog kept in a constant, members of an `IntentDialog` extension, pieces joined with `+`.

struct StartSessionIntent: AppIntent {
  static let title: LocalizedStringResource = "Start Session"
  @Parameter(title: "Minutes") var minutes: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let timer = SessionTimer.shared
    if timer.isRunning {
      return .result(dialog: "You already have a session running.")
    }
    timer.start(minutes: minutes)
    return .result(dialog: "Started a \(minutes)-minute session.")
  }
}

struct SessionStatusIntent: AppIntent {
  static let title: LocalizedStringResource = "Session Status"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let timer = SessionTimer.shared
    if timer.isRunning && !timer.isPaused {
      return .result(dialog: "You have \(timer.minutesLeft) minutes left.")
    } else if timer.isPaused {
      return .result(dialog: "Your session is paused.")
    } else {
      return .result(dialog: "No session is running.")
    }
  }
}

struct SaveSessionIntent: AppIntent {
  static let title: LocalizedStringResource = "Save Session"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    do {
      if await SessionStore.shared.save() {
        return .result(dialog: IntentDialog(stringLiteral: String(localized: "Session saved.")))
      } else {
        return .result(dialog: IntentDialog(stringLiteral: String(localized: "Saving the session failed.")))
      }
    } catch {
      throw error
    }
  }
}

struct ToggleBreakIntent: AppIntent {
  static let title: LocalizedStringResource = "Toggle Break"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    await SessionTimer.shared.toggleBreak()
    return .result(dialog: IntentDialog(SessionTimer.shared.onBreak ? "Enjoy your break." : "Break over."))
  }
}

struct ShareSummaryIntent: AppIntent {
  static let title: LocalizedStringResource = "Share Summary"

  func perform() async throws -> some ReturnsValue<String> & ProvidesDialog {
    let summary = try await SessionStore.shared.summary()
    let dialog = IntentDialog(full: "I shared today's summary.", supporting: "Shared.")
    return .result(value: summary, dialog: dialog)
  }
}

struct TodayIntent: AppIntent {
  static let title: LocalizedStringResource = "Today"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let minutes = SessionStore.shared.minutesToday
    let detail: String =
      NSLocalizedString("Today you focused for", comment: "") + " \(minutes) "
      + NSLocalizedString("minutes", comment: "")
    return .result(dialog: IntentDialog(stringLiteral: detail))
  }
}

struct EndSessionIntent: AppIntent {
  static let title: LocalizedStringResource = "End Session"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    SessionTimer.shared.stop()
    return .result(dialog: "Session ended. Well done.")
  }
}

struct PlanTomorrowIntent: AppIntent {
  static let title: LocalizedStringResource = "Plan Tomorrow"

  func perform() async throws -> some IntentResult & ProvidesDialog & OpensIntent {
    .result(opensIntent: StartSessionIntent(), dialog: IntentDialog(""))
  }
}

struct StretchIntent: AppIntent {
  static let title: LocalizedStringResource = "Stretch"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: IntentDialog(LocalizedStringResource("dialog.break.reminder")))
  }
}
