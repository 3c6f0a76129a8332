/// How ``SpeechAct`` finds a sentence's verbs: the command a request starts with (or that
/// follows a statement), a verb by its form (in the past, a participle), and which verb of a
/// sentence is its main one. A verb said of a subject is in `SpeechAct+Subjects`.
extension SpeechAct {
  /// The verb a request starts with, after a polite preamble, "help me" or the app's name,
  /// when it is a command verb ("ledgerly, can you *freeze* my card", "help me *choose* a
  /// drink") or a word a determiner follows ("*silence* the alerts": an imperative this
  /// reading does not know); `nil` for a question.
  static func commandVerb(in tokens: [Token], language: SpokenLanguage) -> String? {
    var position = 0
    while position < tokens.count {
      defer { position += 1 }
      switch tokens[position] {
      case .app: continue
      // "priya and i shared a cab *add* it": a value first says no command but one after a statement.
      case .value:
        return command(after: shape(of: tokens, language: language), in: tokens, language: language).flatMap {
          Self.word(tokens[$0])
        }
      case .word(let word):
        // "can i *take* photos inside": the leave asked is to do that.
        if let verb = verbAskedLeaveFor(tokens, at: position, language: language) { return verb }
        if language.classes.requestPreamble.contains(word) || language.sentences.interjections.contains(word) {
          continue
        }
        // "i can't *find* …": a plea for the verb after it.
        if word == "not", isPlea(tokens, at: position, language: language) { continue }
        let next = position + 1 < tokens.count ? Self.word(tokens[position + 1]) : nil
        // "help me choose": the helping is the preamble, the choosing the command.
        if word == "help", let next, language.sentences.objectPersons.contains(next) {
          position += 1
          continue
        }
        if language.classes.commandVerbs.contains(word) { return word }
        let then = position + 2 < tokens.count ? Self.word(tokens[position + 2]) : nil
        if isImperative(word, before: next, then: then, language: language) { return word }
        return command(after: shape(of: tokens, language: language), in: tokens, language: language).flatMap {
          Self.word(tokens[$0])
        }
      }
    }
    return nil
  }

  /// The verb after "can i", "could we", "may i": what the speaker asks leave or help to do,
  /// whatever follows it ("can i *pay* for it with a gift card").
  private static func verbAskedLeaveFor(_ tokens: [Token], at position: Int, language: SpokenLanguage) -> String? {
    guard position + 2 < tokens.count, let modal = word(tokens[position]), leaveAsking.contains(modal),
      let person = word(tokens[position + 1]), person == "i" || person == "we",
      let verb = word(tokens[position + 2]),
      language.sentences.verbs.contains(verb) || language.sentences.lightVerbs.contains(verb)
    else { return nil }
    return verb
  }

  private static let leaveAsking: Set<String> = ["can", "could", "may"]

  /// Whether `word`, said first and followed by `next` and `then`, is a verb this reading does
  /// not know: a determiner after it ("*silence* the alerts", "*tip* my driver"), or a person
  /// and a determiner, a thing handed over ("*get* me a bike"; not a person alone: "*drive* me
  /// to the gym" is said of rides; nor a past form: "just *gave* the fern …" tells), or a
  /// particle and a determiner ("*top* up my battery", "*hook* up the speaker").
  private static func isImperative(_ word: String, before next: String?, then: String?, language: SpokenLanguage)
    -> Bool
  {
    guard let next else { return false }
    let beforeAnObject = then.map(language.classes.determiners.contains) == true
    let handsOver = language.sentences.objectPersons.contains(next) && beforeAnObject
    let phrasal = language.idioms.separableParticles.contains(next) && beforeAnObject
    guard language.classes.determiners.contains(next) || handsOver || phrasal else { return false }
    return !isGrammarOrTime(word, language: language) && !language.sentences.questionWords.contains(word)
      && !language.sentences.auxiliaries.contains(word) && !language.sentences.subjects.contains(word)
      && !language.sentences.periods.contains(word) && !isPast(word, language: language)
  }

