import Foundation

// The system intents apps adopt so the system can treat an action specially.
// They run as any intent does here; what they change on a device (audio
// sessions, Live Activities, the app coming forward) is noted on each.

/// Plays audio (iOS 17): the system may run it without opening the app.
public protocol AudioPlaybackIntent: AppIntent {}

/// Records audio (iOS 18), with a Live Activity on a device.
public protocol AudioRecordingIntent: AppIntent {}

/// Starts or updates a Live Activity (iOS 17); runs in the app's process on a device.
public protocol LiveActivityIntent: AppIntent {}

/// Starts in the background and may ask to continue in the foreground
/// (iOS 16.4; Apple now prefers `supportedModes` with a foreground mode).
///
/// ```swift
/// struct ConnectIntent: AppIntent, ForegroundContinuableIntent {
///   func perform() async throws -> some IntentResult {
///     guard signedIn else { throw needsToContinueInForegroundError("Sign in first.") }
///     return .result()
///   }
/// }
/// ```
///
/// Without a screen the person cannot continue in the app, so the session
/// says that the intent needs the screen, as it does for a foreground intent.
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
  /// What Apple replaced the protocol with: the background, and the foreground on request.
  public static var supportedModes: IntentModes { [.background, .foreground(.dynamic)] }

  /// Asks to continue in the foreground; with a screen the continuation runs
  /// and its value is returned, without one the run stops with that reason.
  @discardableResult
  public func requestToContinueInForeground<ResultValue: Sendable>(
    _ dialog: IntentDialog? = nil,
    continuation: @MainActor () async throws -> ResultValue = { () }
  ) async throws -> ResultValue {
    try await IntentRun.current?.continueInForeground(dialog, alwaysConfirm: true, reportsProgress: false)
    return try await continuation()
  }

  /// The error that stops the run to continue in the foreground.
  public func needsToContinueInForegroundError(
    _ dialog: IntentDialog? = nil, continuation: (@MainActor () async throws -> Void)? = nil
  ) -> AppIntentError {
    .needsForeground(dialog)
  }
}

extension AppIntent {
  /// Brings the app forward (iOS 26), once the person says yes: `dialog`, or "Continue in
  /// Notes?", is asked unless `alwaysConfirm` is false and the run asked something already.
  /// Without a screen the run stops with that reason; on a locked device it needs the unlock.
  ///
  /// ```swift
  /// if systemContext.currentMode.canContinueInForeground { try await continueInForeground() }
  /// ```
  public func continueInForeground(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true) async throws {
    try await IntentRun.current?.continueInForeground(
      dialog, alwaysConfirm: alwaysConfirm, reportsProgress: self is any ProgressReportingIntent)
  }

  /// The error that stops the run to continue in the foreground (iOS 26).
  public func needsToContinueInForegroundError(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true)
    -> AppIntentError
  {
    .needsForeground(dialog)
  }
}

/// Errors the system gives intents to throw.
public struct AppIntentError: Error, Sendable, CustomStringConvertible {
  enum Kind: Sendable {
    case needsForeground(IntentDialog?)
    case needsUnlock
    case restartPerform
  }

  let kind: Kind

  static func needsForeground(_ dialog: IntentDialog?) -> AppIntentError {
    AppIntentError(kind: .needsForeground(dialog))
  }

  /// The device must be unlocked before the app can come forward.
  static let needsUnlock = AppIntentError(kind: .needsUnlock)

  /// Run `perform()` again from the start.
  public static let restartPerform = AppIntentError(kind: .restartPerform)

  public var description: String {
    switch kind {
    case .needsForeground(let dialog): dialog?.full ?? "the intent needs to continue in the app"
    case .needsUnlock: "the device must be unlocked first"
    case .restartPerform: "restart perform"
    }
  }
}

/// An intent that replaces a SiriKit custom intent (`.intentdefinition`), so
/// shortcuts people built keep working; only the class name is kept.
public protocol CustomIntentMigratedAppIntent: AppIntent {
  static var intentClassName: String { get }
}

/// Shows the app's own search results for what was said (iOS 18).
///
/// ```swift
/// struct SearchIntent: ShowInAppSearchResultsIntent {
///   static let searchScopes: [StringSearchScope] = [.general]
///   @Parameter var criteria: StringSearchCriteria
/// }
/// ```
///
/// The results are on the app's screen: without one, the session says the
/// intent needs the screen.
public protocol ShowInAppSearchResultsIntent: AppIntent {
  static var searchScopes: [StringSearchScope] { get }
  var criteria: StringSearchCriteria { get set }
}

extension ShowInAppSearchResultsIntent {
  public static var supportedModes: IntentModes { .foreground }
}

/// What a search is about.
public struct StringSearchScope: Sendable, Hashable {
  let name: String
  /// Everything the app can search.
  public static let general = StringSearchScope(name: "general")
}

/// The words a search looks for.
public struct StringSearchCriteria: Sendable, Hashable {
  public var term: String

  public init(term: String) {
    self.term = term
  }
}

/// A package of App Intents types another target includes (iOS 17); duo-say
/// compiles intents from source, so the list only has to compile.
public protocol AppIntentsPackage {
  static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
  public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}

/// An App Intents extension's entry point (`@main struct Intents: AppIntentsExtension {}`). The voice
/// target has its own `main`, so an extension's only has to compile.
public protocol AppIntentsExtension {
  init()
}

extension AppIntentsExtension {
  public static func main() {}
}

/// A Focus filter (iOS 16): the settings an app applies while a Focus is on. It runs when a Focus
/// changes, not by voice; it only has to compile.
public protocol SetFocusFilterIntent: AppIntent {}

/// Plays videos found by a search term (iOS 17.2); run by voice as any intent.
public protocol PlayVideoIntent: AppIntent {
  /// The kinds of video the app can find.
  static var supportedCategories: [VideoCategory] { get }
}

/// What a ``PlayVideoIntent`` finds: freeform clips, movies, or TV.
public enum VideoCategory: Sendable, Hashable {
  case freeform, movies, tv
}

/// Starts a workout (iOS 17): the Action button and Siri can begin one without the app's screen.
public protocol StartWorkoutIntent: AppIntent {
  /// The kinds of workout the app can start.
  static var supportedWorkoutStyles: [WorkoutStyle] { get }
}

extension StartWorkoutIntent {
  public static var supportedWorkoutStyles: [WorkoutStyle] { [.indoor, .outdoor] }
}

/// Where a workout happens.
public enum WorkoutStyle: Sendable, Hashable {
  case indoor, outdoor
}

/// Opens a URL, in the app (a universal link) or the browser (iOS 18), as the
/// result of another intent: `.result(opensIntent: OpenURLIntent(url))`. With a
/// screen the link opens; without one, duo-say says that it needs the phone.
public struct OpenURLIntent: AppIntent {
  public static let title: LocalizedStringResource = "Open URL"
  public static var supportedModes: IntentModes { .foreground }
  public var url: URL

  public init() { url = URL(fileURLWithPath: "/") }
  public init(_ url: URL) { self.url = url }

  public func perform() async throws -> some IntentResult { IntentResultContainer<Never>.result() }
}
