/// Which sentences a shortcut can be meant by, beyond requests: those its own
/// phrases are. "I watered the ${plant}" narrates, so "i gave the fern a drink"
/// may log a watering; "How do I care for ${plant}" asks how; a shortcut that
/// says "never" may be asked with it.
///
/// ```swift
/// let form = ShortcutForm(phrases: [template], said: ["i", "watered", "the"])
/// form.admits(.statement(verb: "watered"))   // true
/// form.admits(.negated(cue: "not"))          // false
/// ```
struct ShortcutForm: Sendable {
  /// The language its phrases are said in.
  let language: SpokenLanguage
  /// Every word the shortcut's phrases and title say.
  let said: Set<String>
  /// Whether a phrase of its tells of something done ("I fed ${pet}").
  let narrates: Bool
  /// Whether a phrase of its tells of someone else than the speaker ("Baby ate ${kind}").
  let narratesOthers: Bool
  /// Whether a phrase of its that asks no question says "I" ("I like this song", "Stop the task
  /// I have"): the speaker's own words for its request, unlike "How much have *I* spent".
  let speaksAsTheSpeaker: Bool
  /// Per phrase, the words of another time it says ("Turn off the radio *later*").
  let timesSaid: [Set<String>]
  /// Whether a phrase of its is a question ("When is ${pet}'s next vet visit") or shows
  /// something ("Get ${trail} conditions"): it answers.
  let answers: Bool
  /// The words its phrases say just before the app name ("What soups does ${applicationName} have").
  let beforeApp: Set<String>
  /// The words its phrases and title start with, after a polite preamble: the verbs a
  /// command for it is said with ("share", not the "copy" of "Share a copy of ${item}").
  let verbs: Set<String>
  /// Its phrases' verbs with the particle they give them, right after the verb or after a
  /// person ("Check *in* for my ${trip} flight", "Check me *in*": "check in"): a command that
  /// gives its verb that particle keeps the verb (``turnsItsVerb(_:verb:)``).
  let phrasalVerbs: Set<String>
  /// The nouns its phrases' light verbs take ("Start a ${cycle} *wash*", "Place a *hold* on
  /// ${book}"): said as a command's verb ("wash the bedding"), they are its action.
  let actionNouns: Set<String>
  /// The stems of ``verbs`` and ``actionNouns`` for ``saysVerb(_:)``; of ``said`` and its
  /// words' synonym groups for ``names(_:)``: made once.
  let verbStems: Set<String>
  let saidStems: Set<String>
  let saidSynonymGroups: Set<Int>
  /// Whether every value its phrases take comes after a preposition ("Clear completed tasks
  /// *in* ${list}"): it acts within the value, never on the value itself.
  let actsWithinItsValues: Bool
  /// Whether a phrase's verb is done to anything at all ("Add *something* to my
  /// ${applicationName}"): a command may name what ("add a note to my pastecard").
  let takesAnyThing: Bool
  /// Whether a phrase opens a view of the app's own ("Open streaks in ${applicationName}"), not
  /// a value ("Open ${door}"): showing it is its request too.
  let opensAView: Bool
  /// The nouns its phrases say after a value ("Show the ${camera} *camera*"): what the value
  /// names.
  let nounsAfterValues: Set<String>
  /// The verbs of its phrases that are done to nothing but the app ("Skip forward in
  /// ${applicationName}", "Open ${applicationName}"): said to the app alone, its request.
  let verbsAlone: Set<String>
  /// The words its phrases end their thing with, before the app name or at their end ("Turn
  /// off the *oven* in ${applicationName}"): a noun heard after one is the head of another thing.
  let lastNouns: Set<String>
  /// The words in "-ing" its phrases say as a thing ("Play back my latest *recording*"): not
  /// its action.
  let activitiesNamed: Set<String>
  /// Whether every phrase picks one thing it does not name ("Show me a random card"): it counts nothing.
  let picksOne: Bool
  /// The words its phrases say after "a" or "an" (``nounsOfAny(in:)``).
  let nounsOfAny: Set<String>
  /// Every word any shortcut of the app says, and every verb ``verbs`` any starts with.
  var appSaid: Set<String> = []
  var appVerbs: Set<String> = []
  /// Whether it opens an app screen ("Open ${section}"), asks what is in a value, makes only new things.
  var opensItsScreens = false, asksWhatIsInAValue = false, makesOnlyNewOnes = false

