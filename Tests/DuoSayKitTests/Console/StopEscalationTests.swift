import Foundation
import Synchronization
import Testing

@testable import DuoSayKit

#if canImport(Glibc)
  import Glibc
#endif

/// A stop nobody reads still ends duo-say: the third Ctrl-C with none read, a second
/// termination signal, or a first one past its grace.
@Suite struct StopEscalationTests {
  @Test(
    arguments: [
      // (signal, terminating, stop pending, unanswered presses) -> forced exit status
      (SIGINT, false, false, 0, nil), (SIGINT, false, true, 0, nil), (SIGINT, false, true, 1, Int32(130)),
      (SIGINT, false, true, 5, 130), (SIGINT, true, true, 0, nil), (SIGTERM, false, false, 0, nil),
      (SIGTERM, false, true, 3, nil), (SIGTERM, true, true, 0, 143), (SIGHUP, true, false, 0, 129),
    ] as [(Int32, Bool, Bool, Int, Int32?)])
  func unreadStopsEndTheRunAtOnce(
    _ signal: Int32, terminating: Bool, pending: Bool, unanswered: Int, expected: Int32?
  ) {
    #expect(
      StopEscalation.forcedExitStatus(
        signal: signal, terminating: terminating, stopPending: pending, unanswered: unanswered) == expected)
  }

  @Test func aGraceTimerActsOnceAfterItsTime() async throws {
    let calls = Atomic<Int>(0)
    let timer = GraceTimer()
    timer.start(after: 0.5) { calls.add(1, ordering: .relaxed) }
    timer.start(after: 0.5) { calls.add(10, ordering: .relaxed) }
    #expect(calls.load(ordering: .relaxed) == 0, "not before its time")
    for _ in 0..<200 where calls.load(ordering: .relaxed) == 0 { try await Task.sleep(for: .milliseconds(25)) }
    try await Task.sleep(for: .milliseconds(100))
    #expect(calls.load(ordering: .relaxed) == 1, "once, the first start's action")
  }
}
