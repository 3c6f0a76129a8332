import Foundation

/// What a ``VoiceApp``'s set-up is told: why the app starts, where it may
/// keep its data, and the values of its own options.
///
/// ```swift
/// VoiceApp(NotesShortcuts.self, options: [.init("--store", valueName: "FILE", help: "The notes file")]) { launch in
///   let path = launch.dataDirectory?.appendingPathComponent("notes.json").path ?? launch.value(of: "--store") ?? defaultPath
///   AppDependencyManager.shared.add(dependency: try NoteStore(path: path))
/// }
/// ```
public struct AppLaunch: Sendable {
  /// Why the app starts.
  public enum Purpose: Sendable, Equatable {
    /// A conversation on the terminal or a pipe: the app's real data.
    case conversation
    /// One conversation of a `.tests` file: a fresh start every time.
    case test
    /// Reading the app's shortcuts and values (`export`, `match`, `coverage`):
    /// the app's first, seeded state, the same on every machine.
    case catalog
  }

  public let purpose: Purpose
  /// A fresh, empty folder for the app's data when this launch must not touch
  /// its real data (``Purpose/test`` and ``Purpose/catalog``); removed when
  /// duo-say is done with it. `nil` for a conversation.
  public let dataDirectory: URL?
  /// The app's options as given: name → value (`""` for a flag).
  let values: [String: String]

  /// The value given for one of the app's options (`--store FILE`), or `nil`.
  public func value(of option: String) -> String? {
    values[option].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Whether one of the app's flags (`--reset`) was given.
  public func isSet(_ flag: String) -> Bool {
    values[flag] != nil
  }
}
