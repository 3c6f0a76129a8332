/// Whether a request asks for another thing than this shortcut's: a thing it never names
/// after the verb or "what is", the head of what a showing verb asks for, a role, or a fact of
/// a kind. ``ShortcutForm/refusal(of:tokens:)`` asks each, for both stages.
extension ShortcutForm {
  /// Nouns for an aspect of the thing that follows them ("the *status* of my order", "an
  /// *update* on my ride", "my *copy* of the overstory"): the thing named is the one after
  /// "of" or "on".
  static let aspects: Set<String> = [
    "status", "state", "details", "info", "information", "update", "updates", "progress", "copy", "copies",
  ]

  /// Whether a command or a "what is" or "where is" question names, where the shortcut's own words or a
  /// value would go, a thing the shortcut never names nor a synonym of ("*pause* my
  /// *membership*" is not Pause My Workout, "*skip* the *ads*" not Skip Forward, "what's the
  /// *interest rate* on my savings" not the balance): the words after the verb (or "what
  /// is", "where is", "does … have") and a determiner, up to a preposition, the app or a value. A value among them
  /// ("cancel my pizza palace order") is the shortcut's own thing. `verb` is the command's.
  func asksAboutAnotherThing(_ tokens: [SpeechAct.Token], verb: String?) -> Bool {
    var position: Int
    // A thing said with no determiner is read after a command's verb or "have".
    var bare = verb != nil
    // "where is the nearest car *wash*": where a thing is asks for that thing, its head.
    var byItsHead = false
    if let verb, let at = tokens.firstIndex(of: .word(verb)) {
      // "Add something to my ${applicationName}" is done to whatever is named.
      guard !takesAnyThing else { return false }
      position = at + 1
      if position < tokens.count, case .word(let particle) = tokens[position],
        Self.particles.contains(particle) || phrasalVerbs.contains(verb + " " + particle)
      {
        position += 1
        // "check in *to my hotel*": the thing of a particle verb its phrases say may follow a
        // preposition ("skip back *to the start*" says where to, not what).
        if !Self.particles.contains(particle), position + 1 < tokens.count,
          case .word(let preposition) = tokens[position],
          ["to", "for", "at", "into", "on"].contains(preposition), case .word(let determiner) = tokens[position + 1],
          language.classes.determiners.contains(determiner)
        {
          position += 1
        }
      }
      // "show *me* a map of …": what is shown comes after the person it is shown to.
      if Self.showingVerbs.contains(verb), position + 1 < tokens.count, case .word(let person) = tokens[position],
        language.sentences.objectPersons.contains(person), case .word(let next) = tokens[position + 1],
        ["a", "an", "the"].contains(next)
      {
        position += 1
      }
    } else if tokens.count > 2, case .word(let question) = tokens[0], Self.thingQuestions.contains(question),
      case .word(let copula) = tokens[1], language.sentences.copulas.contains(copula)
    {
      position = 2
      byItsHead = question == "where"
    } else if let had = Self.possessionAsked(in: tokens) {
      // "does the library have *parking*": whether it has a thing, which must be this one's.
      position = had + 1
      bare = true
      if position < tokens.count, case .word(let any) = tokens[position], language.sentences.indefinites.contains(any) {
        return false
      }
    } else {
      // "how long was *my longest* streak": asked in any question.
      let mine = tokens.firstIndex { $0 == .word("my") || $0 == .word("our") }
      return asksAFactOfAKind(tokens) || mine.map { namesARecord(tokens, from: $0 + 1) } == true
    }
    if let verb, Self.showingVerbs.contains(verb), showsAnotherThing(tokens, from: position) { return true }
    if let verb, Self.showingVerbs.contains(verb) || Self.openingVerbs.contains(verb),
      namesAnotherThingOfItsValue(tokens, from: position)
    {
      return true
    }
    guard position < tokens.count, case .word(let first) = tokens[position] else { return false }
    guard language.classes.determiners.contains(first) else {
      // "finish *playing*", "stop *watering*": what a verb of starting or ending takes in
      // "-ing" is the activity, which the model weighs; not a thing.
      if let verb, Self.aspectVerbs.contains(verb), first.hasSuffix("ing") { return false }
      return bare && namesABareThing(tokens, from: position)
    }
    let determiner = first
    // "rewind *a bit*": how much, not what.
    if determiner == "a", position + 1 < tokens.count, case .word(let amount) = tokens[position + 1],
      language.sentences.amounts.contains(amount)
    {
      return false
    }
    if ["my", "our"].contains(determiner), namesARecord(tokens, from: position + 1) { return true }
    return namesAnotherThing(tokens, from: position + 1, orTheApps: true, byItsHead: byItsHead)
  }

