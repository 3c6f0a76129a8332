import DialogEngine

/// A note as Siri sees it: found by title, synonyms or words of its text.
public struct NoteEntity: AppEntity {
  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
  public static let defaultQuery = NoteQuery()

  public let id: String
  @Property(title: "Title") public var title: String
  @Property(title: "Body") public var body: String
  public let isLocked: Bool

  public init(_ note: Note) {
    id = note.id
    isLocked = note.isLocked
    title = note.title
    body = note.body
  }

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(title)", synonyms: Self.synonyms[id] ?? [])
  }

  /// What people call some of the seeded notes.
  static let synonyms: [String: [LocalizedStringResource]] = [
    "groceries": ["shopping list", "grocery list"],
    "workout-plan": ["exercise plan"],
    "travel-plans": ["trip plans"],
    "gift-ideas": ["present ideas"],
  ]
}

/// Finds notes in the store; Siri's phrases are expanded with all of them.
public struct NoteQuery: EntityStringQuery {
  @Dependency var store: NoteStore

  public init() {}

  public func entities(for identifiers: [String]) async throws -> [NoteEntity] {
    store.notes.filter { identifiers.contains($0.id) }.map(NoteEntity.init)
  }

  public func entities(matching string: String) async throws -> [NoteEntity] {
    let text = string.lowercased()
    return store.notes.filter { $0.title.lowercased().contains(text) || $0.body.lowercased().contains(text) }
      .map(NoteEntity.init)
  }

  public func suggestedEntities() async throws -> [NoteEntity] {
    store.notes.map(NoteEntity.init)
  }
}
