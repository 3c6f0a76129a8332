import Locking

#if canImport(Glibc)
  import Glibc
#endif

/// libespeak-ng starting, and the voice being selected, on a thread of its
/// own (``Speaker/startEngine(for:destination:)``): a one-shot reply's engine
/// starts while the app launches, from the first moment, without waiting for
/// the concurrency pool to grow a thread.
public final class EngineStart: Sendable {
  private enum State {
    case running(waiting: [CheckedContinuation<Void, Never>])
    case ready
  }

  private let state = Locked(State.running(waiting: []))

  /// A start that has nothing to do: ready at once.
  static let notNeeded: EngineStart = {
    let start = EngineStart()
    start.finish()
    return start
  }()

  /// Runs `work` on a new thread; ready when it returns (at once if no thread can be made).
  init(_ work: @escaping @Sendable () -> Void) {
    let job = Unmanaged.passRetained(
      Job { [self] in
        work()
        finish()
      })
    var thread = pthread_t()
    guard
      pthread_create(
        &thread, nil,
        { context in
          let job = Unmanaged<Job>.fromOpaque(context!).takeRetainedValue()
          job.body()
          return nil
        }, job.toOpaque()) == 0
    else {
      job.takeRetainedValue().body()
      return
    }
    pthread_detach(thread)
  }

  private init() {}

  /// Returns once the engine has started (or failed to: the ``Speaker`` reports why).
  public func ready() async {
    await withCheckedContinuation { continuation in
      let isReady = state.withLock { state in
        guard case .running(let waiting) = state else { return true }
        state = .running(waiting: waiting + [continuation])
        return false
      }
      if isReady { continuation.resume() }
    }
  }

  private func finish() {
    let waiting = state.withLock { state in
      defer { state = .ready }
      guard case .running(let waiting) = state else { return [CheckedContinuation<Void, Never>]() }
      return waiting
    }
    for continuation in waiting { continuation.resume() }
  }

  private final class Job: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }
}
