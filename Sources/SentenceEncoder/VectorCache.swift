import Foundation

/// Sentence vectors kept on disk between runs, one file per set of texts and
/// model: a catalog's phrases and titles are the same texts every time it is
/// loaded, so their vectors are computed once (tens of milliseconds, hundreds
/// on a slow processor) and then read (well under a millisecond).
///
/// A file is named by the SHA-256 of the model's identity and the texts, and
/// holds a magic, the count and width, then the floats; one that does not
/// read back whole is computed again. Nothing here can fail a match: a cache
/// that cannot be read or written only costs the time it would have saved.
///
/// ```swift
/// let cache = VectorCache(directory: "/tmp/vectors")
/// let vectors = cache.vectors(for: texts, model: "all-MiniLM-L6-v2 bytes") { model.embed(texts) }
/// ```
struct VectorCache: Sendable {
  var directory: String

  private static let magic = Array("duo-say vectors 1\n".utf8)

  /// The vectors of `texts` as `model` makes them: read from the cache, or
  /// made by `compute` and kept.
  func vectors(for texts: [String], model: String, compute: () -> [[Float]]?) -> [[Float]]? {
    let path = directory + "/" + Self.key(texts, model: model) + ".vectors"
    if let kept = read(path, count: texts.count) { return kept }
    guard let vectors = compute(), vectors.count == texts.count else { return nil }
    write(vectors, to: path)
    return vectors
  }

  /// The file name: the digest of the model's identity and each text, each with its length.
  static func key(_ texts: [String], model: String) -> String {
    var bytes: [UInt8] = []
    for text in [model] + texts {
      bytes += Array(String(text.utf8.count).utf8) + [0x3A] + Array(text.utf8) + [0x0A]
    }
    return bytes.withUnsafeBytes { SHA256.hex(of: $0) }
  }

  func read(_ path: String, count: Int) -> [[Float]]? {
    guard let data = FileManager.default.contents(atPath: path), data.count >= Self.magic.count + 8 else { return nil }
    return data.withUnsafeBytes { bytes -> [[Float]]? in
      guard Array(bytes.prefix(Self.magic.count)) == Self.magic else { return nil }
      let header = bytes.count - Self.magic.count
      let stored = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: Self.magic.count, as: UInt32.self)))
      let width = Int(
        UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: Self.magic.count + 4, as: UInt32.self)))
      guard stored == count, width > 0, width <= 65_536, header - 8 == count * width * 4 else { return nil }
      let floats = Self.magic.count + 8
      return (0..<count).map { row in
        (0..<width).map { column in
          Float(
            bitPattern: UInt32(
              littleEndian: bytes.loadUnaligned(fromByteOffset: floats + (row * width + column) * 4, as: UInt32.self)))
        }
      }
    }
  }

  /// Writes to a file of its own beside `path`, then renames it over: a
  /// reader never sees half a file, and two writers leave one whole one.
  func write(_ vectors: [[Float]], to path: String) {
    let width = vectors.first?.count ?? 0
    guard width > 0, vectors.allSatisfy({ $0.count == width }) else { return }
    var bytes = Self.magic
    bytes.reserveCapacity(bytes.count + 8 + vectors.count * width * 4)
    for value in [UInt32(vectors.count), UInt32(width)] { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    for vector in vectors {
      for value in vector { withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes += $0 } }
    }
    guard (try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)) != nil
    else { return }
    let temporary = path + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return }
    let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    if written != bytes.count || rename(temporary, path) != 0 { unlink(temporary) }
  }
}
