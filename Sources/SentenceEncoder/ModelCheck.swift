import Foundation

/// Checks model files against their SHA-256 digests, and remembers a file that
/// passed (its size, inode and modification time, in `.verified` beside it),
/// so that hashing 90 MB happens once per version of the file, not per start.
/// The installer, which checks the digests with `sha256sum`, writes the stamp
/// itself; a file changed since has a new stamp and is hashed again.
struct ModelCheck {
  var directory: String
  private var stampPath: String { directory + "/.verified" }

  /// Each file must have its digest; `bytes` are the file's when already mapped.
  func verify(_ files: [(path: String, digest: String, bytes: UnsafeRawBufferPointer?)]) throws {
    let known = Set(
      (try? String(contentsOfFile: stampPath, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? [])
    var stamps: [String] = []
    for file in files {
      guard let stamp = Self.stamp(file.path, digest: file.digest) else { throw ModelError.missing(path: file.path) }
      stamps.append(stamp)
      if known.contains(stamp) { continue }
      let actual: String
      if let bytes = file.bytes {
        actual = SHA256.hex(of: bytes)
      } else {
        guard let data = FileManager.default.contents(atPath: file.path) else {
          throw ModelError.missing(path: file.path)
        }
        actual = data.withUnsafeBytes { SHA256.hex(of: $0) }
      }
      guard actual == file.digest else {
        throw ModelError.checksumMismatch(path: file.path, expected: file.digest, actual: actual)
      }
    }
    // Not being able to remember the check only costs the next start a hash.
    if !stamps.allSatisfy(known.contains) {
      try? (stamps.joined(separator: "\n") + "\n").write(toFile: stampPath, atomically: true, encoding: .utf8)
    }
  }

  /// "size inode mtime digest" of the file as it is now; `nil` when it is not there.
  static func stamp(_ path: String, digest: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    // As `stat -c '%s %i %.9Y'` prints it, so Scripts/install-model.sh can write the stamp.
    let nanoseconds = String(info.st_mtim.tv_nsec)
    let fraction = String(repeating: "0", count: max(0, 9 - nanoseconds.count)) + nanoseconds
    return "\(info.st_size) \(info.st_ino) \(info.st_mtim.tv_sec).\(fraction) \(digest)"
  }
}
