/// Whether a command or question asks this shortcut for another action than its own: a verb
/// it never says, a verb done to a value it only acts within, a particle that makes another
/// verb of its own, or a question about doing what it never does (what is asked for:
/// `ShortcutForm+Things`). ``ShortcutForm/refusal(of:tokens:)`` asks each, for both stages.
extension ShortcutForm {
  /// Whether a command started with `verb` ("share my mood") asks for something this
  /// shortcut does not do: its verbs are neither `verb` (in any form: "use" is the "Uses …"
  /// of a phrase) nor a synonym of it, and no
  /// later word of `words` is one of them ("*play* the *previous* song" is Previous
  /// Track's, "*unlock* and *read*" Read's; not after "to": "stop asking me to *log*"; nor
  /// the thing the command is done to: "boost that *post*" is no Post). A verb whose meaning
  /// is its particle's asks for what the particle makes of it: "turn my card back *on*" unfreezes.
  /// A verb that only shows ("show", "tell", "check") asks a shortcut that answers for its answer.
  func asksAnotherAction(_ verb: String?, words: [String] = []) -> Bool {
    guard let verb, !saysVerb(verb), !makesANewOne(verb, words: words) else { return false }
    if asksMoreOrLess(verb, words: words) { return true }
    if Self.asksForMoreTime(words), grantsMoreTime { return false }
    // "update my weight": a new figure for what it logs ("Log my weight").
    if verb == "update", !verbs.isDisjoint(with: Self.loggingVerbs) { return false }
    if pausesForAWhile(verb, words: words) { return false }
    // "reorder", "resell": the shortcut's action again.
    if let again = Self.again(verb), saysVerb(again) { return false }
    if let particles = language.classes.particleVerbs[verb],
      let particle = words.first(where: { particles[$0] != nil }), let meaning = particles[particle]
    {
      if !meaning.isDisjoint(with: verbs) || verbs.contains(particle) { return false }
      // A particle of degree asks for more or less: "turn the heat *up*" is no "Switch to ${mode} mode",
      // but is "Set the heat level" ("turn spotify *down*": "Set app volume").
      if Self.degreeParticles.contains(particle) { return !setsALevel }
      // "turn *off* my alarm" undoes, no "Set my alarm" (a synonym of "turn" alone) unless the
      // shortcut says "off" too; "turn on ${mode} mode" may still switch to it.
      if Self.undoingParticles.contains(particle), !said.contains(particle) { return true }
    }
    // "start *recording*" beside "Play back my latest *recording*": what a verb of starting
    // takes in "-ing" is the action asked for, not the thing this shortcut names (what one of
    // ending takes may be: "i'm done charging" ends "my charging session").
    if Self.startingVerbs.contains(verb), let at = words.firstIndex(of: verb), at + 1 < words.count,
      activitiesNamed.contains(words[at + 1]), !saysVerb(words[at + 1])
    {
      return true
    }
    // "give me my weekly stats": what a shortcut that answers hands over is its answer.
    if answers, handsOverItsAnswer(verb, words: words) { return false }
    // "show my streaks" opens "Open streaks in ${applicationName}". Going somewhere ("take me
    // to …", to navigate) opens one of the app's sections ("Open ${section}"), or asks a
    // shortcut that takes the speaker places (``goesPlaces``); directions are another app's job.
    if opensAView || opensItsScreens, Self.showingVerbs.contains(verb) { return false }
    if verb == "navigate", opensItsScreens || goesPlaces { return false }
    // "Toggle the dashboard" shows and hides it, opens and closes it, turns it on and off.
    if verbs.contains("toggle"), Self.toggledVerbs.contains(verb) { return false }
    if saysByItsParticle(verb) { return false }
    // A verb that only shows asks nothing of a shortcut that does not show, whose showing
    // words name its action: "check" is no "Give ${kid} more screen time", "show" no "List my
    // ${event} ticket" (beside "Sell my ticket"); "grab" may still "Get my ${login} password",
    // and "find" "Search my dreams".
    // A verb of starting whose object is an activity ("Start *recording*") is said again only
    // by another ("begin"): its synonyms of other senses ("play") are not it. A light verb that
    // makes a thing ("Make a strong password") is no verb of changing or keeping one ("change
    // my password", "save the password in my keychain").
    guard
      !verbs.contains(where: {
        language.classes.areSynonyms(verb, $0)
          && (!Self.changingOrKeepingVerbs.contains(verb) || !language.sentences.lightVerbs.contains($0))
          && (answers || !Self.showingVerbs.contains(verb) || Self.searchingVerbs.contains($0))
          && (!Self.startingVerbs.contains($0) || !actionNouns.contains { $0.hasSuffix("ing") }
            || Self.startingVerbs.contains(verb))
      })
    else { return false }
    guard !asksForItsAnswer(verb) else { return false }
    // "give the heating *a boost*": a light verb's object is the action, and so is what it makes
    // a thing that is there do ("make my keys *beep*", "get the car *charging*"), in any form or
    // a synonym; "make *a* reading list" makes a thing.
    let light = language.sentences.lightVerbs.contains(verb)
    let causes = light && !words.contains { $0 == "a" || $0 == "an" }
    return !words.indices.contains { position in
      let word = words[position]
      return word != verb
        && (verbs.contains(word) || (light && namesItsAction(word))
          || (causes && (saysVerb(word) || saysASynonym(ofForm: word))))
        && (position == 0 || words[position - 1] != "to")
        && !language.sentences.questionWords.contains(word) && (light || !isObject(words, at: position))
    }
  }

