import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// What makes a stop that is not heard end duo-say anyway, as shells and servers do: a
/// third Ctrl-C while the first still waits to be read, a second SIGTERM or SIGHUP, or a
/// first one that has not ended the run within ``ConsoleSignals/terminationGrace``. A
/// console that reads its stops never gets there; one stuck in a turn still ends.
///
/// ```swift
/// StopEscalation.forcedExitStatus(signal: SIGINT, terminating: false, stopPending: true, unanswered: 1)  // 130
/// StopEscalation.forcedExitStatus(signal: SIGTERM, terminating: true, stopPending: true, unanswered: 0)  // 143
/// ```
enum StopEscalation {
  /// The exit status to end with at once when `signal` arrives, or `nil` to let the console
  /// read it: `terminating` (a SIGTERM or SIGHUP came already), `stopPending` (a stop not yet
  /// read), `unanswered` (Ctrl-Cs that came while one was pending).
  static func forcedExitStatus(signal: Int32, terminating: Bool, stopPending: Bool, unanswered: Int) -> Int32? {
    if signal == SIGTERM || signal == SIGHUP { return terminating ? 128 + signal : nil }
    // The press pending, those that came while it was, and this one.
    return stopPending && 1 + unanswered + 1 >= pressesToForce ? 128 + signal : nil
  }

  /// Ctrl-C presses, none read, that end duo-say at once.
  static let pressesToForce = 3
}

/// Runs an action once, a while after it is started: the end of a run a termination
/// signal did not end in time.
///
/// ```swift
/// let timer = GraceTimer()
/// timer.start(after: 10) { _exit(143) }   // once; later starts do nothing
/// ```
final class GraceTimer: Sendable {
  private let started = Atomic<Bool>(false)

  /// Calls `action` on a thread of its own after `seconds`, unless started before.
  func start(after seconds: Double, _ action: @escaping @Sendable () -> Void) {
    guard !started.exchange(true, ordering: .relaxed) else { return }
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: seconds)
      action()
    }
  }
}
