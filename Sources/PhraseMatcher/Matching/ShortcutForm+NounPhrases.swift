/// How the thing a sentence names is read: its words up to a preposition or a time
/// (``ShortcutForm/thing(in:from:)``), whether this shortcut names it, and whether its last noun
/// makes it a part or a kind of another thing ("turn off the oven *light*").
extension ShortcutForm {
  /// Whether the shortcut says `word`, a word of its stem or a synonym of it; a noun made of
  /// one of its verbs names its action ("a *transcript*" for "Transcribe …").
  func names(_ word: String) -> Bool {
    said.contains(word) || Self.hasStem(word, among: saidStems, language: language)
      || language.classes.groupsOfWord[word]?.contains(where: saidSynonymGroups.contains) == true
      || namesItsAction(word) || namesAKindOf(word) || asksOfItsScale(word)
  }

  /// Whether `word` names the scale of a measure it asks ("How *fast* am I going": "my
  /// *speed*", "How *far* …": "the distance"). "Time" has too many senses to be one.
  private func asksOfItsScale(_ word: String) -> Bool {
    guard word != "time", !language.sentences.measures.contains(word),
      let scale = language.sentences.measureKin[word]
    else { return false }
    return !said.isDisjoint(with: scale)
  }

  /// Whether it names a broader thing `word` is a kind of ("Log food": "my lunch", "two snacks").
  private func namesAKindOf(_ word: String) -> Bool {
    guard let broader = language.classes.kinds[language.inflection.singular(word)] else { return false }
    return !said.isDisjoint(with: broader)
  }

  /// Whether the words from `start`, up to a preposition, the app or a value, name a thing
  /// this shortcut never names; a value among them is the shortcut's own thing.
  func namesAnotherThing(
    _ tokens: [SpeechAct.Token], from start: Int, orTheApps: Bool = false, byItsHead: Bool = false
  ) -> Bool {
    // "reserve *a spot* in yoga": the place a booking holds is the booking itself.
    let books = !verbs.isDisjoint(with: Self.bookingVerbs)
    guard
      let thing = thing(in: tokens, from: start)?.filter({
        !language.classes.determiners.contains($0) && !(books && Self.bookedPlaces.contains($0))
      })
    else {
      return false
    }
    let named = { (word: String) in self.names(word) || (orTheApps && self.appSaid.contains(word)) }
    if byItsHead, let head = thing.last(where: isNoun), !named(head), !Self.wholes.contains(head) { return true }
    return !thing.isEmpty && (!thing.contains(where: named) || namesAnotherKind(thing, named: named))
  }

  /// Whether `thing`, naming the word a phrase ends its thing with, makes it part of another:
  /// a noun said last after it heads another thing ("turn off the oven *light*"; "get the
  /// dryer *going*" says how, "… close by" where, "the oven *settings*" are the oven's, "a
  /// status *update*" is a status: ``aspects``).
  /// So does a word before a setting this shortcut names (``settings``: "enable *dark* mode"
  /// beside "Turn on bedtime mode"): the word says which mode, and this one never says it.
  func namesAnotherKind(_ thing: [String], named: (String) -> Bool) -> Bool {
    if thing.count >= 2, let head = thing.last, Self.settings.contains(head), named(head) {
      let which = thing[thing.count - 2]
      if isNoun(which), !named(which) { return true }
    }
    guard let end = thing.firstIndex(where: lastNouns.contains), end + 2 == thing.count, let head = thing.last else {
      return false
    }
    // "the menu *page*" speaks of the app's screen (``speaksOfTheScreen(_:)``), no other thing.
    return isNoun(head) && !head.hasSuffix("ly") && !head.hasSuffix("ing") && !named(head)
      && !Self.wholes.contains(head) && !Self.aspects.contains(head) && !language.sentences.screenParts.contains(head)
  }

  /// Wholes that are a way the app is set ("dark *mode*", "the sync *feature*"): the word before
  /// one says which, where a session or a service of other words may be the same one.
  static let settings: Set<String> = [
    "mode", "modes", "feature", "features", "setting", "settings", "option", "options",
  ]

  /// Words "right" says when or where with ("right now", "right here").
  static let rightAfters: Set<String> = ["now", "away", "here", "there"]