  /// Whether `word`, or the verb of its "-ing" form, is a synonym of one of ``verbs``: what a
  /// light verb makes a thing do ("get the engine *running*" starts it).
  func saysASynonym(ofForm word: String) -> Bool {
    var forms = [word]
    if word.hasSuffix("ing") { forms += language.inflection.verbs(ofStem: language.inflection.stem(word)) }
    return forms.contains { form in verbs.contains { language.classes.areSynonyms($0, form) } }
  }

  /// Whether a light verb makes its object more or less of what this shortcut's action says
  /// ("make an app *quieter*" beside "Mute an app", "get the car *warmer*" beside "Warm up the
  /// car"): a degree is asked, not the action. A word in "-er" after a determiner is a thing
  /// ("turn on the *heater*").
  func asksMoreOrLess(_ verb: String, words: [String]) -> Bool {
    guard language.sentences.lightVerbs.contains(verb) else { return false }
    return words.indices.dropFirst().contains { position in
      let word = words[position]
      guard word.hasSuffix("er"), word.utf8.count > 4, !verbs.contains(word),
        !language.classes.determiners.contains(words[position - 1])
      else { return false }
      return language.inflection.verbs(ofStem: String(word.dropLast(2))).contains { form in
        saysVerb(form) || verbs.contains { language.classes.areSynonyms($0, form) }
      }
    }
  }

  /// Whether a particle verb of the shortcut's says what `verb` means: "enable" is "Turn on
  /// ${alerts}", "disconnect" is "Turn off ${applicationName}".
  func saysByItsParticle(_ verb: String) -> Bool {
    verbs.contains { language.classes.particleVerbs[$0].map { Self.means(verb, $0, said: verbs) } ?? false }
  }

  /// Whether `verb` is what one of `particles` says, said among `said` ("enable": "on").
  private static func means(_ verb: String, _ particles: [String: Set<String>], said: Set<String>) -> Bool {
    particles.contains { said.contains($0.key) && $0.value.contains(verb) }
  }

  /// Verbs that look for something: their synonyms that show ("find", "look up") search too.
  static let searchingVerbs: Set<String> = ["search", "find", "look", "locate", "lookup"]

  /// Whether a command's `verb` only shows (``showingVerbs``) or opens a view (``openingVerbs``:
  /// "open my tickets") and this shortcut answers
  /// ("When is the next train from ${station}"): "*show* the departures from …", "*check*
  /// union station" ask for its answer.
  func asksForItsAnswer(_ verb: String) -> Bool {
    answers && (Self.showingVerbs.contains(verb) || Self.openingVerbs.contains(verb))
  }

  /// Whether `verb` hands the speaker a thing of theirs or a thing known ("give me *my* stats",
  /// "get me *the* forecast"), not something more or new ("give me more time", "get me a ride").
  func handsOverItsAnswer(_ verb: String, words: [String]) -> Bool {
    guard ["give", "get"].contains(verb), let at = words.firstIndex(of: verb), at + 2 < words.count else {
      return false
    }
    let known = words[at + 2]
    return words[at + 1] == "me" && language.classes.determiners.contains(known) && known != "a" && known != "an"
  }

  /// What a shortcut that toggles does one way or the other.
  static let toggledVerbs: Set<String> = [
    "show", "hide", "open", "close", "turn", "switch", "enable", "disable", "activate", "deactivate", "flip",
  ]

  /// Verbs that ask to be shown or told something and for nothing else ("give me more time"
  /// and "get a ticket" hand over or obtain).
  static let showingVerbs: Set<String> = [
    "show", "tell", "display", "view", "see", "check", "read", "list", "find", "look", "lookup", "teach",
  ]

