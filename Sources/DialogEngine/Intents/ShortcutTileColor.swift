/// The colour of the app's tiles in the Shortcuts app; kept so provider code
/// compiles, it changes nothing a voice hears.
///
/// ```swift
/// struct NotesShortcuts: AppShortcutsProvider {
///   static let shortcutTileColor: ShortcutTileColor = .yellow
/// }
/// ```
public enum ShortcutTileColor: Sendable, Hashable, CaseIterable {
  case blue, grape, grayBlue, grayBrown, grayGreen, lightBlue, lime, navy, orange, pink, purple, red, tangerine, teal,
    yellow
}
