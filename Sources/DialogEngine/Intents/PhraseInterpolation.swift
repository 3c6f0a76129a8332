/// The one interpolation of phrases, negative phrases and parameter summaries:
/// literals as written, `\(.applicationName)` as `${applicationName}` and a
/// parameter's key path `\(\.$note)` as `${note}`, the strings-file spelling.
///
/// ```swift
/// let phrase: AppShortcutPhrase<ReadNoteIntent> = "Read \(\.$note) in \(.applicationName)"
/// // phrase.text == "Read ${note} in ${applicationName}"
/// ```
///
/// `Root` is the intent whose parameters may appear; a negative phrase has none (`Never`).
public struct PhraseInterpolation<Root>: StringInterpolationProtocol, Sendable {
  var text = ""

  public init(literalCapacity: Int, interpolationCount: Int) {
    text.reserveCapacity(literalCapacity + 20 * interpolationCount)
  }

  public mutating func appendLiteral(_ literal: String) { text += literal }

  public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${applicationName}" }
}

extension PhraseInterpolation where Root: AppIntent {
  public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Root, IntentParameter<Value>>) {
    text += "${\(ParameterNames.name(of: parameter) ?? "parameter")}"
  }
}

/// The app-name token of a phrase.
public enum AppShortcutPhraseToken: Sendable {
  case applicationName
}
