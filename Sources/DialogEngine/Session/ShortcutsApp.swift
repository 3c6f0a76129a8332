import Locking
import PhraseMatcher

/// A Swift app as duo-say sees it: its App Shortcuts as a ``Catalog`` (the
/// same model a JSON catalog becomes), and the live values behind it.
///
/// ```swift
/// let app = try await ShortcutsApp.load(NotesShortcuts.self, name: "Notes")
/// let index = PhraseIndex(app.catalog)
/// ```
///
/// Entity parameters are expanded with their query's `suggestedEntities()`,
/// enum parameters with their cases' display titles, as Apple does.
/// `updateAppShortcutParameters()` marks the values stale; `reload`
/// reads them again (a session does so before its next turn).
public struct ShortcutsApp: @unchecked Sendable {
  public internal(set) var catalog: Catalog
  let shortcuts: [AppShortcut]
  let provider: (any AppShortcutsProvider.Type)
  /// Type name → value id → the entity or enum case itself.
  var values: [String: [String: Any]]
  /// Type name → the Swift type, for queries.
  let valueTypes: [String: Any.Type]
  /// Problems found while reading the app (a query that threw).
  public let diagnostics: [String]
  /// Reads the app again, for ``DialogSession`` after `updateAppShortcutParameters()`.
  let reload: @Sendable () async throws -> ShortcutsApp

  /// The catalog as a file holds it: with each entity's `@Property` values, which matching
  /// does not use and a conversation does not read.
  ///
  /// ```swift
  /// print(CatalogWriter.json(app.exportedCatalog))
  /// ```
  public var exportedCatalog: Catalog {
    var exported = catalog
    for (typeName, instances) in values where exported.types[typeName]?.kind == .entity {
      for index in exported.types[typeName]?.values.indices ?? 0..<0 {
        guard let id = exported.types[typeName]?.values[index].id, let instance = instances[id] else { continue }
        exported.types[typeName]?.values[index].properties = ValueTypes.properties(of: instance)
      }
    }
    return exported
  }

  public static func load<Provider: AppShortcutsProvider>(
    _ provider: Provider.Type,
    name: String,
    synonyms: [String] = []
  ) async throws -> ShortcutsApp {
    AppShortcutParameters.markFresh(for: provider)
    let shortcuts = Provider.appShortcuts
    var catalog = Catalog(app: .init(name: name, synonyms: synonyms))
    var values: [String: [String: Any]] = [:]
    var valueTypes: [String: Any.Type] = [:]
    var diagnostics: [String] = []
    for shortcut in shortcuts {
      var parameters: [String: String] = [:]
      let declared = ParameterNames.parameters(of: shortcut.intent)
      var templates: [PhraseTemplate] = []
      for text in shortcut.phrases {
        let template = try PhraseTemplate(parsing: text)
        templates.append(template)
        for parameterName in template.parameterNames {
          guard let parameter = declared.first(where: { $0.name == parameterName })?.parameter else { continue }
          let type = ValueTypes.unwrapped(parameter.valueType)
          let typeName = ValueTypes.name(of: type)
          parameters[parameterName] = typeName
          guard catalog.types[typeName] == nil else { continue }
          do {
            guard let (set, instances) = try await ValueTypes.describe(type) else { continue }
            catalog.types[typeName] = set
            values[typeName] = instances
          } catch {
            // A query that throws leaves the type without values: its phrases
            // cannot name one, and the person is asked instead.
            diagnostics.append("\(typeName).defaultQuery.suggestedEntities() threw: \(error)")
            catalog.types[typeName] = .init(kind: .entity, name: typeName, values: [])
          }
          valueTypes[typeName] = type
        }
      }
      // What a voice needs besides the phrases: the questions, the lock, the screen.
      let intentType = type(of: shortcut.intent)
      var prompts: [String: String] = [:]
      var titles: [String: String] = [:]
      for (name, parameter) in declared where parameters[name] != nil {
        if let dialog = parameter.requestValueDialog { prompts[name] = dialog.full }
        if !parameter.title.key.isEmpty { titles[name] = parameter.title.key }
      }
      // A value the intent needs that nobody can say stops the shortcut: coverage reports it where it is declared.
      var unsayable: [String: String] = [:]
      var parameterSources: [String: String] = [:]
      for (name, parameter) in declared where !parameter.hasValue && ValueTypes.unsayable(parameter) != nil {
        unsayable[name] = ValueTypes.name(of: ValueTypes.unwrapped(parameter.valueType))
        parameterSources[name] = parameter.source
      }
      catalog.shortcuts.append(
        Catalog.Shortcut(
          intent: ValueTypes.name(of: intentType), shortTitle: shortcut.shortTitle.key,
          systemImageName: shortcut.systemImageName, parameters: parameters, phrases: templates, prompts: prompts,
          parameterTitles: titles, requiresUnlock: intentType.authenticationPolicy != .alwaysAllowed,
          needsScreen: intentType.supportedModes.needsScreen, unsayableParameters: unsayable,
          parameterSources: parameterSources))
    }
    catalog.negativePhrases = Provider.negativePhrases.phrases.map { $0.replacingApplicationName(with: name) }
    // A provider type has no state (its shortcuts are static), so reloading from another task is safe.
    nonisolated(unsafe) let reloaded: any AppShortcutsProvider.Type = provider
    return ShortcutsApp(
      catalog: catalog, shortcuts: shortcuts, provider: provider, values: values, valueTypes: valueTypes,
      diagnostics: diagnostics, reload: { try await load(reloaded, name: name, synonyms: synonyms) })
  }

  /// Whether `updateAppShortcutParameters()` was called since this was loaded.
  public var isStale: Bool { AppShortcutParameters.isStale(provider) }
}

/// Providers whose entity values changed (`updateAppShortcutParameters()`).
enum AppShortcutParameters {
  private static let stale = Locked<Set<ObjectIdentifier>>([])

  static func markStale(for provider: any AppShortcutsProvider.Type) {
    _ = stale.withLock { $0.insert(ObjectIdentifier(provider)) }
  }

  static func markFresh(for provider: any AppShortcutsProvider.Type) {
    _ = stale.withLock { $0.remove(ObjectIdentifier(provider)) }
  }

  static func isStale(_ provider: any AppShortcutsProvider.Type) -> Bool {
    stale.withLock { $0.contains(ObjectIdentifier(provider)) }
  }
}

extension String {
  /// Negative phrases may name the app with `${applicationName}`.
  fileprivate func replacingApplicationName(with name: String) -> String {
    replacingPlaceholders(in: self) { $0 == "applicationName" ? name : nil }
  }
}
