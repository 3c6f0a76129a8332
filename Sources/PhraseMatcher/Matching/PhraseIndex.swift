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
public final class PhraseIndex: Sendable {
  public let catalog: Catalog
  /// The language the catalog is spoken in (its `locale`): every word table is reached through it.
  public let language: SpokenLanguage
  let phrases: [CompiledPhrase]
  /// ``phrases`` again, for loops over every phrase that must not retain each (the index owns them).
  let unretainedPhrases: [Unmanaged<CompiledPhrase>]
  let negatives: [CompiledPhrase]
  let vocabulary: PhraseVocabulary
  /// The app name and its synonyms, as words and their sound keys.
  let appNames: [(words: [String], sounds: [String])]
  /// Every word of those forms.
  let appNameWords: Set<String>
  /// The app's names heard as one word ("brewbuddy"), which a recognizer may split ("brew buddy").
  let oneWordAppNames: Set<String>
  /// Every word the phrases say, for ``standsApart(_:)``.
  private let phraseWords: Set<String>
  /// Shortcut → per phrase, the words a reading of it may undo (``isOpposed(_:words:)``).
  let saidWords: [Int: [Set<String>]]
  /// Per shortcut: the sentences besides requests it can be meant by.
  let forms: [ShortcutForm]
  /// Entity indexes in the order of ``typeNames``.
  let types: [EntityIndex]
  let typeNames: [String]
  /// Per shortcut, the positions in ``typeNames`` of the types only other shortcuts take.
  let othersTypes: [[Int]]
  /// The types the shortcuts' parameters take, and the nouns that name them ("note", "notes"):
  /// what "this note" may point at (``match(_:onscreen:cache:)``).
  let slotTypes: [String]
  let slotNouns: Set<String>
  /// What every word the phrases and the values' names say is, worked out once (``WordTraits``).
  let knownWords: [String: WordTraits]
  /// Every position in ``phrases`` and ``negatives``: what a match without pruning considers.
  let everyPosition: (phrases: [Int], negatives: [Int])
  /// The buffers one-shot matches borrow (each starts with an empty cache).
  let scratch = WordCachePool()

  /// - Parameter language: the language people speak to the app; by default the one of the
  ///   catalog's `locale`, English for a locale duo-say does not speak yet.
  public init(_ catalog: Catalog, language: SpokenLanguage? = nil) {
    self.catalog = catalog
    let language = language ?? catalog.language
    self.language = language
    let typeNames = catalog.types.keys.sorted()
    self.typeNames = typeNames
    types = typeNames.map { EntityIndex(values: catalog.types[$0]?.values ?? [], language: language) }
    let taken = Set(catalog.shortcuts.flatMap(\.parameters.values))
    othersTypes = catalog.shortcuts.map { shortcut in
      taken.subtracting(shortcut.parameters.values).compactMap { typeNames.firstIndex(of: $0) }.sorted()
    }
    appNames = catalog.app.heardForms.map { SpokenText(literal: $0, language: language).words }.filter { !$0.isEmpty }
      .map { ($0, $0.map(language.sounds.of)) }
    appNameWords = Set(appNames.flatMap(\.words))
    oneWordAppNames = Set(appNames.filter { $0.words.count == 1 && $0.words[0].count >= 4 }.map { $0.words[0] })
    var vocabulary = PhraseVocabulary(language: language)
    // Elements first, so the vocabulary is complete and its bit sets have one width.
    var compiled: [(shortcut: Int, phrase: Int, elements: [CompiledPhrase.Element], names: [String])] = []
    for (shortcutIndex, shortcut) in catalog.shortcuts.enumerated() {
      for (phraseIndex, template) in shortcut.phrases.enumerated() {
        let elements = Self.compile(
          template, shortcut: shortcut, typeNames: typeNames, catalog: catalog, vocabulary: &vocabulary)
        compiled.append((shortcutIndex, phraseIndex, elements, template.parameterNames))
      }
    }
    var negativeElements: [[CompiledPhrase.Element]] = []
    for text in catalog.negativePhrases {
      negativeElements.append(
        Self.phraseWords(text, language).map { word in
          let id = vocabulary.intern(word)
          return CompiledPhrase.Element.word(id, omission: Self.omissionCost(vocabulary[id].isFunctionWord))
        })
    }
    vocabulary.finish()
    let stride = vocabulary.bitSetStride
    self.vocabulary = vocabulary
    knownWords = WordTraits.known(vocabulary: vocabulary, names: types, appNames: appNames)
    phrases = compiled.map {
      CompiledPhrase(
        shortcut: $0.shortcut, phrase: $0.phrase, elements: $0.elements, parameterNames: $0.names, stride: stride)
    }
    unretainedPhrases = phrases.map { Unmanaged.passUnretained($0) }
    negatives = negativeElements.enumerated().map {
      CompiledPhrase(shortcut: -1, phrase: $0.offset, elements: $0.element, stride: stride)
    }
    everyPosition = (Array(phrases.indices), Array(negatives.indices))
    var said: [Int: [Set<String>]] = [:]
    for phrase in phrases {
      var words: Set<String> = []
      for case .word(let id, _) in phrase.elements { words.insert(vocabulary[id].text) }
      said[phrase.shortcut, default: []].append(words)
    }
    let phraseWords = said.values.joined().reduce(into: Set<String>()) { $0.formUnion($1) }
    self.phraseWords = phraseWords
    slotTypes = Set(catalog.shortcuts.flatMap(\.parameters.values)).sorted()
    slotNouns = Self.kindNouns(of: slotTypes.compactMap { catalog.types[$0] }, language)
    var forms = catalog.shortcuts.enumerated().map { position, shortcut in
      let title = SpokenText(shortcut.shortTitle, language: language).words
      let words = (said[position] ?? []).reduce(Set(title)) { $0.union($1) }
      return ShortcutForm(phrases: shortcut.phrases, title: shortcut.shortTitle, said: words, language: language)
    }
    let appSaid = forms.reduce(into: Set<String>()) { $0.formUnion($1.said) }
    let appVerbs = forms.reduce(into: Set<String>()) { $0.formUnion($1.verbs) }
    for position in forms.indices {
      forms[position].appSaid = appSaid
      forms[position].appVerbs = appVerbs
      forms[position].opensItsScreens = Self.opensScreens(catalog.shortcuts[position], forms[position], catalog)
      forms[position].asksWhatIsInAValue = ShortcutForm.asksWhatIsIn(
        catalog.shortcuts[position].phrases, language: language)
      forms[position].makesOnlyNewOnes = ShortcutForm.makesOnlyNewOnes(
        catalog.shortcuts[position].phrases, language: language)
    }
    self.forms = forms
    // What a reading's words may undo: its phrase's, and its shortcut's other phrases' but their
    // determiners ("all" undoes only a phrase's own "a").
    saidWords = Dictionary(
      uniqueKeysWithValues: said.map { shortcut, phrases in
        let others = forms[shortcut].said.subtracting(language.classes.determiners)
        return (shortcut, phrases.map { $0.union(others) })
      })
  }