  /// Words that stand for any thing a verb may be done to.
  static let anyThing: Set<String> = ["something", "anything", "stuff", "things"]

  init(phrases: [PhraseTemplate], title: String = "", said: Set<String>, language: SpokenLanguage) {
    self.language = language
    self.said = said
    var narrates = false
    var speaksAsTheSpeaker = false
    var narratesOthers = false
    var answers = false
    var beforeApp: Set<String> = []
    var verbs: Set<String> = []
    var actionNouns: Set<String> = []
    var phrasalVerbs: Set<String> = []
    var handsOver = false
    var within = false
    var direct = false
    var anyThing = false
    var opensAView = false
    var nounsAfterValues: Set<String> = []
    var named: [[SpeechAct.Token]] = []
    let titleWords = SpokenText(literal: title, language: language).words
    let phraseTokens = phrases.map { Self.tokens(of: $0, language: language) }
    // A title names the action ("Log Mood") or only its object ("Weekly Summary", "Sleep
    // Score" beside "Show my sleep score").
    if let first = titleWords.first(where: { !language.classes.requestPreamble.contains($0) }),
      language.classes.commandVerbs.contains(first),
      !phraseTokens.contains(where: { Self.saysAsANoun(first, in: $0, language: language) })
    {
      verbs.insert(first)
    }
    for tokens in phraseTokens {
      // "${applicationName} apply a temporary target": the app called first, then the verb.
      let start = tokens.indices.first { position in
        switch tokens[position] {
        case .word(let word): !language.classes.requestPreamble.contains(word)
        case .app: position + 1 == tokens.count
        case .value: true
        }
      }
      let act = SpeechAct(tokens, language: language)
      // "Is ${applicationName} connected?", "Is the ${door} locked": a yes-or-no question
      // answers, and its participle is no verb of its (a command to "connect" is another's).
      let asksYesOrNo = tokens.first.flatMap(SpeechAct.word).map(language.sentences.auxiliaries.contains) == true
      answers = answers || asksYesOrNo
      if tokens.contains(.word("i")) {
        if case .question = act {} else { speaksAsTheSpeaker = true }
      }
      // "Baby ate ${kind}": a phrase that tells says its verb after its subject.
      if case .statement(let verb, _) = act {
        if !asksYesOrNo { verbs.insert(verb) }
      } else if let start,
        Self.namesAThing(tokens, from: start, language: language)
          || Self.opensItsNounPhrase(tokens[start], in: phraseTokens, language: language)
          || Self.namesWhatItShows(tokens, in: phraseTokens, language: language)
      {
        // "My last run in ${applicationName}", "${applicationName} todays water": a thing named
        // alone asks to be shown, unless it is what another of its phrases acts on (below).
        named.append(tokens)
      } else if let start, case .word(let verb) = tokens[start] {
        verbs.insert(verb)
        // "Start a ${cycle} wash", "Place a hold on ${book}": the noun a light verb takes is the action.
        if language.sentences.lightVerbs.contains(verb),
          let action = Self.noun(after: start, in: tokens, language: language)
        {
          actionNouns.insert(action)
        }
        // "Give ${kid} a chore", "Get me a ride": a thing handed to someone, not shown.
        if start + 2 < tokens.count, tokens[start + 1] == .value || Self.isPerson(tokens[start + 1], language),
          case .word(let determiner) = tokens[start + 2], language.classes.determiners.contains(determiner)
        {
          handsOver = true
        }
        // A particle before the app name is where ("Check in ${applicationName}"), not the verb's.
        let particle = start + 1 < tokens.count && Self.isPerson(tokens[start + 1], language) ? start + 2 : start + 1
        if particle + 1 < tokens.count, tokens[particle + 1] != .app, case .word(let word) = tokens[particle],
          Self.turningParticles.contains(word)
        {
          phrasalVerbs.insert(verb + " " + word)
        }
        if Self.openingVerbs.contains(verb),
          // "Open ${applicationName} terminal": the app's own terminal.
          let object = tokens[(start + 1)...].first(where: {
            $0 != .app && SpeechAct.word($0).map(language.classes.determiners.contains) != true
          }),
          case .word = object
        {
          opensAView = true
        }
        // "Play or pause ${applicationName}": each verb of the pair is the shortcut's.
        if start + 2 < tokens.count, tokens[start + 1] == .word("or") || tokens[start + 1] == .word("and"),
          case .word(let other) = tokens[start + 2], language.classes.commandVerbs.contains(other)
        {
          verbs.insert(other)
        }
        if start + 1 < tokens.count, case .word(let next) = tokens[start + 1] {
          // "Skip back": the particle says as much as the verb ("rewind" is "back").
          if Self.particles.contains(next) { verbs.insert(next) }
          // "Set a timer", "Set an alarm": to set a thing not yet there is to make it.
          if verb == "set", next == "a" || next == "an" { verbs.insert("create") }
          if let action = Self.actionStarted(by: verb, taking: next, language: language) { verbs.insert(action) }
          if Self.anyThing.contains(next) { anyThing = true }
        }
        // "Search ${applicationName}", "Scan with ${applicationName}": what is searched for or
        // scanned is anything said (not what "Open ${applicationName}" or "Lock ${applicationName}"
        // is done to: the app).
        if Self.searchingVerbs.contains(verb) || (!Self.doneToApps.contains(verb) && tokens.count - start == 3),
          tokens[(start + 1)...].allSatisfy({
            $0 == .app || SpeechAct.word($0).map(SemanticUtterance.connectors.contains) == true
          })
        {
          anyThing = true
        }
      }
      switch act {
      case .statement(_, let firstPerson):
        narrates = true
        narratesOthers = narratesOthers || !firstPerson
      case .question, .aboutTheApp, .advice: answers = true
      default: break
      }
      for (position, token) in tokens.enumerated() where token == .value {
        if position + 1 < tokens.count, case .word(let noun) = tokens[position + 1],
          !language.classes.functionWords.contains(noun)
        {
          nounsAfterValues.insert(noun)
        }
        if position > 0, case .word(let before) = tokens[position - 1], Self.prepositions.contains(before) {
          within = true
        } else {
          direct = true
        }
      }
      for (position, token) in tokens.enumerated().dropFirst() where token == .app {
        if case .word(let word) = tokens[position - 1] { beforeApp.insert(word) }
      }
    }
    self.narrates = narrates
    self.speaksAsTheSpeaker = speaksAsTheSpeaker
    self.narratesOthers = narratesOthers
    // Not what is kept "for later": that says what for, not when.
    timesSaid = phraseTokens.map { tokens in
      let words = tokens.compactMap(SpeechAct.word)
      return Set(
        words.indices.filter {
          language.sentences.otherTimes.contains(words[$0]) && ($0 == 0 || words[$0 - 1] != "for")
        }.map { words[$0] })
    }
    // "Get ${trail} conditions", "Check the balance": a shortcut that shows answers too.
    self.answers =
      answers || Self.shows(verbs, handsOver: handsOver, language: language)
      || named.contains { !Self.abbreviatesAnAction($0, of: phraseTokens, language: language) }
    self.beforeApp = beforeApp
    self.verbs = verbs
    self.actionNouns = actionNouns
    self.phrasalVerbs = phrasalVerbs
    verbStems = Set(verbs.union(actionNouns).map(language.inflection.stem))
    saidStems = Set(said.map { Self.stem($0, language: language) })
    saidSynonymGroups = Set(said.flatMap { language.classes.groupsOfWord[$0] ?? [] })
    actsWithinItsValues = within && !direct
    takesAnyThing = anyThing
    self.opensAView = opensAView
    self.nounsAfterValues = nounsAfterValues
    lastNouns = Self.lastNouns(of: phraseTokens, language: language)
    verbsAlone = Self.verbsAlone(in: phraseTokens, language: language)
    picksOne = Self.picksOne(in: phraseTokens, language: language)
    nounsOfAny = Self.nounsOfAny(in: phraseTokens)
    activitiesNamed = Self.activitiesNamed(in: phraseTokens, language: language)
  }
}
