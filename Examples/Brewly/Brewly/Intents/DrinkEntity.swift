import Foundation

#if DUO_SAY
  import DialogEngine
#else
  import AppIntents
#endif

/// A drink on Brewly's menu.
struct DrinkEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
  static let defaultQuery = DrinkQuery()

  let id: String
  @Property(title: "Name") var name: String
  let synonyms: [String]

  init(_ drink: Cafe.Drink) {
    id = drink.id
    synonyms = drink.synonyms
    name = drink.name
  }

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)", synonyms: synonyms.map { "\($0)" })
  }
}

/// The whole menu: Siri's phrases are expanded with every drink.
struct DrinkQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [DrinkEntity] {
    Cafe.menu.filter { identifiers.contains($0.id) }.map(DrinkEntity.init)
  }

  func suggestedEntities() async throws -> [DrinkEntity] {
    Cafe.menu.map(DrinkEntity.init)
  }
}

/// Cup sizes, with the names people use for them.
enum DrinkSize: String, AppEnum {
  case small, medium, large

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
  static let caseDisplayRepresentations: [DrinkSize: DisplayRepresentation] = [
    .small: DisplayRepresentation(title: "Small", synonyms: ["short"]),
    .medium: DisplayRepresentation(title: "Medium", synonyms: ["regular"]),
    .large: DisplayRepresentation(title: "Large", synonyms: ["big"]),
  ]

  /// What a size adds to the menu price.
  var surcharge: Decimal {
    switch self {
    case .small: -0.5
    case .medium: 0
    case .large: 0.75
    }
  }
}
