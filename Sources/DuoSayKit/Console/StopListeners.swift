import Locking

#if canImport(Glibc)
  import Glibc
#endif

/// Who hears a stop as it arrives (Ctrl-C, SIGTERM, SIGHUP, ``ConsoleSignals/request()``),
/// without polling a flag: the signal handler writes one byte to a pipe (`write(2)` is safe
/// there), and one thread, blocked reading it, calls the listeners.
///
/// ```swift
/// let listener = ConsoleSignals.onStop { Task { await session.cancelRun() } }
/// defer { listener.remove() }
/// ```
public final class StopListener: Sendable {
  let id: Int

  init(id: Int) { self.id = id }

  /// No more calls after this returns: a call already under way is waited for (unless this
  /// is that call), so what the listener writes to may be closed next.
  public func remove() {
    StopListeners.table.withLock { $0.listeners[id] = nil }
    guard !StopListeners.isReaderThread() else { return }
    StopListeners.delivering.withLock { _ in }
  }
}

enum StopListeners {
  struct Table {
    var next = 0
    var listeners: [Int: @Sendable () -> Void] = [:]
  }

  static let table = Locked(Table())
  /// Held by the reader while it calls listeners, so a removal can wait for the call under way.
  static let delivering = Locked(())
  private static let reader = Locked<pthread_t?>(nil)

  /// The pipe's write end, for the signal handler; made, with its reader, on first use.
  static let wakeDescriptor: Int32 = {
    guard let ends = makePipe(readsBlocking: true) else { return -1 }
    readEnd.withLock { $0 = ends.read }
    var thread = pthread_t()
    let started = pthread_create(&thread, nil, { _ in StopListeners.readWakes() }, nil)
    if started == 0 { pthread_detach(thread) }
    return ends.write
  }()

  /// A pipe closed on `exec`, whose write end never blocks (one byte waiting already wakes
  /// its reader, so a full pipe loses nothing); its read end blocks only if asked to.
  static func makePipe(readsBlocking: Bool) -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    for end in readsBlocking ? [ends[1]] : ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    return (ends[0], ends[1])
  }

  private static let readEnd = Locked<Int32>(-1)

  static func add(_ body: @escaping @Sendable () -> Void) -> StopListener {
    _ = wakeDescriptor
    return StopListener(
      id: table.withLock { table in
        defer { table.next += 1 }
        table.listeners[table.next] = body
        return table.next
      })
  }

  static func isReaderThread() -> Bool {
    reader.withLock { $0.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
  }

  /// Called from the signal handler: async-signal-safe.
  static func wake(_ descriptor: Int32) {
    guard descriptor >= 0 else { return }
    var byte: UInt8 = 1
    _ = Glibc.write(descriptor, &byte, 1)
  }

  /// The reader: blocked in `read(2)` until a stop arrives, then every listener, once per stop.
  private static func readWakes() -> UnsafeMutableRawPointer? {
    reader.withLock { $0 = pthread_self() }
    // A listener writes to a pipe its owner may be closing: EPIPE there, never a SIGPIPE that
    // would end the process (the signal stays pending on this thread, where it is blocked).
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
    let descriptor = readEnd.withLock { $0 }
    var bytes = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(descriptor, &bytes, bytes.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      delivering.withLock { _ in
        for listener in table.withLock({ Array($0.listeners.values) }) { listener() }
      }
    }
  }
}

/// A descriptor that becomes readable when a stop arrives, for a wait in `poll(2)` beside
/// the input it waits on: the wait ends at once, with no timeout to poll a flag.
///
/// ```swift
/// let wake = StopWake()
/// var waits = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
///              pollfd(fd: wake.descriptor, events: Int16(POLLIN), revents: 0)]
/// ```
public final class StopWake: Sendable {
  /// The read end; `-1` when no pipe could be made (then wait with a timeout).
  public let descriptor: Int32
  private let writeEnd: Int32
  private let listener: StopListener?

  public init() {
    let ends = StopListeners.makePipe(readsBlocking: false)
    (descriptor, writeEnd) = (ends?.read ?? -1, ends?.write ?? -1)
    let writeEnd = writeEnd
    listener = ends == nil ? nil : ConsoleSignals.onStop { StopListeners.wake(writeEnd) }
  }

  /// Empties the pipe after a wake.
  public func drain() {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(descriptor, &bytes, bytes.count) > 0 {}
  }

  deinit {
    listener?.remove()
    if descriptor >= 0 {
      close(descriptor)
      close(writeEnd)
    }
  }
}
