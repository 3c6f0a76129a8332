/// Questions of how many or how much, and the shortcuts that cannot answer one: those that pick
/// one thing ("Show me *a random* card", "Suggest *a* cocktail", "What *should* I watch") count
/// nothing.
/// ``ShortcutForm/refusal(of:tokens:)`` asks it, for both stages.
extension ShortcutForm {
  /// Whether every phrase of the shortcut picks one thing it does not name: its verb (and the
  /// person it is for) then "a", "an", "any" or "random" ("Show me a random card", "Random card
  /// from ${applicationName}"), a thing named alone that way, or a recommendation asked ("What
  /// should I watch").
  static func picksOne(in phraseTokens: [[SpeechAct.Token]], language: SpokenLanguage) -> Bool {
    !phraseTokens.isEmpty
      && phraseTokens.allSatisfy { tokens in
        var said = tokens.drop { SpeechAct.word($0).map(language.classes.requestPreamble.contains) == true }
        if let verb = said.first.flatMap(SpeechAct.word), language.classes.commandVerbs.contains(verb),
          !oneOfMany.contains(verb)
        {
          said = said.dropFirst()
          if let person = said.first, isPerson(person, language) { said = said.dropFirst() }
        }
        // "What should I watch": a recommendation, one thing.
        let words = said.prefix(3).compactMap(SpeechAct.word)
        if words.count == 3, ["what", "which"].contains(words[0]), words[1] == "should" { return true }
        return said.first.flatMap(SpeechAct.word).map(oneOfMany.contains) ?? false
      }
  }

  /// Words that leave which thing to the shortcut.
  static let oneOfMany: Set<String> = ["a", "an", "any", "random"]

  /// Where "many" or "much" follows "how" in `tokens` ("how *many* cards …"), or `nil`.
  static func quantityAsked(in tokens: [SpeechAct.Token]) -> Int? {
    guard let how = tokens.firstIndex(of: .word("how")), how + 1 < tokens.count,
      tokens[how + 1] == .word("many") || tokens[how + 1] == .word("much")
    else { return nil }
    return how + 1
  }

  /// Whether `tokens` ask how many or how much ("how many cards do i have"), of a shortcut that
  /// picks one thing (``picksOne``): a count it cannot give.
  func asksACount(_ tokens: [SpeechAct.Token]) -> Bool {
    guard picksOne, let at = Self.quantityAsked(in: tokens), let quantity = SpeechAct.word(tokens[at]) else {
      return false
    }
    return !said.contains(quantity)
  }

  /// Whether `tokens` ask how many things ("how many *walks* …", a value or a name alike), not
  /// how many of a unit, which measures ("how many *hours* …", "how many *miles* …").
  static func countsThings(_ tokens: [SpeechAct.Token], language: SpokenLanguage) -> Bool {
    guard let at = quantityAsked(in: tokens), tokens[at] == .word("many"), at + 1 < tokens.count else { return false }
    guard case .word(let thing) = tokens[at + 1] else { return true }
    return !language.classes.functionWords.contains(thing) && !language.sentences.auxiliaries.contains(thing)
      && !units.contains(thing) && !language.sentences.periods.contains(language.inflection.stem(thing))
      && language.sentences.measureKin[thing] == nil
  }
}
