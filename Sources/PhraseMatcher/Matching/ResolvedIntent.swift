/// An intent and the values of its parameters: what an utterance asks for,
/// without how it was heard.
///
/// ```swift
/// index.match("read my groceries note in notes").best?.resolvedIntent.description
/// // "ReadNoteIntent(note: groceries)"
/// ```
public struct ResolvedIntent: Sendable, Hashable, CustomStringConvertible {
  /// The intent's type name.
  public var intent: String
  /// Parameter name → the value resolved for it.
  public var parameters: [String: Catalog.Value]

  public init(intent: String, parameters: [String: Catalog.Value] = [:]) {
    self.intent = intent
    self.parameters = parameters
  }

  /// `ReadNoteIntent(note: groceries)` (value ids, parameters by name), or
  /// the bare intent when it has none: the form `.tests` files expect.
  public var description: String {
    guard !parameters.isEmpty else { return intent }
    let values = parameters.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.id)" }
    return "\(intent)(\(values.joined(separator: ", ")))"
  }
}

extension PhraseMatch: CustomStringConvertible {
  /// The intent and values this reading resolves to.
  public var resolvedIntent: ResolvedIntent { ResolvedIntent(intent: intent, parameters: parameters) }

  /// `ReadNoteIntent(note: groceries)`; see ``ResolvedIntent/description``.
  public var description: String { resolvedIntent.description }
}

extension PhraseMatch: CustomDebugStringConvertible {
  /// The dump tests compare with a literal: `TurnOnIntent(light: porch) [tolerant]`.
  public var debugDescription: String { "\(description) [\(stage.rawValue)]" }
}

extension Resolution: CustomStringConvertible {
  /// `TurnOnIntent(light: porch)`, `ambiguous: A | B`, or `no match`.
  public var description: String {
    switch self {
    case .matched(let match): match.description
    case .ambiguous(let readings): "ambiguous: " + readings.map(\.description).joined(separator: " | ")
    case .noMatch: "no match"
    }
  }
}

extension MatchResult: CustomDebugStringConvertible {
  /// The dump tests compare with a literal: the best reading and its stage,
  /// the close readings of an ambiguity, the vetoing phrase, or `no match`.
  ///
  /// ```swift
  /// String(reflecting: index.match("turn on the porch lite in casa"))
  /// // "TurnOnIntent(light: porch) [tolerant]"
  /// ```
  public var debugDescription: String {
    if let vetoingPhrase { return "vetoed by '\(vetoingPhrase)'" }
    if case .matched(let match) = resolution { return match.debugDescription }
    return resolution.description
  }
}
