import DialogEngine
import Foundation

/// The Notes sample's data: notes in one JSON file, written atomically.
///
/// ```swift
/// let store = try NoteStore(path: NoteStore.defaultPath())
/// try store.create(title: "Groceries", body: "milk", requestID: "r1")
/// ```
///
/// Every change is written to a temporary file beside the store, flushed
/// with `fsync`, and renamed over it, so a kill at any moment leaves either
/// the old or the new file. A file that is not a valid store is reported and
/// never overwritten.
public final class NoteStore: @unchecked Sendable {
  public let path: String
  /// Guards `contents`: intents run on any thread.
  private let lock = NSLock()
  private var contents: Contents

  struct Contents: Sendable {
    var notes: [Note]
    /// Request ids of creates already applied, so a repeated delivery creates nothing.
    var appliedRequests: [String]
  }

  /// Opens the store at `path`, creating it with the seeded notes if it does not exist.
  ///
  /// - Throws: ``NoteStoreError/corrupt(path:reason:)`` for a file that is not a store.
  public init(path: String) throws {
    self.path = path
    AtomicFile.sweepLeftovers(of: path)
    if FileManager.default.fileExists(atPath: path) {
      contents = try NoteStoreFile.read(path)
    } else {
      contents = Contents(notes: Note.seeded, appliedRequests: [])
    }
  }

  /// `$XDG_DATA_HOME/duo-say/notes.json`, or `~/.local/share/duo-say/notes.json`.
  public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
    return base + "/duo-say/notes.json"
  }

  public var notes: [Note] { lock.withLock { contents.notes } }

  public func note(id: String) -> Note? { notes.first { $0.id == id } }

  /// Restores the seeded notes and writes them.
  public func reset() throws {
    try change { $0 = Contents(notes: Note.seeded, appliedRequests: []) }
  }

  /// Adds a note once per `requestID`; a repeated request returns the note it created.
  @discardableResult
  public func create(title: String, body: String, requestID: String) throws -> Note {
    var created: Note?
    try change { contents in
      if contents.appliedRequests.contains(requestID), let existing = contents.notes.first(where: { $0.createdBy == requestID }) {
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

  /// Applies `body` to a copy, writes it, and only then keeps it.
  private func change(_ body: (inout Contents) -> Void) throws {
    try lock.withLock {
      var changed = contents
      body(&changed)
      try NoteStoreFile.write(changed, to: path)
      contents = changed
    }
  }
}

/// Why the store cannot be used.
public enum NoteStoreError: Error, Equatable, CustomStringConvertible, LocalizedError {
  case corrupt(path: String, reason: String)
  case unwritable(path: String, reason: String)
  case missing(id: String)

  public var description: String {
    switch self {
    case .corrupt(let path, let reason):
      "the notes store '\(path)' is not valid (\(reason)); fix it, or start again with --reset"
    case .unwritable(let path, let reason):
      "cannot write the notes store '\(path)': \(reason)"
    case .missing(let id):
      "no note has the id '\(id)'"
    }
  }

  public var errorDescription: String? {
    switch self {
    case .unwritable: "Sorry, I couldn't save your notes. \(description.prefix(1).uppercased() + description.dropFirst())."
    case .missing: "Sorry, that note isn't there any more."
    case .corrupt: "Sorry, your notes file is damaged, so I can't use it."
    }
  }
}
