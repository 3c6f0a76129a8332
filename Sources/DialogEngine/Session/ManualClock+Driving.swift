import Locking
import PhraseMatcher

extension ManualClock {
  /// Runs `work` while moving `clocks` forward a second at a time, at most
  /// `seconds`, and returns what it returns. Before each step it waits (for
  /// real, up to two seconds) until a task sleeps on the clock, so a slow
  /// machine cannot let time pass before the watchdog or the intent starts
  /// sleeping; it stops moving the clocks once `work` has finished.
  ///
  /// ```swift
  /// let turn = await ManualClock.drive([sessionClock, workClock], seconds: 60) {
  ///   await session.respond(to: "summarize my notes in notes")
  /// }
  /// ```
  public static func drive<T: Sendable>(
    _ clocks: [ManualClock], seconds: Int, _ work: @escaping @Sendable () async -> T
  ) async -> T {
    let finished = Locked(false)
    let task = Task {
      let value = await work()
      finished.withLock { $0 = true }
      return value
    }
    let wallClock = ContinuousClock()
    steps: for _ in 0..<seconds {
      for clock in clocks {
        let deadline = wallClock.now + .seconds(2)
        var spins = 0
        while clock.sleeperCount == 0 && wallClock.now < deadline {
          if finished.withLock({ $0 }) { break steps }
          spins += 1
          if spins < 200 { await Task.yield() } else { try? await Task.sleep(for: .milliseconds(1)) }
        }
        clock.advance(by: .seconds(1))
      }
    }
    return await task.value
  }
}
