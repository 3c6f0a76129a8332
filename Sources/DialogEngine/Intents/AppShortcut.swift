/// One App Shortcut: an intent, the phrases that run it, and its tile.
///
/// ```swift
/// AppShortcut(
///   intent: ReadNoteIntent(),
///   phrases: ["Read a note in \(.applicationName)", "What's in my \(\.$note) note in \(.applicationName)"],
///   shortTitle: "Read Note",
///   systemImageName: "text.bubble")
/// ```
public struct AppShortcut: @unchecked Sendable {
  /// The intent as configured for this shortcut (its init arguments kept).
  public let intent: any AppIntent
  /// The phrases in the strings-file spelling (`${applicationName}`, `${note}`).
  public let phrases: [String]
  public let shortTitle: LocalizedStringResource
  public let systemImageName: String

  public init<Intent: AppIntent>(
    intent: Intent,
    phrases: [AppShortcutPhrase<Intent>],
    shortTitle: LocalizedStringResource,
    systemImageName: String
  ) {
    self.intent = intent
    self.phrases = phrases.map(\.text)
    self.shortTitle = shortTitle
    self.systemImageName = systemImageName
  }

  /// iOS 16's shape, which apps still write: the intent's title stands for the short title.
  public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], systemImageName: String? = nil) {
    self.init(intent: intent, phrases: phrases, shortTitle: Intent.title, systemImageName: systemImageName ?? "")
  }
}

/// A phrase with `\(.applicationName)` and `\(\.$parameter)` interpolations.
public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
  let text: String

  public init(stringLiteral value: String) {
    text = value
  }

  public init(stringInterpolation: PhraseInterpolation<Intent>) {
    text = stringInterpolation.text
  }
}

/// Builds `static var appShortcuts`, with `if`, `else` and `for`.
@resultBuilder
public enum AppShortcutsBuilder {
  public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
  public static func buildExpression(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
  public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
  public static func buildEither(first part: [AppShortcut]) -> [AppShortcut] { part }
  public static func buildEither(second part: [AppShortcut]) -> [AppShortcut] { part }
  public static func buildArray(_ parts: [[AppShortcut]]) -> [AppShortcut] { parts.flatMap { $0 } }
  public static func buildLimitedAvailability(_ part: [AppShortcut]) -> [AppShortcut] { part }
}

/// Utterances that must never reach the app.
public struct NegativeAppShortcutPhrases: Sendable {
  public let phrases: [String]

  public init(_ phrases: [String] = []) {
    self.phrases = phrases
  }

  /// `NegativeAppShortcutPhrases(phrases: ["Delete a hike in \(.applicationName)"])`.
  public init(phrases: [NegativeAppShortcutPhrase]) {
    self.phrases = phrases.map(\.text)
  }
}

/// One negative phrase; `\(.applicationName)` may appear in it.
public struct NegativeAppShortcutPhrase: Sendable, ExpressibleByStringInterpolation {
  public let text: String

  public init(_ phrase: NegativeAppShortcutPhrase) {
    self = phrase
  }

  public init(stringLiteral value: String) {
    text = value
  }

  public init(stringInterpolation: PhraseInterpolation<Never>) {
    text = stringInterpolation.text
  }
}

@resultBuilder
public enum NegativeAppShortcutPhrasesBuilder {
  public static func buildExpression(_ phrase: NegativeAppShortcutPhrase) -> [String] { [phrase.text] }
  public static func buildBlock(_ parts: [String]...) -> NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrases(parts.flatMap { $0 })
  }
}

/// The app's App Shortcuts; Apple allows one provider per app.
///
/// ```swift
/// struct NotesShortcuts: AppShortcutsProvider {
///   static var appShortcuts: [AppShortcut] {
///     AppShortcut(intent: ReadNoteIntent(), phrases: ["Read a note in \(.applicationName)"],
///                 shortTitle: "Read Note", systemImageName: "text.bubble")
///   }
/// }
/// ```
public protocol AppShortcutsProvider {
  @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
  @NegativeAppShortcutPhrasesBuilder static var negativePhrases: NegativeAppShortcutPhrases { get }
  /// The colour of the app's tiles in the Shortcuts app.
  static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
  public static var negativePhrases: NegativeAppShortcutPhrases { NegativeAppShortcutPhrases() }
  public static var shortcutTileColor: ShortcutTileColor { .navy }

  /// Tells the system the entity values changed; the catalog is rebuilt from the
  /// queries' suggested entities (see ``ShortcutsApp``).
  public static func updateAppShortcutParameters() {
    AppShortcutParameters.markStale(for: Self.self)
  }
}

/// How Shortcuts and Spotlight show one of a shortcut's parameters (iOS 18):
/// its summary and collections of options. Kept, not spoken.
public struct ParameterPresentation<Intent: AppIntent, Value>: @unchecked Sendable {
  public init(
    for parameter: KeyPath<Intent, IntentParameter<Value>>,
    summary: some ParameterSummary,
    @OptionsCollectionsBuilder optionsCollections: () -> [OptionsCollection]
  ) {
    _ = optionsCollections()
  }

  /// `summary: Summary("Log \(\HikeIntent.$trail)")`: the summary's intent is this presentation's.
  public init(
    for parameter: KeyPath<Intent, IntentParameter<Value>>,
    summary: IntentParameterSummary<Intent>,
    @OptionsCollectionsBuilder optionsCollections: () -> [OptionsCollection]
  ) {
    _ = optionsCollections()
  }
}

/// A titled collection of a query's values, in a ``ParameterPresentation``.
public struct OptionsCollection: Sendable {
  public let title: LocalizedStringResource
  public let systemImageName: String?

  public init<Query: EntityQuery>(_ query: Query, title: LocalizedStringResource, systemImageName: String? = nil) {
    self.title = title
    self.systemImageName = systemImageName
  }

  /// A collection of an options provider's values (a `String` parameter's, say).
  public init<Provider: DynamicOptionsProvider>(
    _ provider: Provider, title: LocalizedStringResource, systemImageName: String? = nil
  ) {
    self.title = title
    self.systemImageName = systemImageName
  }
}

@resultBuilder
public enum OptionsCollectionsBuilder {
  public static func buildBlock(_ collections: OptionsCollection...) -> [OptionsCollection] { collections }
}

extension AppShortcut {
  /// A shortcut with a parameter shown by ``ParameterPresentation`` (iOS 18).
  public init<Intent: AppIntent, Value>(
    intent: Intent,
    phrases: [AppShortcutPhrase<Intent>],
    shortTitle: LocalizedStringResource,
    systemImageName: String,
    parameterPresentation: ParameterPresentation<Intent, Value>
  ) {
    self.init(intent: intent, phrases: phrases, shortTitle: shortTitle, systemImageName: systemImageName)
  }
}