  /// The verb a finite one carries: "have *watered*", "am *leaving*", else itself.
  static func mainVerb(_ tokens: [Token], from position: Int, language: SpokenLanguage) -> String {
    let verb = word(tokens[position]) ?? ""
    guard language.sentences.auxiliaries.contains(verb) || language.sentences.copulas.contains(verb),
      position + 1 < tokens.count, let next = word(tokens[position + 1]), isParticiple(next, language: language)
    else { return verb }
    return next
  }

  /// Where a command begins after a statement (`form`) that only sets the scene: "i'm done
  /// for today *stop* the timer", "i logged that by mistake *undo* it". A command verb, not
  /// after a word of grammar ("a glass *of* water", "*to* log") but "and", "so", "just", "now"
  /// or "then", with something after it; not after someone's reported words ("my son said
  /// *cancel* my order").
  static func command(after form: SpeechAct, in tokens: [Token], language: SpokenLanguage) -> Int? {
    guard case .statement(let verb, _) = form, !language.sentences.reports.contains(verb),
      !tokens.contains(where: { word($0).map(language.sentences.reports.contains) ?? false })
    else { return nil }
    return tokens.indices.dropFirst(2).dropLast().first { position in
      // "it's freezing in here *heat* the house up": a value that is a verb, as a command.
      if commandsByAValue(tokens, at: position, language: language), let previous = word(tokens[position - 1]) {
        return !language.classes.functionWords.contains(previous) && !language.sentences.subjects.contains(previous)
      }
      // "… *put it* in lost mode": a light verb before its object commands too.
      guard let command = word(tokens[position]), command != verb,
        language.classes.commandVerbs.contains(command)
          || (language.sentences.lightVerbs.contains(command)
            && startsAnObject(tokens[position + 1], language: language)),
        !isPredicate(tokens, at: position, language: language)
      else { return false }
      // "my sister sent us a packing *list*", "… the last *place* i look": a noun's head after a
      // determiner and its modifier, the app, a preposition or a clause's subject after it, is no
      // command ("… my run *log* it" is).
      if case .word(let determiner) = tokens[position - 2], language.classes.determiners.contains(determiner),
        tokens[position + 1] == .app || word(tokens[position + 1]).map(Self.afterANoun.contains) == true
      {
        return false
      }
      // "i'm at the gate for ${event} *show* my ticket": a value ends the statement; its object follows the command.
      guard let previous = word(tokens[position - 1]) else {
        return tokens[position - 1] == .value && startsAnObject(tokens[position + 1], language: language)
      }
      let grammar =
        language.classes.functionWords.contains(previous) || language.sentences.auxiliaries.contains(previous)
        || language.sentences.subjects.contains(previous) || previous == "not"
      return joiningWords.contains(previous) || !grammar
    }
  }

  /// Whether a "not" tells of the speaker in a clause a command follows: "i can't go to the
  /// ${event} *sell* my ticket", "we won't make it so *cancel* the table", "i don't want it
  /// anymore *cancel* it" and "never mind the ride, *cancel* it" ask; "i can't sell my ticket"
  /// and "don't sell it" do not.
  static func commandsPast(_ act: SpeechAct, in tokens: [Token], language: SpokenLanguage) -> Bool {
    let words = tokens.lazy.compactMap(word)
    guard case .negated = act, let first = words.first,
      ["i", "we"].contains(first) || (first == "never" && words.dropFirst().first == "mind"),
      let negator = tokens.firstIndex(where: { word($0).map(language.sentences.negators.contains) ?? false })
    else { return false }
    let command = tokens.indices.dropFirst(negator + 2).dropLast().first { position in
      guard let verb = word(tokens[position]), language.classes.commandVerbs.contains(verb),
        startsAnObject(tokens[position + 1], language: language)
      else { return false }
      // "… my order *anymore* cancel it", "never mind the ride *app* cancel it": a clause ended.
      guard let previous = word(tokens[position - 1]) else { return true }
      return joiningWords.contains(previous) || Self.endsAClause.contains(previous)
    }
    guard let command else { return false }
    return !tokens[command...].contains { word($0).map(language.sentences.negators.contains) ?? false }
  }

