import Foundation
import PhraseMatcher

/// What the App Shortcuts declarations of Swift sources say, read without a compiler.
///
/// ```swift
/// let read = SwiftSourceReader.read([("NotesShortcuts.swift", text)])
/// read.shortcuts.first?.phrases   // ["Read a note in \(.applicationName)", …]
/// read.warnings                   // files that could not be read, with file:line
/// ```
///
/// A file that cannot be tokenized is skipped with a warning; a declaration
/// that cannot be understood is skipped, the rest of its file is read.
///
/// - Complexity: O(*n*) in the characters of all files.
struct SwiftSourceReader {
  struct Shortcut {
    var intent: String
    /// The intent's initializer arguments as written (`action: .open`), if any.
    var arguments: String
    var phrases: [String]
    /// The line of each phrase.
    var phraseLines: [Int] = []
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
  /// Entity type → its display name.
  var entities: [String: String] = [:]
  var callsUpdateParameters = false
  /// Files or declarations that could not be read, as `file:line: message`.
  var warnings: [String] = []
  /// What enum declarations and their extensions say, merged by type name.
  var enumFacts: [String: EnumFacts] = [:]
  /// What each type's intent code says to a voice, by type name (a name declared in two targets has two).
  var intentFacts: [String: [IntentFacts]] = [:]
  /// `static var connected: Self { "Connected." }` in an `extension IntentDialog`, by member name.
  var dialogMembers: [String: PerformAnswer.Said] = [:]

  /// - Parameter localized: key → development-language text of the app's strings files; a string
  ///   literal that is such a key is read as its text.
  static func read(_ files: [(name: String, text: String)], localized: [String: String] = [:]) -> SwiftSourceReader {
    var reader = SwiftSourceReader()
    for (name, text) in files {
      var (read, error) = SwiftTokenizer.tokensUpToError(text, file: name)
      if !localized.isEmpty {
        for index in read.indices where read[index].kind == .string {
          if let words = localized[read[index].text] { read[index].text = words }
        }
      }
      if let error {
        // What comes before the broken line is kept: a provider above it still counts.
        reader.warnings.append("\(error); the file was read up to there")
      }
      // The branches an iOS build compiles: `#if os(iOS) … #else … #endif` is read as the phone reads it.
      reader.scan(TokenStream(ConditionalCompilation.active(read)), file: name)
    }
    // Answers are chosen once every file is read: a member they name may be declared in any of them.
    let members = reader.dialogMembers.mapValues { $0.heard(parameters: []) }
    for (name, declarations) in reader.intentFacts {
      reader.intentFacts[name] = declarations.map { facts in
        var facts = facts
        facts.settle(members: members)
        return facts
      }
    }
    return reader
  }

  /// What `intent` says to a voice; of two types with its name, the one declared nearest `file`
  /// (the provider's: a widget's copy of an intent is not the app's).
  func facts(for intent: String, near file: String) -> IntentFacts {
    let declarations = intentFacts[intent] ?? []
    return declarations.max { ImportSources.sharedDepth($0.file, file) < ImportSources.sharedDepth($1.file, file) }
      ?? IntentFacts()
  }

  private mutating func scan(_ stream: TokenStream, file: String) {
    let tokens = stream.tokens
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .identifier, Self.declarationKeywords.contains(token.text) {
        declaration(stream, at: index, file: file)
      } else if token.text == "AppShortcut", stream.text(after: index) == "(" {
        do {
          shortcuts.append(try shortcut(stream, open: index + 1, file: file))
        } catch {
          warnings.append("\(error); the shortcut was skipped")
        }
      } else if Self.isShortcutInit(stream, at: index) {
        // `.init(intent: …, phrases: …)` in the builder, or `AppShortcut.init(…)`.
        do {
          shortcuts.append(try shortcut(stream, open: index + 1, file: file))
        } catch {
          warnings.append("\(error); the shortcut was skipped")
        }
      } else if token.text == "NegativeAppShortcutPhrase", stream.text(after: index) == "(", index + 2 < tokens.count,
        tokens[index + 2].kind == .string
      {
        negativePhrases.append(tokens[index + 2].text)
      } else if token.text == "updateAppShortcutParameters" {
        callsUpdateParameters = true
      }
      index += 1
    }
  }

  /// `init(` after a dot, whose arguments are a shortcut's (`intent:` first, `phrases:` among them).
  private static func isShortcutInit(_ stream: TokenStream, at index: Int) -> Bool {
    let tokens = stream.tokens
    guard tokens[index].text == "init", index > 0, tokens[index - 1].text == ".", index + 3 < tokens.count,
      tokens[index + 1].text == "(", tokens[index + 2].text == "intent", tokens[index + 3].text == ":",
      let close = stream.partner[index + 1]
    else { return false }
    return stream.arguments(index + 1, close).contains { $0.label == "phrases" }
  }

