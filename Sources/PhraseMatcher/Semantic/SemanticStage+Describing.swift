/// A thing told by what the speaker did to it ("the stories *i saved*", "the song *we liked*"):
/// it is the thing of a shortcut that says that doing ("Open my *saved* articles"), not of one
/// that names the thing alone ("Read me the top *stories*").
extension SemanticStage {
  /// Whether `heard` tells a thing by the speaker's past doing, which the first of `ranked`
  /// never says and another near it does: that other's thing was meant, or neither, never the
  /// first ("show me the stories i saved" is no Top Stories beside Saved Articles).
  func describesAnothersThing(
    _ heard: SemanticUtterance, _ ranked: ArraySlice<(score: Float, reference: SemanticReference)>
  )
    -> Bool
  {
    guard let winner = ranked.first, let doing = Self.speakersDoing(in: heard.rest, language: index.language) else {
      return false
    }
    let says = { (shortcut: Int) in self.says(doing, of: self.index.forms[shortcut]) }
    guard !says(winner.reference.shortcut) else { return false }
    return ranked.dropFirst().prefix { winner.score - $0.score < 2 * margin }.contains { says($0.reference.shortcut) }
  }

  /// Whether `form` says the doing, as its past form ("saved articles") or as a verb of its, in
  /// any form or a synonym ("Bookmark this story").
  private func says(_ doing: (past: String, verb: String), of form: ShortcutForm) -> Bool {
    form.said.contains(doing.past) || form.saysVerb(doing.verb) || form.saysASynonym(ofForm: doing.verb)
  }

  /// The speaker's past doing that tells a noun, after it ("the stories *i saved*"), as the past
  /// form and its verb; `nil` when there is none. The noun follows a determiner ("those" too).
  static func speakersDoing(in words: [String], language: SpokenLanguage) -> (past: String, verb: String)? {
    guard words.count > 3 else { return nil }
    for position in 2..<(words.count - 1) where ["i", "we"].contains(words[position]) {
      let noun = words[position - 1]
      let past = words[position + 1]
      guard !language.classes.functionWords.contains(noun),
        words[..<(position - 1)].contains(where: {
          language.classes.determiners.contains($0) || $0 == "those" || $0 == "these"
        }),
        let verb = SpeechAct.anyPastBase(past, language: language)
      else { continue }
      return (past, verb)
    }
    return nil
  }
}
