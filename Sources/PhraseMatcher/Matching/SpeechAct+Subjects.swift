/// How ``SpeechAct`` tells a statement by its subject's verb: a finite verb after a noun ("the
/// baby *ate* …"), a verb with its object ("my kids *walk* the dog"), one in the present said of
/// the subject ("the app *drains* my battery"), and what keeps happening ("my strings *keep*
/// breaking").
extension SpeechAct {
  /// The words of `tokens`, without the values and the app name.
  static func words(in tokens: [Token]) -> [String] { tokens.compactMap(word) }

  /// The word `token` is, or `nil` for a value or the app name.
  static func word(_ token: Token) -> String? {
    if case .word(let word) = token { return word }
    return nil
  }

  /// Whether a sentence may be about `token`: a value, the app, a determined noun, a pronoun, a
  /// day ("*today* was a long day").
  static func isSubject(_ token: Token, language: SpokenLanguage) -> Bool {
    guard let word = word(token) else { return true }
    return language.classes.determiners.contains(word) || language.sentences.subjects.contains(word)
      || ["today", "yesterday", "tomorrow", "tonight"].contains(word)
  }

  /// Whether `word` after `previous` is a finite verb: a copula or auxiliary, a
  /// past form, or one of the verbs people narrate with ("keeps", "says");
  /// "-ed" after a determiner is an adjective ("my locked note").
  static func isFinite(_ word: String, after previous: Token, language: SpokenLanguage) -> Bool {
    if language.sentences.auxiliaries.contains(word) { return true }
    if language.sentences.narrations.contains(word) || language.sentences.pastForms[word] != nil { return true }
    if case .word(let before) = previous, language.classes.determiners.contains(before) || before == "all" {
      return false
    }
    return isRegularPast(word, language: language)
  }

  /// Whether the word at `position`, after a subject of a noun or more, is a verb with its
  /// object after it ("the neighbors *put* their bins out", "my kids *walk* the dog", "my
  /// friends *want* margaritas"): said of the subject, in the present or the past, not asked.
  static func takesAnObject(_ tokens: [Token], at position: Int, language: SpokenLanguage) -> Bool {
    guard position > 1, position + 1 < tokens.count, let verb = word(tokens[position]),
      language.sentences.verbs.contains(verb) || language.sentences.lightVerbs.contains(verb),
      let previous = word(tokens[position - 1]),
      !language.classes.functionWords.contains(previous)
    else { return false }
    // "my kids *want* pizza": what others in the plural want or like takes a bare object, a value too.
    if Self.wishes.contains(verb), language.inflection.singular(previous) != previous, tokens[position + 1] != .app {
      return true
    }
    guard let next = word(tokens[position + 1]) else { return false }
    return language.classes.determiners.contains(next) || language.sentences.objectPersons.contains(next)
  }

  /// Verbs of wanting and liking, said of what a subject wants.
  static let wishes: Set<String> = ["want", "need", "like", "love", "hate", "prefer"]

  /// Whether the word at `position`, after a noun, is "keep" before a verb in "-ing" ("my strings
  /// *keep* breaking"): told of the noun. After the app's name it asks the app ("app keep playing").
  static func keepsHappening(_ tokens: [Token], at position: Int, language: SpokenLanguage) -> Bool {
    guard position > 1, position + 1 < tokens.count, word(tokens[position]) == "keep",
      let previous = word(tokens[position - 1]), !language.classes.functionWords.contains(previous),
      let next = word(tokens[position + 1])
    else { return false }
    return next.utf8.count > 5 && next.hasSuffix("ing")
  }

  /// Whether the word at `position`, after a subject, is a verb in the present said of
  /// it ("box breathing really *calms* me down", "the app *drains* my battery"): a verb
  /// with "-s", not after a determiner ("my *runs*"), with an object or adverb after it
  /// or an adverb before it ("taco town deals in …" names deals).
  static func isPresent(_ tokens: [Token], at position: Int, language: SpokenLanguage) -> Bool {
    // "closetly *dress* me": a word whose "-s" is its own (Inflection's) is no verb's "-s".
    guard position > 0, let word = word(tokens[position]), language.inflection.singular(word) != word else {
      return false
    }
    let previous = Self.word(tokens[position - 1])
    if let previous, language.classes.determiners.contains(previous) || previous == "all" { return false }
    let next = position + 1 < tokens.count ? Self.word(tokens[position + 1]) : nil
    // "deep focus *puts* me to sleep", "munchbox *lets* you …": a word in "-s" with a person
    // after it is a verb, known or not.
    if word.utf8.count > 3, let next, language.sentences.objectPersons.contains(next) || next == "you" { return true }
    // "my shoulder *hurts*": said last, a verb that names no thing ("aches" is "ache" + "s").
    let ending = language.sentences.endingVerbs
    if ending.contains(language.inflection.singular(word)) || ending.contains(String(word.dropLast())),
      tokens[(position + 1)...].allSatisfy({ $0 == .app || SemanticUtterance.connectors.contains(Self.word($0) ?? "") })
    {
      return true
    }
    guard language.sentences.verbs.contains(language.inflection.singular(word)) else {
      // "my brother *cheats* at uno", "the camera *points* at my yard": a word in "-s" this
      // reading does not know, after a noun, before a preposition and a determiner or a value.
      guard position > 1, let previous, !language.classes.functionWords.contains(previous), let next,
        Self.placePrepositions.contains(next), position + 2 < tokens.count
      else { return false }
      return tokens[position + 2] == .value
        || language.classes.determiners.contains(Self.word(tokens[position + 2]) ?? "")
    }
    // "… *belongs in* the trash" is followed; "my recent *scans in* app" is not.
    let followed =
      next.map {
        !SemanticUtterance.connectors.contains($0) || (position + 2 < tokens.count && tokens[position + 2] != .app)
      }
      ?? false
    return followed || language.sentences.adverbs.contains(previous ?? "")
  }

  /// Prepositions a verb told of its subject goes on with ("cheats *at* uno").
  static let placePrepositions: Set<String> = ["at", "on", "in", "into", "with", "about", "from", "to"]

  /// Whether `verb` first follows a noun in the plural in `tokens` ("my friends *recommend*"):
  /// said bare, it tells what they do; after a name it may ask ("brewbuddy *make* me a latte").
  static func followsAPlural(_ verb: String, in tokens: [Token], language: SpokenLanguage) -> Bool {
    guard let position = tokens.firstIndex(of: .word(verb)), position > 0,
      let previous = word(tokens[position - 1]), !language.classes.functionWords.contains(previous)
    else { return false }
    return language.inflection.singular(previous) != previous
  }
}
