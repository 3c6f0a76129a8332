import Foundation

#if canImport(AppIntents)
  import AppIntents
#else
  import DialogEngine
#endif

// Intents that misbehave, and API shapes the main fixture does not use.

struct RoomEntity: IndexedEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Room"
  static let defaultQuery = RoomQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id.capitalized)") }
}

struct RoomQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [RoomEntity] { ["kitchen", "office"].map(RoomEntity.init) }
  func entities(for identifiers: [String]) async throws -> [RoomEntity] { identifiers.map(RoomEntity.init) }
  func defaultResult() async -> RoomEntity? { RoomEntity(id: "office") }
}

struct GadgetEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Gadget"
  static let defaultQuery = GadgetQuery()
  let id: Int
  var displayRepresentation: DisplayRepresentation { "Gadget \(id)" }
}

struct GadgetQuery: EntityQuery {
  struct Offline: Error {}
  func entities(for identifiers: [Int]) async throws -> [GadgetEntity] { throw Offline() }
  func suggestedEntities() async throws -> [GadgetEntity] { throw Offline() }
}

struct HeatRoomIntent: AppIntent {
  static let title: LocalizedStringResource = "Heat Room"
  @Parameter(title: "Room") var room: RoomEntity
  @Parameter(title: "Degrees") var degrees: Int?

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let target = try await $degrees.requestValue("How warm should the \(room.id) be?")
    guard try await $room.requestConfirmation(for: room, dialog: "Heat the \(room.id) to \(target) degrees?")
    else {
      return .result(dialog: "Left the \(room.id) as it is.")
    }
    return .result(dialog: "Heating the \(room.id) to \(target) degrees.")
  }
}

struct FixGadgetIntent: AppIntent {
  static let title: LocalizedStringResource = "Fix Gadget"
  @Parameter(title: "Gadget") var gadget: GadgetEntity
  func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Fixed.") }
}

struct SilentIntent: AppIntent {
  static let title: LocalizedStringResource = "Silent"
  func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "  ") }
}

struct ValueOnlyIntent: AppIntent {
  static let title: LocalizedStringResource = "Count"
  func perform() async throws -> some IntentResult & ReturnsValue<Int> { .result(value: 42) }
}

struct ChainIntent: AppIntent {
  static let title: LocalizedStringResource = "Chain"
  func perform() async throws -> some IntentResult & OpensIntent & ProvidesDialog {
    .result(opensIntent: SilentIntent(), dialog: "First part.")
  }
}

struct ErraticProgressIntent: ProgressReportingIntent {
  static let title: LocalizedStringResource = "Erratic"
  static let clock = ManualClock()
  func perform() async throws -> some IntentResult & ProvidesDialog {
    progress.totalUnitCount = 10
    for completed in [6, 3, 15] {
      try await Self.clock.sleep(for: .seconds(12))
      progress.completedUnitCount = Int64(completed)
    }
    return .result(dialog: "Finished anyway.")
  }
}

struct EdgeShortcuts: AppShortcutsProvider {
  @AppShortcutsBuilder static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: HeatRoomIntent(),
      phrases: ["Heat the \(\.$room) in \(.applicationName)", "Heat a room in \(.applicationName)"], shortTitle: "Heat",
      systemImageName: "flame")
    AppShortcut(
      intent: FixGadgetIntent(),
      phrases: ["Fix \(\.$gadget) in \(.applicationName)", "Fix a gadget in \(.applicationName)"], shortTitle: "Fix",
      systemImageName: "wrench")
    for (intent, phrase) in [(SilentIntent(), "Be quiet"), (SilentIntent(), "Hush")] where phrase == "Be quiet" {
      AppShortcut(
        intent: intent, phrases: ["Be quiet in \(.applicationName)"], shortTitle: "Silent",
        systemImageName: "speaker.slash")
    }
    AppShortcut(
      intent: ValueOnlyIntent(), phrases: ["Count things in \(.applicationName)"], shortTitle: "Count",
      systemImageName: "number")
    if Bool(true) {
      AppShortcut(
        intent: ChainIntent(), phrases: ["Do both parts in \(.applicationName)"], shortTitle: "Chain",
        systemImageName: "link")
    }
    AppShortcut(
      intent: ErraticProgressIntent(), phrases: ["Do the erratic job in \(.applicationName)"], shortTitle: "Erratic",
      systemImageName: "waveform")
  }
}

// The dependent query of seed 002's templates, in the documented shape.
struct SoupEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
  static let defaultQuery = SoupQuery()
  let id: String
  let available: Int
  var displayRepresentation: DisplayRepresentation { "\(id) soup" }
  static let all = [SoupEntity(id: "tomato", available: 5), SoupEntity(id: "lentil", available: 1)]
}

struct SoupQuery: EntityStringQuery {
  @IntentParameterDependency<OrderSoupIntent>(\.$quantity) var orderSoup

  func entities(for identifiers: [String]) async throws -> [SoupEntity] {
    SoupEntity.all.filter { identifiers.contains($0.id) }
  }

  func entities(matching string: String) async throws -> [SoupEntity] {
    guard let orderSoup else { return [] }
    return SoupEntity.all.filter { string.lowercased().contains($0.id) && $0.available >= orderSoup.quantity }
  }
}

struct OrderSoupIntent: AppIntent {
  static let title: LocalizedStringResource = "Order Soup"
  @Parameter(title: "Quantity") var quantity: Int
  @Parameter(title: "Soup") var soup: SoupEntity
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Ordered \(quantity) \(soup.id) soup.")
  }
}

struct SoupShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderSoupIntent(), phrases: ["Order soup in \(.applicationName)"], shortTitle: "Order",
      systemImageName: "cup.and.saucer")
  }
}

// A query with thousands of values, and long work through performBackgroundTask.
struct StarEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Star"
  static let defaultQuery = StarQuery()
  let id: Int
  var displayRepresentation: DisplayRepresentation { "Star \(id)" }
}

struct StarQuery: EntityStringQuery {
  func entities(for identifiers: [Int]) async throws -> [StarEntity] { identifiers.map(StarEntity.init) }
  func suggestedEntities() async throws -> [StarEntity] { (1...5000).map(StarEntity.init) }
  func entities(matching string: String) async throws -> [StarEntity] { (1...5000).map(StarEntity.init) }
}

struct VisitStarIntent: LongRunningIntent {
  static let title: LocalizedStringResource = "Visit Star"
  @Parameter(title: "Star") var star: StarEntity
  func perform() async throws -> some IntentResult & ProvidesDialog {
    let name = try await performBackgroundTask { star.displayRepresentation.title.key }
    return .result(dialog: "Arrived at \(name).")
  }
}

struct StarShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: VisitStarIntent(),
      phrases: ["Visit \(\.$star) in \(.applicationName)", "Visit a star in \(.applicationName)"], shortTitle: "Visit",
      systemImageName: "star")
  }
}
