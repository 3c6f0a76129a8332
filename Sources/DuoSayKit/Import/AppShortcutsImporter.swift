import Foundation
import PhraseMatcher

/// Turns an app's sources into a catalog: Swift files with an
/// `AppShortcutsProvider`, its `AppShortcuts.strings` / `.xcstrings`, and the
/// app's name from its `Info.plist` or project.
///
/// ```swift
/// let result = try AppShortcutsImporter.importCatalog(files: ["MyApp/"], locale: nil)
/// print(CatalogWriter.json(result.catalog))
/// result.warnings   // files skipped, two providers, stale keys, untranslated phrases, …
/// ```
///
/// A file or a declaration that cannot be read is skipped with a warning
/// naming `file:line`, and the import goes on; only a tree without a provider
/// is an error. The catalog written always loads: a phrase the loader would
/// refuse is dropped with a warning. Entity values cannot be known from
/// source: entity types come with no values and a note says so.
///
/// - Complexity: O(*n*) in the characters of the files read.
public enum AppShortcutsImporter {
  public struct Result: Sendable {
    public var catalog: Catalog
    /// One line each, with file and line where known.
    public var warnings: [String]
    /// The locales the strings files provide.
    public var locales: [String]
  }

  /// Reads `files` (Swift sources, folders of them, strings files) and builds
  /// the catalog of `locale` (default: the development language).
  ///
  /// - Throws: ``ImportError`` for a path that does not exist, or when no
  ///   file declares an `AppShortcutsProvider`.
  public static func importCatalog(files: [String], locale: String?, appName: String? = nil) throws(ImportError)
    -> Result
  {
    let sources = try ImportSources(paths: files)
    var warnings = sources.warnings
    // A key the app's strings files translate is read as the words it stands for.
    let table = LocalizedStrings(sources, warnings: &warnings)
    let source = SwiftSourceReader.read(sources.swift, localized: table.values)
    warnings += source.warnings
    guard let provider = source.providers.first else {
      let place = files.count == 1 ? files[0] : files.joined(separator: ", ")
      throw ImportError(
        file: place, line: 0, message: "no AppShortcutsProvider declaration found in \(sources.swift.count) Swift files"
      )
    }
    if source.providers.count > 1 {
      let all = source.providers.map { "\($0.name) (\($0.file):\($0.line))" }.joined(separator: ", ")
      warnings.append(
        "\(provider.file):\(provider.line): \(source.providers.count) AppShortcutsProviders: \(all); an app can have only one, the others do nothing"
      )
    }
    var identity = AppIdentity(sources, provider: (provider.name, provider.file))
    if let appName {
      identity.name = appName
      identity.note = nil
    }
    warnings += identity.warnings
    if let note = identity.note { warnings.append(note) }
    var catalog = catalog(from: source, identity: identity, warnings: &warnings)
    let locales = localize(&catalog, sources: sources, locale: locale, warnings: &warnings)
    dropWhatTheLoaderRefuses(&catalog, warnings: &warnings)
    return Result(catalog: catalog, warnings: warnings, locales: locales)
  }

