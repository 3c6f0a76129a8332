/// Resolves a spoken answer to one value of a set, as when a dialog asked
/// "Which note?" or "Which one: Kitchen Light, or Kitchen Lamp?".
///
/// ```swift
/// let notes = ValueResolver(values: catalog.types["NoteEntity"]!.values)
/// notes.resolve("the shopping list")        // .value(… Groceries …)
/// let choice = ValueResolver(choices: ["Kitchen Light", "Kitchen Lamp"])
/// choice.resolve("the second one")          // .value(… valueIndex: 1 …)
/// choice.resolve("kitchen")                 // .ambiguous([…])
/// ```
///
/// A value is taken by title or synonym, exactly, by plural or singular, by
/// sound or by spelling (as phrase slots are); a list of choices is also
/// answered by position ("the second one", "number 2", "the last one"). The
/// best candidate wins only when the runner-up is at least
/// ``CostModel/ambiguityMargin`` behind: an unclear answer is never guessed.
///
/// - Complexity: Building is O(*c* log *c*) in the characters of all names;
///   resolving costs a few hashed probes per spoken word.
public struct ValueResolver: Sendable {
  /// What an answer named.
  public enum Resolution: Sendable, Equatable {
    /// One value, clearly.
    case value(EntityCandidate)
    /// Several values fit about equally well, best first.
    case ambiguous([EntityCandidate])
    /// Nothing fits.
    case none
  }

  let index: EntityIndex
  /// Whether an answer may pick a value by its position in the list.
  private let acceptsPositions: Bool

  /// Resolves answers to the values of one entity or enum type.
  public init(values: [Catalog.Value], language: SpokenLanguage = .english) {
    self.init(EntityIndex(values: values, language: language), acceptsPositions: false)
  }

  /// Resolves answers to a list of choices read aloud; each value's id is its position.
  public init(choices titles: [String], language: SpokenLanguage = .english) {
    let values = titles.enumerated().map { Catalog.Value(id: String($0.offset), title: $0.element) }
    self.init(EntityIndex(values: values, language: language), acceptsPositions: true)
  }

  init(_ index: EntityIndex, acceptsPositions: Bool = false) {
    self.index = index
    self.acceptsPositions = acceptsPositions
  }

  /// The values the answer may name, best first, each with its cost.
  public func candidates(for spoken: String) -> [EntityCandidate] {
    var words = SpokenCompounds.rejoin(SpokenText(spoken, language: index.language).words, types: [index])
    guard !words.isEmpty, words.count <= index.maxWords + 2 else { return [] }
    let found = index.candidates(for: words[...])
    // "the lentil one": normalization made "one" a 1; a name rarely ends so.
    guard found.isEmpty, words.count > 1, words.last == "1" else { return found }
    words.removeLast()
    return index.candidates(for: words[...])
  }

  /// The one value the answer names, the close candidates, or none.
  public func resolve(_ spoken: String) -> Resolution {
    if acceptsPositions, let position = Self.position(in: spoken, count: index.values.count, language: index.language) {
      return .value(
        EntityCandidate(
          valueIndex: position, value: index.values[position], form: index.values[position].title, cost: 0,
          evidence: .exact))
    }
    let candidates = candidates(for: spoken)
    guard let best = candidates.first else { return .none }
    let close = candidates.prefix { $0.cost - best.cost < CostModel.ambiguityMargin }
    return close.count == 1 ? .value(best) : .ambiguous(Array(close))
  }

  /// The position an answer picks among `count` choices: "the second one",
  /// "number 2", "the last one"; `nil` if it names none.
  public static func position(in utterance: String, count: Int, language: SpokenLanguage = .english) -> Int? {
    var words = SpokenText(literal: utterance, language: language).words.filter {
      !["the", "number", "option", "choice", "please"].contains($0)
    }
    // "the second one": normalization has made "one" the digit 1.
    if words.count == 2, words[1] == "1", words[0] == "last" || words[0] == "first" || words[0].last?.isLetter == true {
      words.removeLast()
    }
    guard words.count == 1, let word = words.first else { return nil }
    if word == "last" { return count > 0 ? count - 1 : nil }
    if word == "first" { return count > 0 ? 0 : nil }
    let digits = word.prefix { $0.isNumber }
    guard let position = Int(digits), position >= 1, position <= count else { return nil }
    let suffix = word.dropFirst(digits.count)
    guard suffix.isEmpty || suffix == language.numbers.ordinalSuffix(position) else { return nil }
    return position - 1
  }
}

extension PhraseIndex {
  /// Resolves answers to the values of one of the catalog's types, sharing
  /// the index's names; `nil` for a type the catalog does not have.
  ///
  /// ```swift
  /// index.valueResolver(for: "NoteEntity")?.resolve("the shopping list")
  /// ```
  public func valueResolver(for typeName: String) -> ValueResolver? {
    typeNames.firstIndex(of: typeName).map { ValueResolver(types[$0]) }
  }

  /// The values of type `typeName` that a spoken answer may name, best first.
  ///
  /// ```swift
  /// index.candidates(forValueOf: "NoteEntity", spoken: "the shopping list").first?.value.id
  /// ```
  public func candidates(forValueOf typeName: String, spoken: String) -> [EntityCandidate] {
    valueResolver(for: typeName)?.candidates(for: spoken) ?? []
  }
}
