extension PhraseIndex {
  /// Whether a reading that is not word for word says a word undoing one of its phrase's
  /// ("turn *off* away mode" read as "turn on ${mode}"), or one of its shortcut's other phrases'
  /// ("take coffee *off* my list" read as "Add ${item} to my list" beside "Put ${item} *on* the
  /// list"; their determiners are the phrase's own: "all" undoes only a phrase's "a"); the
  /// words of its values and of the app name do not count.
  func isOpposed(_ reading: Reading, words: [String]) -> Bool {
    guard reading.cost > 0, let said = saidWords[reading.phrase.shortcut]?[reading.phrase.phrase] else { return false }
    var inValue = [Bool](repeating: false, count: words.count)
    for span in reading.spans {
      for position in span.start..<min(span.start + span.length, words.count) { inValue[position] = true }
    }
    let heard = words.indices.filter { !inValue[$0] && !appNameWords.contains(words[$0]) }.map { words[$0] }
    return language.polarity.opposes(
      heard, said: said, inflection: language.inflection, pastForms: language.sentences.pastForms)
  }
}