  /// Nouns for a whole that the word before them is what it is of ("a location *session*",
  /// "the sync *feature*"): the thing named is that word.
  /// Verbs that book, and what a booking holds, said for the booking ("book *a slot* for a haircut").
  static let bookingVerbs: Set<String> = ["book", "reserve"]
  static let bookedPlaces: Set<String> = ["spot", "slot", "place", "space", "opening", "appointment"]

  static let wholes: Set<String> = [
    "session", "sessions", "mode", "feature", "features", "setting", "settings", "option", "options", "function",
    "thing", "system", "service",
  ]

  /// The words `phrases` end their thing with: the last before the app name, a preposition
  /// between or not, or the last of all, of a phrase that asks no question; no word of grammar
  /// or time, no value.
  static func lastNouns(of phrases: [[SpeechAct.Token]], language: SpokenLanguage) -> Set<String> {
    var nouns: Set<String> = []
    for tokens in phrases {
      // "When does the library *open*": a question may end in its verb.
      if case .word? = tokens.first, SpeechAct.opensAQuestion(tokens, language: language) { continue }
      var end = tokens.firstIndex(of: .app) ?? tokens.count
      if end > 0, case .word(let word) = tokens[end - 1], prepositions.contains(word) || word == "with" { end -= 1 }
      if end > 0, case .word(let word) = tokens[end - 1], !SpeechAct.isGrammarOrTime(word, language: language),
        !PhraseIndex.timeWords.contains(word)
      {
        nouns.insert(word)
      }
      // "Send my *report* to my doctor": the thing a command names before saying where or to whom.
      if let object = objectBeforeAPreposition(tokens, language: language) { nouns.insert(object) }
    }
    return nouns
  }

  /// Words for the app itself after its name ("the ${applicationName} *app*", "the … *assistant*").
  static let appWords: Set<String> = ["app", "application", "apps", "ai", "assistant", "bot", "chatbot"]

  /// The noun after a phrase's first verb and a determiner, just before a preposition ("Send my
  /// *report* to my doctor", "Book a *desk* on the ${floor}"); `nil` when a value or another word comes first.
  private static func objectBeforeAPreposition(_ tokens: [SpeechAct.Token], language: SpokenLanguage) -> String? {
    guard tokens.count > 3, case .word(let determiner) = tokens[1], language.classes.determiners.contains(determiner),
      case .word(let noun) = tokens[2], case .word(let next) = tokens[3], prepositions.contains(next) || next == "to",
      !SpeechAct.isGrammarOrTime(noun, language: language)
    else { return nil }
    return noun
  }

  /// The words from `start` up to a preposition, a word that ends a thing, the app or the end,
  /// past an aspect of it (``aspects``); `nil` when a value comes first (the thing is the
  /// shortcut's own).
  func thing(in tokens: [SpeechAct.Token], from start: Int) -> [String]? {
    var thing: [String] = []
    let sentences = language.sentences
    for (position, token) in tokens.enumerated().dropFirst(min(start, tokens.count)) {
      guard case .word(let word) = token else {
        if token == .value { return nil }
        // "my ${applicationName} *subscription*": the app's name before a thing says whose it is.
        if token == .app, thing.allSatisfy(language.classes.determiners.contains), position + 1 < tokens.count,
          case .word(let next) = tokens[position + 1], !Self.appWords.contains(next),
          !Self.prepositions.contains(next), !sentences.thingEnds.contains(next),
          !language.classes.functionWords.contains(next)
        {
          continue
        }
        break
      }
      // "the weather *this week*": a period of time ends the thing ("the same as last *time*" does not).
      // "the dog walker *right now*", "my speed *right here*": where or when, not the thing.
      if word == "right", position + 1 < tokens.count,
        Self.rightAfters.contains(SpeechAct.word(tokens[position + 1]) ?? "")
      {
        break
      }
      if ["this", "next", "last"].contains(word), position + 1 < tokens.count,
        let period = SpeechAct.word(tokens[position + 1]), period != "time", sentences.periods.contains(period)
      {
        break
      }
      if Self.prepositions.contains(word) || sentences.thingEnds.contains(word) {
        // "the status *of* my order": the thing is what the aspect is of.
        if word == "of" || word == "on", thing.contains(where: Self.aspects.contains),
          thing.allSatisfy({ Self.aspects.contains($0) || language.classes.determiners.contains($0) })
        {
          thing = []
          continue
        }
        break
      }
      thing.append(word)
    }
    return thing
  }
}
