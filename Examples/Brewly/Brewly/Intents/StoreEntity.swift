#if DUO_SAY
  import DialogEngine
#else
  import AppIntents
#endif

/// A Brewly store to pick orders up from.
struct StoreEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Store"
  static let defaultQuery = StoreQuery()

  let id: String
  @Property(title: "Name") var name: String
  @Property(title: "Street") var street: String

  init(_ store: Cafe.Store) {
    id = store.id
    name = store.name
    street = store.street
  }

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)", subtitle: "\(street)")
  }
}

/// Stores by name or by street ("the one on Valencia").
struct StoreQuery: EntityStringQuery {
  func entities(for identifiers: [String]) async throws -> [StoreEntity] {
    Cafe.stores.filter { identifiers.contains($0.id) }.map(StoreEntity.init)
  }

  func entities(matching string: String) async throws -> [StoreEntity] {
    let words = string.lowercased().split(separator: " ").filter { !["the", "one", "on", "store", "at"].contains($0) }
    guard !words.isEmpty else { return [] }
    return Cafe.stores.filter { store in
      let text = (store.name + " " + store.street).lowercased()
      return words.allSatisfy { text.contains($0) }
    }.map(StoreEntity.init)
  }

  func suggestedEntities() async throws -> [StoreEntity] {
    Cafe.stores.map(StoreEntity.init)
  }
}
