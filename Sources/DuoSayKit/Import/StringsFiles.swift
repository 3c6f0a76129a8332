import CatalogFiles
import Foundation

/// `AppShortcuts.strings` and `AppShortcuts.xcstrings`: localized phrases by key.
enum StringsFiles {
  /// `"key" = "value";` pairs, comments skipped.
  static func strings(_ text: String, file: String) throws(ImportError) -> [(key: String, value: String, line: Int)] {
    let tokens = try SwiftTokenizer.tokens(text, file: file)
    var pairs: [(key: String, value: String, line: Int)] = []
    var index = 0
    while index < tokens.count {
      guard index + 3 < tokens.count, tokens[index].kind == .string, tokens[index + 1].text == "=",
        tokens[index + 2].kind == .string, tokens[index + 3].text == ";"
      else {
        throw ImportError(
          file: file, line: tokens[index].line,
          message: "Malformed AppShortcuts.strings file: expected \"key\" = \"value\";")
      }
      pairs.append((tokens[index].text, tokens[index + 2].text, tokens[index].line))
      index += 4
    }
    return pairs
  }

  /// Key (the first phrase of a shortcut) → locale → phrases, from a string catalog.
  static func xcstrings(_ data: Data, file: String) throws(ImportError) -> (
    source: String, phrases: [String: [String: [String]]]
  ) {
    let json: JSON
    do {
      json = try JSON(parsing: [UInt8](data))
    } catch {
      throw ImportError(file: file, line: error.line, message: "not valid JSON: \(error.message)")
    }
    guard case .object(let strings)? = json["strings"] else {
      throw ImportError(file: file, line: 0, message: "expected a string catalog with a 'strings' object")
    }
    var source = "en"
    if case .string(let language)? = json["sourceLanguage"] { source = language }
    var result: [String: [String: [String]]] = [:]
    for (key, entry) in strings {
      guard case .object(let localizations)? = entry["localizations"] else { continue }
      for (locale, localization) in localizations {
        var values: [String] = []
        if case .array(let set)? = localization["stringSet"]?["values"] {
          for case .string(let value) in set { values.append(value) }
        } else if case .string(let value)? = localization["stringUnit"]?["value"] {
          values.append(value)
        }
        result[key, default: [:]][locale] = values
      }
    }
    return (source, result)
  }
}
