import Foundation

/// What each localization key of an app's strings files says in its development language, so an
/// answer written as a key (`IntentDialog(LocalizedStringResource("dialog.break"))`) is imported as
/// the words a person hears, never as the key.
///
/// ```swift
/// let table = LocalizedStrings(sources, warnings: &warnings)
/// table.values["dialog.break"]   // "Time to stretch your legs."
/// ```
///
/// A file that cannot be read is a warning naming it; the others still count.
struct LocalizedStrings {
  var values: [String: String] = [:]

  init(_ sources: ImportSources, warnings: inout [String]) {
    for (path, data) in sources.tables {
      do {
        if path.hasSuffix(".xcstrings") {
          let (source, entries) = try StringsFiles.xcstrings(data, file: path)
          for (key, byLocale) in entries {
            if let value = byLocale[source]?.first ?? byLocale[Self.language(of: source)]?.first, value != key {
              values[key] = value
            }
          }
        } else {
          for pair in try StringsFiles.strings(ImportSources.text(data), file: path) where pair.value != pair.key {
            values[pair.key] = pair.value
          }
        }
      } catch {
        warnings.append("\(error); the file was skipped")
      }
    }
  }

  /// `en-GB` → `en`.
  private static func language(of locale: String) -> String {
    String(locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(locale))
  }
}
