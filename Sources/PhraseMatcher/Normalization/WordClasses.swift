/// Word classes the matcher weighs differently. Extend here.
public enum WordClasses {
  /// Articles and possessives that may come before an entity name ("the", "my").
  package static let determiners: Set<String> = [
    "the", "a", "an", "my", "our", "your", "this", "that", "his", "her", "their",
  ]

  /// Words that carry grammar rather than meaning: inserting or omitting one
  /// costs little ("read a note" ≈ "read note" ≈ "read the note").
  public static let functionWords: Set<String> = determiners.union([
    "in", "on", "at", "to", "for", "of", "from", "with", "by", "into", "onto", "about",
    "is", "are", "am", "be", "was", "do", "does", "did", "have", "has", "will", "would",
    "i", "me", "we", "us", "it", "its", "you", "there", "some", "any", "all", "and", "or",
    "up", "out", "just", "now", "then", "using", "via", "app", "called", "named",
    "should", "could", "can", "shall", "may", "might", "must", "so",
  ])

  /// Verbs and nouns a person uses for one another in commands. Each group is
  /// interchangeable at a small cost ("show my note" ≈ "read my note").
  package static let synonymGroups: [[String]] = [
    ["read", "show", "tell", "say", "display", "view", "see", "get", "what", "check", "give"],
    ["open", "launch", "start", "go", "bring", "pull", "load", "activate"],
    ["create", "make", "add", "new", "write", "start", "take", "jot", "put", "save"],
    ["delete", "remove", "erase", "trash", "discard", "clear"],
    ["list", "show", "which", "what", "all", "enumerate"],
    ["count", "many", "number"],
    ["find", "search", "look", "locate", "lookup"],
    ["play", "start", "put", "listen"],
    ["stop", "end", "finish", "cancel", "halt"],
    ["pause", "hold", "freeze"],
    ["set", "change", "adjust", "make", "switch"],
    ["turn", "switch", "set", "put"],
    ["set", "activate", "start", "enable", "run"],
    ["song", "track", "tune"],
    ["like", "love", "favorite", "heart"],
    ["make", "cook", "prepare", "bake"],
    ["all", "every", "each", "everything"],
    ["send", "share", "message", "text"],
    ["summarize", "summary", "recap", "sum", "overview", "digest"],
    ["log", "record", "track", "add", "enter"],
    ["next", "skip", "forward"],
    ["previous", "back", "last", "rewind"],
    ["append", "add", "attach", "include"],
    ["book", "reserve", "schedule"],
    ["lock", "secure"],
    ["unlock", "unsecure"],
  ]

  /// Word → the synonym groups it belongs to.
  static let groupsOfWord: [String: [Int]] = {
    var table: [String: [Int]] = [:]
    for (index, group) in synonymGroups.enumerated() {
      for word in group { table[word, default: []].append(index) }
    }
    return table
  }()

  /// Whether two different words share a synonym group.
  static func areSynonyms(_ a: String, _ b: String) -> Bool {
    guard let left = groupsOfWord[a], let right = groupsOfWord[b] else { return false }
    return left.contains { right.contains($0) }
  }
}
