/// What a statement tells a shortcut that logs or narrates: what was done to its thing
/// ("the baby just had a bottle"), one of its values said first ("biscuit had breakfast"), and
/// what it is not (what another did to the speaker, an event only timed by the value).
/// ``ShortcutForm/admits(_:tokens:)`` and ``ShortcutForm/refusal(of:tokens:)`` ask them.
extension ShortcutForm {
  /// Whether what was done to a thing this shortcut logs is told to it ("takt i did my habit",
  /// "the baby just had a bottle" for "Log a bottle", "i changed her diaper" for "Change diaper"
  /// beside "Log diaper change"): logging it is the request. Not the logging done ("i already
  /// logged my bottle"), nor what another did to the speaker ("my boss
  /// sent *me* a memo": the speaker received it), nor another's own feat when the shortcut logs
  /// the speaker's.
  func logsWhatWasDone(_ act: SpeechAct, _ tokens: [SpeechAct.Token]) -> Bool {
    guard case .statement(let verb, let firstPerson) = act, !verbs.isDisjoint(with: Self.loggingVerbs),
      SpeechAct.isPast(verb, language: language) || language.sentences.perfectives.contains(verb),
      !Self.loggingVerbs.contains(where: { Self.sameStem($0, verb, language: language) }),
      !language.sentences.copulas.contains(verb),
      !language.sentences.narrations.contains(verb), !didAnotherAction(verb, tokens, startingOnly: true)
    else { return false }
    let words = SpeechAct.words(in: tokens)
    guard let at = words.firstIndex(of: verb), !Self.toTheSpeaker(words, after: at) else { return false }
    let done = words[(at + 1)...]
    // "Log *my* score": what another did is logged only when done to the speaker's ("the nurse
    // took *my* blood pressure"), not another's feat ("my buddy hit a hole in one").
    if !firstPerson, said.contains("my"), !done.contains("my") { return false }
    return done.contains { !language.classes.functionWords.contains($0) && said.contains($0) }
  }

  /// Whether a statement's verb, in the simple past, did another action than this shortcut's
  /// ("i *started* a new medication" is no "I took my medication" nor "Log medication"): a verb
  /// of starting, or (unless `startingOnly`) any other that is not light ("i gave pepper his
  /// dinner" may be "I fed ${pet}"); not one its words say ("i fed him a bottle" of "Log a
  /// bottle *feeding*"), nor a state ("i'm *stuck* in traffic").
  func didAnotherAction(_ verb: String, _ tokens: [SpeechAct.Token], startingOnly: Bool) -> Bool {
    // A past no command says ("i *repotted* the fern", "i *forgot* to …") did something too.
    guard let done = SpeechAct.anyPastBase(verb, language: language),
      Self.startingVerbs.contains(done) || (!startingOnly && !language.sentences.lightVerbs.contains(done)),
      let at = tokens.firstIndex(of: .word(verb)),
      at == 0 || !language.sentences.auxiliaries.contains(SpeechAct.word(tokens[at - 1]) ?? "")
    else { return false }
    return !said.contains { Self.sameStem($0, done, language: language) } && asksAnotherAction(done)
  }

  /// Whether the first value after `verb` follows a preposition of time ("after *my* value",
  /// "before value"): the event told happened then, it was not done to the value.
  static func valueOnlyTellsWhen(_ tokens: [SpeechAct.Token], after verb: String, language: SpokenLanguage)
    -> Bool
  {
    guard let at = tokens.firstIndex(of: .word(verb)), let value = tokens[at...].firstIndex(of: .value) else {
      return false
    }
    let before = tokens[(at + 1)..<value].compactMap(SpeechAct.word).filter {
      !language.classes.determiners.contains($0)
    }
    return before.last.map(Self.timePrepositions.contains) ?? false
  }

  /// Words that put an event before, after or during another.
  static let timePrepositions: Set<String> = ["after", "before", "since", "during", "until", "till"]

  /// Whether the verb at `at` has the speaker for its object ("sent *me*", "gave *us*").
  static func toTheSpeaker(_ words: [String], after at: Int) -> Bool {
    at + 1 < words.count && (words[at + 1] == "me" || words[at + 1] == "us")
  }

  /// Whether its phrases speak of the speaker or the speaker's own ("What do I take next", "Log
  /// my score"): another's doing or figure is not theirs.
  var speaksOfTheSpeakers: Bool { !said.isDisjoint(with: Self.speakersWords) }

  /// The words a phrase names the speaker or the speaker's own with.
  static let speakersWords: Set<String> = ["i", "my", "me"]

  /// Verbs of a shortcut that logs what was done.
  static let loggingVerbs: Set<String> = ["log", "record", "track", "note"]

  /// Whether it keeps what was done: a phrase tells of it ("I fed ${pet}") or logs it.
  var logs: Bool { narrates || !verbs.isDisjoint(with: Self.loggingVerbs) }

  /// Whether a statement about one of the shortcut's values ("biscuit had breakfast", "the
  /// headphones came") tells a shortcut that narrates what the speaker did ("I fed ${pet}"):
  /// the value, said first, is what the action was done to.
  func tellsOfItsValue(_ act: SpeechAct, _ tokens: [SpeechAct.Token]) -> Bool {
    // Not a state or a feeling ("luna hates her new food").
    guard narrates, case .statement(let verb, false) = act, !language.sentences.narrations.contains(verb),
      !language.sentences.copulas.contains(verb) || SpeechAct.isParticiple(verb, language: language)
    else { return false }
    guard Self.subject(of: tokens, language: language) == .value else { return false }
    // "luna chewed *my* shoes", "biscuit woke *me* up": what the value did to the speaker or the
    // speaker's own, no doing of the speaker's the shortcut tells ("biscuit had *my* …" of
    // "Log my …" still may).
    let words = SpeechAct.words(in: tokens)
    guard let at = words.firstIndex(of: verb) else { return true }
    if Self.toTheSpeaker(words, after: at) { return false }
    return !(at + 2 < words.count && ["my", "our"].contains(words[at + 1]) && !said.contains(words[at + 2]))
  }

  /// The sentence's first token past determiners and the app's name: its subject when it tells.
  static func subject(of tokens: [SpeechAct.Token], language: SpokenLanguage) -> SpeechAct.Token? {
    tokens.first { token in
      SpeechAct.word(token).map { !language.classes.determiners.contains($0) } ?? (token != .app)
    }
  }
}
