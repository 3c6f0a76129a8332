import Locking
import Testing

@testable import DuoSayKit

/// A stop reaches its listeners as it arrives, through the stop pipe's reader: nothing polls.
@Suite struct StopListenerTests {
  @Test(.timeLimit(.minutes(1))) func aStopCallsItsListenersAndNotARemovedOne() async {
    let removedWasCalled = Locked(false)
    let removed = ConsoleSignals.onStop { removedWasCalled.withLock { $0 = true } }
    removed.remove()
    let (stops, continuation) = AsyncStream<Void>.makeStream()
    let listener = ConsoleSignals.onStop { continuation.yield() }
    defer { listener.remove() }
    // The handler's own wake-up, without the process-wide stop flag other suites read.
    StopListeners.wake(StopListeners.wakeDescriptor)
    var heard = stops.makeAsyncIterator()
    #expect(await heard.next() != nil, "the listener heard the stop")
    #expect(!removedWasCalled.withLock { $0 }, "a removed listener hears nothing")
  }
}
