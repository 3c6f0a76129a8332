@testable import DialogEngine

extension ManualClock {
  /// Moves `clocks` forward a second at a time, letting the tasks that sleep
  /// on them run in between; a clock nobody sleeps on still moves after a few yields.
  static func drive(_ clocks: [ManualClock], seconds: Int) async {
    for _ in 0..<seconds {
      for clock in clocks {
        var spins = 0
        while clock.sleeperCount == 0 && spins < 200 {
          await Task.yield()
          spins += 1
        }
        clock.advance(by: .seconds(1))
      }
    }
  }
}
