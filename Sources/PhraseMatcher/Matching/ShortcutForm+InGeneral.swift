/// Questions of things in general, not the speaker's own: "how long does *a battery* last in an
/// electric car", "how much should *a newborn* eat", "where do *people* buy concert tickets" ask
/// what anyone may know, and no shortcut that shows the speaker's battery or baby answers them.
/// A shortcut whose phrases say the thing with "a" may ("How much is *a ride* to ${place}":
/// "what would a ride to the airport cost"). People at large as a command's object are not the
/// speaker either ("mute everyone else" is no "Mute me").
/// ``ShortcutForm/refusal(of:tokens:)`` asks it, for both stages.
extension ShortcutForm {
  /// Whether a question asks of something in general (``SpeechAct/generalSubject(in:language:)``)
  /// that no phrase of this shortcut says with "a" or "an".
  func asksInGeneral(_ tokens: [SpeechAct.Token]) -> Bool {
    guard let subject = SpeechAct.generalSubject(in: tokens, language: language) else { return false }
    return !nounsOfAny.contains(subject) && !nounsOfAny.contains(language.inflection.singular(subject))
  }

  /// Whether a command is done to people at large ("mute *everyone* else") by a shortcut whose
  /// phrases do it to the speaker or the speaker's own ("Mute me", "Mute my microphone").
  func actsOnOthers(_ tokens: [SpeechAct.Token], verb: String?) -> Bool {
    guard let verb, let at = tokens.firstIndex(of: .word(verb)), at + 1 < tokens.count,
      let object = SpeechAct.word(tokens[at + 1]), SpeechAct.peopleAtLarge.contains(object), !said.contains(object)
    else { return false }
    return said.contains("me") || said.contains("my")
  }

  /// The words its phrases say right after "a" or "an" ("Book *a desk*", "How much is *a ride*"):
  /// what a question of any one may still ask it of.
  static func nounsOfAny(in phraseTokens: [[SpeechAct.Token]]) -> Set<String> {
    var nouns: Set<String> = []
    for tokens in phraseTokens {
      for position in tokens.indices.dropLast()
      where SpeechAct.indefinite.contains(SpeechAct.word(tokens[position]) ?? "") {
        nouns.insert(SpeechAct.word(tokens[position + 1]) ?? SpeechAct.anyValue)
      }
    }
    return nouns
  }
}

extension SpeechAct {
  /// The subject a question asks of in general, right after its auxiliary: the word after "a"
  /// or "an" ("how long does *a battery* last", "can *a dog* eat grapes"), or, after a question
  /// word, people at large ("where do *people* buy tickets"), or in a count a kind in the plural
  /// ("how many hours of sleep do *adults* need"); ``anyValue`` for a value after "a" or "an".
  /// `nil` for any other sentence.
  static func generalSubject(in tokens: [Token], language: SpokenLanguage) -> String? {
    guard let first = tokens.first.flatMap(word) else { return nil }
    let asksWhich = language.sentences.questionWords.contains(first)
    guard asksWhich || generalAuxiliaries.contains(first) else { return nil }
    // "do *a* unit conversion", "do a quick scan": a command, as ``form(of:language:)`` reads it;
    // a question goes on past its subject to a verb ("do a dog and a cat *get* along").
    if first == "do", tokens.count > 1, indefinite.contains(word(tokens[1]) ?? ""),
      !tokens.dropFirst(4).contains(where: { word($0).map { isVerb($0, language: language) } ?? false })
    {
      return nil
    }
    // "how many hours of sleep do *adults* need": a figure of a kind in the plural.
    let counts = ShortcutForm.quantityAsked(in: tokens) == 1
    let start = asksWhich ? 1 : 0
    // "what now", "how": too short to ask of anything ("what casa" was a crash); "how much do
    // people owe *me*" asks of the speaker's own.
    guard tokens.count > start + 2, !tokens.contains(where: { speakersOwn.contains(word($0) ?? "") }) else {
      return nil
    }
    for position in start..<min(tokens.count - 2, 6) {
      guard let auxiliary = word(tokens[position]), generalAuxiliaries.contains(auxiliary) else { continue }
      guard let subject = word(tokens[position + 1]) else { return nil }
      if asksWhich, peopleAtLarge.contains(subject) || (counts && isBarePlural(subject, language: language)) {
        return subject
      }
      guard indefinite.contains(subject) else { return nil }
      // "how many calories does *a* ${exercise} burn": any one of the app's own kinds.
      return word(tokens[position + 2]) ?? anyValue
    }
    return nil
  }

  /// Whether `word` is a verb this reading knows: told, light or commanded.
  private static func isVerb(_ word: String, language: SpokenLanguage) -> Bool {
    language.sentences.verbs.contains(word) || language.sentences.lightVerbs.contains(word)
      || language.classes.commandVerbs.contains(word)
  }

  /// What ``generalSubject(in:language:)`` says of a value after "a" or "an".
  static let anyValue = ""

  /// Whether `word` is a noun in the plural with no determiner ("how much water do *toddlers*
  /// need"): a kind, not the speaker's own.
  private static func isBarePlural(_ word: String, language: SpokenLanguage) -> Bool {
    language.inflection.singular(word) != word && !language.classes.functionWords.contains(word)
      && !language.classes.determiners.contains(word) && !language.sentences.subjects.contains(word)
  }

  /// The auxiliaries a question of anything at all is asked with: not "is" or "will" ("is a
  /// package coming today" asks of one), nor "did" (what happened is of one).
  static let generalAuxiliaries: Set<String> = ["do", "does", "should", "can", "could", "must", "would"]

  static let indefinite: Set<String> = ["a", "an"]

  /// The speaker and the speaker's own.
  static let speakersOwn: Set<String> = ["i", "me", "my", "mine", "myself", "we", "us", "our"]

  /// Words for anyone at all.
  static let peopleAtLarge: Set<String> = [
    "people", "someone", "somebody", "anyone", "anybody", "everyone", "everybody", "folks",
  ]
}
