/// Asking for more time ("give me more parking time", "can i have a few more days with the
/// book", "another hour on my meter"): the request of a shortcut that extends a span, whatever
/// verb it is said with.
extension ShortcutForm {
  /// Whether its phrases extend a span: a verb of extending or renewing ("Extend my parking",
  /// "Renew ${book}"), or more time given or added ("Give ${kid} more screen time", "Add time").
  var grantsMoreTime: Bool {
    !verbs.isDisjoint(with: Self.extendingVerbs)
      || (said.contains("time") && !said.isDisjoint(with: Self.givingMore))
  }

  /// Whether `words` ask for more of a span: "more", "extra" or "another" before a span of
  /// time within a few words ("a few more *hours*", "a bit more *time*", "another *hour*"), or
  /// "longer" said last or after an amount ("keep it a bit *longer*"; "a *longer* ride" names).
  static func asksForMoreTime(_ words: [String]) -> Bool {
    words.indices.contains { position in
      if words[position] == "longer" {
        return position + 1 == words.count || (position > 0 && amountsOfTime.contains(words[position - 1]))
      }
      return moreWords.contains(words[position])
        && words[(position + 1)..<min(words.count, position + 4)].contains { spansOfTime.contains($0) }
    }
  }

  /// Whether a request asks for more time ("keep ${book} a bit longer", "i need more time on my
  /// parking") of a shortcut that gives none, by a verb not its own: another action ("Place a
  /// hold on ${book}", "How long do I have left" are not asked it).
  func asksForTimeItDoesNotGive(_ act: SpeechAct, words: [String], verb: String?) -> Bool {
    guard act == .request, !grantsMoreTime, Self.asksForMoreTime(words) else { return false }
    return verb.map { !saysVerb($0) } ?? true
  }

  static let amountsOfTime: Set<String> = ["bit", "little", "while", "lot", "tad", "any", "even"]

  static let extendingVerbs: Set<String> = ["extend", "renew", "prolong", "lengthen"]
  static let moreWords: Set<String> = ["more", "extra", "another"]
  static let givingMore = moreWords.union(["add"])
  static let spansOfTime: Set<String> = [
    "time", "minute", "minutes", "hour", "hours", "day", "days", "week", "weeks",
  ]
}
