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
  /// Sentences in the grammar: one per phrase, and with answers one per kind of answer.
  public let sentenceCount: Int
  /// The choices sentences take (app names, each type's names, answers), as word sequences.
  let choices: [[[String]]]
  /// Each sentence's words and choices.
  let sentences: [[Piece]]

  /// Value forms per type beyond which the rest are left out (the grammar's size is bounded).
  public static let maximumForms = 2_000

  /// What the grammar listens for: the catalog's sentences (a request), or the
  /// answers to a question: `words` ("yes", "cancel") and any value's name, alone or after "the".
  public enum Listening: Sendable, Hashable {
    case requests
    case answers([String])
  }

  public init(
    _ catalog: Catalog, listening: Listening = .requests, dictionary: (String) -> String?,
    pronounce: (String) -> String?
  ) {
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

    // The grammar as a model first (choices of word sequences, sentences of words and
    // choices), so that whether a sentence is in it can be asked; then as JSGF.
    var choices: [[[String]]] = []
    func choice(_ forms: [String]) -> Int? {
      var seen: Set<[String]> = []
      var items: [[String]] = []
      for form in forms {
        switch tokens(form) {
        case .success(let words): if seen.insert(words).inserted { items.append(words) }
        case .failure(let reason): notChecked.append(Unchecked(text: form, reason: reason.description))
        }
      }
      guard !items.isEmpty else { return nil }
      choices.append(items)
      return choices.count - 1
    }
    let app = choice(catalog.app.spokenForms)
    var typeChoices: [String: Int] = [:]
    for name in catalog.types.keys.sorted() {
      let forms = catalog.types[name]!.values.flatMap(\.spokenForms)
      if forms.count > Self.maximumForms {
        notChecked.append(
          Unchecked(
            text: "\(forms.count - Self.maximumForms) names of \(name)",
            reason: "more than \(Self.maximumForms) names in one type"))
      }
      typeChoices[name] = choice(Array(forms.prefix(Self.maximumForms)))
    }
    var sentences: [[Piece]] = []
    for shortcut in catalog.shortcuts where listening == .requests {
      for phrase in shortcut.phrases {
        var pieces: [Piece] = []
        var missing: String?
        for segment in phrase.segments {
          switch segment {
          case .applicationName:
            if let app { pieces.append(.choice(app)) } else { missing = "no app name can be said" }
          case .parameter(let parameter):
            if let index = shortcut.parameters[parameter].flatMap({ typeChoices[$0] }) {
              pieces.append(.choice(index))
            } else {
              missing = "no value of \(parameter) can be said"
            }
          case .text(let text):
            switch Self.words(text).map({ $0.map(tokens) }) {
            case nil: missing = Reason.characters.description
            case let results?:
              for result in results {
                switch result {
                case .success(let words): pieces += words.map(Piece.word)
                case .failure(let reason): missing = reason.description
                }
              }
            }
          }
        }
        if let missing {
          notChecked.append(Unchecked(text: phrase.source, reason: missing))
        } else {
          sentences.append(pieces)
        }
      }
    }
    if case .answers(let answers) = listening {
      if let answers = choice(answers) { sentences.append([.choice(answers)]) }
      // A value named alone, or with "the": "the desk lamp".
      let the = (try? tokens("the").get()).map { $0.map(Piece.word) } ?? []
      for index in typeChoices.values.sorted() {
        sentences.append([.choice(index)])
        if !the.isEmpty { sentences.append(the + [.choice(index)]) }
      }
    }
    self.vocabulary = vocabulary
    self.pronunciations = pronunciations
    self.notChecked = notChecked
    self.choices = choices
    self.sentences = sentences
    sentenceCount = sentences.count
    jsgf = Self.jsgf(sentences: sentences, choices: choices)
  }

  /// One step of a sentence: a word, or one of a choice's word sequences.
  enum Piece: Hashable {
    case word(String)
    case choice(Int)
  }

  /// The model in JSGF 1.0: a public rule of every sentence, a rule per choice.
  static func jsgf(sentences: [[Piece]], choices: [[[String]]]) -> String {
    var text = "#JSGF V1.0;\ngrammar catalog;\n"
    func rendered(_ pieces: [Piece]) -> String {
      pieces.map { piece in
        switch piece {
        case .word(let word): word
        case .choice(let index): "<c\(index)>"
        }
      }.joined(separator: " ")
    }
    if !sentences.isEmpty {
      text += "public <sentence> = " + sentences.map { "( \(rendered($0)) )" }.joined(separator: " | ") + ";\n"
    }
    for (index, items) in choices.enumerated() {
      text += "<c\(index)> = " + items.map { $0.joined(separator: " ") }.joined(separator: " | ") + ";\n"
    }
    return text
  }

  /// Whether `text` is one of the grammar's sentences, word for word: the only
  /// kind the recognizer can hear (anything else is heard as the nearest sentence, or nothing).
  public func accepts(_ text: String) -> Bool {
    guard let words = Self.words(text), !words.isEmpty else { return false }
    return sentences.contains { Self.matches(words[...], $0[...], choices) }
  }

  private static func matches(_ words: ArraySlice<String>, _ pieces: ArraySlice<Piece>, _ choices: [[[String]]]) -> Bool
  {
    guard let piece = pieces.first else { return words.isEmpty }
    switch piece {
    case .word(let word):
      return words.first == word && matches(words.dropFirst(), pieces.dropFirst(), choices)
    case .choice(let index):
      return choices[index].contains { item in
        words.starts(with: item) && matches(words.dropFirst(item.count), pieces.dropFirst(), choices)
      }
    }
  }

  /// "B R UW1 L IY0" → "B R UW L IY".
  static func withoutStress(_ phones: String) -> String {
    String(phones.unicodeScalars.filter { !("0"..."9").contains($0) })
  }

  /// A name or phrase left out of the grammar.
  public struct Unchecked: Sendable, Hashable {
    public let text: String
    public let reason: String
  }
}
