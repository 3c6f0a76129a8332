struct SecondShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: PongIntent(), phrases: ["Pong \(.applicationName)"], shortTitle: "Pong", systemImageName: "bell")
  }
}
