import PhraseMatcher

/// How people answer follow-up questions by voice: yes or no, "the second
/// one", "never mind". One table per concern; extend here.
public enum SpokenAnswers {
  public static let yes: Set<String> = [
    "yes", "yeah", "yep", "yup", "sure", "ok", "okay", "do it", "go ahead", "confirm", "correct",
    "absolutely", "please do", "sounds good", "right", "yes please", "of course", "definitely", "go for it",
  ]
  public static let no: Set<String> = ["no", "nope", "nah", "do not", "no thanks", "no thank you", "not now", "wait no"]
  /// Leave the question without answering it.
  public static let cancel: Set<String> = [
    "cancel", "never mind", "nevermind", "stop", "forget it", "forget about it", "exit", "quit", "that is all",
  ]

  /// `true` for yes, `false` for no, `nil` when the answer is neither.
  public static func confirmation(_ utterance: String) -> Bool? {
    let text = SpokenText(literal: utterance).text
    if yes.contains(text) { return true }
    if no.contains(text) { return false }
    return nil
  }

  public static func isCancel(_ utterance: String) -> Bool {
    cancel.contains(SpokenText(literal: utterance).text)
  }

  /// The position an answer picks among `count` choices: "the second one",
  /// "number 2", "the last one"; `nil` if it names none.
  public static func ordinal(_ utterance: String, count: Int) -> Int? {
    var words = SpokenText(literal: utterance).words.filter { !["the", "number", "option", "choice", "please"].contains($0) }
    // "the second one": normalization has made "one" the digit 1.
    if words.count == 2, words[1] == "1", words[0] == "last" || words[0] == "first" || words[0].last?.isLetter == true {
      words.removeLast()
    }
    guard words.count == 1, let word = words.first else { return nil }
    if word == "last" { return count - 1 }
    if word == "first" { return 0 }
    let digits = word.prefix { $0.isNumber }
    guard let position = Int(digits), position >= 1, position <= count else { return nil }
    let suffix = word.dropFirst(digits.count)
    guard suffix.isEmpty || suffix == NumberWords.ordinalSuffix(position) else { return nil }
    return position - 1
  }
}
