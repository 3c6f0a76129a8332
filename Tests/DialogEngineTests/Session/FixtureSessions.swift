import Foundation
import PhraseMatcher

@testable import DialogEngine

/// A suite that talks to the fixture notes app: a session over its own seeded
/// store, registered with the shared `AppDependencyManager` (so such suites
/// are nested in ``AppDependencySuites`` and run one at a time).
protocol FixtureSessions {
  var store: FixtureNoteStore { get }
}

extension FixtureSessions {
  func session(_ options: SessionOptions = SessionOptions()) async throws -> DialogSession {
    AppDependencyManager.shared.add(dependency: store)
    let app = try await ShortcutsApp.load(FixtureShortcuts.self, name: "Notes")
    return DialogSession(app: app, options: options)
  }

  /// What the session said to each utterance, in turn.
  func say(_ session: DialogSession, _ utterances: String...) async -> [[String]] {
    var spoken: [[String]] = []
    for utterance in utterances { spoken.append(await session.respond(to: utterance).spokenText) }
    return spoken
  }
}
