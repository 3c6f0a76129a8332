/// Sentences whose shape, not their verb, says they ask nothing of the app: small talk
/// ("good morning pulse"), a clause that only sets the scene ("if it rains at the cabin …",
/// "when the sleep story ends …"), two subjects ("ledgerly and my bank disagree"), a
/// comparison ("skyline versus the weather channel"), a preference ("i'd rather walk"), hearsay
/// ("apparently …"), a message for someone else ("tell my son to water the fern", "honey
/// can you …"), what a word means, and a quantity alone ("about twenty minutes").
extension SpeechAct {
  /// What the sentence's shape or, failing that, its first words make it, before a command
  /// after a statement is looked for.
  static func shape(of tokens: [Token], language: SpokenLanguage) -> SpeechAct {
    clause(of: tokens, language: language) ?? form(of: tokens, language: language)
  }

  /// What the sentence's shape makes it, or `nil` to read its first words (``form(of:, language: language)``).
  static func clause(of tokens: [Token], language: SpokenLanguage) -> SpeechAct? {
    let words = words(in: tokens).filter { !language.sentences.interjections.contains($0) }
    guard let first = words.first else { return tokens.contains(.app) ? .remark : nil }
    if language.sentences.smallTalk.contains(where: { words.starts(with: $0) }) { return .remark }
    if language.sentences.exclamations.contains(where: { words.starts(with: $0) }) { return .remark }
    // "great, another late delivery", "ugh, the metronome again": praise, scorn or a sigh, then
    // no command, exclaims.
    if Self.words(in: tokens).prefix(while: language.sentences.interjections.contains).contains(
      where: language.sentences.exclaimers.contains),
      !language.classes.commandVerbs.contains(first), !language.classes.requestPreamble.contains(first)
    {
      return .remark
    }
    // "yet another missed walk", "another delayed train": one more of something gone wrong.
    if words.starts(with: ["yet", "another"])
      || (first == "another" && words.count > 1 && isPast(words[1], language: language))
    {
      return .remark
    }
    // "how is it already time to …", "how come …": wondering, not asking for anything; "who
    // *even* keeps score", "what even is …": not asking at all; "how about …", "what about …":
    // a turn of a conversation that is not there; "will … *ever* …": hoping aloud.
    if words.starts(with: ["how", "come"])
      || (words.count > 1 && words[1] == "about" && ["how", "what"].contains(first))
      || (first == "will" && words.contains("ever"))
      || (words.count > 2 && language.sentences.questionWords.contains(first) && words[1] == "even")
      || (words.starts(with: ["how", "is", "it"]) && words.count > 3
        && ["already", "possible", "that", "so", "even", "still"].contains(words[3]))
    {
      return .remark
    }
    // "today's intake looks low": how something seems, told of a noun said first; said last,
    // the word names ("put on some rain *sounds*").
    if !language.classes.commandVerbs.contains(first), !language.classes.requestPreamble.contains(first),
      !language.sentences.questionWords.contains(first), !language.sentences.auxiliaries.contains(first),
      let verb = tokens.indices.dropLast().first(where: { at in
        links(tokens, at: at, language: language)
          && saysMore(tokens, after: at, language: language)
          && tokens[..<at].contains { word($0) == first }
      }).flatMap({ word(tokens[$0]) })
    {
      return .statement(verb: verb, firstPerson: false)
    }
    if let comparison = words.first(where: language.sentences.comparisons.contains) { return .advice(cue: comparison) }
    if let pair = language.sentences.comparingPairs.first(where: { pair in
      words.indices.dropLast().contains { words[$0] == pair[0] && words[$0 + 1] == pair[1] }
    }) {
      return .advice(cue: pair[0])
    }
    if let cue = asksWhatItIs(words, endsWithTheApp: tokens.last == .app) { return .advice(cue: cue) }
    if isAQuantityAlone(words, language: language) || judgesAlone(tokens, language: language)
      || asksTheAssistantItself(words)
    {
      return .remark
    }
    if language.sentences.subordinators.contains(first) { return .remark }
    // "journal app quillnote crashed while …": the app, then what it did, is told of it.
    if let app = tokens.firstIndex(of: .app), app + 1 < tokens.count, let verb = word(tokens[app + 1]),
      isPast(verb, language: language)
    {
      return .statement(verb: verb, firstPerson: false)
    }
    // "help me with parkade", "i need help with pulse": help with the app, no action of it.
    if words.contains("help"),
      words.allSatisfy({
        $0 == "help" || language.classes.requestPreamble.contains($0) || language.classes.functionWords.contains($0)
      })
    {
      return .aboutTheApp(cue: "help")
    }
    // "apparently munchbox lets you …": what is said of the app, not asked of it.
    if language.sentences.hearsay.contains(first) { return .remark }
    // "honey can you walk luna": said to someone in the room; "baby ate …", "mom is …" tell of them.
    if language.sentences.vocatives.contains(first) {
      if let verb = verbTelling(of: first, in: tokens, language: language) {
        return .statement(verb: mainVerb(tokens, from: verb, language: language))
      }
      return .forSomeoneElse(cue: first)
    }
    guard
      let start = tokens.firstIndex(where: { word($0).map { !language.sentences.interjections.contains($0) } ?? true }),
      start + 1 < tokens.count
    else { return nil }
    let next = tokens[start + 1]
    switch tokens[start] {
    case .app, .value:
      // "priya and i *shared* a cab …": the speaker tells what was done with someone (a
      // command may follow: "… add it").
      if tokens[start] == .value, next == .word("and"), start + 3 < tokens.count,
        let subject = word(tokens[start + 2]), ["i", "we"].contains(subject), let verb = word(tokens[start + 3])
      {
        return .statement(verb: verb, firstPerson: true)
      }
      // "ledgerly and my bank …": the app is one of two subjects.
      if next == .word("and") || next == .word("or") { return .remark }
    case .word(let word) where language.sentences.questionWords.contains(word):
      // "when the sleep story ends …": a clause, not a question (that puts its verb first).
      // ("what summer 2023 photos …" asks: a name may follow the question word).
      if ["the", "my", "i", "we", "it", "they", "he", "she"].contains(Self.word(next) ?? "") {
        return .remark
      }
    case .word(let word) where language.sentences.relays.contains(word):
      // "tell my son to …", "call mom": for someone else, unless the shortcut says so itself.
      if case .word(let object) = next, !["me", "us", "it", "this", "that"].contains(object) {
        return .forSomeoneElse(cue: word)
      }
    case .word("i"), .word("we"):
      if words.starts(with: [first, "would", "rather"]) { return .advice(cue: "rather") }
    default:
      break
    }
    return nil
  }