  /// Whether what a showing verb asks for ("show *dream statistics*", "show me my *sleep
  /// history*") ends in a noun, its head, this shortcut never names: it shows something else
  /// than its own thing, whatever the words before say.
  private func showsAnotherThing(_ tokens: [SpeechAct.Token], from start: Int) -> Bool {
    var start = start
    if start < tokens.count, case .word(let person) = tokens[start], language.sentences.objectPersons.contains(person) {
      start += 1
    }
    guard let thing = thing(in: tokens, from: start)?.filter({ !language.classes.determiners.contains($0) }),
      let head = thing.last, thing.count > 1,
      // "show *what i've worn* recently": a clause, not a thing.
      !thing.contains(where: { language.sentences.questionWords.contains($0) || Self.subjects.contains($0) })
    else { return false }
    // "my habit *progress*": an aspect of the thing before it (``aspects``); "the menu *page*"
    // speaks of the app's screen (``speaksOfTheScreen(_:)``).
    return !Self.aspects.contains(head) && !language.sentences.screenParts.contains(head) && isNoun(head)
      && !names(head) && !appSaid.contains(head)
  }

  /// Whether the noun after a value ("open the ${camera} *door*") is not the one this
  /// shortcut's phrases say after it ("Show the ${camera} camera"), nor one it names: the value
  /// names another thing. A shortcut that says none ("Show ${camera}") takes any ("the
  /// backyard cam").
  private func namesAnotherThingOfItsValue(_ tokens: [SpeechAct.Token], from start: Int) -> Bool {
    guard !nounsAfterValues.isEmpty,
      let value = tokens[min(start, tokens.count)...].firstIndex(where: {
        SpeechAct.word($0).map(language.classes.determiners.contains) != true
      }),
      tokens[value] == .value, value + 1 < tokens.count, case .word(let noun) = tokens[value + 1]
    else { return false }
    let ends =
      value + 2 == tokens.count || tokens[value + 2] == .app
      || SpeechAct.word(tokens[value + 2]).map(Self.prepositions.contains) == true
    return ends && isNoun(noun) && !nounsAfterValues.contains(noun) && !names(noun) && !appSaid.contains(noun)
  }

  /// The action a request of wanting names with no verb, a verb said as a noun ("i want *a
  /// refund*", "i need *a refill*"); `nil` for any other sentence, a thing ("i need a seat") or a light verb's
  /// word ("a *place* to stay").
  static func wantedAction(in tokens: [SpeechAct.Token], language: SpokenLanguage) -> String? {
    guard let at = wantedThing(in: tokens, language: language), at + 1 < tokens.count,
      let action = SpeechAct.word(tokens[at + 1]), language.classes.commandVerbs.contains(action),
      !language.sentences.lightVerbs.contains(action),
      at + 2 == tokens.count || SpeechAct.word(tokens[at + 2]).map(language.classes.functionWords.contains) ?? true
    else { return nil }
    return action
  }

  /// Where the thing starts that a request of wanting asks for with no verb ("i want *a* refund",
  /// "i'd like *the* usual"): its determiner, after the words of asking; `nil` for any other sentence.
  private static func wantedThing(in tokens: [SpeechAct.Token], language: SpokenLanguage) -> Int? {
    guard
      let first = tokens.firstIndex(where: { token in
        SpeechAct.word(token).map {
          !language.classes.requestPreamble.contains($0) && !language.sentences.interjections.contains($0)
        } ?? (token != .app)
      }), first > 0, case .word(let determiner) = tokens[first], language.classes.determiners.contains(determiner),
      let wanting = SpeechAct.word(tokens[first - 1]), SpeechAct.wishes.contains(wanting), first > 1,
      let who = SpeechAct.word(tokens[first - 2]), ["i", "we", "would"].contains(who)
    else { return nil }
    return first
  }

