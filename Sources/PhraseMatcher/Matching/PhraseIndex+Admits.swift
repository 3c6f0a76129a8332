/// What the alignment's readings may mean: a reading's words read as a sentence
/// (``ShortcutForm/refusal(of:tokens:)``), and what they say of another shortcut's action, time
/// or thing, which leaves the choice to the semantic stage.
extension PhraseIndex {
  /// Whether the sentence `words` makes, with a reading's values and app name as
  /// tokens, can mean the reading's shortcut. Word for word, a phrase is its own sentence.
  func admits(_ reading: Reading, words: [String]) -> Bool {
    guard reading.cost > 0 else { return true }
    var tokens: [SpeechAct.Token] = []
    tokens.reserveCapacity(words.count)
    var position = 0
    while position < words.count {
      if let app = reading.appName, app.lowerBound == position, !app.isEmpty {
        tokens.append(.app)
        position = app.upperBound
      } else if let span = reading.spans.first(where: { $0.start == position && $0.length > 0 }) {
        tokens.append(.value)
        position += span.length
      } else {
        tokens.append(.word(words[position]))
        position += 1
      }
    }
    let form = forms[reading.phrase.shortcut]
    if leavesOutItsTime(words, shortcut: reading.phrase.shortcut, phrase: reading.phrase.phrase) { return false }
    return !saysAnothersAction(SpeechAct.words(in: tokens), not: reading.phrase.shortcut)
      && !commandsAnothersThing(tokens, not: reading.phrase.shortcut)
      && !saysAnothersTime(words, not: reading.phrase.shortcut)
      && form.refusal(of: SpeechAct(tokens, language: language), tokens: tokens) == nil
  }

  /// Whether `words` leave out the time a phrase says and say no time of their own: "Turn off
  /// the radio *later*" is not "turn off the radio", but may be "… in thirty minutes".
  func leavesOutItsTime(_ words: [String], shortcut: Int, phrase: Int) -> Bool {
    let times = forms[shortcut].timesSaid
    guard phrase < times.count, !times[phrase].isSubset(of: words) else { return false }
    let sentences = language.sentences
    return !words.contains { word in
      sentences.otherTimes.contains(word) || sentences.presentTimes.contains(word)
        || sentences.periods.contains(language.inflection.singular(word)) || Self.timeWords.contains(word)
    }
  }

  /// Words that say when, besides those of ``SentenceWords``.
  static let timeWords: Set<String> = [
    "recently", "last", "next", "every", "when", "until", "after", "before", "soon", "ago", "once",
  ]

  /// Whether `words` say a time another shortcut's phrases say and `shortcut`'s never do: "how
  /// has my pressure been *this week*" beside "What's my average this week" is no "What was my
  /// last reading".
  func saysAnothersTime(_ words: [String], not shortcut: Int) -> Bool {
    let sentences = language.sentences
    return words.contains { word in
      word != "time"
        && (sentences.periods.contains(word) || sentences.otherTimes.contains(word) || Self.timeBounds.contains(word))
        && !forms[shortcut].said.contains(word)
        && forms.indices.contains { $0 != shortcut && forms[$0].said.contains(word) }
    }
  }

  /// Words that bound a stretch of time: "how long *until* I reach my goal" asks what is left,
  /// not how long I have driven.
  static let timeBounds: Set<String> = ["until", "till", "since"]

  /// Whether `words` say the action of another shortcut than `shortcut`, which it never says
  /// ("what have i *saved* to watch" beside "Save ${show} for later": not What Should I Watch).
  /// A synonym of its verb is another's when that one says the word itself of the same thing
  /// ("*mark* my reading habit" beside "Log a habit" and "Mark a habit done").
  func saysAnothersAction(_ words: [String], not shortcut: Int) -> Bool {
    let form = forms[shortcut]
    return words.contains { word in
      guard !language.classes.functionWords.contains(word), !language.sentences.lightVerbs.contains(word),
        !language.classes.requestPreamble.contains(word), !form.asksForItsAnswer(word), !form.saysVerb(word)
      else { return false }
      guard forms.indices.contains(where: { $0 != shortcut && forms[$0].saysVerb(word) }) else { return false }
      guard form.names(word) else { return true }
      return !form.said.contains(word)
        && forms.indices.contains { other in
          other != shortcut && forms[other].verbs.contains(word) && sameThing(words, forms[other], form, verb: word)
        }
    }
  }

  /// Whether every word besides `verb` that `form` names in `words` is named by `other` too,
  /// and one is: the two act on the same thing.
  private func sameThing(_ words: [String], _ other: ShortcutForm, _ form: ShortcutForm, verb: String) -> Bool {
    let named = words.filter { $0 != verb && !language.classes.functionWords.contains($0) && form.names($0) }
    return !named.isEmpty && named.allSatisfy(other.names)
  }

  /// Whether the thing a command's verb acts on ("grab *a clip* from the porch camera"), its
  /// head (``ShortcutForm/noun(after:in:language:)``), is a noun another shortcut names and
  /// `shortcut` never does: read in the words around it, `shortcut`'s phrase ("Show the
  /// ${camera} camera") would run it on something else.
  func commandsAnothersThing(_ tokens: [SpeechAct.Token], not shortcut: Int) -> Bool {
    let tokens = SpeechAct.asked(tokens, language: language)
    let form = forms[shortcut]
    guard let verb = SpeechAct.commandVerb(in: tokens, language: language),
      let at = tokens.firstIndex(of: .word(verb)),
      let thing = ShortcutForm.noun(after: at, in: tokens, language: language), form.isNoun(thing),
      !form.names(thing)
    else { return false }
    return forms.indices.contains { $0 != shortcut && forms[$0].names(thing) }
  }
}
