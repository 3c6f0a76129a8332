import PhraseMatcher

extension ShortcutsApp {
  /// An app known only from its catalog, as the dialog session runs it: each
  /// shortcut a ``ScriptedIntent`` with the catalog's values as its entities.
  ///
  /// ```swift
  /// let app = ShortcutsApp.scripted(try CatalogLoader.load(path: "phrases/home.json"))
  /// let session = DialogSession(app: app)
  /// await session.respond(to: "turn on a light in casa").spokenText   // ["Which light?"]
  /// ```
  public static func scripted(_ catalog: Catalog) -> ShortcutsApp {
    let typeNames = catalog.types.mapValues(\.name)
    var values: [String: [String: Any]] = [:]
    for (key, set) in catalog.types {
      values[key] = Dictionary(set.values.map { ($0.id, ScriptedValue($0, of: key) as Any) }) { first, _ in first }
    }
    let shortcuts = catalog.shortcuts.map { shortcut in
      AppShortcut(
        intent: ScriptedIntent(shortcut, typeNames: typeNames), phrases: [],
        shortTitle: LocalizedStringResource(stringLiteral: shortcut.shortTitle),
        systemImageName: shortcut.systemImageName ?? "")
    }
    return ShortcutsApp(
      catalog: catalog, shortcuts: shortcuts, provider: ScriptedShortcuts.self, values: values, valueTypes: [:],
      diagnostics: [], reload: { scripted(catalog) })
  }

  /// Replaces `${param}` with the value's title and `${param.key}` with its property.
  /// A placeholder that cannot be filled is never spoken as code: a property the value does
  /// not have is the value's title, a parameter without a value is its name in words.
  public static func render(_ template: String, with parameters: [String: Catalog.Value]) -> String {
    replacingPlaceholders(in: template) { name in
      let path = name.split(separator: ".", maxSplits: 1).map(String.init)
      guard let first = path.first else { return nil }
      guard let value = parameters[first] else { return first.identifierWords }
      return path.count == 2 ? value.properties[path[1]] ?? value.title : value.title
    }
  }
}

/// The provider behind a catalog app: its shortcuts come from the catalog, not from Swift.
struct ScriptedShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] { [] }
}
