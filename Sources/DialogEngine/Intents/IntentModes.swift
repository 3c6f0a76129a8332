import Foundation

/// Where an intent may run (iOS 26): in the background, with the app in front, or
/// starting in the background and coming forward.
///
/// ```swift
/// static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]
/// ```
public struct IntentModes: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Without bringing the app forward: the only mode a voice-only device has.
  public static let background = IntentModes(rawValue: 1)
  /// With the app in front from the start; Apple's equal of `.foreground(.immediate)`.
  public static let foreground = IntentModes(rawValue: 2)

  /// When the app comes forward.
  public struct ForegroundMode: Sendable, Hashable {
    let bit: Int
    /// Before `perform()` runs, once the parameters are resolved.
    public static let immediate = ForegroundMode(bit: 2)
    /// Only if `perform()` calls `continueInForeground(_:alwaysConfirm:)`; otherwise it stays behind.
    public static let dynamic = ForegroundMode(bit: 4)
    /// When `perform()` calls `continueInForeground(_:alwaysConfirm:)`, or else when it ends.
    public static let deferred = ForegroundMode(bit: 8)
  }

  public static func foreground(_ foregroundMode: ForegroundMode) -> IntentModes {
    IntentModes(rawValue: foregroundMode.bit)
  }

  /// True when the intent can run without the screen.
  public var includesBackground: Bool { contains(.background) }

  /// Whether the run cannot end without the app in front: `.foreground(.immediate)` with no
  /// background mode (`openAppWhenRun`), or `.deferred`, which Apple says ensures the move.
  var needsScreen: Bool { (contains(.foreground) && !includesBackground) || contains(.foreground(.deferred)) }

  /// Whether, with a screen, the app comes forward before `perform()` runs.
  var comesForwardAtStart: Bool { contains(.foreground) }

  /// Whether `perform()` may bring the app forward while it runs (`.dynamic` or `.deferred`).
  var mayComeForward: Bool { rawValue & (4 | 8) != 0 }

  /// Whether the app comes forward when `perform()` ends, if it has not yet (`.deferred`).
  var comesForwardAtEnd: Bool { contains(.foreground(.deferred)) }
}

/// Whether an intent may run while the device is locked.
public enum IntentAuthenticationPolicy: Sendable, Hashable {
  case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}

/// Where and how the intent is running now (`systemContext` inside `perform()`).
///
/// ```swift
/// if systemContext.currentMode.canContinueInForeground {
///   try await continueInForeground("Open the map?")
/// }
/// ```
public struct IntentSystemContext: Sendable, Hashable {
  /// No screen at all (AirPods, HomePod, a phone in a pocket): answer in words only (iOS 27).
  public var isVoiceOnly: Bool
  public var currentMode: IntentModes.Current
  public var locale: Locale

  public init(
    isVoiceOnly: Bool = true, currentMode: IntentModes.Current = .background,
    locale: Locale = Locale(identifier: "en_US")
  ) {
    self.isVoiceOnly = isVoiceOnly
    self.currentMode = currentMode
    self.locale = locale
  }
}

extension IntentModes {
  /// The mode a run is in now; compare it with ``background`` and ``foreground``.
  public struct Current: Sendable, Hashable {
    let isForeground: Bool
    /// Whether a run in the background may come forward now: a foreground mode is declared,
    /// there is a screen, and the device is unlocked.
    public let canContinueInForeground: Bool

    /// Running behind whatever is on screen, or with no screen at all.
    public static let background = Current(isForeground: false, canContinueInForeground: false)
    /// Running with the app in front.
    public static let foreground = Current(isForeground: true, canContinueInForeground: false)

    /// Equal when in the same mode, whatever may happen next (as `== .background` reads).
    public static func == (lhs: Current, rhs: Current) -> Bool { lhs.isForeground == rhs.isForeground }
    public func hash(into hasher: inout Hasher) { hasher.combine(isForeground) }
  }
}
