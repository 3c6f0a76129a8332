import Foundation

/// Writes a file so that a reader, or a crash, sees the old or the new content, never a mix.
///
/// The temporary file is `.<name>.<host>.<pid>.<random>.duo-say-tmp` beside the file:
/// unique across processes, hosts and PID namespaces, and recognisably duo-say's.
enum AtomicFile {
  static let temporarySuffix = ".duo-say-tmp"

  static func temporaryPrefix(for path: String) -> String {
    "." + (path as NSString).lastPathComponent + "."
  }

  static func temporaryName(for path: String) -> String {
    let host = ProcessInfo.processInfo.hostName.filter { $0.isLetter || $0.isNumber || $0 == "-" }
    let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    return temporaryPrefix(for: path) + "\(host).\(getpid()).\(random)" + temporarySuffix
  }

  /// - Parameter owner: The file's owner before, kept when root writes it.
  static func write(_ bytes: [UInt8], to path: String, mode: mode_t, owner: (uid: uid_t, gid: gid_t)? = nil) throws {
    let directory = (path as NSString).deletingLastPathComponent
    let folder = directory.isEmpty ? "." : directory
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw NoteStoreError.unwritable(path: path, reason: "cannot create '\(directory)'")
    }
    let temporary = folder + "/" + temporaryName(for: path)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw failure(path) }
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else {
        let error = failure(path)
        close(descriptor)
        unlink(temporary)
        throw error
      }
      written += result
    }
    FileOwnership.keepOwner(of: descriptor, owner)
    let flushed = fchmod(descriptor, mode) == 0 && fsync(descriptor) == 0
    let error = failure(path)
    guard close(descriptor) == 0, flushed else {
      unlink(temporary)
      throw flushed ? failure(path) : error
    }
    guard rename(temporary, path) == 0 else {
      let error = failure(path)
      unlink(temporary)
      throw error
    }
    // Make the rename itself durable.
    let directoryDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directoryDescriptor >= 0 {
      fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
  }

  private static func failure(_ path: String) -> NoteStoreError {
    .unwritable(path: path, reason: String(cString: strerror(errno)))
  }
}
