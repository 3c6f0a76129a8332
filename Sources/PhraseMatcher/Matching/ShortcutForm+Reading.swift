/// How a shortcut's phrases are read: as tokens, whether they show, name a thing alone, say a
/// word as a noun, hand a thing to someone, and the noun a light verb takes.
extension ShortcutForm {
  /// Words after which a value is where the action happens, not what it is done to.
  static let prepositions: Set<String> = ["in", "from", "into", "inside", "within", "on", "at", "for", "of"]

  /// Words after a verb that make one verb of the two ("skip back", "turn off").
  static let particles: Set<String> = ["back", "forward", "ahead", "up", "down", "off", "on", "out", "over"]

  /// Whether a shortcut whose phrases start with `verbs` shows something: "show" or a synonym
  /// ("Check the balance") when no phrase says an action of its own ("List my ${event} ticket"
  /// beside "Sell my ticket for ${event}" puts it up for sale); a light verb among those ("Get
  /// ${trail} conditions") only when, besides, no phrase hands a thing to someone ("Get me a
  /// ride"). An action is any other verb ("Preheat the oven for ${mode}"), not one that opens a view.
  static func shows(_ verbs: Set<String>, handsOver: Bool, language: SpokenLanguage) -> Bool {
    let showing = { (verb: String) in isShowing(verb, language: language) }
    let light = language.sentences.lightVerbs
    let acts = verbs.contains { verb in
      !showing(verb) && !light.contains(verb) && !openingVerbs.contains(verb) && !tellingVerbs.contains(verb)
        && !language.sentences.questionWords.contains(verb)
        && !language.sentences.auxiliaries.contains(verb) && !language.sentences.copulas.contains(verb)
    }
    if verbs.contains(where: { showing($0) && !light.contains($0) }) { return !acts }
    guard verbs.contains(where: showing), !handsOver else { return false }
    return !acts
  }

  /// Whether `named`, a phrase that names a thing alone ("Voice note in ${applicationName}",
  /// "${applicationName} recording"), names what another of `phrases` makes or does with a verb
  /// that does not show ("Take a note …", "Start recording …"): the action said short, which
  /// asks nothing to be shown ("show a note" is no "Note in ${applicationName}").
  static func abbreviatesAnAction(
    _ named: [SpeechAct.Token], of phrases: [[SpeechAct.Token]], language: SpokenLanguage
  ) -> Bool {
    let nouns = named.compactMap(SpeechAct.word).filter { !language.classes.functionWords.contains($0) }
    guard let noun = nouns.last else { return false }
    let stem = Self.stem(noun, language: language)
    return phrases.contains { phrase in
      guard phrase != named,
        let verb = phrase.lazy.compactMap(SpeechAct.word).first(where: {
          !language.classes.requestPreamble.contains($0)
        }), language.classes.commandVerbs.contains(verb), !isShowing(verb, language: language),
        !openingVerbs.contains(verb)
      else { return false }
      return phrase.dropFirst().contains { SpeechAct.word($0).map { Self.stem($0, language: language) } == stem }
    }
  }

  /// Verbs that tell what is there in words of their own ("Summarize my last workout"): they
  /// answer, as showing does.
  static let tellingVerbs: Set<String> = ["summarize", "recap", "describe", "explain"]

  /// Whether `verb` is "show" or a synonym of it ("display", "give", "check").
  static func isShowing(_ verb: String, language: SpokenLanguage) -> Bool {
    verb == "show" || language.classes.areSynonyms(verb, "show")
  }

  /// Whether the phrase from `start` names a thing, with no verb: a determiner or a quantity first, or a
  /// word of when before another word, the app name between them or not ("any alerts", "todays water",
  /// "weekly summary", "Today's ${applicationName} reading"; "Explore cosmos" is a command).
  static func namesAThing(_ tokens: [SpeechAct.Token], from start: Int, language: SpokenLanguage) -> Bool {
    guard case .word(let first) = tokens[start] else { return false }
    if language.classes.determiners.contains(first) || quantities.contains(first) { return true }
    guard thingsOfWhen.contains(first) else { return false }
    let next = start + 1 < tokens.count && tokens[start + 1] == .app ? start + 2 : start + 1
    guard next < tokens.count, case .word = tokens[next] else { return false }
    return true
  }

