import Foundation

/// The store's file format, and its atomic write.
///
/// `{"version": 1, "notes": [{"id", "title", "body", "locked", "createdBy"}], "appliedRequests": [...]}`
enum NoteStoreFile {
  static func read(_ path: String) throws -> NoteStore.Contents {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw NoteStoreError.corrupt(path: path, reason: "it cannot be read")
    }
    let json: Any
    do {
      json = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw NoteStoreError.corrupt(path: path, reason: "not JSON")
    }
    guard let document = json as? [String: Any], (document["version"] as? Int) == 1,
      let entries = document["notes"] as? [Any]
    else {
      throw NoteStoreError.corrupt(path: path, reason: "expected {\"version\": 1, \"notes\": [...]}")
    }
    var notes: [Note] = []
    for (index, entry) in entries.enumerated() {
      guard let entry = entry as? [String: Any], let id = entry["id"] as? String, let title = entry["title"] as? String,
        let body = entry["body"] as? String
      else {
        throw NoteStoreError.corrupt(path: path, reason: "notes[\(index)] needs an id, a title and a body")
      }
      let isLocked = (entry["locked"] as? Bool) == true
      notes.append(Note(id: id, title: title, body: body, isLocked: isLocked, createdBy: entry["createdBy"] as? String))
    }
    let applied = (document["appliedRequests"] as? [Any])?.compactMap { $0 as? String } ?? []
    return NoteStore.Contents(notes: notes, appliedRequests: applied)
  }

  static func write(_ contents: NoteStore.Contents, to path: String) throws {
    let notes = contents.notes.map { note -> [String: Any] in
      var fields: [String: Any] = ["id": note.id, "title": note.title, "body": note.body]
      if note.isLocked { fields["locked"] = true }
      if let request = note.createdBy { fields["createdBy"] = request }
      return fields
    }
    let document: [String: Any] = ["version": 1, "notes": notes, "appliedRequests": contents.appliedRequests]
    let data = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])
    try AtomicFile.write(Array(data) + [0x0A], to: path)
  }
}

/// Writes a file so that a reader, or a crash, sees the old or the new content, never a mix.
enum AtomicFile {
  static func write(_ bytes: [UInt8], to path: String) throws {
    let directory = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: directory.isEmpty ? "." : directory, withIntermediateDirectories: true)
    } catch {
      throw NoteStoreError.unwritable(path: path, reason: "cannot create '\(directory)'")
    }
    let temporary = path + ".tmp-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
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
    guard fsync(descriptor) == 0, close(descriptor) == 0 else {
      let error = failure(path)
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let error = failure(path)
      unlink(temporary)
      throw error
    }
    // Make the rename itself durable.
    let directoryDescriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directoryDescriptor >= 0 {
      fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
  }

  /// Removes the temporary files of writes whose process died before its
  /// rename (`<path>.tmp-<pid>` with no such process any more); a live
  /// writer's file is left alone.
  static func sweepLeftovers(of path: String) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    let prefix = url.lastPathComponent + ".tmp-"
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    for name in names where name.hasPrefix(prefix) {
      guard let pid = pid_t(name.dropFirst(prefix.count)), pid > 0, pid != getpid() else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH { unlink(directory + "/" + name) }
    }
  }

  private static func failure(_ path: String) -> NoteStoreError {
    .unwritable(path: path, reason: String(cString: strerror(errno)))
  }
}
