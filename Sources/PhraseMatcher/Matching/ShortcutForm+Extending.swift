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
  /// time within a few words ("a few more *hours*", "a bit more *time*", "another *hour*").
  static func asksForMoreTime(_ words: [String]) -> Bool {
    words.indices.contains { position in
      moreWords.contains(words[position])
        && words[(position + 1)..<min(words.count, position + 4)].contains { spansOfTime.contains($0) }
    }
  }

  static let extendingVerbs: Set<String> = ["extend", "renew", "prolong", "lengthen"]
  static let moreWords: Set<String> = ["more", "extra", "another"]
  static let givingMore = moreWords.union(["add"])
  static let spansOfTime: Set<String> = [
    "time", "minute", "minutes", "hour", "hours", "day", "days", "week", "weeks",
  ]
}
