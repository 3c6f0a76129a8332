import Foundation
import Testing

@testable import DialogSpeech

/// The engine's start on a thread of its own: whoever waits is let go once
/// the work is done, whether they came before or after.
@Suite struct EngineStartTests {
  final class Gate: @unchecked Sendable {
    private let lock = NSLock()
    private var opened = false
    var isOpen: Bool { lock.withLock { opened } }
    func open() { lock.withLock { opened = true } }
  }

  @Test func waitersBeforeAndAfterTheWorkAreAllLetGo() async {
    let (gate, done) = (Gate(), Gate())
    let start = EngineStart {
      while !gate.isOpen { usleep(1_000) }
      done.open()
    }
    async let first: Void = start.ready()
    async let second: Void = start.ready()
    usleep(20_000)
    #expect(!done.isOpen, "the work waits for the gate")
    gate.open()
    _ = await (first, second)
    #expect(done.isOpen, "ready() returned only after the work")
    await start.ready()  // after the work: at once
  }

  @Test func aSpeakerWithNothingToSpeakNeedsNoStart() {
    #expect(Speaker.startEngine(for: SpeechSettings(), destination: .none) === EngineStart.notNeeded)
    #expect(Speaker.startEngine(for: SpeechSettings(), destination: .wavFile("/dev/null")) !== EngineStart.notNeeded)
  }
}
