import Glibc

/// A lock over `State` built on `pthread_mutex_t`: the one lock of duo-say's
/// modules (the bundled Notes app, written as any app is, uses Foundation's `NSLock`).
///
/// ```swift
/// let count = Locked(0)
/// count.withLock { $0 += 1 }
/// ```
///
/// Not `Synchronization.Mutex`: on Linux that one waits on futexes through
/// uninstrumented atomics, so ThreadSanitizer cannot see its ordering and
/// reports the guarded state as raced (it did, for the speech owner and for
/// `ManualClock`). With pthreads, `Scripts/sanitize.sh thread` checks for real.
package final class Locked<State>: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private var state: State

  package init(_ state: State) {
    self.state = state
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  package func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure)
    -> Result
  {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&state)
  }
}
