/// Doing a thing again: a verb in "re" says its verb again ("reorder" is "order"), and "again"
/// asks for what was done before ("i want pizza palace *again*"), which a shortcut that only
/// shows or answers does not do.
extension ShortcutForm {
  /// The verb that `verb` says again ("reorder": "order"), unless "re" makes another verb of it
  /// ("return", "reset").
  static func again(_ verb: String) -> String? {
    guard verb.hasPrefix("re"), verb.count > 5, !otherVerbsInRe.contains(verb) else { return nil }
    return String(verb.dropFirst(2))
  }

  /// Verbs in "re" that are not another verb said again.
  static let otherVerbsInRe: Set<String> = [
    "recall", "record", "recover", "reduce", "refer", "reform", "refuse", "release", "relay", "remark", "remind",
    "remove", "rename", "repair", "replace", "report", "represent", "request", "research", "reserve", "reset",
    "resign", "resolve", "respond", "restore", "retire", "retreat", "return", "reveal", "reverse", "review",
    "reward", "rewind",
  ]

  /// Whether a request asks "again" of a shortcut that only shows or answers, by a verb not its
  /// own or none ("i want ${restaurant} *again*" is no "Show the menu for ${restaurant}"; "show
  /// the menu again" still is).
  func asksAgainOfWhatItShows(_ act: SpeechAct, words: [String], verb: String?) -> Bool {
    guard act == .request, answers, words.contains("again"), !said.contains("again") else { return false }
    return verb.map { !saysVerb($0) && !asksForItsAnswer($0) } ?? true
  }
}
