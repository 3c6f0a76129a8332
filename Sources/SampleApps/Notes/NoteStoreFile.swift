import Foundation

/// The store's file: its format, its lock, and its atomic write.
///
/// `{"version": 1, "notes": [{"id", "title", "body", "locked", "createdBy", …}], "appliedRequests": [...], …}`
enum NoteStoreFile {
  /// What identifies one version of the file: a rename gives a new inode.
  struct Stamp: Equatable {
    var inode: UInt64
    var size: Int64
    var modified: Int64
  }

  /// The contents at `path`, or `nil` when there is no file yet.
  static func read(_ path: String) throws -> (contents: NoteStore.Contents, stamp: Stamp?)? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let stamp = self.stamp(of: path)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw NoteStoreError.unreadable(
        path: path, reason: String(cString: strerror(access(path, R_OK) == 0 ? EIO : errno)))
    }
    var bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    let json: Any
    do {
      json = try JSONSerialization.jsonObject(with: Data(bytes))
    } catch {
      throw NoteStoreError.corrupt(path: path, reason: "not JSON")
    }
    guard var document = json as? [String: Any], (document["version"] as? NSNumber)?.doubleValue == 1,
      let entries = document["notes"] as? [Any]
    else {
      throw NoteStoreError.corrupt(path: path, reason: "expected {\"version\": 1, \"notes\": [...]}")
    }
    var contents = NoteStore.Contents(notes: [], appliedRequests: [])
    var seen: Set<String> = []
    for (index, entry) in entries.enumerated() {
      guard var entry = entry as? [String: Any], let id = entry["id"] as? String, let title = entry["title"] as? String,
        let body = entry["body"] as? String
      else {
        throw NoteStoreError.corrupt(path: path, reason: "notes[\(index)] needs an id, a title and a body")
      }
      guard seen.insert(id).inserted else {
        throw NoteStoreError.corrupt(
          path: path, reason: "notes[\(index)] has the id '\(id)' of an earlier note; ids must be unique")
      }
      let isLocked = (entry["locked"] as? Bool) == true
      contents.notes.append(
        Note(id: id, title: title, body: body, isLocked: isLocked, createdBy: entry["createdBy"] as? String))
      for key in noteKeys { entry[key] = nil }
      if !entry.isEmpty { contents.unknownByNote[id] = entry }
    }
    contents.appliedRequests = (document["appliedRequests"] as? [Any])?.compactMap { $0 as? String } ?? []
    for key in documentKeys { document[key] = nil }
    contents.unknown = document
    return (contents, stamp)
  }

  private static let noteKeys = ["id", "title", "body", "locked", "createdBy"]
  private static let documentKeys = ["version", "notes", "appliedRequests"]

  /// Writes `contents` over `path` atomically, keeping the file's mode; a read-only store is refused.
  static func write(_ contents: NoteStore.Contents, to path: String) throws {
    var info = stat()
    let exists = stat(path, &info) == 0
    // The mode says read-only even to root, who may write any file.
    if exists && (info.st_mode & 0o222 == 0 || access(path, W_OK) != 0) {
      throw NoteStoreError.unwritable(
        path: path,
        reason:
          "the file is read-only (mode \(String(info.st_mode & 0o777, radix: 8))); make it writable or use another --store"
      )
    }
    let data = try NoteStoreJSON.document(contents)
    try AtomicFile.write(
      data + [0x0A], to: path, mode: exists ? info.st_mode & 0o7777 : 0o600,
      owner: exists ? (info.st_uid, info.st_gid) : nil)
  }

  static func stamp(of path: String) -> Stamp? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Stamp(
      inode: UInt64(info.st_ino), size: Int64(info.st_size),
      modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
  }

  /// `path` with symlinks resolved, so the write replaces the file the link points to.
  /// A link another user planted in a shared folder is refused (``FileOwnership/plantedLink(_:)``).
  static func resolvingLinks(_ path: String) throws -> String {
    var resolved = URL(fileURLWithPath: path)
    for _ in 0..<32 {
      guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: resolved.path) else { break }
      if let refusal = FileOwnership.plantedLink(resolved.path) {
        throw NoteStoreError.unwritable(path: path, reason: refusal)
      }
      resolved = URL(fileURLWithPath: destination, relativeTo: resolved.deletingLastPathComponent()).standardizedFileURL
    }
    return resolved.path
  }

  /// Runs `body` holding `flock` on `<path>.lock`, shared by every process that uses the store.
  ///
  /// The lock file is made with the store's mode (and, made by root, its owner); one another
  /// user made, which this user may not write, is locked through a read-only descriptor, as
  /// `flock` allows. A lock that cannot be had at all is an error naming it and its owner,
  /// never a write without it; only where nothing can be written (a read-only folder) does
  /// `body` run unlocked.
  static func withLock<T>(for path: String, exclusive: Bool, _ body: () throws -> T) throws -> T {
    let directory = (path as NSString).deletingLastPathComponent
    let folder = directory.isEmpty ? "." : directory
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let lockPath = path + ".lock"
    var store = stat()
    let storeExists = stat(path, &store) == 0
    var descriptor = open(
      lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, storeExists ? store.st_mode & 0o666 : 0o600)
    if descriptor < 0 && (errno == EACCES || errno == EPERM) {
      descriptor = open(lockPath, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    }
    guard descriptor >= 0 else {
      let reason = errno == ELOOP ? "it is a symbolic link" : String(cString: strerror(errno))
      // Where no file can be made, nothing will be written: reading needs no lock.
      if access(folder, W_OK) != 0 && !(storeExists && access(path, W_OK) == 0) { return try body() }
      throw NoteStoreError.unwritable(path: path, reason: "cannot lock '\(lockPath)'\(owner(of: lockPath)): \(reason)")
    }
    defer { close(descriptor) }
    var folderInfo = stat()
    if stat(folder, &folderInfo) == 0 {
      FileOwnership.keepOwner(
        of: descriptor, storeExists ? (store.st_uid, store.st_gid) : (folderInfo.st_uid, folderInfo.st_gid))
    }
    while flock(descriptor, exclusive ? LOCK_EX : LOCK_SH) != 0 {
      guard errno == EINTR else {
        throw NoteStoreError.unwritable(
          path: path, reason: "cannot lock '\(lockPath)'\(owner(of: lockPath)): \(String(cString: strerror(errno)))")
      }
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }

  /// " (owned by ann)" for a file that exists, else nothing.
  private static func owner(of path: String) -> String {
    var info = stat()
    return lstat(path, &info) == 0 ? " (owned by \(FileOwnership.name(of: info.st_uid)))" : ""
  }

  /// Removes temporary files of writers that died before their rename. Runs
  /// under the exclusive lock, when no writer can be midway, and only touches
  /// files named as duo-say names its own (``AtomicFile/temporaryName(for:)``).
  static func sweepLeftovers(of path: String) {
    let directory = (path as NSString).deletingLastPathComponent
    let marker = AtomicFile.temporaryPrefix(for: path)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory) else {
      return
    }
    for name in names where name.hasPrefix(marker) && name.hasSuffix(AtomicFile.temporarySuffix) {
      unlink((directory.isEmpty ? "." : directory) + "/" + name)
    }
  }
}
