/// How ``SpeechAct`` reads a question of whether something is so ("is the washer broken", "are
/// my monitors down"): the state it asks of (``stateAsked(in:language:)``), and an opinion asked
/// ("is space mountain scary"), which is advice, and what judges (``isJudgement(_:language:)``).
extension SpeechAct {
  /// Whether `tokens` ask whether something is so, a copula first ("is the washer broken",
  /// "are my monitors down"): not a request of "you", nor whether there is a thing.
  static func asksWhetherSo(_ tokens: [Token], language: SpokenLanguage) -> Bool {
    guard case .word(let copula)? = tokens.first, language.sentences.copulas.contains(copula), tokens.count > 2
    else { return false }
    return tokens[1] != .word("you") && tokens[1] != .word("there")
  }

  /// The opinion a question of whether something is so asks ("is space mountain *scary* in
  /// app"), or `nil`.
  static func opinionAsked(in tokens: [Token], language: SpokenLanguage) -> String? {
    stateAsked(in: tokens, language: language).flatMap { word(tokens[$0]) }.flatMap {
      language.sentences.opinions.contains($0) ? $0 : nil
    }
  }

  /// Whether `word` judges: a judgement ("best", "worth", "worst") or an opinion's superlative
  /// ("funniest", "coolest", "nicest").
  static func isJudgement(_ word: String, language: SpokenLanguage) -> Bool {
    if language.sentences.judgements.contains(word) { return true }
    guard word.hasSuffix("est"), word.utf8.count > 5 else { return false }
    let stem = String(word.dropLast(3))
    let bases = stem.hasSuffix("i") ? [String(stem.dropLast()) + "y"] : [stem, stem + "e", String(stem.dropLast())]
    return bases.contains(where: language.sentences.opinions.contains)
  }

  /// Where a question of whether something is so says what it asks of its subject: its last word before the
  /// app name, the words of how far and of now, and a place or thing it is asked of ("is the
  /// nursery *warm* enough right now in app", "is anything *overdue* on my car", "is my car
  /// *due* for anything"), or `nil` for
  /// another sentence. A preposition without a determiner is the state ("for *sale*").
  static func stateAsked(in tokens: [Token], language: SpokenLanguage) -> Int? {
    guard asksWhetherSo(tokens, language: language) else { return nil }
    let sentences = language.sentences
    let classes = language.classes
    var end = tokens.count - 1
    if tokens[end] == .app {
      end -= 1
      if let before = word(tokens[end]), Self.beforeTheApp.contains(before) { end -= 1 }
    }
    while end > 2, let last = word(tokens[end]) {
      if sentences.stateAdverbs.contains(last) || last == "it" || last == "them"
        || (sentences.presentTimes.contains(last) && !sentences.states.contains(last))
        || (last == "right" && end + 1 < tokens.count && word(tokens[end + 1]) == "now")
      {
        end -= 1
      } else if end > 3, sentences.indefinites.contains(last), let preposition = word(tokens[end - 1]),
        classes.functionWords.contains(preposition), !sentences.copulas.contains(preposition)
      {
        // "is my car due *for anything*": what it is asked of, said of anything.
        end -= 2
      } else if end > 4, let determiner = word(tokens[end - 1]), classes.determiners.contains(determiner),
        let preposition = word(tokens[end - 2]), classes.functionWords.contains(preposition),
        !classes.determiners.contains(preposition), !sentences.copulas.contains(preposition)
      {
        end -= 3
      } else {
        break
      }
    }
    return end
  }

  /// The words that put the app name at the end of a question ("… *in* app").
  private static let beforeTheApp: Set<String> = ["in", "on", "with", "using"]
}
