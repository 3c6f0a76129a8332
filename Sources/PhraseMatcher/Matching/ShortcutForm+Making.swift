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

  static let makingVerbs: Set<String> = ["set", "make"]

  /// Verbs that bring a thing into being.
  static let creatingVerbs: Set<String> = ["create", "add", "new"]
}
