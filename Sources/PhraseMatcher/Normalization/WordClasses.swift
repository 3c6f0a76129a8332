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
    ["start", "begin", "commence", "initiate"],
    ["resume", "continue", "unpause"],
    ["cancel", "scrap", "abort", "quit", "terminate"],
    ["extend", "prolong", "lengthen"],
    ["unfreeze", "reactivate", "unblock", "reenable"],
    ["buy", "purchase"],
    ["closest", "nearest"],
    ["temporary", "temp"],
    ["call", "phone", "ring", "dial"],
    ["lock", "freeze", "block", "suspend"],
    ["log", "mark", "note", "record"],
    ["request", "order", "book", "call", "hail", "summon", "get"],
    ["follow", "subscribe", "add"],
    ["transfer", "send", "move"],
    ["rate", "review", "score"],
  ]

  /// Verbs that name what a command does, said first ("share my mood"): one a
  /// shortcut neither says nor has a synonym of asks for another action.
  package static let commandVerbs: Set<String> = [
    "add", "adopt", "approve", "archive", "ask", "assign", "attach", "block", "book", "borrow", "browse", "buy",
    "call", "cancel", "change", "charge", "check", "clean", "clear", "close", "comment", "compare", "complete",
    "confirm", "connect", "copy", "create", "decline", "delete", "deposit", "disable", "disconnect", "dismiss",
    "download", "drop", "duplicate", "edit", "email", "empty", "enable", "end", "enroll", "export", "favorite",
    "feed", "fill", "find", "finish", "fix", "flag", "follow", "forward", "freeze", "hide", "import", "install",
    "invite", "join", "label", "launch", "leave", "like", "list", "load", "lock", "log", "mark", "merge",
    "message", "move", "mute", "navigate", "open", "order", "pack", "pause", "pay", "pin", "play", "post",
    "print", "rate", "read", "rebook", "record", "refill", "refund", "register", "reject", "remind", "remove",
    "rename", "renew", "reorder", "repeat", "replace", "reply", "report", "request", "reschedule", "reserve",
    "reset", "restart", "restore", "resume", "return", "review", "save", "scan", "schedule", "search", "sell",
    "send", "set", "share", "show", "sign", "skip", "sort", "split", "star", "start", "stop", "stream",
    "submit", "subscribe", "swap", "sync", "tag", "tip", "track", "trade", "transfer", "translate", "unblock",
    "undo", "unfollow", "unfreeze", "uninstall", "unlock", "unmute", "unpin", "unsubscribe", "update",
    "upgrade", "upload", "verify", "vote", "walk", "watch", "water", "withdraw",
  ]

  /// Words before a command's verb that ask for it politely or say who wants it ("can you", "i want to").
  package static let requestPreamble: Set<String> = [
    "please", "can", "could", "would", "will", "you", "i", "want", "to", "like", "need", "let", "us", "just",
    "go", "ahead", "and", "hey", "okay", "ok", "kindly",
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
  package static func areSynonyms(_ a: String, _ b: String) -> Bool {
    guard let left = groupsOfWord[a], let right = groupsOfWord[b] else { return false }
    return left.contains { right.contains($0) }
  }
}
