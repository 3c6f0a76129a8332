/// What a sentence said in the first person does: "i want …" and "i am looking for …" ask;
/// "i usually brew …" tells a habit, "i am going to brew …" a plan and "i should water …" a
/// duty, each of another time than now or for advice; anything else tells what was done
/// or is being done. And the times a sentence may name besides: a time of day, a standing wish.
extension SpeechAct {
  /// The act of a sentence whose subject "i" or "we" comes just before `start`.
  static func firstPerson(_ tokens: [Token], from start: Int, language: SpokenLanguage) -> SpeechAct {
    var start = start
    while start < tokens.count, let adverb = word(tokens[start]),
      language.sentences.adverbs.contains(adverb) || language.sentences.habits.contains(adverb)
    {
      // "we always park in old town": what is done every time, not now.
      if language.sentences.habits.contains(adverb) { return .anotherTime(cue: adverb) }
      start += 1
    }
    guard start < tokens.count, let verb = word(tokens[start]) else { return .request }
    if language.sentences.desires.contains(verb) || language.classes.requestPreamble.contains(verb) {
      return .request
    }
    if let plan = plan(in: tokens, from: start, language: language) { return .anotherTime(cue: plan) }
    let next = start + 1 < tokens.count ? word(tokens[start + 1]) ?? "" : ""
    // "i should water the monstera", "i am supposed to …": a duty told, as advice is asked.
    if language.sentences.obligations.contains(verb) { return .advice(cue: verb) }
    if verb == "am" || verb == "are" {
      if language.sentences.obligations.contains(next) { return .advice(cue: next) }
      if language.sentences.intentions.contains(next) {
        // "i'm going to be late": what the speaker will be, told; not a doing asked.
        let toBe = start + 3 < tokens.count && tokens[start + 2] == .word("to") && tokens[start + 3] == .word("be")
        return toBe ? .statement(verb: "be", firstPerson: true) : .request
      }
    }
    return .statement(verb: mainVerb(tokens, from: start, language: language), firstPerson: true)
  }

  /// The word that makes "i am going to brew a latte", "we plan to walk luna" a plan, told
  /// rather than asked (another time than now), from the verb at `start`; not "i am going to
  /// need a ride" (a need) nor "i am going to the airport" (where, not what).
  private static func plan(in tokens: [Token], from start: Int, language: SpokenLanguage) -> String? {
    var position = start
    if ["am", "are", "was", "were"].contains(word(tokens[position]) ?? "") { position += 1 }
    guard position + 2 < tokens.count, let plan = word(tokens[position]), language.sentences.plans.contains(plan),
      tokens[position + 1] == .word("to"), let verb = word(tokens[position + 2]),
      language.sentences.verbs.contains(verb), !language.sentences.desires.contains(verb)
    else { return nil }
    return plan
  }

  /// Whether the word at `position` and what follows it name a time of day: "after *lunch*",
  /// "before *work*", "at 7", "before 9 pm" ("at 50 percent" is no time).
  static func isTimeOfDay(_ tokens: [Token], after position: Int, language: SpokenLanguage) -> Bool {
    guard case .word(let preposition) = tokens[position], ["after", "before", "at"].contains(preposition),
      position + 1 < tokens.count, let time = word(tokens[position + 1])
    else { return false }
    if preposition != "at", language.sentences.occasions.contains(time) { return true }
    guard let first = time.utf8.first, (48...57).contains(first) else { return false }
    guard position + 2 < tokens.count, let following = word(tokens[position + 2]) else { return true }
    return ["am", "pm", "oclock"].contains(following) || language.classes.functionWords.contains(following)
  }

  /// The words that make a command at `position` a standing wish, another time than now: a
  /// habit first ("*always* give me a window seat", after the app or "please"), or "from now
  /// on"; `nil` for any other word.
  static func standingWish(_ tokens: [Token], at position: Int, language: SpokenLanguage) -> String? {
    guard case .word(let word) = tokens[position], position + 1 < tokens.count else { return nil }
    if language.sentences.habits.contains(word),
      language.classes.commandVerbs.contains(Self.word(tokens[position + 1]) ?? ""),
      tokens[..<position].allSatisfy({ $0 == .app || $0 == .word("please") })
    {
      return word
    }
    return word == "from" && tokens.dropFirst(position + 1).prefix(2).elementsEqual([.word("now"), .word("on")])
      ? "from now on" : nil
  }

  /// Whether the "not" at `position` pleads for help ("i can *not* find luna", from "can't"):
  /// "can" or "could" before it, a verb of ``SentenceWords/pleas`` after it.
  static func isPlea(_ tokens: [Token], at position: Int, language: SpokenLanguage) -> Bool {
    guard position > 0, position + 1 < tokens.count, case .word(let before) = tokens[position - 1],
      before == "can" || before == "could", let verb = word(tokens[position + 1])
    else { return false }
    return language.sentences.pleas.contains(verb)
  }
}
