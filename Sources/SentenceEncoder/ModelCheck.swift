import Foundation

/// Checks model files against their SHA-256 digests, and remembers a file that
/// passed (its size, inode and modification time, in `.verified` beside it),
/// so that hashing 90 MB happens once per version of the file, not per start.
/// The installer, which checks the digests with `sha256sum`, writes the stamp
/// itself; a file changed since has a new stamp and is hashed again.
struct ModelCheck {
  var directory: String
  private var stampPath: String { directory + "/.verified" }

  /// Each file is there with the size it must have.
  func requireSizes(_ files: [(path: String, digest: String, size: Int)]) throws {
    for file in files {
      guard let (_, size) = Self.stamp(file.path, digest: file.digest) else {
        throw ModelError.missing(path: file.path)
      }
      guard size == file.size else {
        throw ModelError.damaged(path: file.path, reason: "\(size) bytes where \(file.size) are expected")
      }
    }
  }

  /// Each file must have its digest and size; `bytes` are the file's when already mapped. A
  /// file of another size is refused before a byte of it is hashed (a 2 GB file costs nothing).
  func verify(_ files: [(path: String, digest: String, size: Int, bytes: UnsafeRawBufferPointer?)]) throws {
    let known = Set(
      (try? String(contentsOfFile: stampPath, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? [])
    var stamps: [String] = []
    for file in files {
      guard let (stamp, size) = Self.stamp(file.path, digest: file.digest) else {
        throw ModelError.missing(path: file.path)
      }
      guard size == file.size else {
        throw ModelError.damaged(path: file.path, reason: "\(size) bytes where \(file.size) are expected")
      }
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

  /// "size inode mtime ctime digest" of the file as it is now, and its size; `nil` when it is not
  /// there. The change time is in the stamp because no user can set it: a file rewritten and
  /// given back its size and modification time still has a new stamp, and is hashed again.
  static func stamp(_ path: String, digest: String) -> (stamp: String, size: Int)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    // As `stat -c '%s %i %.9Y %.9Z'` prints it, so Scripts/install-model.sh can write the stamp.
    func time(_ spec: timespec) -> String {
      let nanoseconds = String(spec.tv_nsec)
      return "\(spec.tv_sec)." + String(repeating: "0", count: max(0, 9 - nanoseconds.count)) + nanoseconds
    }
    let stamp = "\(info.st_size) \(info.st_ino) \(time(info.st_mtim)) \(time(info.st_ctim)) \(digest)"
    return (stamp, Int(info.st_size))
  }
}