  /// Whether a question of how many or how much is in a kind of thing this shortcut never
  /// names ("how many calories are *in an apple*", "how much caffeine is in a latte"), or what
  /// one costs ("how much does *a new bike* cost"): a fact about the kind, not the speaker's own
  /// figure ("How many calories are left", "How much was my last ride").
  private func asksAFactOfAKind(_ tokens: [SpeechAct.Token]) -> Bool {
    guard tokens.count > 4, tokens[0] == .word("how"), tokens[1] == .word("many") || tokens[1] == .word("much") else {
      return false
    }
    let indefinite = { (token: SpeechAct.Token) in token == .word("a") || token == .word("an") }
    guard tokens.count > 5 else { return false }
    // "how much does *a new bike* cost": the price of a kind, named before "cost".
    if tokens[1] == .word("much"), tokens[2] == .word("does") || tokens[2] == .word("do"), indefinite(tokens[3]),
      let cost = tokens[4...].firstIndex(of: .word("cost"))
    {
      return namesAnotherThing(Array(tokens[..<cost]), from: 4)
    }
    guard
      let copula = tokens.firstIndex(where: { SpeechAct.word($0).map(language.sentences.copulas.contains) ?? false }),
      copula + 3 < tokens.count, case .word(let preposition) = tokens[copula + 1],
      ["in", "of", "on"].contains(preposition), indefinite(tokens[copula + 2])
    else { return false }
    return namesAnotherThing(tokens, from: copula + 3)
  }

  /// Whether the speaker's thing read from `start` is a record this shortcut never names ("what's
  /// my *longest* streak" of "What's my streak"): another figure than its own.
  private func namesARecord(_ tokens: [SpeechAct.Token], from start: Int) -> Bool {
    thing(in: tokens, from: start)?.contains { language.sentences.records.contains($0) && !names($0) } == true
  }

  /// Where "have" stands in a question of whether someone or something has a thing ("*does*
  /// the library *have* parking", "do i have any reused passwords"): after "do" and a subject
  /// of a few words.
  private static func possessionAsked(in tokens: [SpeechAct.Token]) -> Int? {
    guard case .word(let auxiliary)? = tokens.first, ["do", "does", "did"].contains(auxiliary) else { return nil }
    return tokens.indices.dropFirst(2).prefix(SpeechAct.askedThingWords).first {
      tokens[$0] == .word("have") || tokens[$0] == .word("has")
    }
  }

  /// Question words that, before a copula, ask for a thing or where it is: "what is", "where
  /// are" ("*where is the coffee machine*" is no "Where is my desk today").
  static let thingQuestions: Set<String> = ["what", "which", "where"]

  /// Verbs of starting, going on and ending, whose object may be an activity ("start
  /// *charging*").
  static let aspectVerbs: Set<String> = [
    "start", "begin", "stop", "end", "finish", "pause", "resume", "continue", "quit", "keep",
  ]

  /// Words that start a clause inside an object ("show what *i* wore").
  private static let subjects: Set<String> = ["i", "we", "you", "he", "she", "they", "it"]

  /// Whether a command's object said without a determiner ("update *delta* with altstore",
  /// "refresh *instagram*") is one or two words, each a noun this shortcut never names and
  /// no word of grammar, time or amount, up to a preposition, the app or the end.
  private func namesABareThing(_ tokens: [SpeechAct.Token], from start: Int) -> Bool {
    guard let thing = thing(in: tokens, from: start), (1...2).contains(thing.count), thing.allSatisfy(isNoun) else {
      return false
    }
    return !thing.contains(where: names) || namesAnotherKind(thing, named: names)
  }

  /// Whether `word` may name a thing: no word of grammar, time or amount, no person, no
  /// "something", no particle.
  func isNoun(_ word: String) -> Bool {
    !SpeechAct.isGrammarOrTime(word, language: language) && !language.sentences.amounts.contains(word)
      && !language.sentences.objectPersons.contains(word) && !language.sentences.indefinites.contains(word)
      && !Self.particles.contains(word)
  }

  /// Whether a command makes something into a thing this shortcut never names ("save the flat
  /// white *as a favorite*", "set checking *as my main account*"): "as", a determiner, and
  /// what follows, read as ``asksAboutAnotherThing(_:verb:)`` reads its thing.
  func asksForAnotherRole(_ tokens: [SpeechAct.Token], verb: String?) -> Bool {
    guard let verb, let at = tokens.firstIndex(of: .word(verb)),
      let role = tokens[(at + 1)...].firstIndex(of: .word("as")), role + 1 < tokens.count,
      case .word(let determiner) = tokens[role + 1], language.classes.determiners.contains(determiner)
    else { return false }
    return namesAnotherThing(tokens, from: role + 2)
  }
}
