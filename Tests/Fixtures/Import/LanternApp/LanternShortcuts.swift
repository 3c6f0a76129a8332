import AppIntents

// A flashlight app whose only shortcuts are written `.init(intent:…)`, with a
// platform branch: on iOS the beam runs in the background, on macOS it opens the app.

struct BeamIntent: AppIntent {
  static let title: LocalizedStringResource = "Turn On the Beam"
  #if os(iOS)
    static let openAppWhenRun = false
  #elseif os(macOS)
    static let openAppWhenRun = true
  #else
    static let openAppWhenRun = true
  #endif

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "The beam is on.")
  }
}

struct StrobeIntent: AppIntent {
  static let title: LocalizedStringResource = "Strobe"
  #if !os(iOS) || targetEnvironment(macCatalyst)
    static let openAppWhenRun = true
  #endif

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Strobing.")
  }
}

struct LanternShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    .init(
      intent: BeamIntent(),
      phrases: ["Turn on the beam in \(.applicationName)"],
      shortTitle: "Beam",
      systemImageName: "flashlight.on.fill")
    #if os(iOS)
      AppShortcut.init(
        intent: StrobeIntent(),
        phrases: ["Strobe with \(.applicationName)"],
        shortTitle: "Strobe",
        systemImageName: "light.beacon.max")
    #else
      AppShortcut(
        intent: BeamIntent(),
        phrases: ["Shine a light with \(.applicationName) on the Mac"],
        shortTitle: "Mac Beam",
        systemImageName: "desktopcomputer")
    #endif
  }
}
