/// A question of what is in or on a value ("What's in my ${recipe}", "What's on my ${calendar}")
/// asks of its contents: a command to show the value itself ("pull up the chicken wrap") is not
/// it when the app has a shortcut that opens values (real-app check 43, Loadout, where it ran
/// Check Macros beside Open ${recipe}).
///
/// ```swift
/// form.refusal(of: act, tokens: ["show", "the", .value, "in", .app])   // .anotherAction
/// ```
extension ShortcutForm {
  /// Whether a phrase of `phrases` asks what is in or on a value: "what", "is", a preposition
  /// of contents, then the value (after determiners).
  static func asksWhatIsIn(_ phrases: [PhraseTemplate], language: SpokenLanguage) -> Bool {
    phrases.contains { phrase in
      let tokens = tokens(of: phrase, language: language)
      return tokens.count > 3 && tokens[0] == .word("what") && tokens[1] == .word("is")
        && contentsBefore(tokens, at: 2, language: language)
    }
  }

  /// Whether `tokens` have at `position` a preposition of contents, then the value after
  /// determiners ("*in my* value").
  static func contentsBefore(_ tokens: [SpeechAct.Token], at position: Int, language: SpokenLanguage) -> Bool {
    guard let preposition = SpeechAct.word(tokens[position]), contentsPrepositions.contains(preposition) else {
      return false
    }
    let determiners = language.classes.determiners
    return tokens[(position + 1)...].first { SpeechAct.word($0).map(determiners.contains) != true } == .value
  }

  static let contentsPrepositions: Set<String> = ["in", "on", "inside"]

  /// Whether a command shows a value itself (a showing verb the shortcut does not say, and
  /// nothing asked to be in or on it) to a shortcut that asks what is in a value, when another of
  /// the app's shortcuts opens ("Read my ${note} note" keeps "read my note").
  func showsInsteadOfAsking(_ tokens: [SpeechAct.Token], verb: String?) -> Bool {
    guard asksWhatIsInAValue, let verb, !saysVerb(verb),
      Self.isShowing(verb, language: language) || Self.showingVerbs.contains(verb),
      !tokens.contains(.word("what")), !appVerbs.isDisjoint(with: Self.openingVerbs), tokens.contains(.value)
    else { return false }
    return !tokens.indices.contains { Self.contentsBefore(tokens, at: $0, language: language) }
  }
}
