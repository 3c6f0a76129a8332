import Foundation

/// An action the app offers to Siri, Shortcuts and Spotlight.
///
/// ```swift
/// struct ReadNoteIntent: AppIntent {
///   static let title: LocalizedStringResource = "Read Note"
///   static let supportedModes: IntentModes = .background
///   @Parameter(title: "Note") var note: NoteEntity
///   func perform() async throws -> some IntentResult & ProvidesDialog {
///     .result(dialog: "\(note.title) says: …")
///   }
/// }
/// ```
public protocol AppIntent: Sendable {
  associatedtype PerformResult: IntentResult
  associatedtype SummaryContent: ParameterSummary = NoParameterSummary
  static var title: LocalizedStringResource { get }
  static var description: IntentDescription? { get }
  /// Deprecated by Apple in favour of ``supportedModes``; `true` means the foreground.
  static var openAppWhenRun: Bool { get }
  static var supportedModes: IntentModes { get }
  static var authenticationPolicy: IntentAuthenticationPolicy { get }
  @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
  init()
  func perform() async throws -> PerformResult
}

extension AppIntent {
  public static var description: IntentDescription? { nil }
  public static var openAppWhenRun: Bool { false }
  public static var supportedModes: IntentModes { openAppWhenRun ? .foreground : .background }
  public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }

  /// `@Parameter(title:)`, as Apple spells it inside an intent.
  public typealias Parameter<Value> = IntentParameter<Value>
  /// `@Dependency`, as Apple spells it inside an intent.
  public typealias Dependency<Value> = AppDependency<Value>
  /// `Summary("Open \(\.$target)")` inside an intent.
  public typealias Summary = IntentParameterSummary<Self>

  /// The context the intent runs in: voice only or with a screen, and the mode.
  public var systemContext: IntentSystemContext { IntentRun.current?.systemContext ?? IntentSystemContext() }
}

extension AppIntent where SummaryContent == NoParameterSummary {
  public static var parameterSummary: NoParameterSummary { NoParameterSummary() }
}

extension EntityQuery {
  /// `@Dependency`, as Apple spells it inside a query.
  public typealias Dependency<Value> = AppDependency<Value>
}

/// An intent that opens an entity in the app; `target` is its parameter.
public protocol OpenIntent: AppIntent {
  associatedtype Value
  var target: Value { get }
}

extension OpenIntent {
  public static var supportedModes: IntentModes { .foreground }

  /// Opening is the system's work: an open intent may declare no `perform()`.
  public func perform() async throws -> some IntentResult { .result() }
}

/// An intent whose result lands in a particular window of the app (iOS 26): the system routes
/// it to the window whose `handlesExternalEvents(preferring:)` holds its `contentIdentifier`
/// (``AppWindow``).
///
/// ```swift
/// struct OpenNoteIntent: OpenIntent, TargetContentProvidingIntent {
///   @Parameter(title: "Note") var target: NoteEntity
///   var contentIdentifier: String { "note:\(target.id)" }
/// }
/// ```
public protocol TargetContentProvidingIntent: AppIntent {
  /// The string the app's windows prefer or allow; by default the intent type's name.
  var contentIdentifier: String { get }
}

extension TargetContentProvidingIntent {
  public var contentIdentifier: String { ValueTypes.name(of: Self.self) }
}

/// An intent that sets a value, as a toggle in Control Center does.
public protocol SetValueIntent: AppIntent {
  associatedtype ValueType
  var value: ValueType { get set }
}

/// An intent that reports its progress while it works (iOS 17).
public protocol ProgressReportingIntent: AppIntent {}

extension ProgressReportingIntent {
  /// Progress of this run; valid only inside `perform()`.
  public var progress: Progress { IntentRun.currentProgress }
}

/// An intent that may run past the usual limit while it reports progress (iOS 27).
public protocol LongRunningIntent: ProgressReportingIntent {}

extension LongRunningIntent {
  /// Runs long work that reports `progress`; if the run is cancelled, `onCancel`
  /// runs and the cancellation is thrown. The session's time limit is reset by
  /// each progress report, as Apple's is.
  public func performBackgroundTask<T: Sendable>(
    operation: @Sendable () async throws -> T,
    onCancel: @Sendable () -> Void = {}
  ) async throws -> T {
    do {
      let value = try await operation()
      try Task.checkCancellation()
      return value
    } catch is CancellationError {
      onCancel()
      throw CancellationError()
    }
  }
}

/// A widget's configuration: its parameters, no action.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
  public func perform() async throws -> some IntentResult { .result() }
}

/// A Control Center control's configuration (iOS 18): its parameters, no action.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
  public func perform() async throws -> some IntentResult { .result() }
}
