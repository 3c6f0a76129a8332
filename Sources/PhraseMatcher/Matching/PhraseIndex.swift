/// A catalog's phrases compiled for matching spoken-style utterances.
///
/// Built once per catalog: every phrase becomes a sequence of words, app-name
/// slots and parameter slots; every entity and enum type gets an
/// ``EntityIndex``. ``match(_:)`` then aligns an utterance with each phrase,
/// adding up what the differences cost (see ``CostModel``), and ranks the
/// readings.
///
/// ```swift
/// let index = PhraseIndex(catalog)
/// let result = index.match("uh what is in my grocery list note in notes")
/// result.best?.intent                       // "ReadNoteIntent"
/// result.best?.parameters["note"]?.title    // "Groceries"
/// ```
/// - Complexity: Building is linear in the phrases and the characters of all
///   value names.
public struct PhraseIndex: Sendable {
  public let catalog: Catalog
  let phrases: [CompiledPhrase]
  let negatives: [CompiledPhrase]
  let vocabulary: PhraseVocabulary
  /// The app name and its synonyms, as words.
  let appNames: [[String]]
  /// Entity indexes in the order of ``typeNames``.
  let types: [EntityIndex]
  let typeNames: [String]

  public init(_ catalog: Catalog) {
    self.catalog = catalog
    let typeNames = catalog.types.keys.sorted()
    self.typeNames = typeNames
    types = typeNames.map { EntityIndex(values: catalog.types[$0]?.values ?? []) }
    appNames = catalog.app.spokenForms.map { SpokenText(literal: $0).words }.filter { !$0.isEmpty }
    var vocabulary = PhraseVocabulary()
    var phrases: [CompiledPhrase] = []
    for (shortcutIndex, shortcut) in catalog.shortcuts.enumerated() {
      for (phraseIndex, template) in shortcut.phrases.enumerated() {
        let elements = template.segments.flatMap { segment -> [CompiledPhrase.Element] in
          switch segment {
          case .text(let text):
            return Self.phraseWords(text).map { .word(vocabulary.intern($0)) }
          case .applicationName:
            return [.applicationName]
          case .parameter(let name):
            let type = shortcut.parameters[name].flatMap { typeNames.firstIndex(of: $0) }
            return [.parameter(name: name, type: type ?? -1)]
          }
        }
        phrases.append(CompiledPhrase(shortcut: shortcutIndex, phrase: phraseIndex, elements: elements))
      }
    }
    var negatives: [CompiledPhrase] = []
    for (index, text) in catalog.negativePhrases.enumerated() {
      let elements = Self.phraseWords(text).map { CompiledPhrase.Element.word(vocabulary.intern($0)) }
      negatives.append(CompiledPhrase(shortcut: -1, phrase: index, elements: elements))
    }
    self.negatives = negatives
    vocabulary.finish()
    self.vocabulary = vocabulary
    self.phrases = phrases
  }

  /// The words of a phrase's literal text, normalized as utterances are.
  static func phraseWords(_ text: String) -> [String] {
    SpokenText(literal: text).words.filter { !Fillers.anywhere.contains($0) }
  }
}

/// One phrase, ready to align with an utterance.
struct CompiledPhrase: Sendable {
  enum Element: Sendable, Hashable {
    case word(Int32)
    case applicationName
    /// `type` indexes ``PhraseIndex/types``; -1 when the type is unknown.
    case parameter(name: String, type: Int)
  }

  /// Index into the catalog's shortcuts; -1 for a negative phrase.
  var shortcut: Int
  /// Index into the shortcut's phrases (or the negative phrases).
  var phrase: Int
  var elements: [Element]

  /// The literal words, for the acceptance threshold.
  var wordCount: Int { elements.count { if case .word = $0 { true } else { false } } }
}

extension PhraseIndex {
  /// The values of type `typeName` that a spoken answer may name, best first,
  /// as when a dialog asked "Which note?".
  ///
  /// ```swift
  /// index.candidates(forValueOf: "NoteEntity", spoken: "the shopping list").first?.value.id
  /// ```
  public func candidates(forValueOf typeName: String, spoken: String) -> [EntityCandidate] {
    guard let type = typeNames.firstIndex(of: typeName) else { return [] }
    let words = SpokenText(spoken).words
    guard !words.isEmpty, words.count <= types[type].maxWords + 1 else { return [] }
    return types[type].candidates(for: words[...])
  }
}
