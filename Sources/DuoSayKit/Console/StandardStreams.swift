#if canImport(Glibc)
import Glibc
#endif

/// Unbuffered writes to standard output and standard error.
///
/// Each call is one `write(2)`, so a reply reaches a reading program as soon
/// as it is printed (Swift 6 rejects the C `stdout`/`stderr` globals).
package enum StandardStreams {
  package static func out(_ text: String) { write(text, to: STDOUT_FILENO) }
  package static func error(_ text: String) { write(text, to: STDERR_FILENO) }

  private static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}
