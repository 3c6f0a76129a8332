/// The app's name said first only to call it ("railway, when …", "use sprout to …"): what is
/// asked is the rest, the name said after it.
extension SpeechAct {
  /// The sentence from its question word, "i" or command verb on when the app's name is said
  /// first to call it ("railway, when does the next train leave", "snoozly, i'm heading to bed",
  /// "latchkey, show me who unlocked the door"): the name is no subject of what is asked or told.
  /// Small talk before a command is politeness ("good morning snoozly, stop tracking"):
  /// the command, with the app's name after it.
  static func asked(_ tokens: [Token], language: SpokenLanguage) -> [Token] {
    if let command = afterSmallTalk(tokens, language: language) { return command }
    // "use sprout to change my location", "ask latchkey to lock up": the command after "to".
    if tokens.count > 3, let first = word(tokens[0]), Self.callingVerbs.contains(first), tokens[1] == .app,
      tokens[2] == .word("to")
    {
      return Array(tokens.dropFirst(3)) + [.app]
    }
    guard tokens.count > 2, tokens[0] == .app, let next = word(tokens[1]),
      language.sentences.questionWords.contains(next) || next == "i" || next == "we"
        || language.classes.commandVerbs.contains(next) || Self.askingWords.contains(next)
        || asksAfterCalling(tokens, language: language)
    else { return tokens }
    return Array(tokens.dropFirst())
  }

  /// Words that open a request after the app is called ("sudsy *let's* …", "sudsy *can* you …").
  private static let askingWords: Set<String> = ["let", "can", "could", "would", "please"]

  /// Whether the app, called first, is asked a question or told to do something, not talked
  /// about: "latchkey is the garage shut", "skyward is my flight on time", "sudsy do a
  /// quick wash"; not "latchkey is the best lock app" or "pulse is way too slow".
  private static func asksAfterCalling(_ tokens: [Token], language: SpokenLanguage) -> Bool {
    guard tokens.count > 4, let verb = word(tokens[1]), let determiner = word(tokens[2]),
      language.classes.determiners.contains(determiner), tokens[3] != .app
    else { return false }
    if verb == "do" { return true }
    guard language.sentences.copulas.contains(verb), verb != "be", verb != "am" else { return false }
    // "the *best* lock app", "the *only* one": a judgement of the app, not a thing of it.
    let head = word(tokens[3]) ?? ""
    return !head.hasSuffix("est") && !rankingWords.contains(head)
  }

  /// Words that rank what follows them: "the *best* …", "the *worst* …".
  private static let rankingWords: Set<String> = ["best", "worst", "most", "least", "only", "first", "one"]

  /// Verbs that call on the app to do what follows "to".
  static let callingVerbs: Set<String> = ["use", "ask", "tell", "get"]

  /// The command after a greeting or thanks, and the app's name said between them moved to
  /// its end; `nil` unless a command verb or a polite preamble follows the small talk.
  private static func afterSmallTalk(_ tokens: [Token], language: SpokenLanguage) -> [Token]? {
    guard
      let talk = language.sentences.smallTalk.first(where: { talk in
        tokens.count > talk.count && zip(tokens, talk).allSatisfy { $0 == .word($1) }
      })
    else { return nil }
    var rest = tokens.dropFirst(talk.count)
    let calls = rest.first == .app
    if calls { rest = rest.dropFirst() }
    guard let first = rest.first.flatMap(word),
      language.classes.commandVerbs.contains(first) || language.classes.requestPreamble.contains(first)
    else { return nil }
    return Array(rest) + (calls ? [.app] : [])
  }
}
