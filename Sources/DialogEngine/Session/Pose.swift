/// How the person has the phone when they speak: no screen, closed (the outer
/// display, one pane) or open (the inner display, a list and an item side by side).
///
/// ```swift
/// var options = SessionOptions(pose: .closed)
/// Pose(rawValue: "open")?.sizeClass   // .regular
/// ```
///
/// What changes with the pose, as the seeds measured on the foldable and Apple's
/// runtime guide describes: by voice the full dialog is spoken and an intent that
/// must bring its app forward is refused; closed and open use the supporting
/// dialog, show snippets, and bring foreground intents' app forward, on the
/// display of the pose, in its size class; and what is on screen differs
/// (``OnscreenContent/visible(in:)``).
public enum Pose: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// No screen: AirPods, a car, the phone in a pocket (`isVoiceOnly`).
  case voice
  /// Folded: the outer display, compact, one pane.
  case closed
  /// Unfolded: the inner display, regular, two panes.
  case open

  /// Whether nothing can be shown: only the spoken dialog reaches the person.
  public var isVoiceOnly: Bool { self == .voice }

  /// The horizontal size class the app's layout gets; `nil` with no screen.
  public var sizeClass: UserInterfaceSizeClass? {
    switch self {
    case .voice: nil
    case .closed: .compact
    case .open: .regular
    }
  }

  /// "the outer display"; `nil` with no screen.
  public var display: String? {
    switch self {
    case .voice: nil
    case .closed: "the outer display"
    case .open: "the inner display"
    }
  }

  public var description: String { rawValue }

  /// "voice, closed or open", for messages that name what exists.
  public static var names: String { SpokenList.joined(allCases.map(\.rawValue), conjunction: "or") }
}

/// A horizontal size class, as SwiftUI names it.
public enum UserInterfaceSizeClass: String, Sendable, Hashable {
  case compact, regular
}
