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
    ["log", "mark", "record"],
    ["request", "order", "book", "call", "hail", "summon", "get"],
    ["follow", "subscribe", "add"],
    ["transfer", "send", "move"],
    ["rate", "review", "score"],
  ]

  /// Verbs that name what a command does, said first ("share my mood"): one a
  /// shortcut neither says nor has a synonym of asks for another action.
  package static let commandVerbs: Set<String> = [
    "accept", "add", "adjust", "adopt", "allow", "answer", "apply", "approve", "archive", "arrange", "ask",
    "assign", "attach", "attend", "bake", "bathe", "block", "boil", "book", "borrow", "brighten", "browse",
    "build", "burn", "buy", "calculate", "call", "cancel", "carry", "catch", "change", "charge", "check",
    "choose", "clean", "clear", "climb", "close", "collect", "comment", "compare", "complain", "complete",
    "confirm", "connect", "convert", "cook", "cool", "copy", "count", "cover", "create", "cross", "cut",
    "dance", "decide", "decline", "delete", "deposit", "describe", "design", "destroy", "dim", "disable",
    "disconnect", "dismiss", "download", "draw", "drink", "drive", "drop", "duplicate", "eat", "edit", "email",
    "empty", "enable", "end", "enroll", "enter", "estimate", "explain", "export", "favorite", "feed", "fetch",
    "fight", "fill", "find", "finish", "fix", "flag", "fly", "fold", "follow", "forget", "forward", "foster",
    "freeze", "fry", "grab", "groom", "grow", "hang", "heat", "hide", "hire", "hug", "hunt", "import",
    "improve", "include", "increase", "inform", "install", "invite", "join", "jump", "kick", "kill", "kiss",
    "knock", "label", "launch", "learn", "leave", "lend", "lift", "like", "list", "listen", "load", "lock",
    "log", "lose", "mark", "measure", "meet", "merge", "message", "mix", "move", "mute", "name", "navigate",
    "offer", "open", "order", "pack", "paint", "pair", "park", "pass", "pause", "pay", "pick", "pin", "place",
    "plan", "plant", "play", "post", "pour", "practice", "predict", "prepare", "press", "print", "protect",
    "pull", "push", "raise", "rate", "reach", "read", "rebook", "receive", "recommend", "record", "reduce",
    "refill", "refund", "refuse", "register", "reject", "relax", "remind", "remove", "rename", "renew", "rent",
    "reorder", "repair", "repeat", "replace", "reply", "report", "request", "reschedule", "rescue", "reserve",
    "reset", "restart", "restore", "resume", "return", "review", "ride", "run", "sail", "save", "scan",
    "schedule", "search", "sell", "send", "serve", "set", "sew", "shake", "share", "shave", "shop", "show",
    "sign", "sing", "sit", "skip", "sleep", "smell", "solve", "sort", "speak", "spell", "spend", "split",
    "star", "start", "stay", "stop", "stream", "study", "submit", "subscribe", "suggest", "supply", "support",
    "swap", "swim", "sync", "tag", "talk", "taste", "teach", "test", "thank", "throw", "tip", "touch", "track",
    "trade", "transfer", "translate", "travel", "type", "unblock", "undo", "unfollow", "unfreeze", "uninstall",
    "unlock", "unmute", "unpair", "unpin", "unsubscribe", "update", "upgrade", "upload", "vaccinate", "verify",
    "visit", "vote", "wait", "wake", "walk", "warn", "wash", "watch", "water", "wear", "weigh", "win",
    "withdraw", "wrap", "write",
  ]

  /// The command verbs and every verb of the synonym groups that is not one
  /// already ("begin", "unpause", "scrap"): what ``SemanticUtterance/commandVerb`` looks for.
  package static let commandVerbsAndSynonyms: Set<String> = commandVerbs.union([
    "abort", "activate", "begin", "bring", "commence", "continue", "dial", "discard", "display", "enumerate",
    "erase", "give", "hail", "halt", "initiate", "jot", "lengthen", "locate", "phone", "prolong", "purchase",
    "quit", "reactivate", "recap", "reenable", "rewind", "ring", "say", "scrap", "secure", "summarize", "summon",
    "suspend", "tell", "terminate", "trash", "unpause", "view",
  ])

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
