import Foundation
import PhraseMatcher

/// What the App Shortcuts declarations of Swift sources say, read without a compiler.
///
/// ```swift
/// let read = try SwiftSourceReader.read([("NotesShortcuts.swift", text)])
/// read.shortcuts.first?.phrases   // ["Read a note in \(.applicationName)", …]
/// ```
struct SwiftSourceReader {
  struct Shortcut {
    var intent: String
    /// The intent's initializer arguments as written (`action: .open`), if any.
    var arguments: String
    var phrases: [String]
    var shortTitle: String
    var systemImageName: String?
    var line: Int
    var file: String
  }

  var providers: [(name: String, file: String, line: Int)] = []
  var shortcuts: [Shortcut] = []
  var negativePhrases: [String] = []
  /// Intent type → parameter name → declared type (optional stripped).
  var parameters: [String: [String: String]] = [:]
  /// Enum type → cases with their display title and synonyms.
  var enums: [String: (name: String, cases: [Catalog.Value])] = [:]
  /// Entity type → its display name.
  var entities: [String: String] = [:]
  var callsUpdateParameters = false

  static func read(_ files: [(name: String, text: String)]) throws(ImportError) -> SwiftSourceReader {
    var reader = SwiftSourceReader()
    for (name, text) in files {
      let tokens = try SwiftTokenizer.tokens(text, file: name)
      try reader.scan(tokens, file: name)
    }
    return reader
  }

