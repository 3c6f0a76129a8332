// Intent code in the style of seeds 002 and 004, compiled in Swift 5 language
// mode, where `static var title: LocalizedStringResource = "…"` is legal.
// Only the import differs from an app built for Apple's platforms.
import Foundation

#if canImport(AppIntents)
import AppIntents
#else
import DialogEngine
#endif

public struct Session: Identifiable, Hashable {
  public let id: String
  public var name: String
  public var sessionDescription: String
  public var sessionLength: String
  public var featuredImage: String
}

public final class SessionDataManager {
  public static let shared = SessionDataManager()
  public var sessions: [Session] = [
    Session(id: "s1", name: "Meet App Intents", sessionDescription: "Intents from scratch", sessionLength: "20 min", featuredImage: "intents"),
    Session(id: "s2", name: "Design for Voice", sessionDescription: "Dialogs without a screen", sessionLength: "25 min", featuredImage: "voice"),
    Session(id: "s3", name: "What's New in Swift", sessionDescription: "Swift 6.3", sessionLength: "40 min", featuredImage: "swift"),
  ]
  public init() {}
  public func sessions(with identifiers: [Session.ID]) -> [Session] { sessions.filter { identifiers.contains($0.id) } }
  public func sessions(where predicate: (Session) -> Bool) -> [Session] { sessions.filter(predicate) }
}

extension SessionDataManager: @unchecked Sendable {}

public struct SessionEntity: AppEntity {
  public static var defaultQuery = SessionEntityQuery()
  public var id: Session.ID
  @Property(title: "Session Name")
  public var name: String
  @Property(title: "Session Description")
  public var sessionDescription: String
  public var imageName: String

  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(
      name: LocalizedStringResource("Session", table: "AppIntents"),
      numericFormat: LocalizedStringResource("\(placeholder: .int) sessions", table: "AppIntents"))
  }

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(name)", subtitle: "\(sessionDescription)", image: DisplayRepresentation.Image(named: imageName))
  }

  public init(session: Session) {
    id = session.id
    imageName = session.featuredImage
    name = session.name
    sessionDescription = session.sessionDescription
  }
}

public struct SessionEntityQuery: EntityQuery {
  @Dependency var sessionManager: SessionDataManager
  public init() {}

  public func entities(for identifiers: [SessionEntity.ID]) async throws -> [SessionEntity] {
    sessionManager.sessions(with: identifiers).map { SessionEntity(session: $0) }
  }

  public func suggestedEntities() async throws -> [SessionEntity] {
    sessionManager.sessions.map { SessionEntity(session: $0) }
  }
}

public struct OpenSessionIntent: AppIntent, OpenIntent {
  public static var title: LocalizedStringResource = "Open Session"
  @Parameter(title: "Session")
  public var target: SessionEntity
  public init() {}

  public func perform() async throws -> some IntentResult {
    .result()
  }

  public static var parameterSummary: some ParameterSummary {
    Summary("Open \(\.$target)")
  }
}

public struct SessionSummaryIntent: AppIntent {
  public static var title: LocalizedStringResource = "Session Summary"
  public static let description = IntentDescription("Says what a session is about")
  public static var authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed
  public static let openAppWhenRun = false
  @Parameter(title: "Session", requestValueDialog: IntentDialog("Which session?"))
  public var session: SessionEntity
  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<String> {
    .result(value: session.sessionDescription, dialog: "\(session.name) is about \(session.sessionDescription.lowercased()).")
  }
}

public enum SectionIntentValue: String, AppEnum {
  case inbox, projects, settings
  public static var typeDisplayName: LocalizedStringResource { "Section" }
  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Section"
  public static var caseDisplayRepresentations: [Self: DisplayRepresentation] {
    [.inbox: "Inbox", .projects: "Projects", .settings: "Settings"]
  }
}

public struct OpenComposerIntent: AppIntent {
  public static let title: LocalizedStringResource = "Open composer"
  public static let description = IntentDescription("Open the app to compose content")
  public static let openAppWhenRun = true
  @Parameter(title: "Prefilled text", inputConnectionBehavior: .connectToPreviousIntentResult)
  public var text: String?
  public init() {}
  public func perform() async throws -> some IntentResult { .result() }
}

public struct CreateItemIntent: AppIntent {
  public static let title: LocalizedStringResource = "Create item"
  public static let openAppWhenRun = false
  @Parameter(title: "Title")
  public var title: String
  @Parameter(title: "Section")
  public var section: SectionIntentValue
  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    do {
      guard !title.isEmpty else { throw CancellationError() }
      return .result(dialog: "Created \(title) in \(section.rawValue).")
    } catch {
      return .result(dialog: "Could not create the item. Please try again.")
    }
  }
}

public struct SetReminderIntent: SetValueIntent {
  public static var title: LocalizedStringResource = "Session Reminder"
  public static var authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
  @Parameter(title: "Session")
  public var session: SessionEntity
  @Parameter(title: "Remind me")
  public var value: Bool
  public init() {}
  public init(session: SessionEntity) {
    self.session = session
  }
  public func perform() async throws -> some IntentResult { .result() }
}

public struct ConferenceShortcuts: AppShortcutsProvider {
  public static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: SessionSummaryIntent(),
      phrases: ["What is \(\.$session) about in \(.applicationName)", "Tell me about a session in \(.applicationName)"],
      shortTitle: "Session Summary",
      systemImageName: "text.bubble")
    AppShortcut(
      intent: OpenSessionIntent(),
      phrases: ["Open \(\.$target) in \(.applicationName)"],
      shortTitle: "Open Session",
      systemImageName: "play.rectangle")
    AppShortcut(
      intent: CreateItemIntent(),
      phrases: ["Create item with \(.applicationName)", "Add a task in \(.applicationName)"],
      shortTitle: "Create item",
      systemImageName: "plus.circle")
    AppShortcut(
      intent: OpenComposerIntent(),
      phrases: ["Open composer in \(.applicationName)", "Draft with \(.applicationName)"],
      shortTitle: "Open composer",
      systemImageName: "square.and.pencil")
  }

  public static func registerDependencies() {
    AppDependencyManager.shared.add(dependency: SessionDataManager.shared)
  }
}
