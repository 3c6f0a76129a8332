import Foundation
import Locking

/// One run of an intent's `perform()`: the channel its follow-up questions go
/// through, and its progress. Reached from inside `perform()` as a task local.
final class IntentRun: @unchecked Sendable {
  @TaskLocal static var current: IntentRun?

  static var currentProgress: Progress { current?.progress ?? Progress(totalUnitCount: 100) }

  let progress = Progress(totalUnitCount: 100)
  private let events: AsyncStream<RunEvent>.Continuation
  /// The device the run is on, and its mode now (it changes when the app comes forward).
  private let state: Locked<(context: IntentSystemContext, askedSomething: Bool)>
  private let isLocked: Bool

  init(
    events: AsyncStream<RunEvent>.Continuation, context: IntentSystemContext = IntentSystemContext(),
    isLocked: Bool = false
  ) {
    self.events = events
    self.isLocked = isLocked
    state = Locked((context, false))
  }

  /// What `systemContext` reads inside `perform()`.
  var systemContext: IntentSystemContext { state.withLock { $0.context } }

  /// The app is in front from now on.
  func comeForward() {
    state.withLock { $0.context.currentMode = .foreground }
  }

  /// Asks the person something and waits for the session to resolve the answer.
  func ask(_ question: Question) async throws -> Answer {
    state.withLock { $0.askedSomething = true }
    return try await withCheckedThrowingContinuation { continuation in
      events.yield(.question(question, continuation))
    }
  }

  /// Brings the app forward, as Apple's `continueInForeground(_:alwaysConfirm:)` does: without a
  /// screen it cannot ("needs your iPhone's screen"), locked it needs the unlock, and the person
  /// is asked first unless `alwaysConfirm` is false and something was asked already in this run
  /// (a progress-reporting intent always asks). "No" cancels the run.
  func continueInForeground(_ dialog: IntentDialog?, alwaysConfirm: Bool, reportsProgress: Bool) async throws {
    let (context, askedSomething) = state.withLock { $0 }
    guard context.currentMode != .foreground else { return }
    guard !context.isVoiceOnly else { throw AppIntentError.needsForeground(dialog) }
    guard !isLocked else { throw AppIntentError.needsUnlock }
    if alwaysConfirm || reportsProgress || !askedSomething {
      guard case .confirmed(true) = try await ask(.foreground(dialog: dialog)) else { throw IntentCancelledError() }
    }
    comeForward()
  }

  func finish(_ result: Result<IntentResultContents, any Error>) {
    events.yield(.finished(result))
    events.finish()
  }
}

/// What a running intent tells the session.
enum RunEvent: @unchecked Sendable {
  case question(Question, CheckedContinuation<Answer, any Error>)
  case finished(Result<IntentResultContents, any Error>)
  /// The time limit passed without a result or progress.
  case timedOut
  /// Progress, from 0 to 1, for an interim report.
  case progress(Double)
  case progressWentBackwards
  /// The person stopped the run (Ctrl-C).
  case cancelledByUser
}

/// A follow-up question from inside `perform()`.
enum Question: @unchecked Sendable {
  /// A value for a parameter.
  case value(parameter: any AnyIntentParameter, dialog: IntentDialog?)
  /// One of several values.
  case disambiguation(parameter: any AnyIntentParameter, among: [Any], dialog: IntentDialog?)
  /// Yes or no.
  case confirmation(dialog: IntentDialog?, value: Any?, action: ConfirmationActionName = .continue)
  /// One of the intent's own options (`requestChoice(between:dialog:)`).
  case choice(among: [IntentChoiceOption], dialog: IntentDialog?)
  /// Whether to bring the app forward (`continueInForeground`): yes or no.
  case foreground(dialog: IntentDialog?)
}

/// The session's answer to a ``Question``.
enum Answer: @unchecked Sendable {
  case value(Any)
  case confirmed(Bool)
}

/// Thrown by `$parameter.needsValueError(_:)`: the session asks, then runs
/// `perform()` again from the start with the value set.
struct NeedsValueError: Error, @unchecked Sendable {
  let parameter: any AnyIntentParameter
  let dialog: IntentDialog?
}