  private mutating func scan(_ tokens: [SwiftToken], file: String) throws(ImportError) {
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .identifier, ["struct", "enum", "class", "extension"].contains(token.text), index + 1 < tokens.count {
        declaration(tokens, at: index, file: file)
      } else if token.text == "AppShortcut", next(tokens, index) == "(" {
        shortcuts.append(try shortcut(tokens, open: index + 1, file: file))
      } else if token.text == "NegativeAppShortcutPhrase", next(tokens, index) == "(", index + 2 < tokens.count, tokens[index + 2].kind == .string {
        negativePhrases.append(tokens[index + 2].text)
      } else if token.text == "updateAppShortcutParameters" {
        callsUpdateParameters = true
      }
      index += 1
    }
  }

  private func next(_ tokens: [SwiftToken], _ index: Int) -> String? {
    index + 1 < tokens.count ? tokens[index + 1].text : nil
  }

  /// `struct Name: A, B {`: providers, entities, enums and intents' parameters.
  private mutating func declaration(_ tokens: [SwiftToken], at index: Int, file: String) {
    let name = tokens[index + 1].text
    guard let open = tokens[index...].firstIndex(where: { $0.text == "{" }) else { return }
    let conformances = Set(tokens[(index + 2)..<open].map(\.text))
    guard let close = Self.matching(tokens, open: open, "{", "}") else { return }
    let body = tokens[(open + 1)..<close]
    if conformances.contains("AppShortcutsProvider") { providers.append((name, file, tokens[index].line)) }
    if conformances.contains("AppEntity") || conformances.contains("IndexedEntity") {
      entities[name] = Self.typeDisplayName(body) ?? name
    }
    if tokens[index].text == "enum", conformances.contains("AppEnum") {
      enums[name] = (Self.typeDisplayName(body) ?? name, Self.enumCases(body))
    }
    // @Parameter(…) var name: Type
    var position = body.startIndex
    while position < body.endIndex {
      if body[position].text == "@Parameter", let varIndex = body[position...].firstIndex(where: { $0.text == "var" }),
        varIndex + 3 < body.endIndex, body[varIndex + 2].text == ":"
      {
        parameters[name, default: [:]][body[varIndex + 1].text] = body[varIndex + 3].text
        position = varIndex
      }
      position += 1
    }
  }

  private static func typeDisplayName(_ body: ArraySlice<SwiftToken>) -> String? {
    guard let at = body.firstIndex(where: { $0.text == "typeDisplayRepresentation" }) else { return nil }
    return body[at...].prefix(12).first { $0.kind == .string }?.text
  }

  /// `case a, b` and `caseDisplayRepresentations: [.a: "A", .b: DisplayRepresentation(title: "B", synonyms: ["x"])]`.
  private static func enumCases(_ body: ArraySlice<SwiftToken>) -> [Catalog.Value] {
    var cases: [String] = []
    var position = body.startIndex
    while position < body.endIndex {
      if body[position].text == "case" {
        var next = position + 1
        while next < body.endIndex, body[next].kind == .identifier {
          cases.append(body[next].text)
          guard next + 1 < body.endIndex, body[next + 1].text == "," else { break }
          next += 2
        }
      }
      position += 1
    }
    var titles: [String: (String, [String])] = [:]
    if let at = body.firstIndex(where: { $0.text == "caseDisplayRepresentations" }) {
      var position = at
      while position + 3 < body.endIndex {
        if body[position].text == ".", body[position + 1].kind == .identifier, body[position + 2].text == ":" {
          let item = body[position + 1].text
          let rest = body[(position + 3)...]
          if let first = rest.first, first.kind == .string {
            titles[item] = (first.text, [])
          } else if let title = rest.prefix(8).first(where: { $0.kind == .string }) {
            var synonyms: [String] = []
            if let synonymsAt = rest.prefix(30).firstIndex(where: { $0.text == "synonyms" }),
              let closeAt = body[synonymsAt...].firstIndex(where: { $0.text == "]" })
            {
              synonyms = body[synonymsAt..<closeAt].filter { $0.kind == .string }.map(\.text)
            }
            titles[item] = (title.text, synonyms)
          }
        }
        position += 1
      }
    }
    return cases.map { item in
      Catalog.Value(id: item, title: titles[item]?.0 ?? item, synonyms: titles[item]?.1 ?? [])
    }
  }

  /// `AppShortcut(intent: X(…), phrases: [...], shortTitle: "…", systemImageName: "…")`.
  private func shortcut(_ tokens: [SwiftToken], open: Int, file: String) throws(ImportError) -> Shortcut {
    guard let close = Self.matching(tokens, open: open, "(", ")") else {
      throw ImportError(file: file, line: tokens[open].line, message: "'AppShortcut(' is never closed")
    }
    var shortcut = Shortcut(intent: "", arguments: "", phrases: [], shortTitle: "", line: tokens[open].line, file: file)
    for (label, value) in Self.arguments(tokens[(open + 1)..<close]) {
      switch label {
      case "intent":
        shortcut.intent = value.first?.text ?? ""
        if value.count > 2 { shortcut.arguments = Self.source(value.dropFirst(2).dropLast()) }
      case "phrases":
        shortcut.phrases = Self.strings(value)
      case "shortTitle":
        shortcut.shortTitle = value.first { $0.kind == .string }?.text ?? ""
      case "systemImageName":
        shortcut.systemImageName = value.first { $0.kind == .string }?.text
      default:
        break
      }
    }
    guard !shortcut.intent.isEmpty else {
      throw ImportError(file: file, line: shortcut.line, message: "an AppShortcut without 'intent:'")
    }
    return shortcut
  }

  /// Tokens written back as compact source: `action: .on, count: 2`.
  private static func source(_ tokens: ArraySlice<SwiftToken>) -> String {
    tokens.map { token in
      switch token.text {
      case ",", ":": token.text + " "
      default: token.kind == .string ? "\"\(token.text)\"" : token.text
      }
    }.joined().trimmingCharacters(in: .whitespaces)
  }

  /// String literals of an array, joining `"a" + "b"`.
  private static func strings(_ tokens: ArraySlice<SwiftToken>) -> [String] {
    var result: [String] = []
    var joining = false
    for token in tokens {
      if token.kind == .string {
        if joining, let last = result.popLast() { result.append(last + token.text) } else { result.append(token.text) }
        joining = false
      } else if token.text == "+" {
        joining = true
      }
    }
    return result
  }

  /// Top-level `label: value` arguments of a call.
  private static func arguments(_ tokens: ArraySlice<SwiftToken>) -> [(String, ArraySlice<SwiftToken>)] {
    var result: [(String, ArraySlice<SwiftToken>)] = []
    var depth = 0
    var start = tokens.startIndex
    func flush(_ end: Int) {
      let part = tokens[start..<end]
      if part.count >= 2, part[part.startIndex + 1].text == ":" {
        result.append((part[part.startIndex].text, part.dropFirst(2)))
      }
    }
    for index in tokens.indices {
      switch tokens[index].text {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "," where depth == 0:
        flush(index)
        start = index + 1
      default: break
      }
    }
    flush(tokens.endIndex)
    return result
  }

  static func matching(_ tokens: [SwiftToken], open: Int, _ left: String, _ right: String) -> Int? {
    var depth = 0
    for index in open..<tokens.count {
      if tokens[index].text == left { depth += 1 } else if tokens[index].text == right {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }
}
