import DialogEngine
import DuoSayKit

/// Your app as duo-say runs it: its `AppShortcutsProvider`, the name Siri
/// hears, and how to set it up before the first utterance.
///
/// ```swift
/// let app = VoiceApp(BrewlyShortcuts.self, name: "Brewly", synonyms: ["Brew Lee"]) { launch in
///   AppDependencyManager.shared.add(dependency: CoffeeShop())
/// }
/// await DuoSay.main(app)
/// ```
///
/// The set-up closure runs once per conversation: once for `duo-say`, once
/// for each conversation of a `.tests` file (so each starts from the app's
/// first state), and once for `export`, `match` and `coverage`. It is where
/// an app registers what its intents depend on (`@Dependency`), seeds its
/// data, and reads its own command-line ``Option``s through ``AppLaunch``.
public struct VoiceApp: Sendable {
  /// An option of the app's own, accepted by every command that runs the app
  /// and shown in `--help` (for example the Notes app's `--store FILE`).
  public struct Option: Sendable, Equatable {
    /// The option as written: `--store`.
    public var name: String
    /// What follows the option (`FILE`), or `nil` for a flag.
    public var valueName: String?
    /// One line for `--help`.
    public var help: String

    /// - Parameters:
    ///   - name: The option as written, starting with `--`.
    ///   - valueName: The placeholder for its value, or `nil` for a flag.
    ///   - help: One line for `--help`.
    public init(_ name: String, valueName: String? = nil, help: String) {
      precondition(name.hasPrefix("--") && name.count > 2, "an app option is written '--name', not '\(name)'")
      self.name = name
      self.valueName = valueName
      self.help = help
    }
  }

  /// The app's name as Siri hears it (`${applicationName}`).
  public let name: String
  /// Other names the app answers to (`INAlternativeAppNames`).
  public let synonyms: [String]
  /// The app's own options.
  public let options: [Option]
  /// Where the name came from, when duo-say had to guess it.
  let nameNote: String?
  private let setUp: @Sendable (AppLaunch) async throws -> Void
  private let onscreen: (@Sendable (Pose) async throws -> [AppWindow])?
  private let loadProvider: @Sendable (String, [String]) async throws -> ShortcutsApp

  /// Describes an app for ``DuoSay/main(_:)``.
  ///
  /// - Parameters:
  ///   - provider: The app's `AppShortcutsProvider`.
  ///   - name: The app's name as spoken; by default the provider's type name
  ///     without `Shortcuts` / `AppShortcuts` / `ShortcutsProvider` (`BrewlyShortcuts` → `Brewly`).
  ///   - synonyms: Other names for the app.
  ///   - options: The app's own command-line options, read in `setUp`.
  ///   - setUp: Runs before the app's shortcuts are read, once per conversation.
  ///   - onscreen: What the app's windows show in a pose, the front one first, as its views
  ///     annotate them (`appEntityIdentifier`); read after `setUp`. `--onscreen`, `--window`
  ///     and a test's `@onscreen:` say instead when given. By voice nothing is read.
  ///
  /// ```swift
  /// VoiceApp(NotesShortcuts.self, onscreen: { pose in
  ///   // The split view: the open note in the detail pane, the list beside it.
  ///   [AppWindow(OnscreenContent(
  ///     item: EntityIdentifier(for: NoteEntity.self, identifier: "groceries"),
  ///     rows: NoteStore.shared.notes.map { EntityIdentifier(for: NoteEntity.self, identifier: $0.id) }))]
  /// })
  /// ```
  public init<Provider: AppShortcutsProvider>(
    _ provider: Provider.Type,
    name: String? = nil,
    synonyms: [String] = [],
    options: [Option] = [],
    setUp: @escaping @Sendable (AppLaunch) async throws -> Void = { _ in },
    onscreen: (@Sendable (Pose) async throws -> [AppWindow])? = nil
  ) {
    let typeName = ValueTypes.name(of: provider)
    let guessed = Self.name(fromProvider: typeName)
    self.name = name ?? guessed ?? typeName
    self.nameNote =
      name != nil
      ? nil
      : guessed == nil
        ? "the app is called '\(typeName)' after its provider; pass name: to VoiceApp"
        : nil
    self.synonyms = synonyms
    self.options = options
    self.onscreen = onscreen
    self.setUp = setUp
    // A provider type has no state (its shortcuts are static), so handing it to another task is safe.
    nonisolated(unsafe) let provider: any AppShortcutsProvider.Type = provider
    self.loadProvider = { name, synonyms in try await ShortcutsApp.load(provider, name: name, synonyms: synonyms) }
  }

  /// Sets the app up for `launch` and reads its shortcuts.
  func launch(_ launch: AppLaunch) async throws -> ShortcutsApp {
    do {
      try await setUp(launch)
    } catch {
      throw AppLaunchError.setUpFailed(app: name, reason: String(describing: error))
    }
    let app = try await loadProvider(name, synonyms)
    guard !app.catalog.shortcuts.isEmpty else { throw AppLaunchError.noShortcuts(app: name) }
    return app
  }

  /// What the app says its windows show in `pose`; `nil` when it says nothing (or by voice).
  func windows(in pose: Pose) async throws -> [AppWindow]? {
    guard let onscreen, !pose.isVoiceOnly else { return nil }
    do {
      return try await onscreen(pose)
    } catch {
      throw AppLaunchError.onscreenFailed(app: name, reason: String(describing: error))
    }
  }

  /// Puts the app's own windows for the options' pose into `options`, unless `device` says
  /// what is shown (`--onscreen`, `@onscreen:`…), which wins.
  func showWindows(in options: inout SessionOptions, unless device: TestFile.Device) async throws {
    guard device.screen == nil, let windows = try await windows(in: options.pose) else { return }
    options.windows = windows
  }

  /// `BrewlyShortcuts` → `Brewly`; `nil` when nothing is left (`AppShortcuts`).
  static func name(fromProvider typeName: String) -> String? {
    AppIdentity.name(fromProvider: typeName)
  }
}

/// The app's set-up could not run, or left it with nothing to say.
enum AppLaunchError: Error, CustomStringConvertible {
  case setUpFailed(app: String, reason: String)
  case noShortcuts(app: String)
  case onscreenFailed(app: String, reason: String)

  var description: String {
    switch self {
    case .setUpFailed(let app, let reason): "\(app) could not start: \(reason)"
    case .noShortcuts(let app):
      "\(app)'s AppShortcutsProvider has no App Shortcuts; add at least one AppShortcut to appShortcuts"
    case .onscreenFailed(let app, let reason): "\(app) could not say what is on screen: \(reason)"
    }
  }
}
