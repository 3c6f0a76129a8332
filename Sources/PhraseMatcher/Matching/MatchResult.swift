/// Everything the matcher found for one utterance, ranked.
///
/// ```swift
/// let result = index.match("um what's in my grocery note in notes")
/// result.best?.intent        // "ReadNoteIntent"
/// result.isAmbiguous         // false
/// result.margin              // how far ahead of the runner-up
/// ```
public struct MatchResult: Sendable, Hashable {
  /// The utterance as given.
  public package(set) var utterance: String
  /// The words the matcher compared, after normalization.
  public package(set) var words: [String]
  /// Acceptable readings, best first; at most one per shortcut and value.
  public package(set) var ranked: [PhraseMatch]
  /// Set when a negative phrase vetoed the utterance.
  public package(set) var vetoingPhrase: String?
  /// When nothing matched: the closest phrase and why it failed.
  public package(set) var nearMiss: NearMiss?
  /// When the semantic stage compared the utterance by meaning and took nothing: why.
  public package(set) var byMeaning: MeaningMiss?
  /// Whether the utterance points at the screen ("it", "this note", "what's on my screen")
  /// where a value could be named (``PhraseIndex/match(_:onscreen:cache:)``).
  public package(set) var refersToScreen = false
  /// The on-screen value that "this" or "it" stood for in the best reading, if one did.
  public package(set) var onscreenValue: OnscreenValue?

  /// The best reading, unless nothing matched or a negative phrase vetoed it.
  public var best: PhraseMatch? { ranked.first }
  /// The readings after the best.
  public var alternatives: ArraySlice<PhraseMatch> { ranked.dropFirst() }
  /// How much more the runner-up costs than the best; `nil` without a runner-up.
  public var margin: Double? { ranked.count > 1 ? ranked[1].cost - ranked[0].cost : nil }
  /// True when the runner-up is within ``CostModel/ambiguityMargin`` of the best.
  public var isAmbiguous: Bool { (margin ?? .infinity) < CostModel.ambiguityMargin }

  /// The outcome in one value: matched, ambiguous (with the close readings), or no match.
  public var resolution: Resolution {
    guard let best else { return .noMatch }
    guard isAmbiguous else { return .matched(best) }
    return .ambiguous(ranked.filter { $0.cost - best.cost < CostModel.ambiguityMargin })
  }
}

/// The closest phrase to an utterance that matched nothing, and what was wrong.
public struct NearMiss: Sendable, Hashable, CustomStringConvertible {
  public package(set) var shortcutIndex: Int
  public package(set) var intent: String
  public package(set) var phrase: PhraseTemplate
  public package(set) var cost: Double
  public package(set) var reasons: [Reason]

  public enum Reason: Sendable, Hashable, CustomStringConvertible {
    /// No form of the app's name was heard.
    case missingAppName(String)
    /// Words of the phrase that were not said.
    case missingWords([String])
    /// Words said that the phrase does not have.
    case extraWords([String])
    /// The words where a value belongs name none of the type's values.
    case unknownValue(type: String, spoken: String)
    /// The phrase needs a value and none was said.
    case missingValue(type: String)

    public var description: String {
      switch self {
      case .missingAppName(let name): "the app name ('\(name)') was not heard"
      case .missingWords(let words): "'\(words.joined(separator: " "))' was not heard"
      case .extraWords(let words): "'\(words.joined(separator: " "))' is not in the phrase"
      case .unknownValue(let type, let spoken): "no \(type.lowercased()) is called '\(spoken)'"
      case .missingValue(let type): "no \(type.lowercased()) was named"
      }
    }
  }

  /// "nearest phrase '…': 'x' was not heard; …"; a reading its words fit and its sense does not
  /// has no reasons to list.
  public var description: String {
    reasons.isEmpty
      ? "nearest phrase '\(phrase)'"
      : "nearest phrase '\(phrase)': " + reasons.map(\.description).joined(separator: "; ")
  }
}