  /// The word that makes `words` ask what a word means or how a thing works, not for what it
  /// shows or does: "what does severe weather alert *mean*", "how does a guest key *work*"
  /// (not "how do i get to work"); `nil` for any other sentence.
  private static func asksWhatItIs(_ words: [String], endsWithTheApp: Bool) -> String? {
    guard words.count > 3, words[1] == "does" || words[1] == "do" else { return nil }
    if words[0] == "what", words.dropFirst(2).contains("mean") { return "mean" }
    // The last word before "… in app".
    let said =
      endsWithTheApp && SemanticUtterance.connectors.contains(words[words.count - 1]) ? words.dropLast() : words[...]
    guard words[0] == "how", said.last == "work" || said.last == "works",
      !["to", "at", "from", "for", "of"].contains(said[said.endIndex - 2])
    else { return nil }
    return "work"
  }

  /// Whether `words` are a quantity and nothing more ("about twenty minutes", "two nights",
  /// "eighty percent please"): the answer to a question nobody asked, no request.
  private static func isAQuantityAlone(_ words: [String], language: SpokenLanguage) -> Bool {
    let quantity = words.drop(while: approximators.contains)
    guard let number = quantity.first, isNumber(number),
      quantity.count <= 4
    else { return false }
    return !quantity.contains {
      language.sentences.verbs.contains($0) || language.sentences.auxiliaries.contains($0)
        || language.classes.commandVerbs.contains($0)
    }
  }

  /// Words before a number that only say it is not exact ("*about* twenty minutes").
  private static let approximators: Set<String> = [
    "about", "around", "roughly", "approximately", "maybe", "like", "just", "only", "almost", "nearly", "over", "under",
  ]

  /// Whether the word at `position` is a linking verb told of the subject before it: "today's
  /// intake *looks* low", or its bare form after a noun in the plural or a value ("my pills
  /// *taste* awful", "the roses *look* sad"); "look up my order" asks.
  static func links(_ tokens: [Token], at position: Int, language: SpokenLanguage) -> Bool {
    guard let word = word(tokens[position]) else { return false }
    if language.sentences.linking.contains(word) { return true }
    guard position > 0, language.sentences.linking.contains(word + "s") else { return false }
    guard let previous = Self.word(tokens[position - 1]) else { return tokens[position - 1] == .value }
    return !language.classes.functionWords.contains(previous) && language.inflection.singular(previous) != previous
  }

  /// Whether something follows the verb at `position` other than the app's name after its
  /// connector ("… sounds *in app*"): a word, or for a verb that takes an object, the app or a
  /// value ("uses *pawprint*"); a linking verb ("sounds", "looks") takes a word ("looks *low*").
  static func saysMore(_ tokens: [Token], after position: Int, language: SpokenLanguage) -> Bool {
    guard position + 1 < tokens.count else { return false }
    guard let next = word(tokens[position + 1]) else {
      return !links(tokens, at: position, language: language)
    }
    return !(SemanticUtterance.connectors.contains(next) && position + 2 < tokens.count && tokens[position + 2] == .app)
  }

  /// Where the verb telling of `subject` is: the word right after it, when that is a past verb
  /// or a copula ("baby *ate*", "oh, mom *is*"); then `subject` is told of, not spoken to.
  private static func verbTelling(of subject: String, in tokens: [Token], language: SpokenLanguage) -> Int? {
    guard let at = tokens.firstIndex(of: .word(subject)), at + 1 < tokens.count, let next = word(tokens[at + 1]),
      isPast(next, language: language) || language.sentences.copulas.contains(next)
    else { return nil }
    return at + 1
  }

  /// The auxiliary the app name follows, a few words after the question word at `start` and
  /// no value between ("how many chapters *does* app have"): the app is its subject.
  static func auxiliaryBeforeTheApp(in tokens: [Token], after start: Int, language: SpokenLanguage) -> String? {
    for position in tokens.indices.dropFirst(start + 1).prefix(askedThingWords + 1) {
      guard let word = word(tokens[position]) else { return nil }
      if position + 1 < tokens.count, tokens[position + 1] == .app, language.sentences.auxiliaries.contains(word),
        !language.sentences.copulas.contains(word)
      {
        return word
      }
    }
    return nil
  }

  /// The measure a scale's own word asks ("temperature": "hot"), `nil` for any other word or
  /// a measure itself.
  static func measure(ofScale noun: String, language: SpokenLanguage) -> String? {
    guard !language.sentences.measures.contains(noun), let scale = language.sentences.measureKin[noun] else {
      return nil
    }
    return scale.filter(language.sentences.measures.contains).min()
  }
}
