#if canImport(Glibc)
  import Glibc
#endif

/// Where samples go as eSpeak NG produces them, one chunk at a time.
protocol AudioSink: AnyObject {
  /// Writes one chunk of mono signed 16-bit samples.
  func write(_ samples: UnsafeBufferPointer<Int16>) throws(SpeechError)
  /// Called after each reply (the device drains its buffer).
  func endReply() throws(SpeechError)
  /// Called once, after the last reply.
  func close() throws(SpeechError)
}

extension AudioSink {
  func endReply() throws(SpeechError) {}

  /// Writes `count` samples of silence.
  func writeSilence(count: Int) throws(SpeechError) {
    let zeros = [Int16](repeating: 0, count: count)
    try zeros.withUnsafeBufferPointer { samples in
      Result { () throws(SpeechError) in try write(samples) }
    }.get()
  }
}

/// Raw little-endian samples written to a file descriptor (standard output).
final class PCMStreamSink: AudioSink {
  private let descriptor: Int32
  private let name: String

  init(descriptor: Int32 = STDOUT_FILENO, name: String = "standard output") {
    self.descriptor = descriptor
    self.name = name
  }

  func write(_ samples: UnsafeBufferPointer<Int16>) throws(SpeechError) {
    try writeAll(descriptor, UnsafeRawBufferPointer(samples), name: name)
  }

  func close() throws(SpeechError) {}
}

/// Writes every byte of `bytes` to `descriptor`, retrying short writes and EINTR.
func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, name: String) throws(SpeechError) {
  if let failure = writeFully(descriptor, bytes) {
    throw .writeFailed(path: name, reason: String(cString: strerror(failure)))
  }
}

/// The one write loop: every byte of `bytes` to `descriptor`, retrying short
/// writes and EINTR; the `errno` of a failed write, or nil when all was written.
///
/// ```swift
/// if let failure = writeFully(STDOUT_FILENO, bytes) { print(String(cString: strerror(failure))) }
/// ```
package func writeFully(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
  var offset = 0
  while offset < bytes.count {
    let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
    if written < 0 && errno == EINTR { continue }
    guard written > 0 else { return written < 0 ? errno : EIO }
    offset += written
  }
  return nil
}
