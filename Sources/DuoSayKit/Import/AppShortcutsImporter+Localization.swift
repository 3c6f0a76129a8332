import Foundation
import PhraseMatcher

extension AppShortcutsImporter {
  /// One phrase key of a strings file and what it becomes in each locale.
  struct Translation {
    var key: String
    /// Locale → phrases (a string catalog's `stringSet` may hold several).
    var values: [String: [String]]
    var file: String
    var line: Int
  }

  /// Checks every strings file's keys against the phrases, and when `locale`
  /// is not the development language, puts its phrases in, phrase by phrase:
  /// what has no translation stays in the development language, with a
  /// warning. Returns the locales the files provide.
  static func localize(
    _ catalog: inout Catalog, sources: ImportSources, locale: String?, warnings: inout [String]
  ) -> [String] {
    var translations: [Translation] = []
    var development = "en"
    for (path, text) in sources.strings {
      let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
      let fileLocale = folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : "Base"
      do {
        for pair in try StringsFiles.strings(text, file: path) {
          translations.append(
            Translation(key: pair.key, values: [fileLocale: [pair.value]], file: path, line: pair.line))
        }
      } catch {
        warnings.append("\(error); the file was skipped")
      }
    }
    for (path, data) in sources.xcstrings {
      do {
        let (sourceLanguage, phrases) = try StringsFiles.xcstrings(data, file: path)
        development = sourceLanguage
        for (key, byLocale) in phrases.sorted(by: { $0.key < $1.key }) {
          translations.append(Translation(key: key, values: byLocale, file: path, line: 0))
        }
      } catch {
        warnings.append("\(error); the file was skipped")
      }
    }
    let locales = Set(translations.flatMap(\.values.keys)).subtracting(["Base"]).sorted()
    let known = Set(catalog.shortcuts.flatMap { $0.phrases.map(\.description) } + catalog.negativePhrases)
    var byKey: [String: Translation] = [:]
    for translation in translations {
      let place = translation.line > 0 ? "\(translation.file):\(translation.line)" : translation.file
      let everything = [translation.key] + translation.values.values.flatMap { $0 }
      if everything.contains(where: { $0.contains("\\(") }) {
        warnings.append(
          "\(place): '\(translation.key)' uses Swift syntax \\(…) in a strings file; write ${applicationName} and ${name}"
        )
      }
      let key = normalized(translation.key)
      guard known.contains(key) else {
        warnings.append("\(place): '\(translation.key)' is not used in any App Shortcut or as a Negative Phrase")
        continue
      }
      byKey[key, default: Translation(key: key, values: [:], file: translation.file, line: translation.line)]
        .values.merge(translation.values) { $1 }
    }
    guard let locale, locale != development else { return locales }
    guard locales.contains(locale) else {
      warnings.append(
        "warning: no '\(locale)' translation in \(translations.isEmpty ? "any strings file (none was found)" : "the strings files (they have: \(locales.joined(separator: ", ")))"); the catalog keeps the \(development) phrases"
      )
      catalog.locale = development
      return locales
    }
    var untranslated: [String] = []
    for index in catalog.shortcuts.indices {
      // A string catalog's stringSet gives all of a shortcut's phrases under one key: the
      // development-language values of a translated key are translated with it.
      var covered: Set<String> = []
      for phrase in catalog.shortcuts[index].phrases where byKey[phrase.description]?.values[locale] != nil {
        covered.formUnion((byKey[phrase.description]?.values[development] ?? []).map(normalized))
      }
      var phrases: [PhraseTemplate] = []
      var sources: [String] = []
      let original = catalog.shortcuts[index]
      for (position, phrase) in original.phrases.enumerated() {
        let source = original.phraseSources.indices.contains(position) ? original.phraseSources[position] : nil
        func keep(_ template: PhraseTemplate) {
          guard !phrases.contains(where: { $0.description == template.description }) else { return }
          phrases.append(template)
          if let source { sources.append(source) }
        }
        if covered.contains(phrase.description), byKey[phrase.description]?.values[locale] == nil { continue }
        guard let translation = byKey[phrase.description], let values = translation.values[locale], !values.isEmpty
        else {
          untranslated.append(phrase.description)
          keep(phrase)
          continue
        }
        for value in values {
          do {
            keep(try PhraseTemplate(parsing: value.replacingOccurrences(of: "\u{00A0}", with: " ")))
          } catch {
            warnings.append(
              "\(translation.file): the '\(locale)' phrase '\(value)': \(error); the \(development) phrase is kept")
            keep(phrase)
          }
        }
      }
      catalog.shortcuts[index].phrases = phrases
      catalog.shortcuts[index].phraseSources = sources.count == phrases.count ? sources : []
    }
    if !untranslated.isEmpty {
      let shown = untranslated.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
      warnings.append(
        "warning: \(untranslated.count) phrases have no '\(locale)' translation and stay in \(development): \(shown)\(untranslated.count > 3 ? ", …" : "")"
      )
    }
    catalog.locale = locale
    return locales
  }

  /// A key as the phrases print (`${applicationName}`), non-breaking spaces made plain.
  private static func normalized(_ key: String) -> String {
    (try? PhraseTemplate(parsing: key.replacingOccurrences(of: "\u{00A0}", with: " ")))?.description ?? key
  }
}
