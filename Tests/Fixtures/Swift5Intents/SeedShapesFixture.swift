// The remaining declaration shapes of seeds 001 and 002, in Swift 5 mode.
import Foundation

#if canImport(AppIntents)
import AppIntents
#else
import DialogEngine
#endif

public final class FavoriteStore {
  public static let shared = FavoriteStore()
  public private(set) var favorites: Set<String> = []
  public func toggle(_ id: String) {
    if favorites.contains(id) { favorites.remove(id) } else { favorites.insert(id) }
  }
}

public struct ToggleFavoriteIntent: AppIntent, PredictableIntent {
  public static var title: LocalizedStringResource = "Toggle Favorite"
  @Parameter(title: "Item ID") public var itemID: String
  public init() {}
  public func perform() async throws -> some IntentResult {
    FavoriteStore.shared.toggle(itemID)
    return .result()
  }
}

public struct BookWidgetConfig: WidgetConfigurationIntent {
  public static var title: LocalizedStringResource = "Favorite Book"
  @Parameter(title: "Book", default: "The Swift Programming Language") public var bookTitle: String
  public init() {}
}

public struct LightEntity: AppEntity {
  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Light"
  public static let defaultQuery = LightQuery()
  public static let livingRoom = LightEntity(id: "living-room", name: "Living Room")
  public let id: String
  public let name: String
  public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

public struct LightQuery: EntityQuery {
  public init() {}
  public func entities(for identifiers: [String]) async throws -> [LightEntity] {
    identifiers.compactMap { $0 == LightEntity.livingRoom.id ? LightEntity.livingRoom : nil }
  }
}

public struct LightControlConfig: ControlConfigurationIntent {
  public static var title: LocalizedStringResource = "Light Control"
  @Parameter(title: "Light", default: .livingRoom) public var light: LightEntity
  public init() {}
}

public struct Workspace: Sendable, Hashable {
  public let id: String
  public let name: String
}

public struct WorkspaceEntity: AppEntity, Identifiable {
  public let workspace: Workspace
  public var id: String { workspace.id }
  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Workspace"
  public static let defaultQuery = WorkspaceQuery()
  public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(workspace.name)") }
}

public struct WorkspaceQuery: EntityQuery {
  static let workspaces = [Workspace(id: "w1", name: "Work"), Workspace(id: "w2", name: "Family")]
  public init() {}
  public func entities(for identifiers: [WorkspaceEntity.ID]) async throws -> [WorkspaceEntity] {
    Self.workspaces.filter { identifiers.contains($0.id) }.map(WorkspaceEntity.init)
  }
  public func suggestedEntities() async throws -> [WorkspaceEntity] { Self.workspaces.map(WorkspaceEntity.init) }
  public func defaultResult() async -> WorkspaceEntity? { Self.workspaces.first.map(WorkspaceEntity.init) }
}

public struct ProjectEntity: AppEntity, Identifiable {
  public let id: String
  public let workspaceID: String
  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Project"
  public static let defaultQuery = ProjectQuery()
  public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

public struct ProjectSelectionIntent: WidgetConfigurationIntent {
  public static let title: LocalizedStringResource = "Project widget configuration"
  @Parameter(title: "Workspace") public var workspace: WorkspaceEntity?
  @Parameter(title: "Project") public var project: ProjectEntity?
  public init() {}
}

public struct ProjectQuery: EntityQuery {
  @IntentParameterDependency<ProjectSelectionIntent>(\.$workspace)
  var workspace
  public init() {}

  public func entities(for identifiers: [ProjectEntity.ID]) async throws -> [ProjectEntity] {
    try await fetchProjects().filter { identifiers.contains($0.id) }
  }

  public func suggestedEntities() async throws -> [ProjectEntity] { try await fetchProjects() }

  private func fetchProjects() async throws -> [ProjectEntity] {
    // Seed 002 writes `workspace?.id`; the projection reaches the intent's parameters.
    guard let workspaceID = workspace?.workspace?.id else { return [] }
    return ["Roadmap", "Hiring"].map { ProjectEntity(id: $0, workspaceID: workspaceID) }
  }
}
