/// An utterance as the semantic stage compares it: the app name taken out,
/// and where a value of a type is named, the span that names it.
struct SemanticUtterance {
  /// The words without the app name and the preposition before it.
  let rest: [String]
  /// Type name → the best span of ``rest`` naming one of its values.
  let spans: [String: (range: Range<Int>, candidates: [EntityCandidate])]
  /// Where in ``rest`` the app name (and its connector) was.
  let appPosition: Int
  let placeholders: [String: String]
  /// The language it is said in (the index's).
  let language: SpokenLanguage

  /// Words before the app name that only attach it: "… *in* Trailhead".
  static let connectors: Set<String> = ["in", "with", "on", "using", "from", "via", "through"]
  /// Spans longer than this are not looked up.
  static let longestName = 8

  /// `nil` unless a form of the app's name was heard and something besides it.
  init?(_ words: [String], index: PhraseIndex, placeholders: [String: String]) {
    let language = index.language
    self.language = language
    guard let name = Self.appName(in: words, forms: index.appNames, language: language) else { return nil }
    var start = name.lowerBound
    if start > 0, Self.connectors.contains(words[start - 1]) {
      start -= 1
    } else if start > 0 && name.upperBound < words.count && !index.standsApart(words[name]) {
      // Mid-sentence without "in" or "with", a name the phrases also say is likely a word
      // of the request ("how many notes do I have"); one they never say is the app's
      // ("show munchbox's menu for taco town").
      return nil
    }
    // The app addressed first and named again ("vaultly, does vaultly store cards"): the address
    // is no word of the sentence either.
    let address = Self.address(in: words[..<start], index: index)
    rest = Array(words[address.upperBound..<start] + words[name.upperBound...])
    appPosition = start - address.count
    guard rest.contains(where: { !language.classes.functionWords.contains($0) }) else { return nil }
    self.placeholders = placeholders
    var spans: [String: (range: Range<Int>, candidates: [EntityCandidate])] = [:]
    for (position, type) in index.typeNames.enumerated() where placeholders[type] != nil {
      if let span = Self.bestSpan(of: index.types[position], in: rest) { spans[type] = span }
    }
    self.spans = spans
    tokens = Self.tokens(rest, spans: spans, appPosition: appPosition, language: language)
    act = SpeechAct(tokens, language: language)
  }

  /// The app's name said first, before the one the sentence is read around, when the phrases
  /// never say it (`0..<0` for none): "*vaultly* does vaultly store cards".
  private static func address(in before: ArraySlice<String>, index: PhraseIndex) -> Range<Int> {
    let words = Array(before)
    guard let name = appName(in: words, forms: index.appNames, language: index.language), name.lowerBound == 0,
      index.standsApart(words[name])
    else { return 0..<0 }
    return name
  }

  /// The words with each value's span and the app name one token.
  let tokens: [SpeechAct.Token]
  /// What the sentence does (``SpeechAct``).
  let act: SpeechAct

  /// The verb the request starts with, after any polite preamble, when it is
  /// a command verb ("can you *share* my mood"); `nil` for a question.
  var commandVerb: String? {
    SpeechAct.commandVerb(in: SpeechAct.asked(tokens, language: language), language: language)
  }

  /// A determiner a span starts with stays a word ("put *the* basement heater …"), so that
  /// the sentence's shape shows the verb before it.
  private static func tokens(
    _ rest: [String], spans: [String: (range: Range<Int>, candidates: [EntityCandidate])], appPosition: Int,
    language: SpokenLanguage
  ) -> [SpeechAct.Token] {
    var tokens: [SpeechAct.Token] = []
    var position = 0
    while position <= rest.count {
      if position == appPosition { tokens.append(.app) }
      guard position < rest.count else { break }
      if let span = spans.values.filter({ $0.range.contains(position) }).max(by: { $0.range.count < $1.range.count }) {
        if span.range.count > 1, position == span.range.lowerBound,
          language.classes.determiners.contains(rest[position])
        {
          tokens.append(.word(rest[position]))
          position += 1
        }
        tokens.append(.value)
        position = span.range.upperBound
      } else {
        tokens.append(.word(rest[position]))
        position += 1
      }
    }
    return tokens
  }

  /// The words that may undo a shortcut's: neither the app name nor a value's name.
  var polarityWords: [String] {
    rest.indices.filter { position in !spans.values.contains { $0.range.contains(position) } }.map { rest[$0] }
  }

  /// The words compared, with `type`'s span said as the type's name ("take me to trail").
  func text(replacing type: String?) -> String {
    guard let type, let span = spans[type] else { return rest.joined(separator: " ") }
    return (rest[..<span.range.lowerBound] + [placeholders[type] ?? type] + rest[span.range.upperBound...]).joined(
      separator: " ")
  }

  /// The last place a form of the app name is heard, word for word or by
  /// sound; of forms ending there, the longest ("my cookbook", not "cookbook").
  static func appName(
    in words: [String], forms: [(words: [String], sounds: [String])], language: SpokenLanguage
  ) -> Range<Int>? {
    var found: Range<Int>?
    for start in words.indices.reversed() {
      for form in forms where start + form.words.count <= words.count {
        let heard = form.words.indices.allSatisfy { offset in
          words[start + offset] == form.words[offset]
            || (!form.sounds[offset].isEmpty && language.sounds.of(words[start + offset]) == form.sounds[offset])
        }
        let range = start..<(start + form.words.count)
        guard heard else { continue }
        if let current = found, current.upperBound > range.upperBound || current.count >= range.count { continue }
        found = range
      }
      // Every form is shorter than this many words: nothing further left can end later.
      if let current = found, current.upperBound - start > forms.map(\.words.count).max() ?? 0 { break }
    }
    return found
  }

  /// The longest span that names a value, the cheapest among equals; one
  /// word alone must be the name itself or its plural, not a sound-alike.
  static func bestSpan(of type: EntityIndex, in words: [String]) -> (range: Range<Int>, candidates: [EntityCandidate])?
  {
    var best: (range: Range<Int>, candidates: [EntityCandidate])?
    let longest = min(longestName, type.maxWords + 1)
    for start in words.indices
    where !type.language.classes.functionWords.contains(words[start]) || start + 1 < words.count {
      for length in 1...min(longest, words.count - start) {
        let found = type.candidates(for: words[start..<(start + length)])
        guard let first = found.first else { continue }
        if length == 1 && first.evidence > .inflection { continue }
        if let current = best,
          current.range.count > length || (current.range.count == length && current.candidates[0].cost <= first.cost)
        {
          continue
        }
        best = (start..<(start + length), found)
      }
    }
    return best
  }
}
