#if canImport(Glibc)
  import Glibc
#endif

/// A WAV file laid out exactly as `espeak-ng -w` writes it.
///
/// The 44-byte header (PCM, mono, 16-bit) is written first; samples are appended
/// chunk by chunk, and the RIFF and data sizes are patched after each, so the file
/// is whole at every moment. For one reply it is byte-identical to the command's.
final class WAVFileSink: AudioSink {
  let path: String
  private let descriptor: Int32
  private var dataBytes = 0

  /// Creates (or truncates) the file at once, so a bad path fails before any speech.
  ///
  /// A WAV header is finished by going back to its start, so the file must be
  /// one that can be rewound: `-`, a pipe or a terminal is refused (`--raw`
  /// writes audio to standard output).
  init(path: String, sampleRate: Int) throws(SpeechError) {
    self.path = path
    guard path != "-" else {
      throw .writeFailed(
        path: path, reason: "a WAV file cannot go to standard output; use --raw for audio on standard output")
    }
    if let refusal = ProtectedLinks.refusal(path) { throw .writeFailed(path: path, reason: refusal) }
    descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .writeFailed(path: path, reason: String(cString: strerror(errno)))
    }
    // A pipe or a terminal cannot be rewound; a regular file or /dev/null can.
    guard lseek(descriptor, 0, SEEK_CUR) >= 0, isatty(descriptor) == 0 else {
      Glibc.close(descriptor)
      throw .writeFailed(
        path: path,
        reason:
          "it cannot be rewound (a pipe or a terminal), so its WAV header could not be finished; use --raw for a pipe")
    }
    try writeBytes(Self.header(sampleRate: sampleRate, dataBytes: 0))
  }

  func write(_ samples: UnsafeBufferPointer<Int16>) throws(SpeechError) {
    try writeAll(descriptor, UnsafeRawBufferPointer(samples), name: path)
    dataBytes += samples.count * 2
    try patchSizes()
  }

  func close() throws(SpeechError) {
    defer { Glibc.close(descriptor) }
    try patchSizes()
  }

  /// The header's sizes, after each chunk: however the process ends (a closed pipe, a full
  /// disk, SIGKILL), the file is a whole WAV of what was written.
  private func patchSizes() throws(SpeechError) {
    try patch(UInt32(clamping: dataBytes + 36), at: 4)
    try patch(UInt32(clamping: dataBytes), at: 40)
  }

  private func patch(_ size: UInt32, at offset: off_t) throws(SpeechError) {
    var little = size.littleEndian
    guard pwrite(descriptor, &little, 4, offset) == 4 else {
      throw .writeFailed(path: path, reason: String(cString: strerror(errno)))
    }
  }

  private func writeBytes(_ bytes: [UInt8]) throws(SpeechError) {
    try bytes.withUnsafeBytes { raw in
      Result { () throws(SpeechError) in try writeAll(descriptor, raw, name: path) }
    }.get()
  }

  static func header(sampleRate: Int, dataBytes: Int) -> [UInt8] {
    func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    func le16(_ value: Int) -> [UInt8] { (0..<2).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    return Array("RIFF".utf8) + le32(dataBytes + 36) + Array("WAVEfmt ".utf8)
      + le32(16) + le16(1) + le16(1) + le32(sampleRate) + le32(sampleRate * 2)
      + le16(2) + le16(16) + Array("data".utf8) + le32(dataBytes)
  }
}