  /// Whether `words[position]` ends a command's object: a determiner before it, past other
  /// words of the thing, and a preposition or the end after it ("boost *that post* in …",
  /// "export *my blood pressure log*"; "play *the previous* song" goes on past it, and says
  /// its verb; "unlock *and* read" is a second command).
  private func isObject(_ words: [String], at position: Int) -> Bool {
    guard position + 1 == words.count || Self.objectEnds.contains(words[position + 1]) else { return false }
    var start = position - 1
    while start > 0, !language.classes.functionWords.contains(words[start]), !verbs.contains(words[start]) {
      start -= 1
    }
    return start >= 0 && language.classes.determiners.contains(words[start])
  }

  /// Particles that make a verb undo ("turn it *off*").
  static let undoingParticles: Set<String> = ["off"]

  /// Particles that make a verb ask for more or less ("turn it *up*", "turn it *down*").
  static let degreeParticles: Set<String> = ["up", "down"]

  /// Whether it sets a level of something ("Set app volume", "Adjust the brightness"): more
  /// or less of it is its action.
  var setsALevel: Bool {
    !verbs.isDisjoint(with: Self.settingVerbs) && !said.isDisjoint(with: Self.levels)
  }

  static let settingVerbs: Set<String> = ["set", "adjust", "change"]

  /// What a level is set of.
  static let levels: Set<String> = [
    "volume", "brightness", "temperature", "level", "speed", "intensity", "loudness",
  ]

  /// Words that end a command's object: a place, or the app it is done with.
  private static let objectEnds = prepositions.union(["with", "using", "via", "through", "to", "by"])

  /// Whether a command does a verb of its own to a value ("*delete* the groceries list") that
  /// this shortcut only acts within ("Clear completed tasks in ${list}"): another action.
  func actsOnAValue(_ tokens: [SpeechAct.Token], verb: String?) -> Bool {
    // "*snap* the garage" is "Take a *snapshot* of ${camera}": a synonym of the action its light
    // verb takes; "delete" is still no "Clear completed tasks in ${list}".
    guard actsWithinItsValues, let verb, !asksForItsAnswer(verb),
      !saysVerb(verb), !actionNouns.contains(where: { language.classes.areSynonyms($0, verb) }),
      let at = tokens.firstIndex(of: .word(verb))
    else { return false }
    let object = tokens[(at + 1)...].first { token in
      if case .word(let word) = token { !language.classes.determiners.contains(word) } else { true }
    }
    return object == .value
  }

  /// Whether the command's verb takes a particle this shortcut's phrases never give it, which
  /// makes another verb of the two ("*log* me *out* of stillwater", "*log in* to pawprint"): the
  /// particle after a person, or before "of", "to", "from", the app or the end ("brew *up* a
  /// latte" keeps its verb).
  func turnsItsVerb(_ tokens: [SpeechAct.Token], verb: String?) -> Bool {
    guard let verb, var position = tokens.firstIndex(of: .word(verb)).map({ $0 + 1 }) else { return false }
    var afterPerson = false
    if position < tokens.count, case .word(let person) = tokens[position],
      language.sentences.objectPersons.contains(person)
    {
      position += 1
      afterPerson = true
    }
    guard position < tokens.count, case .word(let particle) = tokens[position],
      Self.turningParticles.contains(particle), !verbs.contains(particle),
      !phrasalVerbs.contains(verb + " " + particle),
      // "clock me *in*": the two make a verb of its own ("start").
      language.classes.particleVerbs[verb]?[particle]?.isDisjoint(with: verbs) ?? true
    else { return false }
    if afterPerson { return true }
    // "log in pawprint" may be "log … in pawprint": "in" before the app is where, not a particle.
    guard position + 1 < tokens.count else { return particle != "in" }
    switch tokens[position + 1] {
    case .app: return particle != "in"
    case .word(let next): return ["of", "to", "from"].contains(next)
    case .value: return false
    }
  }

  /// Whether `words` name a part of the app's screen this shortcut never names ("i can't find
  /// the descale *button*", "where is the settings *page*"): about the app, not its action.
  func speaksOfTheScreen(_ words: [String]) -> Bool {
    words.contains { language.sentences.screenParts.contains($0) && !names($0) }
  }

  /// Verbs that change or keep what is there.
  static let changingOrKeepingVerbs: Set<String> = [
    "change", "adjust", "switch", "modify", "edit", "save", "store", "keep",
  ]

  /// Particles that make another verb of a shortcut's own ("log *out*", "sign *in*").
  static let turningParticles: Set<String> = ["out", "in", "off", "up", "down", "over", "away", "back"]
}
