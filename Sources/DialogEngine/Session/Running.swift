import Foundation
import Locking
import PhraseMatcher

/// A `perform()` in flight: its task, its events, and its time-limit watchdog.
final class Running: @unchecked Sendable {
  let prepared: Prepared
  let task: Task<Void, Never>
  let run: IntentRun
  private var iterator: AsyncStream<RunEvent>.AsyncIterator
  private let continuation: AsyncStream<RunEvent>.Continuation
  private var watchdog: Task<Void, Never>?
  /// Set once `perform()` has returned or thrown.
  private let ended = Locked(false)

  init(prepared: Prepared, context: IntentSystemContext, isLocked: Bool) {
    self.prepared = prepared
    let (stream, continuation) = AsyncStream.makeStream(of: RunEvent.self)
    let run = IntentRun(events: continuation, context: context, isLocked: isLocked)
    let intent = prepared.intent
    self.run = run
    self.continuation = continuation
    iterator = stream.makeAsyncIterator()
    let ended = ended
    task = Task {
      do {
        let result = try await IntentRun.$current.withValue(run) { try await intent.perform() }
        run.finish(.success(result.contents))
      } catch {
        run.finish(.failure(error))
      }
      ended.withLock { $0 = true }
    }
  }

  /// Starts watching the run: the time limit (reset by progress) and interim
  /// progress reports. Stops while a question waits for its answer.
  func startClock(_ options: SessionOptions) {
    watchdog?.cancel()
    let (continuation, progress) = (continuation, run.progress)
    let clock = options.clock
    watchdog = Task {
      await Self.watch(
        on: clock, limit: options.timeLimit, tick: options.progressCheckInterval,
        report: options.progressReportInterval,
        progress: progress, events: continuation)
    }
  }

  /// The watchdog loop, generic so the clock's instants can be compared.
  private static func watch<C: Clock>(
    on clock: C,
    limit: Duration,
    tick: Duration,
    report: Duration,
    progress: Progress,
    events: AsyncStream<RunEvent>.Continuation
  ) async where C.Duration == Duration {
    var lastActivity = clock.now
    var lastReport = clock.now
    var lastFraction = progress.fractionCompleted
    while !Task.isCancelled {
      do { try await clock.sleep(for: tick) } catch { return }
      let now = clock.now
      let fraction = progress.fractionCompleted
      if fraction != lastFraction {
        if fraction < lastFraction { events.yield(.progressWentBackwards) }
        lastFraction = fraction
        lastActivity = now
      }
      if lastActivity.duration(to: now) >= limit {
        events.yield(.timedOut)
        return
      }
      if lastReport.duration(to: now) >= report, fraction > 0 {
        lastReport = now
        events.yield(.progress(min(max(fraction, 0), 1)))
      }
    }
  }

  func stopClock() {
    watchdog?.cancel()
    watchdog = nil
  }

  /// Stops the run for the person (Ctrl-C): the session stops waiting at once,
  /// even if `perform()` does not check for cancellation.
  func cancelByUser() {
    stopClock()
    continuation.yield(.cancelledByUser)
    task.cancel()
  }

  func next() async -> RunEvent? { await iterator.next() }

  /// After a stop, what `perform()` did, if it ends within `grace` (real time):
  /// a run that committed its change before it saw the stop says so, instead
  /// of "stopped". `nil` when it has not ended by then.
  func outcome(within grace: Duration) async -> Result<IntentResultContents, any Error>? {
    let deadline = ContinuousClock.now + grace
    while !ended.withLock({ $0 }) {
      guard ContinuousClock.now < deadline else { return nil }
      do { try await Task.sleep(for: .milliseconds(10)) } catch { await Task.yield() }
    }
    while let event = await iterator.next() {
      if case .finished(let result) = event { return result }
    }
    return nil
  }

  func cancel() {
    stopClock()
    task.cancel()
  }
}