  private static func catalog(from source: SwiftSourceReader, identity: AppIdentity, warnings: inout [String])
    -> Catalog
  {
    var catalog = Catalog(app: .init(name: identity.name, synonyms: identity.synonyms))
    let enums = source.enums
    var needsValues = false
    for shortcut in source.shortcuts {
      var templates: [PhraseTemplate] = []
      var sources: [String] = []
      var parameters: [String: String] = [:]
      let file = (shortcut.file as NSString).lastPathComponent
      for (phrase, line) in zip(shortcut.phrases, shortcut.phraseLines) {
        let template: PhraseTemplate
        do {
          template = try PhraseTemplate(parsing: phrase)
        } catch {
          warnings.append("\(shortcut.file):\(shortcut.line): phrase '\(phrase)': \(error); the phrase was skipped")
          continue
        }
        templates.append(template)
        sources.append("\(file):\(line)")
        for parameter in template.parameterNames {
          let declared = source.parameters[shortcut.intent]?[parameter]?.replacingOccurrences(of: "?", with: "")
          // An intent declared in no file read: its parameter's type is named after the parameter.
          let type = declared ?? parameter.prefix(1).uppercased() + parameter.dropFirst()
          parameters[parameter] = type
          if catalog.types[type] != nil { continue }
          if let enumeration = enums[type] {
            catalog.types[type] = .init(kind: .enum, name: enumeration.name, values: enumeration.cases)
          } else {
            if declared == nil {
              warnings.append(
                "\(shortcut.file):\(shortcut.line): '\(parameter)' of \(shortcut.intent): the intent is declared in no file read, so its type is unknown; imported as an entity type '\(type)' with no values"
              )
            } else if source.entities[type] == nil {
              warnings.append(
                "\(shortcut.file):\(shortcut.line): '\(parameter)' of \(shortcut.intent) is a \(type); a phrase parameter must be an entity or an enum"
              )
            }
            needsValues = true
            catalog.types[type] = .init(kind: .entity, name: source.entities[type] ?? type, values: [])
          }
        }
      }
      if !shortcut.arguments.isEmpty {
        warnings.append(
          "\(shortcut.file):\(shortcut.line): note: \(shortcut.intent) is created with (\(shortcut.arguments)); the catalog names the intent only"
        )
      }
      // What the intent says and needs by voice, for `--catalog` conversations.
      let facts = source.facts(for: shortcut.intent, near: shortcut.file)
      catalog.shortcuts.append(
        .init(
          intent: shortcut.intent, shortTitle: shortcut.shortTitle.isEmpty ? shortcut.intent : shortcut.shortTitle,
          systemImageName: shortcut.systemImageName, parameters: parameters, phrases: templates, dialog: facts.dialog,
          confirmation: facts.confirmation, prompts: facts.prompts.filter { parameters[$0.key] != nil },
          parameterTitles: facts.titles.filter { parameters[$0.key] != nil }, requiresUnlock: facts.requiresUnlock,
          needsScreen: facts.needsScreen, source: "\(file):\(shortcut.line)", phraseSources: sources))
      catalog.shortcuts[catalog.shortcuts.count - 1].dialogIsBuiltAtRunTime = facts.dialogIsBuiltAtRunTime
      if facts.dialogIsBuiltAtRunTime {
        warnings.append(
          "\(shortcut.file):\(shortcut.line): note: \(shortcut.intent) builds its answer when it runs; a conversation says 'Done.' for it"
        )
      }
    }
    catalog.negativePhrases = source.negativePhrases.map {
      $0.replacingOccurrences(of: "\\(.applicationName)", with: identity.name)
    }
    if needsValues {
      warnings.append(
        "note: entity values cannot be known from source; the entity types have no values (fill them in, or run `duo-say export` on the built app)"
      )
      if !source.callsUpdateParameters {
        warnings.append(
          "warning: a phrase has an entity parameter but nothing calls updateAppShortcutParameters(); those phrases stay unknown to Siri"
        )
      }
    }
    return catalog
  }

  /// Removes what ``CatalogLoader`` would refuse (an empty phrase, a shortcut
  /// left without phrases, a duplicate or titleless value), each with a warning.
  static func dropWhatTheLoaderRefuses(_ catalog: inout Catalog, warnings: inout [String]) {
    for (name, type) in catalog.types {
      var seen: Set<String> = []
      let kept = type.values.filter { value in
        guard !SpokenText(literal: value.title).words.isEmpty else {
          warnings.append("\(type.name): the value '\(value.id)' has no title with words; it was left out")
          return false
        }
        guard seen.insert(value.id).inserted else {
          warnings.append("\(type.name): two values have the id '\(value.id)'; the second was left out")
          return false
        }
        return true
      }
      catalog.types[name]?.values = kept
    }
    for index in catalog.shortcuts.indices {
      let shortcut = catalog.shortcuts[index]
      let sources = shortcut.phraseSources.count == shortcut.phrases.count ? shortcut.phraseSources : []
      var kept: [(phrase: PhraseTemplate, source: String?)] = []
      for (position, phrase) in shortcut.phrases.enumerated() {
        let wordless = phrase.segments.allSatisfy {
          if case .text(let text) = $0 { SpokenText(literal: text).words.isEmpty } else { false }
        }
        let undeclared = phrase.parameterNames.contains { shortcut.parameters[$0] == nil }
        guard wordless || undeclared else {
          kept.append((phrase, sources.isEmpty ? nil : sources[position]))
          continue
        }
        warnings.append(
          "\(shortcut.intent): the phrase '\(phrase)' \(wordless ? "has no words" : "names a parameter the intent does not declare"); it was left out"
        )
      }
      catalog.shortcuts[index].phrases = kept.map(\.phrase)
      catalog.shortcuts[index].phraseSources = kept.compactMap(\.source)
    }
    let empty = catalog.shortcuts.filter(\.phrases.isEmpty).map(\.intent)
    for intent in empty { warnings.append("\(intent): no phrase is left; the shortcut was left out") }
    catalog.shortcuts.removeAll(where: \.phrases.isEmpty)
  }
}
