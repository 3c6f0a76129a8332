#if canImport(Glibc)
  import Glibc
#endif

/// Lines of standard input, read so that a wait can be stopped: between
/// short polls it asks whether to stop (Ctrl-C, SIGTERM), which a blocked
/// `readLine()` never could.
///
/// ```swift
/// var input = StandardInput()
/// while case .line(let text) = input.next(stopWhen: { SpeechInterrupt.isRequested }) { … }
/// ```
struct StandardInput {
  enum Event: Equatable {
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

  /// The next line without its line end (`\n` or `\r\n`), or why there is none.
  mutating func next(stopWhen shouldStop: () -> Bool) -> Event {
    while true {
      if skipping {
        if let newline = buffer[start...].firstIndex(of: 0x0A) {
          skipping = false
          start = newline + 1
          searched = start
        } else {
          buffer.removeAll(keepingCapacity: true)
          (start, searched) = (0, 0)
          if ended { return .end }
        }
      }
      if !skipping, buffer.count - start > Self.maximumLine,
        buffer[max(start, searched)...].firstIndex(of: 0x0A).map({ $0 - start > Self.maximumLine }) ?? true
      {
        skipping = true
        return .tooLong
      }
      if skipping {
        // Keep reading below until the long line ends.
      } else if let newline = buffer[max(start, searched)...].firstIndex(of: 0x0A) {
        var end = newline
        if end > start && buffer[end - 1] == 0x0D { end -= 1 }
        let line = String(decoding: buffer[start..<end], as: UTF8.self)
        start = newline + 1
        searched = start
        if start > 65_536 {
          buffer.removeSubrange(0..<start)
          start = 0
          searched = 0
        }
        return .line(line)
      }
      searched = buffer.count
      if ended {
        guard start < buffer.count else { return .end }
        let line = String(decoding: buffer[start...], as: UTF8.self)
        start = buffer.count
        return .line(line)
      }
      if shouldStop() { return .stopped }
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, 100)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else {
        if ready < 0 { ended = true }
        continue
      }
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
}