  static let declarationKeywords: Set<String> = ["struct", "enum", "class", "extension", "actor"]
  /// Words that end a declaration's header before its `{`: `struct struct …` is no declaration.
  private static let headerStops: Set<String> = [
    "struct", "enum", "class", "extension", "actor", "protocol", "func", "var", "let", "init", "case", "}", ";", "=",
  ]

  /// `struct Name: A, B {`: providers, entities, enums and intents' parameters.
  private mutating func declaration(_ stream: TokenStream, at index: Int, file: String) {
    let tokens = stream.tokens
    guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
      !Self.headerStops.contains(tokens[index + 1].text)
    else { return }
    // `extension Module.Type: P`: the type is the last name before the conformances.
    var name = tokens[index + 1].text
    var position = index + 2
    while position + 1 < tokens.count, tokens[position].text == ".", tokens[position + 1].kind == .identifier {
      name = tokens[position + 1].text
      position += 2
    }
    var open: Int?
    while position < tokens.count, position - index < 400 {
      let text = tokens[position].text
      if text == "{" {
        open = position
        break
      }
      if Self.headerStops.contains(text) && tokens[position].kind != .string { return }
      position += 1
    }
    guard let open, let close = stream.partner[open] else { return }
    let header = tokens[(index + 2)..<open]
    let conformances = Set(header.filter { $0.kind == .identifier }.map(\.text))
    let body = stream.topLevel(open + 1, close)
    if conformances.contains("AppShortcutsProvider") { providers.append((name, file, tokens[index].line)) }
    if conformances.contains("AppEntity") || conformances.contains("IndexedEntity") {
      entities[name] = Self.typeDisplayName(stream, body) ?? entities[name] ?? name
    }
    readEnumFacts(stream, name: name, keyword: tokens[index].text, conformances: conformances, body: body)
    if tokens[index].text != "enum" && tokens[index].text != "extension" {
      readIntentFacts(stream, name: name, body: body, close: close, file: file)
    }
    if tokens[index].text == "extension" && name == "IntentDialog" { readDialogMembers(stream, body) }
    // @Parameter(…) var name: Type, at the body's top level.
    for (offset, at) in body.enumerated() where tokens[at].text == "@Parameter" {
      guard let varAt = body[offset..<min(offset + 40, body.count)].first(where: { tokens[$0].text == "var" }),
        varAt + 3 < close,
        tokens[varAt + 2].text == ":"
      else { continue }
      parameters[name, default: [:]][tokens[varAt + 1].text] = tokens[varAt + 3].text
    }
  }

  static func typeDisplayName(_ stream: TokenStream, _ body: [Int]) -> String? {
    guard let at = body.first(where: { stream.tokens[$0].text == "typeDisplayRepresentation" }) else { return nil }
    return spokenStrings(stream.tokens[at...].prefix(16)).first?.text
  }

  /// `AppShortcut(intent: X(…), phrases: [...], shortTitle: "…", systemImageName: "…")`.
  private func shortcut(_ stream: TokenStream, open: Int, file: String) throws(ImportError) -> Shortcut {
    let tokens = stream.tokens
    guard let close = stream.partner[open] else {
      throw ImportError(file: file, line: tokens[open].line, message: "'AppShortcut(' is never closed")
    }
    var shortcut = Shortcut(intent: "", arguments: "", phrases: [], shortTitle: "", line: tokens[open].line, file: file)
    for (label, value) in stream.arguments(open, close) {
      switch label {
      case "intent":
        shortcut.intent = value.first?.text ?? ""
        if value.count > 2 { shortcut.arguments = Self.source(value.dropFirst(2).dropLast()) }
      case "phrases":
        let phrases = Self.strings(value)
        shortcut.phrases = phrases.map(\.text)
        shortcut.phraseLines = phrases.map(\.line)
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

  /// String literals of an array with their lines, joining `"a" + "b"`.
  private static func strings(_ tokens: ArraySlice<SwiftToken>) -> [(text: String, line: Int)] {
    var result: [(text: String, line: Int)] = []
    var joining = false
    for token in tokens {
      if token.kind == .string {
        if joining, let last = result.popLast() {
          result.append((last.text + token.text, last.line))
        } else {
          result.append((token.text, token.line))
        }
        joining = false
      } else if token.text == "+" {
        joining = true
      }
    }
    return result
  }
}
