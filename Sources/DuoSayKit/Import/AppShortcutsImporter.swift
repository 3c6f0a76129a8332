import Foundation
import PhraseMatcher

/// Turns an app's sources into a catalog: Swift files with an
/// `AppShortcutsProvider`, and its `AppShortcuts.strings` / `.xcstrings`.
///
/// ```swift
/// let result = try AppShortcutsImporter.importCatalog(files: ["Sources/App/Shortcuts.swift"], locale: nil)
/// print(CatalogWriter.json(result.catalog))
/// result.warnings   // two providers, stale keys, Swift syntax in a strings file, …
/// ```
/// Entity values cannot be known from source: entity types come with no
/// values and a note says so (`duo-say export` reads them from a built app).
public enum AppShortcutsImporter {
  public struct Result: Sendable {
    public var catalog: Catalog
    /// One line each, with file and line where known.
    public var warnings: [String]
    /// The locales the strings files provide.
    public var locales: [String]
  }

  /// Reads `files` (Swift sources, folders of them, strings files) and builds
  /// the catalog of `locale` (default: the Swift phrases).
  public static func importCatalog(files: [String], locale: String?, appName: String? = nil) throws(ImportError) -> Result {
    var swift: [(name: String, text: String)] = []
    var stringsFiles: [(path: String, text: String)] = []
    var xcstrings: [(path: String, data: Data)] = []
    for path in try expand(files) {
      guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else {
        throw ImportError(file: path, line: 0, message: "cannot read the file")
      }
      switch (path as NSString).pathExtension {
      case "swift": swift.append((path, String(decoding: data, as: UTF8.self)))
      case "strings": stringsFiles.append((path, String(decoding: data, as: UTF8.self)))
      case "xcstrings": xcstrings.append((path, data))
      default: throw ImportError(file: path, line: 0, message: "expected a .swift, .strings or .xcstrings file")
      }
    }
    let source = try SwiftSourceReader.read(swift)
    guard let provider = source.providers.first else {
      throw ImportError(file: swift.first?.name ?? files.joined(separator: ", "), line: 0, message: "no AppShortcutsProvider declaration found")
    }
    var warnings: [String] = []
    if source.providers.count > 1 {
      let all = source.providers.map { "\($0.name) (\($0.file):\($0.line))" }.joined(separator: ", ")
      warnings.append("\(provider.file):\(provider.line): \(source.providers.count) AppShortcutsProviders: \(all); an app can have only one, the others do nothing")
    }
    var catalog = try catalog(from: source, provider: provider.name, appName: appName, warnings: &warnings)
    var locales: Set<String> = []
    for (path, text) in stringsFiles {
      let pairs = try StringsFiles.strings(text, file: path)
      let fileLocale = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent.replacingOccurrences(of: ".lproj", with: "")
      locales.insert(fileLocale)
      try localize(&catalog, with: pairs.map { ($0.key, [$0.value], $0.line) }, from: path, apply: fileLocale == locale, warnings: &warnings)
    }
    for (path, data) in xcstrings {
      let (sourceLanguage, phrases) = try StringsFiles.xcstrings(data, file: path)
      locales.formUnion(phrases.values.flatMap(\.keys))
      let chosen = locale ?? sourceLanguage
      let entries = phrases.sorted { $0.key < $1.key }.map { key, byLocale in (key, byLocale[chosen] ?? [], 0) }
      try localize(&catalog, with: entries, from: path, apply: locale != nil && locale != sourceLanguage, warnings: &warnings)
    }
    if let locale { catalog.locale = locale }
    return Result(catalog: catalog, warnings: warnings, locales: locales.sorted())
  }

