/// To set or make a thing not there yet is to create it: "set *a* reminder" and "make *a new*
/// reminder" ask "Create reminder" or "Add reminder", as "Set a timer" in a phrase is creating
/// one (``ShortcutForm`` reads that side). Setting or making what is there ("set my alarm to
/// seven", "make the lights brighter") is not.
extension ShortcutForm {
  /// Whether `verb` ("set", "make") is said before "a" or "an" (in `words`) to a shortcut that
  /// creates or adds a thing.
  func makesANewOne(_ verb: String, words: [String]) -> Bool {
    guard Self.makingVerbs.contains(verb), !verbs.isDisjoint(with: Self.creatingVerbs),
      let at = words.firstIndex(of: verb), at + 1 < words.count
    else { return false }
    return words[at + 1] == "a" || words[at + 1] == "an"
  }

  /// Whether every phrase of `phrases` makes a new thing: its verb, then "a", "an" or "new"
  /// ("Record a memo", "Start a voice memo"), or "new" first ("New entry").
  static func makesOnlyNewOnes(_ phrases: [PhraseTemplate], language: SpokenLanguage) -> Bool {
    !phrases.isEmpty
      && phrases.allSatisfy { phrase in
        let words = SpeechAct.words(in: tokens(of: phrase, language: language))
        return words.first == "new" || (words.count > 2 && ["a", "an", "new"].contains(words[1]))
      }
  }

  /// Whether a verb this shortcut does not say asks, of a shortcut that only makes new things,
  /// for one that is there: "write out my *last* memo" is no "Start a voice memo" (a synonym of
  /// "write"), "play the *latest* recording" no "Record a memo". Its own verb may still log
  /// what was just done ("record my last run").
  func actsOnOneThere(_ verb: String?, words: [String]) -> Bool {
    guard makesOnlyNewOnes, let verb, !saysVerb(verb) else { return false }
    return words.indices.dropFirst().contains { position in
      Self.thoseThere.contains(words[position])
        && ["my", "the", "our", "that", "this"].contains(words[position - 1])
    }
  }

  /// Words after a determiner that point at a thing already there.
  static let thoseThere: Set<String> = ["last", "latest", "previous", "newest", "recent", "earlier"]

  static let makingVerbs: Set<String> = ["set", "make"]

  /// Verbs that bring a thing into being.
  static let creatingVerbs: Set<String> = ["create", "add", "new"]
}
