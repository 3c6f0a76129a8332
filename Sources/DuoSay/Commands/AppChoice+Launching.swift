import CatalogFiles
import DialogEngine
import DuoSayKit
import Foundation
import Locking
import PhraseMatcher
import SentenceEncoder

extension AppChoice {
  /// How the app is named in messages: the catalog file's name or the app's.
  func name(of app: VoiceApp) -> String {
    switch source {
    case .compiled: app.name
    case .catalog(let path): path.split(separator: "/").last.map(String.init) ?? path
    }
  }

  /// The semantic stage's sentence model, unless `--no-flexible-matching` turned it off.
  var embedder: (any SentenceEmbedder)? { sentenceModel.map(FlexibleMatching.model) }

  /// The whole matcher for `catalog`, as this choice hears it.
  func matcher(for catalog: Catalog) -> Matcher {
    warnIfTooLargeToCompare(catalog)
    return Matcher(catalog, embedder: embedder)
  }

  /// Says, once, that flexible matching is off for a catalog of more shortcuts than it compares.
  func warnIfTooLargeToCompare(_ catalog: Catalog) {
    guard sentenceModel != nil, !SemanticStage.covers(catalog) else { return }
    StandardStreams.say(
      "flexible matching is off for \(catalog.app.name): \(catalog.shortcuts.count) shortcuts is more than the "
        + "\(SemanticStage.maximumShortcuts) it compares (Apple allows an app 10); the alignment still matches")
  }

  /// The app's catalog, or the catalog file.
  ///
  /// - Parameter purpose: ``AppLaunch/Purpose/catalog`` for the values of the
  ///   app's first, seeded state (the same on every machine);
  ///   ``AppLaunch/Purpose/conversation`` for its values now.
  func catalog(of app: VoiceApp, purpose: AppLaunch.Purpose = .catalog) async throws -> Catalog {
    switch source {
    case .compiled:
      let scratch = ScratchDirectories()
      defer { scratch.removeAll() }
      return try await launch(app, for: purpose, in: scratch).exportedCatalog
    case .catalog(let path):
      return try CatalogLoader.load(path: path)
    }
  }

  /// The compiled app, set up for `purpose` with a fresh data folder from
  /// `scratch` when the purpose must not touch the app's real data.
  func launch(_ app: VoiceApp, for purpose: AppLaunch.Purpose, in scratch: ScratchDirectories) async throws
    -> ShortcutsApp
  {
    let directory = purpose == .conversation ? nil : try scratch.make()
    return try await app.launch(
      AppLaunch(
        purpose: purpose, dataDirectory: directory.map { URL(fileURLWithPath: $0, isDirectory: true) }, values: values))
  }
}

/// The process's sentence models, each loaded on the first request the alignment rejects.
enum FlexibleMatching {
  private static let models = Dictionary(
    uniqueKeysWithValues: SentenceModel.Kind.allCases.map { kind in
      (kind, LazySentenceModel(kind) { error in StandardStreams.say("flexible matching is off: \(error)") })
    })

  /// The model of `kind`, one per process.
  static func model(_ kind: SentenceModel.Kind) -> LazySentenceModel { models[kind]! }
}

/// Fresh folders for apps' data during tests and exports, removed together.
final class ScratchDirectories: Sendable {
  private let made = Locked<[String]>([])

  /// A new empty folder under the temporary directory.
  func make() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("duo-say-\(getpid())-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    made.withLock { $0.append(path) }
    return path
  }

  func removeAll() {
    let paths = made.withLock { made in
      defer { made = [] }
      return made
    }
    for path in paths { try? FileManager.default.removeItem(atPath: path) }
  }
}
