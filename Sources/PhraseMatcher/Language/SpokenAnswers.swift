/// How people answer a follow-up question by voice: yes, no, or leave it.
public struct SpokenAnswers: Sendable {
  package let yes: Set<String>
  package let no: Set<String>
  /// Leave the question without answering it.
  package let cancel: Set<String>

  /// English, as duo-say speaks it: extend the tables here. Reached through ``SpokenLanguage/english``.
  static let english = SpokenAnswers(
    yes: [
      "yes", "yeah", "yep", "yup", "sure", "ok", "okay", "do it", "go ahead", "confirm", "correct",
      "absolutely", "please do", "sounds good", "right", "yes please", "of course", "definitely", "go for it",
    ],
    no: ["no", "nope", "nah", "do not", "no thanks", "no thank you", "not now", "wait no"],
    cancel: [
      "cancel", "never mind", "nevermind", "stop", "forget it", "forget about it", "exit", "quit", "that is all",
    ])
}
