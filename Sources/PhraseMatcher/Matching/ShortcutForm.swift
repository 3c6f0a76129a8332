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
  /// Every word the shortcut's phrases and title say.
  let said: Set<String>
  /// Whether a phrase of its tells of something done ("I fed ${pet}").
  let narrates: Bool
  /// The words its phrases say just before the app name ("What soups does ${applicationName} have").
  let beforeApp: Set<String>

  init(phrases: [PhraseTemplate], said: Set<String>) {
    self.said = said
    var narrates = false
    var beforeApp: Set<String> = []
    for phrase in phrases {
      let tokens = Self.tokens(of: phrase)
      if case .statement = SpeechAct(tokens) { narrates = true }
      for (position, token) in tokens.enumerated().dropFirst() where token == .app {
        if case .word(let word) = tokens[position - 1] { beforeApp.insert(word) }
      }
    }
    self.narrates = narrates
    self.beforeApp = beforeApp
  }

  /// Whether a sentence of kind `act` can be meant for this shortcut.
  func admits(_ act: SpeechAct) -> Bool {
    switch act {
    case .request: return true
    case .negated(let cue), .anotherTime(let cue): return said.contains(cue)
    case .aboutTheApp(let cue):
      return SentenceWords.auxiliaries.contains(cue) ? beforeApp.contains(cue) : said.contains(cue)
    case .statement(let verb):
      // A state ("is getting long") or a report ("keeps forgetting") asks for nothing; an
      // action told may be this shortcut's own ("i parked in old town": Park), or what it logs.
      guard !SentenceWords.copulas.contains(verb), !SentenceWords.narrations.contains(verb) else { return false }
      return narrates || said.contains { Self.sameStem($0, verb) }
    }
  }

  /// "parked" and "park", "meditated" and "meditate".
  static func sameStem(_ a: String, _ b: String) -> Bool {
    let (x, y) = (Inflection.stem(a), Inflection.stem(b))
    return x == y || x + "e" == y || y + "e" == x
  }

  /// A phrase's words, its parameters and app name each one token.
  static func tokens(of phrase: PhraseTemplate) -> [SpeechAct.Token] {
    phrase.segments.flatMap { segment -> [SpeechAct.Token] in
      switch segment {
      case .text(let text): PhraseIndex.phraseWords(text).map(SpeechAct.Token.word)
      case .parameter: [.value]
      case .applicationName: [.app]
      }
    }
  }
}

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
    return forms[reading.phrase.shortcut].admits(SpeechAct(tokens))
  }
}
