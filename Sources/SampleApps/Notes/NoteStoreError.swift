import Foundation

/// Why the store cannot be used.
public enum NoteStoreError: Error, Equatable, CustomStringConvertible, LocalizedError {
  case corrupt(path: String, reason: String)
  case unreadable(path: String, reason: String)
  case unwritable(path: String, reason: String)
  case missing(id: String)

  public var description: String {
    switch self {
    case .corrupt(let path, let reason):
      "the notes store '\(path)' is not valid (\(reason)); fix it, or start again with --reset"
    case .unreadable(let path, let reason):
      "cannot read the notes store '\(path)': \(reason)"
    case .unwritable(let path, let reason):
      "cannot write the notes store '\(path)': \(reason)"
    case .missing(let id):
      "no note has the id '\(id)'"
    }
  }

  public var errorDescription: String? {
    switch self {
    case .unwritable, .unreadable:
      "Sorry, I couldn't save your notes. \(description.prefix(1).uppercased() + description.dropFirst())."
    case .missing: "Sorry, that note isn't there any more."
    case .corrupt: "Sorry, your notes file is damaged, so I can't use it."
    }
  }
}
