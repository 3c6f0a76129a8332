import AppIntents

struct DeepWorkShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: StartSessionIntent(), phrases: ["Start a session in \(.applicationName)"], shortTitle: "Start",
      systemImageName: "play")
    AppShortcut(
      intent: SessionStatusIntent(), phrases: ["How is my \(.applicationName) session"], shortTitle: "Status",
      systemImageName: "timer")
    AppShortcut(
      intent: SaveSessionIntent(), phrases: ["Save my \(.applicationName) session"], shortTitle: "Save",
      systemImageName: "square.and.arrow.down")
    AppShortcut(
      intent: ToggleBreakIntent(), phrases: ["Take a break in \(.applicationName)"], shortTitle: "Break",
      systemImageName: "cup.and.saucer")
    AppShortcut(
      intent: ShareSummaryIntent(), phrases: ["Share my \(.applicationName) summary"], shortTitle: "Share",
      systemImageName: "square.and.arrow.up")
    AppShortcut(
      intent: TodayIntent(), phrases: ["How long did I focus in \(.applicationName)"], shortTitle: "Today",
      systemImageName: "calendar")
    AppShortcut(
      intent: EndSessionIntent(), phrases: ["End my \(.applicationName) session"], shortTitle: "End",
      systemImageName: "stop")
    AppShortcut(
      intent: SyncIntent(), phrases: ["Sync \(.applicationName)"], shortTitle: "Sync",
      systemImageName: "arrow.triangle.2.circlepath")
    AppShortcut(
      intent: PlanTomorrowIntent(), phrases: ["Plan tomorrow in \(.applicationName)"], shortTitle: "Plan",
      systemImageName: "calendar.badge.plus")
    AppShortcut(
      intent: StretchIntent(), phrases: ["Remind me to stretch in \(.applicationName)"],
      shortTitle: "shortcut.stretch.title", systemImageName: "figure.walk")
    AppShortcut(
      intent: SyncCountIntent(), phrases: ["How many sessions did \(.applicationName) sync"], shortTitle: "Synced",
      systemImageName: "number")
  }
}
