/// Word classes the matcher weighs differently.
public struct WordClasses: Sendable {
  /// Articles and possessives that may come before an entity name ("the", "my").
  package let determiners: Set<String>

  /// Words that carry grammar rather than meaning: inserting or omitting one
  /// costs little ("read a note" ≈ "read note" ≈ "read the note").
  public let functionWords: Set<String>

  /// Verbs and nouns a person uses for one another in commands. Each group is
  /// interchangeable at a small cost ("show my note" ≈ "read my note").
  package let synonymGroups: [[String]]

  /// Verbs that name what a command does, said first ("share my mood"), the
  /// synonym groups' verbs among them ("begin", "unpause", "scrap"): one a
  /// shortcut neither says nor has a synonym of asks for another action.
  package let commandVerbs: Set<String>

  /// Words before a command's verb that ask for it politely or say who wants it ("can you", "i want to").
  package let requestPreamble: Set<String>

  /// Verbs whose meaning is their particle's, and the verbs each particle makes of them:
  /// "turn *off*" disables, stops or mutes, "switch *back on*" re-enables.
  package let particleVerbs: [String: [String: Set<String>]]

  /// Words for a kind of a broader thing, and the broader words ("lunch": a meal, food): a
  /// shortcut that logs food logs a lunch. Never the other way, nor a kind for its sibling.
  package let kinds: [String: Set<String>]

  /// Word → the synonym groups it belongs to.
  let groupsOfWord: [String: [Int]]

  /// Whether two different words share a synonym group.
  package func areSynonyms(_ a: String, _ b: String) -> Bool {
    guard let left = groupsOfWord[a], let right = groupsOfWord[b] else { return false }
    return left.contains { right.contains($0) }
  }
}

extension WordClasses {
  init(
    determiners: Set<String>, functionWords: Set<String>, synonymGroups: [[String]], commandVerbs: Set<String>,
    requestPreamble: Set<String>, particleVerbs: [String: [String: Set<String>]], kinds: [String: Set<String>]
  ) {
    self.determiners = determiners
    self.functionWords = functionWords
    self.synonymGroups = synonymGroups
    self.commandVerbs = commandVerbs
    self.requestPreamble = requestPreamble
    self.particleVerbs = particleVerbs
    self.kinds = kinds
    self.groupsOfWord = Self.groups(synonymGroups)
  }

  /// Each word's synonym groups.
  private static func groups(_ synonymGroups: [[String]]) -> [String: [Int]] {
    var table: [String: [Int]] = [:]
    for (index, group) in synonymGroups.enumerated() {
      for word in group { table[word, default: []].append(index) }
    }
    return table
  }
}