  private static func catalog(
    from source: SwiftSourceReader,
    provider: String,
    appName: String?,
    warnings: inout [String]
  ) throws(ImportError) -> Catalog {
    let name = appName ?? (provider.hasSuffix("AppShortcuts") ? String(provider.dropLast(12)) : provider.hasSuffix("Shortcuts") ? String(provider.dropLast(9)) : provider)
    var catalog = Catalog(app: .init(name: name.isEmpty ? provider : name))
    var needsValues = false
    for shortcut in source.shortcuts {
      var templates: [PhraseTemplate] = []
      var parameters: [String: String] = [:]
      for phrase in shortcut.phrases {
        let template: PhraseTemplate
        do {
          template = try PhraseTemplate(parsing: phrase)
        } catch {
          throw ImportError(file: shortcut.file, line: shortcut.line, message: "phrase '\(phrase)': \(error)")
        }
        templates.append(template)
        for parameter in template.parameterNames {
          let type = source.parameters[shortcut.intent]?[parameter]?.replacingOccurrences(of: "?", with: "") ?? "Unknown"
          parameters[parameter] = type
          if catalog.types[type] != nil { continue }
          if let enumeration = source.enums[type] {
            catalog.types[type] = .init(kind: .enum, name: enumeration.name, values: enumeration.cases)
          } else {
            if source.entities[type] == nil {
              warnings.append("\(shortcut.file):\(shortcut.line): '\(parameter)' of \(shortcut.intent) is a \(type); a phrase parameter must be an entity or an enum")
            }
            needsValues = true
            catalog.types[type] = .init(kind: .entity, name: source.entities[type] ?? type, values: [])
          }
        }
      }
      if !shortcut.arguments.isEmpty {
        warnings.append("\(shortcut.file):\(shortcut.line): note: \(shortcut.intent) is created with (\(shortcut.arguments)); the catalog names the intent only")
      }
      catalog.shortcuts.append(.init(
        intent: shortcut.intent, shortTitle: shortcut.shortTitle.isEmpty ? shortcut.intent : shortcut.shortTitle,
        systemImageName: shortcut.systemImageName, parameters: parameters, phrases: templates))
    }
    catalog.negativePhrases = source.negativePhrases.map { $0.replacingOccurrences(of: "\\(.applicationName)", with: name) }
    if needsValues {
      warnings.append("note: entity values cannot be known from source; the entity types have no values (fill them in, or run `duo-say export` on the built app)")
      if !source.callsUpdateParameters {
        warnings.append("warning: a phrase has an entity parameter but nothing calls updateAppShortcutParameters(); those phrases stay unknown to Siri")
      }
    }
    return catalog
  }

  /// Replaces each shortcut's phrases with the localized ones (when `apply`), and flags keys that fit no phrase.
  private static func localize(
    _ catalog: inout Catalog,
    with entries: [(key: String, values: [String], line: Int)],
    from file: String,
    apply: Bool,
    warnings: inout [String]
  ) throws(ImportError) {
    let known = Set(catalog.shortcuts.flatMap { $0.phrases.map(\.description) } + catalog.negativePhrases)
    for (key, values, line) in entries {
      let place = line > 0 ? "\(file):\(line)" : file
      if key.contains("\\(") || values.contains(where: { $0.contains("\\(") }) {
        warnings.append("\(place): '\(key)' uses Swift syntax \\(…) in a strings file; write ${applicationName} and ${name}")
      }
      let normalizedKey = (try? PhraseTemplate(parsing: key.replacingOccurrences(of: "\u{00A0}", with: " ")))?.description ?? key
      guard known.contains(normalizedKey) else {
        warnings.append("\(place): '\(key)' is not used in any App Shortcut or as a Negative Phrase")
        continue
      }
      guard apply, !values.isEmpty else { continue }
      for index in catalog.shortcuts.indices {
        let phrases = catalog.shortcuts[index].phrases.map(\.description)
        guard let position = phrases.firstIndex(of: normalizedKey) else { continue }
        var localized: [PhraseTemplate] = []
        for value in values {
          do {
            localized.append(try PhraseTemplate(parsing: value.replacingOccurrences(of: "\u{00A0}", with: " ")))
          } catch {
            throw ImportError(file: file, line: line, message: "phrase '\(value)': \(error)")
          }
        }
        // A string catalog's key holds all of a shortcut's phrases; a strings file, one each.
        if values.count > 1 || file.hasSuffix(".xcstrings") {
          catalog.shortcuts[index].phrases = localized
        } else {
          catalog.shortcuts[index].phrases[position] = localized[0]
        }
      }
    }
  }

  /// Files, with folders replaced by the files in them.
  private static func expand(_ paths: [String]) throws(ImportError) -> [String] {
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw ImportError(file: path, line: 0, message: "no such file")
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
      files += found.filter { ["swift", "strings", "xcstrings"].contains(($0 as NSString).pathExtension) && !$0.contains(".build/") }
        .sorted().map { path + "/" + $0 }
    }
    return files
  }
}