  /// Whether `first`, a phrase's first word, opens the noun phrase another phrase of the same
  /// shortcut says it in, in either number ("*Next* peptide dose" beside "What's my *next* dose"): no verb, which
  /// "skip" would be a synonym of, but a thing named. A word that may be a verb ("*Break* time",
  /// beside "Take a break") keeps its reading.
  static func opensItsNounPhrase(
    _ first: SpeechAct.Token, in phrases: [[SpeechAct.Token]], language: SpokenLanguage
  ) -> Bool {
    guard case .word(let word) = first, !language.sentences.verbs.contains(word) else { return false }
    // In the singular or the plural: "*Carb* count" beside "Check my *carbs*".
    return phrases.contains { phrase in
      phrase.compactMap(SpeechAct.word).contains { said in
        (said == word || language.inflection.singular(said) == word)
          && saysAsANoun(said, in: phrase, language: language)
      }
    }
  }

  /// Whether `tokens` are the app called and one word, beside a phrase that shows or asks
  /// ("${applicationName} progress" beside "Show ${applicationName} streak"): the word is what
  /// is shown, no verb.
  static func namesWhatItShows(
    _ tokens: [SpeechAct.Token], in phrases: [[SpeechAct.Token]], language: SpokenLanguage
  ) -> Bool {
    guard tokens.count == 2, tokens[0] == .app, case .word = tokens[1] else { return false }
    return phrases.contains { phrase in
      guard case .word(let first)? = phrase.first(where: { $0 != .app }) else { return false }
      return isShowing(first, language: language) || language.sentences.questionWords.contains(first)
    }
  }

  /// Words of how many that open a noun phrase ("*Any* alerts in ${applicationName}").
  static let quantities: Set<String> = ["any", "some"]

  /// Words of when that open a noun phrase.
  static let thingsOfWhen: Set<String> = [
    "today", "todays", "tonights", "daily", "weekly", "monthly", "yearly", "nightly", "recent", "latest", "last",
    "current",
  ]

  /// Verbs that open a view ("Open my movie tickets" beside "Show my tickets"): they show too.
  static let openingVerbs: Set<String> = ["open", "launch", "load"]

  /// What a type of the app's own screens is called ("DaisyPod *Section*"), singular.
  static let screenKinds: Set<String> = ["section", "tab", "page", "screen", "view"]

  /// Whether `tokens` say `word` in a noun phrase: a determiner just before it or one word
  /// before it ("show *my* sleep score", "how much was *my* last ride").
  static func saysAsANoun(_ word: String, in tokens: [SpeechAct.Token], language: SpokenLanguage) -> Bool {
    tokens.indices.contains { position in
      tokens[position] == .word(word)
        && tokens[max(0, position - 2)..<position].contains {
          SpeechAct.word($0).map(language.classes.determiners.contains) == true
        }
    }
  }

  static func isPerson(_ token: SpeechAct.Token, _ language: SpokenLanguage) -> Bool {
    if case .word(let word) = token { return language.sentences.objectPersons.contains(word) }
    return false
  }

  /// The head of the noun phrase after `position`: its last word, past determiners and values,
  /// before a word of grammar or one that ends a thing, the app or the end ("start a ${cycle}
  /// *wash*", "start a long trek *session*", "show *transfers* between my accounts"); `nil`
  /// when there is none ("Start ${session} in …").
  static func noun(after position: Int, in tokens: [SpeechAct.Token], language: SpokenLanguage) -> String? {
    var head: String?
    for token in tokens[(position + 1)...] {
      switch token {
      case .word(let word) where language.classes.determiners.contains(word): continue
      case .word(let word) where head != nil && language.sentences.thingEnds.contains(word): return head
      case .value: continue
      case .word(let word) where !language.classes.functionWords.contains(word): head = word
      case .word, .app: return head
      }
    }
    return head
  }

  /// "parked" and "park", "meditated" and "meditate".
  static func sameStem(_ a: String, _ b: String, language: SpokenLanguage) -> Bool {
    let (x, y) = (stem(a, language: language), stem(b, language: language))
    return x == y || x + "e" == y || y + "e" == x
  }

