#if canImport(Glibc)
  import Glibc
#endif

/// Lines of standard input, read so that a wait can be stopped: it waits on the input and on
/// the stop's descriptor (``StopWake``) together, then asks whether to stop (Ctrl-C, SIGTERM),
/// which a blocked `readLine()` never could.
///
/// ```swift
/// var input = StandardInput()
/// while case .line(let text) = input.next(stopWhen: { ConsoleSignals.isRequested }) { … }
/// ```
package struct StandardInput: UtteranceSource {
  package enum Event: Equatable {
    case line(String)
    /// The input ended (Ctrl-D, or the end of a pipe or file).
    case end
    /// `stopWhen` said so while waiting.
    case stopped
    /// A line longer than ``maximumLine`` bytes: skipped to its end, never held whole.
    case tooLong
  }

  /// The longest line kept, in bytes: no utterance is near it, and a 200 MB line would cost
  /// gigabytes as text. What is longer is skipped as it arrives.
  static let maximumLine = 1 << 20

  /// Inside a line that is too long: bytes are dropped until its end.
  private var skipping = false

  private var buffer: [UInt8] = []
  /// A standard input the caller closed (`duo-say <&-`) is no input: its number may already be
  /// a descriptor this process opened (libdispatch's eventfd), which must never be read.
  private var ended = !StandardStreams.isInherited(STDIN_FILENO)
  private var start = 0
  /// Where the search for the next line end goes on: bytes before it hold none,
  /// so a long line is searched once, not again after each chunk read.
  private var searched = 0

  /// Readable when a stop arrives (``ConsoleSignals/onStop(_:)``).
  private let wake = StopWake()

  package init() {}

  /// Whether a person types at a terminal.
  package var isTerminal: Bool { isatty(STDIN_FILENO) != 0 }

  /// The next line without its line end (`\n` or `\r\n`), or why there is none.
  package mutating func next(stopWhen shouldStop: () -> Bool) -> Event {
    while true {
      if let newline = buffer[max(start, searched)...].firstIndex(of: 0x0A) {
        let lineStart = start
        start = newline + 1
        searched = start
        defer { compact() }
        // The end of a line that was too long: it was reported when it passed the limit.
        if skipping {
          skipping = false
          continue
        }
        guard newline - lineStart <= Self.maximumLine else { return .tooLong }
        let end = newline > lineStart && buffer[newline - 1] == 0x0D ? newline - 1 : newline
        return .line(String(decoding: buffer[lineStart..<end], as: UTF8.self))
      }
      searched = buffer.count
      // A line past the limit is not kept: what is held of it goes, and so does the rest as it arrives.
      if skipping || buffer.count - start > Self.maximumLine {
        let reported = skipping
        skipping = true
        buffer.removeAll(keepingCapacity: true)
        (start, searched) = (0, 0)
        if !reported { return .tooLong }
      }
      if ended {
        guard start < buffer.count else { return .end }
        let line = String(decoding: buffer[start...], as: UTF8.self)
        start = buffer.count
        return .line(line)
      }
      if shouldStop() { return .stopped }
      // Input or a stop, whichever comes first: the stop's descriptor ends the wait at once.
      var waits = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake.descriptor, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&waits, wake.descriptor >= 0 ? 2 : 1, wake.descriptor >= 0 ? -1 : 100)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else {
        if ready < 0 { ended = true }
        continue
      }
      if waits[1].revents != 0 { wake.drain() }
      guard waits[0].revents != 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = read(STDIN_FILENO, &chunk, chunk.count)
      if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
      if count <= 0 {
        ended = true
      } else {
        buffer.append(contentsOf: chunk[0..<count])
      }
    }
  }

  /// Drops the lines already returned once they take more than 64 KB.
  private mutating func compact() {
    guard start > 65_536 else { return }
    buffer.removeSubrange(0..<start)
    (start, searched) = (0, 0)
  }
}