/// Thrown when the person says no to a confirmation or cancels a question.
public struct IntentCancelledError: Error, Sendable, CustomStringConvertible {
  public var description: String { "the request was cancelled" }
}

extension IntentParameter {
  /// An error that makes Siri ask for this parameter and run `perform()` again.
  public func needsValueError(_ dialog: IntentDialog? = nil) -> some Error {
    NeedsValueError(parameter: self, dialog: dialog)
  }

  /// Asks for a value now and returns it; `perform()` continues. (For an optional
  /// parameter the unwrapped overload below is preferred, as Apple's returns the value.)
  @_disfavoredOverload
  public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value {
    try await ask(.value(parameter: self, dialog: dialog))
  }

  /// Asks the person to choose among `values` (Siri reads at most five aloud).
  @_disfavoredOverload
  public func requestDisambiguation(among values: [Value], dialog: IntentDialog? = nil) async throws -> Value {
    guard values.count > 1 else {
      guard let only = values.first else { throw IntentCancelledError() }
      return only
    }
    return try await ask(.disambiguation(parameter: self, among: values, dialog: dialog))
  }

  /// Asks whether `value` is right; `false` means no.
  public func requestConfirmation(for value: Value, dialog: IntentDialog? = nil) async throws -> Bool {
    guard let run = IntentRun.current else { return true }
    guard case .confirmed(let yes) = try await run.ask(.confirmation(dialog: dialog, value: value)) else {
      return false
    }
    return yes
  }

  /// For an optional parameter, the value asked for, unwrapped (Apple's shape).
  public func requestValue<Wrapped>(_ dialog: IntentDialog? = nil) async throws -> Wrapped where Value == Wrapped? {
    let answer: Value = try await ask(.value(parameter: self, dialog: dialog))
    guard let value = answer else { throw IntentCancelledError() }
    return value
  }

  /// For an optional parameter, the choice among `values`, unwrapped.
  public func requestDisambiguation<Wrapped>(among values: [Wrapped], dialog: IntentDialog? = nil) async throws
    -> Wrapped
  where Value == Wrapped? {
    guard values.count > 1 else {
      guard let only = values.first else { throw IntentCancelledError() }
      return only
    }
    let answer: Value = try await ask(.disambiguation(parameter: self, among: values.map { $0 }, dialog: dialog))
    guard let value = answer else { throw IntentCancelledError() }
    return value
  }

  private func ask(_ question: Question) async throws -> Value {
    guard let run = IntentRun.current else {
      throw NeedsValueError(parameter: self, dialog: nil)
    }
    guard case .value(let any) = try await run.ask(question), let value = any as? Value else {
      throw IntentCancelledError()
    }
    return value
  }
}

/// The verb a confirmation names (iOS 18).
public enum ConfirmationActionName: Sendable, Hashable {
  case add, book, buy, call, `continue`, create, delete, `do`, download, get, go, log, order, pay, play, post, request,
    run
  case save, search, send, set, share, start, toggle, turnOff, turnOn, view
  case custom(
    acceptLabel: String, acceptAlternatives: [String] = [], denyLabel: String, denyAlternatives: [String] = [],
    destructive: Bool = false)
}

extension AppIntent {
  /// Asks to confirm with a result's dialog (`.result(dialog: "Apply it?")`); throws when they say no.
  public func requestConfirmation<Result: IntentResult>(
    result: Result, confirmationActionName: ConfirmationActionName = .continue, showPrompt: Bool = true
  ) async throws {
    try await requestConfirmation(actionName: confirmationActionName, dialog: result.contents.dialog)
  }

  /// Asks the person to confirm the whole action; throws when they say no.
  public func requestConfirmation(actionName: ConfirmationActionName = .continue, dialog: IntentDialog? = nil)
    async throws
  {
    guard let run = IntentRun.current else { return }
    guard case .confirmed(true) = try await run.ask(.confirmation(dialog: dialog, value: nil, action: actionName))
    else {
      throw IntentCancelledError()
    }
  }
}