  /// What people call a value of these types when they point at it: the type's name ("this
  /// account") and, for a type of at most ``kindNounValues`` values, the last word of a value's
  /// title or synonym ("this card" for Travel Card), each also with an -s.
  static func kindNouns(of types: [Catalog.ValueSet], _ language: SpokenLanguage) -> Set<String> {
    var nouns: Set<String> = []
    for type in types {
      var names = [type.name]
      if type.values.count <= kindNounValues { names += type.values.flatMap { [$0.title] + $0.synonyms } }
      for word in names.compactMap({ SpokenText($0, language: language).words.last })
      where !language.classes.functionWords.contains(word) {
        nouns.formUnion([word, word + "s"])
      }
    }
    return nouns
  }

  /// Whether `shortcut` opens (``ShortcutForm/openingVerbs``) a value of a type named for the
  /// app's screens: a section, a tab, a page, a screen or a view.
  static func opensScreens(_ shortcut: Catalog.Shortcut, _ form: ShortcutForm, _ catalog: Catalog) -> Bool {
    form.verbs.contains(where: ShortcutForm.openingVerbs.contains)
      && shortcut.parameters.values.contains { type in
        let name = catalog.types[type].map { $0.name.isEmpty ? type : $0.name } ?? type
        let last = SpokenText(name, language: catalog.language).words.last.map(catalog.language.inflection.singular)
        return last.map(ShortcutForm.screenKinds.contains) ?? false
      }
  }

  /// Past this many values a type's titles name too many things to be kinds.
  static let kindNounValues = 200

  /// The words of a phrase's literal text, normalized as utterances are.
  static func phraseWords(_ text: String, _ language: SpokenLanguage) -> [String] {
    SpokenText(literal: text, language: language).words.filter { !language.fillers.anywhere.contains($0) }
  }

  private static func omissionCost(_ isFunctionWord: Bool) -> Float {
    Float(isFunctionWord ? CostModel.omittedFunctionWord : CostModel.omittedContentWord)
  }

  /// A template as elements. A word naming the parameter's type right next to
  /// it ("my ${note} note") is as cheap to leave out as a function word.
  private static func compile(
    _ template: PhraseTemplate,
    shortcut: Catalog.Shortcut,
    typeNames: [String],
    catalog: Catalog,
    vocabulary: inout PhraseVocabulary
  ) -> [CompiledPhrase.Element] {
    var elements: [CompiledPhrase.Element] = []
    var typeWords: [Int: String] = [:]
    var slot = 0
    for segment in template.segments {
      switch segment {
      case .text(let text):
        for word in phraseWords(text, vocabulary.language) {
          let id = vocabulary.intern(word)
          elements.append(.word(id, omission: omissionCost(vocabulary[id].isFunctionWord)))
        }
      case .applicationName:
        elements.append(.applicationName)
      case .parameter(let name):
        let typeName = shortcut.parameters[name]
        let type = typeName.flatMap { typeNames.firstIndex(of: $0) } ?? -1
        if let display = typeName.flatMap({ catalog.types[$0]?.name }),
          let last = SpokenText(literal: display, language: vocabulary.language).words.last
        {
          typeWords[elements.count] = vocabulary.language.inflection.singular(last)
        }
        elements.append(.parameter(slot: slot, type: type))
        slot += 1
      }
    }
    for (position, typeWord) in typeWords {
      for neighbour in [position - 1, position + 1] where elements.indices.contains(neighbour) {
        if case .word(let id, _) = elements[neighbour], vocabulary[id].keys.singular == typeWord {
          elements[neighbour] = .word(id, omission: Float(CostModel.omittedFunctionWord))
        }
      }
    }
    return elements
  }

  /// Whether no phrase says a word of `name`, a form of the app's name, nor is one of grammar:
  /// then the name heard mid-sentence is the app's ("what's *ledgerly's* balance", "set
  /// *hearth* to away" though "Hearth Home" says "home"), not a word of the request ("how many
  /// *notes*"). A name of several words needs one such word: phrases that say "drive" never say
  /// "drive logger" ("until I hit my *drive logger* goal").
  func standsApart(_ name: ArraySlice<String>) -> Bool {
    let apart = { (word: String) in
      !self.phraseWords.contains(word) && !self.language.classes.functionWords.contains(word)
    }
    return name.count > 1 ? name.contains(where: apart) : name.allSatisfy(apart)
  }
}
