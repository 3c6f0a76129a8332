import PhraseMatcher

/// The sentences a catalog's phrases can make, as a JSGF grammar for the
/// recognizer: each phrase with its app-name and value alternatives.
///
/// Recognition is constrained to these sentences, so a recognizer hears one
/// of the app's own expansions or nothing; which one it hears is the test.
/// Words the dictionary lacks (invented names, digits) get the pronunciation
/// `pronounce` gives; a name it cannot take is left out and listed in
/// ``notChecked`` with the reason.
///
/// ```swift
/// let grammar = CatalogGrammar(catalog, dictionary: recognizer.phones(of:), pronounce: { eSpeakPhones($0) })
/// try recognizer.listen(for: grammar)
/// ```
public struct CatalogGrammar: Sendable {
  /// The grammar, in JSGF 1.0.
  public let jsgf: String
  /// Every word the grammar uses.
  public let vocabulary: Set<String>
  /// Words with the CMU phones they are taught: eSpeak NG's pronunciation, for
  /// words the dictionary lacks and, as another pronunciation, for words it says
  /// otherwise ("gnocchi" said "nock-eye"), so the recognizer expects what the voice says.
  public let pronunciations: [String: String]
  /// Names and phrases left out of the grammar, with why.
  public let notChecked: [Unchecked]
  /// Phrases in the grammar (one rule each).
  public let sentenceCount: Int

  /// Value forms per type beyond which the rest are left out (the grammar's size is bounded).
  public static let maximumForms = 2_000

  public init(_ catalog: Catalog, dictionary: (String) -> String?, pronounce: (String) -> String?) {
    var vocabulary: Set<String> = []
    var pronunciations: [String: String] = [:]
    var notChecked: [Unchecked] = []
    /// The grammar's tokens for `text`, or why it cannot be said to the recognizer.
    func tokens(_ text: String) -> Result<[String], Reason> {
      guard let words = Self.words(text) else { return .failure(.characters) }
      guard !words.isEmpty else { return .failure(.empty) }
      for word in words where !vocabulary.contains(word) {
        let phones = pronounce(word)
        let known = dictionary(word)
        if known == nil, phones?.isEmpty ?? true { return .failure(.unpronounceable(word)) }
        if let phones, !phones.isEmpty, phones != known.map(Self.withoutStress) { pronunciations[word] = phones }
        vocabulary.insert(word)
      }
      return .success(words)
    }
    func alternatives(_ forms: [String]) -> String {
      var seen: Set<[String]> = []
      var choices: [String] = []
      for form in forms {
        switch tokens(form) {
        case .success(let words): if seen.insert(words).inserted { choices.append(words.joined(separator: " ")) }
        case .failure(let reason): notChecked.append(Unchecked(text: form, reason: reason.description))
        }
      }
      return choices.joined(separator: " | ")
    }

    var rules: [String] = []
    let app = alternatives(catalog.app.spokenForms)
    if !app.isEmpty { rules.append("<app> = \(app);") }
    var typeRules: [String: String] = [:]
    for (number, name) in catalog.types.keys.sorted().enumerated() {
      let forms = catalog.types[name]!.values.flatMap(\.spokenForms)
      if forms.count > Self.maximumForms {
        notChecked.append(
          Unchecked(
            text: "\(forms.count - Self.maximumForms) names of \(name)",
            reason: "more than \(Self.maximumForms) names in one type"))
      }
      let choices = alternatives(Array(forms.prefix(Self.maximumForms)))
      guard !choices.isEmpty else { continue }
      typeRules[name] = "<type\(number)>"
      rules.append("<type\(number)> = \(choices);")
    }
    var phraseRules: [String] = []
    for (s, shortcut) in catalog.shortcuts.enumerated() {
      for (p, phrase) in shortcut.phrases.enumerated() {
        var parts: [String] = []
        var missing: String?
        for segment in phrase.segments {
          switch segment {
          case .applicationName:
            if app.isEmpty { missing = "no app name can be said" } else { parts.append("<app>") }
          case .parameter(let parameter):
            if let rule = shortcut.parameters[parameter].flatMap({ typeRules[$0] }) {
              parts.append(rule)
            } else {
              missing = "no value of \(parameter) can be said"
            }
          case .text(let text):
            guard let words = Self.words(text) else {
              missing = Reason.characters.description
              break
            }
            for word in words {
              switch tokens(word) {
              case .success: parts.append(word)
              case .failure(let reason): missing = reason.description
              }
            }
          }
        }
        if let missing {
          notChecked.append(Unchecked(text: phrase.source, reason: missing))
          continue
        }
        let name = "<s\(s)p\(p)>"
        rules.append("\(name) = \(parts.joined(separator: " "));")
        phraseRules.append(name)
      }
    }
    let header = "#JSGF V1.0;\ngrammar catalog;\n"
    let main = phraseRules.isEmpty ? "" : "public <sentence> = \(phraseRules.joined(separator: " | "));\n"
    jsgf = header + main + rules.joined(separator: "\n") + "\n"
    self.vocabulary = vocabulary
    self.pronunciations = pronunciations
    self.notChecked = notChecked
    sentenceCount = phraseRules.count
  }

  /// "B R UW1 L IY0" → "B R UW L IY".
  static func withoutStress(_ phones: String) -> String {
    String(phones.unicodeScalars.filter { !("0"..."9").contains($0) })
  }

  /// Whether every word of `text` is in the grammar: an expansion whose name was left out is not spoken.
  public func accepts(_ text: String) -> Bool {
    Self.words(text).map { !$0.isEmpty && $0.allSatisfy(vocabulary.contains) } ?? false
  }

  /// A name or phrase left out of the grammar.
  public struct Unchecked: Sendable, Hashable {
    public let text: String
    public let reason: String
  }

  /// Why a name cannot be put to the recognizer.
  enum Reason: Error, CustomStringConvertible {
    case characters, empty
    case unpronounceable(String)

    var description: String {
      switch self {
      case .characters: "has characters the recognizer cannot take (letters outside English, symbols)"
      case .empty: "has no words"
      case .unpronounceable(let word): "no pronunciation for '\(word)'"
      }
    }
  }

  /// `text` as the recognizer's words: lower-case letters, digits and inner
  /// apostrophes ("what's"); punctuation separates. `nil` when a character is
  /// neither (a letter of another script, an emoji).
  public static func words(_ text: String) -> [String]? {
    var words: [String] = []
    var current: [UInt8] = []
    func flush() {
      while current.last == UInt8(ascii: "'") { current.removeLast() }
      while current.first == UInt8(ascii: "'") { current.removeFirst() }
      if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
      current.removeAll()
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "a"..."z", "0"..."9", "'": current.append(UInt8(scalar.value))
      case "A"..."Z": current.append(UInt8(scalar.value) + 32)
      case "\u{2019}": current.append(UInt8(ascii: "'"))
      case "&":
        flush()
        words.append("and")
      case " ", "\t", "\n", ",", ".", "!", "?", ";", ":", "-", "/", "(", ")", "\"", "\u{201C}", "\u{201D}":
        flush()
      default: return nil
      }
    }
    flush()
    return words
  }
}
