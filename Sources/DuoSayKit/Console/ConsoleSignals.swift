import DialogSpeech
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-C, SIGTERM and SIGHUP for the console: while duo-say is busy (a turn, a reply, a
/// wait for input), a stop request it reads, and a stop of the reply being spoken
/// (``SpeechStop``); otherwise the default meaning (the process ends).
///
/// ```swift
/// ConsoleSignals.install()   // once, at start-up
/// let turn = await ConsoleSignals.whileBusy { await VoiceConsole.stoppable(hearing: ConsoleSignals.stops()) { … } }
/// for await _ in ConsoleSignals.stops() { … }   // each stop, as it arrives
/// ```
///
/// The handler is installed with `SA_RESTART`, as blocking reads need; it stores two atomics
/// and writes one byte to a pipe, all async-signal-safe.
public enum ConsoleSignals {
  /// True from a stop (Ctrl-C, SIGTERM, SIGHUP, ``request()``) until the next stretch of work starts (``whileBusy(_:)``).
  public static var isRequested: Bool { requested.load(ordering: .relaxed) }

  /// True once SIGTERM or SIGHUP arrived while duo-say was busy or waiting for input:
  /// the console finishes what it writes (a WAV header) and ends.
  public static var isTerminationRequested: Bool { terminationSignal.load(ordering: .relaxed) != 0 }

  /// The exit status of a run ended by that signal, as a shell reports it: 143 for SIGTERM, 129 for SIGHUP.
  public static var terminationStatus: Int32 { 128 + terminationSignal.load(ordering: .relaxed) }

  /// Installs the SIGINT, SIGTERM and SIGHUP handlers; call it once from the command-line tool.
  /// SIGQUIT keeps the meaning Unix tools give it (end at once, with a core), not the runtime's
  /// backtrace after which the process went on.
  public static func install() {
    wakeDescriptor.store(StopListeners.wakeDescriptor, ordering: .relaxed)
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in
      if ConsoleSignals.busy.load(ordering: .relaxed) > 0 {
        // A stop that is not being read (a turn stuck) ends duo-say anyway (StopEscalation).
        let pending = ConsoleSignals.requested.load(ordering: .relaxed)
        if let status = StopEscalation.forcedExitStatus(
          signal: signal, terminating: ConsoleSignals.terminationSignal.load(ordering: .relaxed) != 0,
          stopPending: pending, unanswered: ConsoleSignals.unanswered.load(ordering: .relaxed))
        {
          _exit(status)
        }
        if pending && signal == SIGINT { ConsoleSignals.unanswered.add(1, ordering: .relaxed) }
        if signal == SIGTERM || signal == SIGHUP {
          ConsoleSignals.terminationSignal.store(signal, ordering: .relaxed)
        }
        ConsoleSignals.requested.store(true, ordering: .relaxed)
        SpeechStop.request()
        StopListeners.wake(ConsoleSignals.wakeDescriptor.load(ordering: .relaxed))
      } else {
        Glibc.signal(signal, SIG_DFL)
        raise(signal)
      }
    }
    action.sa_flags = SA_RESTART
    sigemptyset(&action.sa_mask)
    sigaction(SIGINT, &action, nil)
    sigaction(SIGTERM, &action, nil)
    sigaction(SIGHUP, &action, nil)
    Glibc.signal(SIGQUIT, SIG_DFL)
    // A termination that has not ended the run in time ends it.
    _ = onStop {
      guard isTerminationRequested else { return }
      terminationTimer.start(after: terminationGrace) { _exit(terminationStatus) }
    }
  }

  /// How long a run may take to end after SIGTERM or SIGHUP (finishing what it writes) before
  /// it is ended at once with the same status.
  public static let terminationGrace = 10.0
  private static let terminationTimer = GraceTimer()

  /// From now on Ctrl-C and SIGTERM are requests the caller reads (with
  /// ``isRequested`` and ``isTerminationRequested``), never the end of the
  /// process: for a console that always looks, between waits and turns.
  public static func treatSignalsAsRequests() { busy.add(1, ordering: .relaxed) }

  /// Requests a stop, as Ctrl-C does; for tests and embedding hosts.
  public static func request() {
    requested.store(true, ordering: .relaxed)
    SpeechStop.request()
    StopListeners.wake(StopListeners.wakeDescriptor)
  }

  /// Calls `body` (on another thread) each time a stop arrives, until the listener is removed:
  /// a turn cancels its intent at once, with no flag polled.
  public static func onStop(_ body: @escaping @Sendable () -> Void) -> StopListener {
    StopListeners.add(body)
  }

  /// Every stop from now on (Ctrl-C, SIGTERM, SIGHUP, ``request()``), as an async sequence,
  /// modelled on swift-service-lifecycle's `UnixSignalsSequence`. Listening starts when the
  /// sequence is made, so a stop that arrives before the first `next()` is not lost; it ends
  /// when its iterator is dropped.
  ///
  /// ```swift
  /// let stops = ConsoleSignals.stops()
  /// let turn = Task { await session.respond(to: utterance) }
  /// let watcher = Task { for await _ in stops { turn.cancel() } }
  /// ```
  public static func stops() -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    let listener = onStop { continuation.yield() }
    continuation.onTermination = { _ in listener.remove() }
    return stream
  }

  /// The stop pipe's write end, read by the signal handler (a lazy global is not signal-safe).
  static let wakeDescriptor = Atomic<Int32>(-1)

  static let requested = Atomic<Bool>(false)
  /// Ctrl-Cs that came while a stop was still unread.
  static let unanswered = Atomic<Int>(0)
  /// SIGTERM or SIGHUP, once one arrived during work; 0 before.
  static let terminationSignal = Atomic<Int32>(0)
  /// How many nested stretches of work (a turn, a wait, a reply) are under way.
  static let busy = Atomic<Int>(0)

  /// Marks a stretch of work (a turn being handled) during which Ctrl-C is a
  /// request, read with ``isRequested``, instead of the end of the process.
  public static func whileBusy<T>(_ body: () async throws -> T) async rethrows -> T {
    requested.store(false, ordering: .relaxed)
    unanswered.store(0, ordering: .relaxed)
    busy.add(1, ordering: .relaxed)
    defer { busy.subtract(1, ordering: .relaxed) }
    return try await body()
  }
}
