import DialogEngine
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The Notes sample's data: notes in one JSON file, safe to share between processes.
///
/// ```swift
/// let store = try NoteStore(path: NoteStore.defaultPath())
/// try store.create(title: "Groceries", body: "milk", requestID: "r1")
/// ```
///
/// Every change takes an exclusive `flock` on `notes.json.lock`, reads the
/// file again (so another process's change is kept), applies itself, writes a
/// temporary file of its own beside the store, flushes it with `fsync` and
/// renames it over the store: a kill at any moment leaves the old or the new
/// file, and two writers never lose each other's notes. Reads see what other
/// processes committed. A symlinked store is written through its link and
/// keeps its mode; a read-only store is refused. A file that is not a valid
/// store (unreadable, not JSON, two notes with one id) is reported and never
/// overwritten; fields duo-say does not know are kept.
public final class NoteStore: @unchecked Sendable {
  public let path: String
  /// The file written: `path` with its symlinks resolved.
  let target: String
  /// Guards `contents` and `stamp`: intents run on any thread.
  private let lock = NSLock()
  private var contents: Contents
  /// What the file was when `contents` was read; another process's write changes it.
  private var stamp: NoteStoreFile.Stamp?
  /// Watches the file for other writers, once ``watchForOtherWriters(_:)`` was called.
  private var watcher: StoreWatcher?

  struct Contents: @unchecked Sendable {
    var notes: [Note]
    /// Request ids of creates already applied, so a repeated delivery creates nothing.
    var appliedRequests: [String]
    /// What the file holds that duo-say does not know, kept on every write:
    /// the document's other keys, and each note's by id.
    var unknown: [String: Any] = [:]
    var unknownByNote: [String: [String: Any]] = [:]

    static var seeded: Contents { Contents(notes: Note.seeded, appliedRequests: []) }
  }

  /// Opens the store at `path`, creating it with the seeded notes if it does not exist.
  ///
  /// - Parameter resetting: Start from the seeded notes, whatever the file holds now
  ///   (`--reset`, the way out of a damaged store).
  /// - Throws: ``NoteStoreError`` for a file that is not a store, cannot be read, or cannot be written.
  public init(path: String, resetting: Bool = false) throws {
    self.path = path
    target = try NoteStoreFile.resolvingLinks(path)
    contents = .seeded
    try NoteStoreFile.withLock(for: target, exclusive: true) {
      NoteStoreFile.sweepLeftovers(of: target)
      if resetting {
        try NoteStoreFile.write(.seeded, to: target)
      }
      if let (read, stamp) = try NoteStoreFile.read(target) {
        contents = read
        self.stamp = stamp
      }
    }
  }

  /// `$XDG_DATA_HOME/duo-say/notes.json`, or `~/.local/share/duo-say/notes.json`. Only absolute
  /// folders count (the XDG rule): an empty or relative `HOME` falls back to the user's home in
  /// the password database, never to the filesystem's root or the current folder.
  public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    func absolute(_ path: String?) -> String? { path.flatMap { $0.hasPrefix("/") && $0.count > 1 ? $0 : nil } }
    let base =
      absolute(environment["XDG_DATA_HOME"])
      ?? ((absolute(environment["HOME"]) ?? accountHome() ?? NSTemporaryDirectory()) + "/.local/share")
    return base + "/duo-say/notes.json"
  }

  /// The user's home folder as the password database has it.
  private static func accountHome() -> String? {
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
    let home = String(cString: directory)
    return home.hasPrefix("/") && home.count > 1 ? home : nil
  }

  /// The notes as the file holds them now (another process may have changed it).
  public var notes: [Note] {
    lock.withLock {
      refreshIfChanged()
      return contents.notes
    }
  }

  public func note(id: String) -> Note? { notes.first { $0.id == id } }

  /// Restores the seeded notes and writes them.
  public func reset() throws {
    try change { $0 = .seeded }
  }

  /// Adds a note once per `requestID`; a repeated request returns the note it created.
  @discardableResult
  public func create(title: String, body: String, requestID: String) throws -> Note {
    var created: Note?
    try change { contents in
      if contents.appliedRequests.contains(requestID),
        let existing = contents.notes.first(where: { $0.createdBy == requestID })
      {
        created = existing
        return
      }
      let note = Note(id: UUID().uuidString.lowercased(), title: title, body: body, createdBy: requestID)
      contents.notes.append(note)
      contents.appliedRequests.append(requestID)
      created = note
    }
    guard let created else { throw NoteStoreError.missing(id: requestID) }
    return created
  }

  /// Appends `text` to a note's body.
  @discardableResult
  public func append(_ text: String, to id: String) throws -> Note {
    var updated: Note?
    try change { contents in
      guard let index = contents.notes.firstIndex(where: { $0.id == id }) else { return }
      let body = contents.notes[index].body
      contents.notes[index].body = body.isEmpty ? text : body + "\n" + text
      updated = contents.notes[index]
    }
    guard let updated else { throw NoteStoreError.missing(id: id) }
    return updated
  }

  /// Deletes a note; deleting one that is gone already is not an error.
  public func delete(id: String) throws {
    try change { $0.notes.removeAll { $0.id == id } }
  }

  /// Under the file lock: reads what is on disk now, applies `body`, writes it, and only then keeps it.
  private func change(_ body: (inout Contents) -> Void) throws {
    try lock.withLock {
      try NoteStoreFile.withLock(for: target, exclusive: true) {
        // Unchanged since this store read or wrote it: what is in memory is what is on disk.
        let unchanged = stamp != nil && NoteStoreFile.stamp(of: target) == stamp
        var current = unchanged ? contents : try NoteStoreFile.read(target)?.contents ?? .seeded
        body(&current)
        try NoteStoreFile.write(current, to: target)
        contents = current
        stamp = NoteStoreFile.stamp(of: target)
      }
    }
  }

  /// Calls `changed` (on another thread) each time another process writes the store: the app
  /// then tells Siri its notes changed (`NotesShortcuts.updateAppShortcutParameters()`), so a
  /// conversation that lasts hears a note created elsewhere. This store's own writes do not call it.
  ///
  /// ```swift
  /// store.watchForOtherWriters { NotesShortcuts.updateAppShortcutParameters() }
  /// ```
  public func watchForOtherWriters(_ changed: @escaping @Sendable () -> Void) {
    let folder = (target as NSString).deletingLastPathComponent
    let file = (target as NSString).lastPathComponent
    let watcher = StoreWatcher(folder: folder, file: file) { [weak self] in
      guard let self, self.lock.withLock({ NoteStoreFile.stamp(of: self.target) != self.stamp }) else { return }
      changed()
    }
    lock.withLock { self.watcher = watcher }
  }

  /// Reads the file again when another process replaced it; a damaged file leaves what was read.
  private func refreshIfChanged() {
    let now = NoteStoreFile.stamp(of: target)
    guard now != stamp, let (read, readStamp) = try? NoteStoreFile.read(target) else { return }
    contents = read
    stamp = readStamp
  }
}
