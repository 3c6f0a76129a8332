import PhraseMatcher

/// How people answer follow-up questions by voice: yes or no, "the second
/// one", "never mind". One table per concern; extend here.
public enum SpokenAnswers {
  package static let yes: Set<String> = [
    "yes", "yeah", "yep", "yup", "sure", "ok", "okay", "do it", "go ahead", "confirm", "correct",
    "absolutely", "please do", "sounds good", "right", "yes please", "of course", "definitely", "go for it",
  ]
  package static let no: Set<String> = ["no", "nope", "nah", "do not", "no thanks", "no thank you", "not now", "wait no"]
  /// Leave the question without answering it.
  package static let cancel: Set<String> = [
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
}