  /// Adverbs that end the clause they are said in ("i don't want it *anymore*").
  static let endsAClause: Set<String> = ["anymore", "now", "today", "tonight", "either", "after", "all"]

  /// Prepositions and subjects that may follow a noun phrase's head ("a packing list *for* …",
  /// "the place *i* look").
  private static let afterANoun: Set<String> = [
    "in", "on", "at", "to", "for", "of", "from", "with", "by", "i", "we", "he", "she", "they",
  ]

  /// Whether `token` begins what a command is done to: a determiner, a person, "it" or how
  /// much ("sell *my* ticket", "sell *it*", "order *some* more").
  private static func startsAnObject(_ token: Token, language: SpokenLanguage) -> Bool {
    guard let object = word(token) else { return false }
    return language.classes.determiners.contains(object) || language.sentences.objectPersons.contains(object)
      || object == "it" || Self.quantities.contains(object)
  }

  /// Whether the value at `position` is said as a verb before its object ("*warm* up the car,
  /// it's freezing out", "*heat* the house up", when "warm" and "heat" are a mode's values; the
  /// app may be called first: ``form(of:language:)``): a determiner follows,
  /// or a particle and then one, and no verb follows that tells of the value's words as a subject.
  static func commandsByAValue(_ tokens: [Token], at position: Int, language: SpokenLanguage) -> Bool {
    guard position + 2 < tokens.count, tokens[position] == .value, let next = word(tokens[position + 1]) else {
      return false
    }
    guard
      language.classes.determiners.contains(next)
        || (["up", "down"].contains(next)
          && word(tokens[position + 2]).map(language.classes.determiners.contains) == true)
    else { return false }
    // "*checking* my balance is a daily habit": a verb of its own, after no subject, tells of it.
    let verb = tokens[(position + 1)...].firstIndex { word($0).map(language.sentences.auxiliaries.contains) ?? false }
    return verb.map { word(tokens[$0 - 1]).map(language.sentences.subjects.contains) ?? false } ?? true
  }

  /// Words that start an object by how much of it ("order *some* more", "get *more*").
  private static let quantities: Set<String> = ["some", "more", "another", "these", "those"]

  /// Whether the word at `position` says what a copula's subject is, past adverbs ("the
  /// station is *always* empty", "my order was *still* cold"), not a command after it.
  private static func isPredicate(_ tokens: [Token], at position: Int, language: SpokenLanguage) -> Bool {
    var before = position - 1
    while before > 0, let adverb = word(tokens[before]),
      language.sentences.adverbs.contains(adverb) || language.sentences.habits.contains(adverb)
    {
      before -= 1
    }
    return before < position - 1 && word(tokens[before]).map(language.sentences.copulas.contains) == true
  }

  /// Words of grammar a command may follow in ``command(after:in:language:)``: "… *so* pause it".
  private static let joiningWords: Set<String> = ["and", "so", "just", "now", "then"]

  /// Whether `word` is one of grammar or time, or a number: never a verb or a thing named.
  static func isGrammarOrTime(_ word: String, language: SpokenLanguage) -> Bool {
    language.classes.functionWords.contains(word) || language.sentences.adverbs.contains(word)
      || language.sentences.otherTimes.contains(word) || language.sentences.presentTimes.contains(word)
      || isNumber(word)
  }

  /// Whether `word` is a number, as normalizing writes one ("80", "3rd").
  static func isNumber(_ word: String) -> Bool { word.utf8.contains { $0 >= 48 && $0 <= 57 } }

  /// Whether the first word of `tokens` opens a question: a question word or an auxiliary
  /// ("*when* is trash day", "*is* the garage shut").
  static func opensAQuestion(_ tokens: [Token], language: SpokenLanguage) -> Bool {
    guard let first = tokens.lazy.compactMap(word).first else { return false }
    return language.sentences.questionWords.contains(first) || language.sentences.auxiliaries.contains(first)
  }
}
