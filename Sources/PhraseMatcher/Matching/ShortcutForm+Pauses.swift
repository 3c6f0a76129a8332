/// Stopping for a while is pausing: "stop the washer *for a second*" and "quiet the alerts *for
/// an hour*" ask a shortcut that pauses or snoozes ("Pause the wash", "Snooze camera alerts"),
/// though its verb is not said. Stopping for good ("stop the washer") is not.
extension ShortcutForm {
  /// Whether `verb`, one of stopping or silencing, is said with how long the stop is to last
  /// (in `words`: "for a while", "for ten minutes", "for a couple of hours") to a shortcut that
  /// pauses.
  func pausesForAWhile(_ verb: String, words: [String]) -> Bool {
    guard !verbs.isDisjoint(with: Self.pausingVerbs),
      Self.stoppingVerbs.contains(verb) || language.classes.areSynonyms(verb, "stop"),
      let at = words.firstIndex(of: verb), let lasting = words[at...].firstIndex(of: "for")
    else { return false }
    // "for *a couple of* hours", "for *10* minutes", "for *a few* days": how many, then the unit.
    guard
      let unit = words[(lasting + 1)...].first(where: { word in
        !Self.counting.contains(word) && !language.classes.determiners.contains(word)
          && !(word.utf8.first.map { (48...57).contains($0) } ?? false)
      })
    else { return false }
    return Self.spells.contains(language.inflection.singular(unit))
  }

  /// Verbs of a shortcut that stops something for a while.
  static let pausingVerbs: Set<String> = ["pause", "snooze", "hold", "suspend"]

  /// Verbs that stop or silence something, besides the synonyms of "stop".
  static let stoppingVerbs: Set<String> = ["stop", "quiet", "silence", "mute", "hush"]

  /// Words that count the units of a stretch of time.
  private static let counting: Set<String> = ["few", "couple", "of", "some", "several", "another", "one", "two"]

  /// Units of a stretch of time a stop can last.
  private static let spells: Set<String> = ["while", "bit", "second", "sec", "moment", "minute", "hour", "day", "week"]
}