  /// The stem ``sameStem(_:_:language:)`` compares: "what did i *eat*" beside "What have I
  /// *eaten*", a past form is its verb's.
  static func stem(_ word: String, language: SpokenLanguage) -> String {
    language.inflection.stem(Self.pastOfOtherWords.contains(word) ? word : language.sentences.pastForms[word] ?? word)
  }

  /// Whether `word` has the same stem as a word whose ``stem(_:language:)`` is in `stems`.
  static func hasStem(_ word: String, among stems: Set<String>, language: SpokenLanguage) -> Bool {
    let y = stem(word, language: language)
    return stems.contains(y) || stems.contains(y + "e") || (y.hasSuffix("e") && stems.contains(String(y.dropLast())))
  }

  /// Past forms that are as often other words ("turn *left*", "a *saw*", "*felt* pads").
  static let pastOfOtherWords: Set<String> = ["left", "saw", "felt", "fell", "found", "led"]

  /// Whether a question about doing `verb` ("when did i adopt mochi") asks about
  /// something this shortcut never says nor a synonym of. Where the speaker put a thing
  /// ("where did i *leave* my keys", `words` its words) asks where it is now: a shortcut that
  /// asks "where" answers it.
  func asksAboutAnotherAction(_ verb: String?, words: [String] = []) -> Bool {
    guard let verb else { return false }
    if words.first == "where", said.contains("where"), Self.placingVerbs.contains(verb) { return false }
    return !names(verb)
  }

  /// Verbs of putting a thing somewhere, or losing it there.
  static let placingVerbs: Set<String> = ["leave", "put", "park", "keep", "drop", "set", "store", "stash", "lose"]

  /// A phrase's words, its parameters and app name each one token.
  static func tokens(of phrase: PhraseTemplate, language: SpokenLanguage) -> [SpeechAct.Token] {
    phrase.segments.flatMap { segment -> [SpeechAct.Token] in
      switch segment {
      case .text(let text): PhraseIndex.phraseWords(text, language).map(SpeechAct.Token.word)
      case .parameter: [.value]
      case .applicationName: [.app]
      }
    }
  }

  /// Whether `noun` names its action, in any form or a noun made of one of its verbs ("take a
  /// *scan*", "make a *reservation*" for "Reserve …", "a *transcript*" for "Transcribe …").
  func namesItsAction(_ noun: String) -> Bool {
    saysVerb(noun) || verbs.contains { language.inflection.isAction(noun, of: $0) }
  }

  /// Whether `word` is one of ``verbs`` in any form (``sameStem(_:_:language:)``): "use" is the
  /// "Uses …" of a phrase, "connected" its "Connect …".
  func saysVerb(_ word: String) -> Bool {
    guard !verbs.contains(word), !actionNouns.contains(word) else { return true }
    let stem = language.inflection.stem(word)
    return verbStems.contains(stem) || verbStems.contains(stem + "e")
      || (stem.hasSuffix("e") && verbStems.contains(String(stem.dropLast())))
  }

  /// The words in "-ing" `phraseTokens` say as a thing ("Play back my latest *recording*").
  static func activitiesNamed(in phraseTokens: [[SpeechAct.Token]], language: SpokenLanguage) -> Set<String> {
    Set(
      phraseTokens.flatMap { tokens in
        tokens.compactMap(SpeechAct.word).filter {
          $0.hasSuffix("ing") && saysAsANoun($0, in: tokens, language: language)
        }
      })
  }

  /// The action a verb of starting takes in "-ing" ("Start *cleaning* the air": clean), which
  /// is the phrase's action too, when it is a command verb ("Start *journaling*" says no verb
  /// "journal": ``WordClasses/commandVerbs``); `nil` for any other verb or word.
  static func actionStarted(by verb: String, taking next: String, language: SpokenLanguage) -> String? {
    guard startingVerbs.contains(verb), next.hasSuffix("ing") else { return nil }
    return language.inflection.verbs(ofStem: language.inflection.stem(next)).first(
      where: language.classes.commandVerbs.contains)
  }
}
