import PhraseMatcher

/// Writes a ``Catalog`` as catalog JSON (`phrases/*.json`), the inverse of ``CatalogLoader``.
///
/// ```swift
/// let app = try await ShortcutsApp.load(NotesShortcuts.self, name: "Notes")
/// print(CatalogWriter.json(app.catalog))   // what phrases/notes.json holds
/// ```
/// Types are written in name order and everything else in catalog order, so
/// the same catalog always gives the same text.
public enum CatalogWriter {
  public static func json(_ catalog: Catalog) -> String {
    var root: [(key: String, value: JSON)] = [
      ("app", .object([("name", .string(catalog.app.name)), ("synonyms", strings(catalog.app.synonyms))])),
      ("locale", .string(catalog.locale)),
      ("types", .object(catalog.types.sorted { $0.key < $1.key }.map { ($0.key, type($0.value)) })),
      ("shortcuts", .array(catalog.shortcuts.map(shortcut))),
    ]
    if !catalog.negativePhrases.isEmpty { root.append(("negativePhrases", strings(catalog.negativePhrases))) }
    if !catalog.ignoredRules.isEmpty { root.append(("ignore", strings(catalog.ignoredRules.map(\.rawValue).sorted()))) }
    return JSON.object(root).prettyText() + "\n"
  }

  private static func type(_ set: Catalog.ValueSet) -> JSON {
    .object([
      ("kind", .string(set.kind.rawValue)), ("name", .string(set.name)),
      (set.kind == .entity ? "values" : "cases", .array(set.values.map(value))),
    ])
  }

  private static func value(_ value: Catalog.Value) -> JSON {
    var fields: [(key: String, value: JSON)] = [("id", .string(value.id)), ("title", .string(value.title))]
    if !value.synonyms.isEmpty { fields.append(("synonyms", strings(value.synonyms))) }
    if !value.properties.isEmpty {
      fields.append(
        ("properties", .object(value.properties.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
    }
    return .object(fields)
  }

  private static func shortcut(_ shortcut: Catalog.Shortcut) -> JSON {
    var fields: [(key: String, value: JSON)] = [
      ("intent", .string(shortcut.intent)), ("shortTitle", .string(shortcut.shortTitle)),
    ]
    if let image = shortcut.systemImageName { fields.append(("systemImageName", .string(image))) }
    if !shortcut.parameters.isEmpty {
      fields.append(
        ("parameters", .object(shortcut.parameters.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
    }
    fields.append(("phrases", strings(shortcut.phrases.map(\.description))))
    if let dialog = shortcut.dialog { fields.append(("dialog", self.dialog(dialog))) }
    if shortcut.dialogIsBuiltAtRunTime { fields.append(("dialogAtRunTime", .bool(true))) }
    if let confirmation = shortcut.confirmation { fields.append(("confirmation", dialog(confirmation))) }
    if !shortcut.prompts.isEmpty {
      fields.append(
        ("prompts", .object(shortcut.prompts.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
    }
    if !shortcut.parameterTitles.isEmpty {
      fields.append(
        (
          "parameterTitles",
          .object(shortcut.parameterTitles.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
        ))
    }
    if shortcut.requiresUnlock { fields.append(("requiresUnlock", .bool(true))) }
    if shortcut.needsScreen { fields.append(("needsScreen", .bool(true))) }
    if let source = shortcut.source { fields.append(("source", .string(source))) }
    if !shortcut.phraseSources.isEmpty { fields.append(("phraseSources", strings(shortcut.phraseSources))) }
    if !shortcut.ignoredRules.isEmpty {
      fields.append(("ignore", strings(shortcut.ignoredRules.map(\.rawValue).sorted())))
    }
    return .object(fields)
  }

  private static func dialog(_ dialog: Catalog.ScriptedDialog) -> JSON {
    var parts: [(key: String, value: JSON)] = [("full", .string(dialog.full))]
    if let supporting = dialog.supporting { parts.append(("supporting", .string(supporting))) }
    return .object(parts)
  }

  private static func strings(_ values: [String]) -> JSON { .array(values.map(JSON.string)) }
}
