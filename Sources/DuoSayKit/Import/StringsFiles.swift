import CatalogFiles
import Foundation

/// `.strings` files and string catalogs: localized phrases (`AppShortcuts.*`) or texts by key.
enum StringsFiles {
  /// `"key" = "value";` pairs (a bare key too), comments skipped. A value may span lines, as the
  /// old-style property-list syntax of `.strings` files allows.
  static func strings(_ text: String, file: String) throws(ImportError) -> [(key: String, value: String, line: Int)] {
    var scanner = StringsScanner(Array(text.unicodeScalars))
    var pairs: [(key: String, value: String, line: Int)] = []
    let malformed = { (line: Int) in
      ImportError(
        file: file, line: line,
        message: "Malformed \((file as NSString).lastPathComponent) file: expected \"key\" = \"value\";")
    }
    while true {
      scanner.skipSpaceAndComments()
      guard !scanner.atEnd else { return pairs }
      let line = scanner.line
      guard let key = try scanner.word(file: file) else { throw malformed(line) }
      scanner.skipSpaceAndComments()
      guard scanner.take("=") else { throw malformed(line) }
      scanner.skipSpaceAndComments()
      guard let value = try scanner.word(file: file) else { throw malformed(line) }
      scanner.skipSpaceAndComments()
      guard scanner.take(";") else { throw malformed(line) }
      pairs.append((key, value, line))
    }
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

/// Reads the old-style property-list syntax of `.strings` files: quoted strings (over lines, with
/// `\"`, `\n`, `\t`, `\\` and `\U00E9` escapes), bare words, `/* */` and `//` comments.
private struct StringsScanner {
  let scalars: [Unicode.Scalar]
  var position = 0
  var line = 1

  init(_ scalars: [Unicode.Scalar]) {
    self.scalars = scalars
    // A byte-order mark read as text.
    if scalars.first == "\u{FEFF}" { position = 1 }
  }

  var atEnd: Bool { position >= scalars.count }

  mutating func take(_ scalar: Unicode.Scalar) -> Bool {
    guard !atEnd, scalars[position] == scalar else { return false }
    position += 1
    return true
  }

  mutating func skipSpaceAndComments() {
    while !atEnd {
      let scalar = scalars[position]
      if scalar == "\n" {
        line += 1
        position += 1
      } else if scalar.properties.isWhitespace {
        position += 1
      } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "*" {
        position += 2
        while !atEnd, !(scalars[position] == "*" && position + 1 < scalars.count && scalars[position + 1] == "/") {
          if scalars[position] == "\n" { line += 1 }
          position += 1
        }
        position = min(position + 2, scalars.count)
      } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "/" {
        while !atEnd, scalars[position] != "\n" { position += 1 }
      } else {
        return
      }
    }
  }

  /// A quoted string or a bare word; `nil` when neither starts here.
  mutating func word(file: String) throws(ImportError) -> String? {
    guard !atEnd else { return nil }
    if scalars[position] != "\"" {
      let start = position
      while !atEnd,
        scalars[position].properties.isAlphabetic || ("0"..."9").contains(scalars[position])
          || ["_", ".", "-", "$", ":", "/"].contains(scalars[position])
      {
        position += 1
      }
      return position > start ? String(String.UnicodeScalarView(scalars[start..<position])) : nil
    }
    let opening = line
    position += 1
    var text = String.UnicodeScalarView()
    while !atEnd {
      let scalar = scalars[position]
      position += 1
      switch scalar {
      case "\"": return String(text)
      case "\n":
        line += 1
        text.append(scalar)
      case "\\":
        guard !atEnd else { break }
        let escaped = scalars[position]
        position += 1
        switch escaped {
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "U", "u":
          let digits = scalars[position..<min(position + 4, scalars.count)]
          if digits.count == 4, let code = UInt32(String(String.UnicodeScalarView(digits)), radix: 16),
            let value = Unicode.Scalar(code)
          {
            text.append(value)
            position += 4
          } else {
            text.append(escaped)
          }
        case "\"", "\\", "'": text.append(escaped)
        default:
          // Kept as written, so that Swift's `\(…)` in a strings file can be pointed out.
          text.append("\\")
          text.append(escaped)
        }
      default: text.append(scalar)
      }
    }
    throw ImportError(file: file, line: opening, message: "unterminated string literal")
  }
}
