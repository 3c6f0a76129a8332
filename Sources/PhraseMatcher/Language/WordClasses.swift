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
    requestPreamble: Set<String>, particleVerbs: [String: [String: Set<String>]]
  ) {
    self.determiners = determiners
    self.functionWords = functionWords
    self.synonymGroups = synonymGroups
    self.commandVerbs = commandVerbs
    self.requestPreamble = requestPreamble
    self.particleVerbs = particleVerbs
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

  private static let englishDeterminers: Set<String> = [
    "the", "a", "an", "my", "our", "your", "this", "that", "his", "her", "their",
  ]

  /// English, as duo-say speaks it: extend the tables here. Reached through ``SpokenLanguage/english``.
  static let english = WordClasses(
    determiners: englishDeterminers,
    functionWords: englishDeterminers.union([
      "in", "on", "at", "to", "for", "of", "from", "with", "by", "into", "onto", "about",
      "is", "are", "am", "be", "was", "do", "does", "did", "have", "has", "will", "would",
      "i", "me", "we", "us", "it", "its", "you", "there", "some", "any", "all", "and", "or",
      "up", "out", "just", "now", "then", "using", "via", "app", "called", "named",
      "should", "could", "can", "shall", "may", "might", "must", "so",
    ]),
    synonymGroups: [
      ["read", "show", "tell", "say", "display", "view", "see", "get", "what", "check", "give", "fetch", "grab"],
      ["open", "launch", "start", "go", "bring", "pull", "load", "activate"],
      ["create", "make", "add", "new", "write", "start", "take", "jot", "put", "save"],
      ["delete", "remove", "erase", "trash", "discard", "clear", "wipe", "scrap"],
      ["list", "show", "which", "what", "all", "enumerate", "browse"],
      ["count", "many", "number"],
      ["find", "search", "look", "locate", "lookup"],
      ["play", "start", "put", "listen"],
      ["stop", "end", "finish", "cancel", "halt", "kill", "cut"],
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
      ["log", "record", "track", "add", "enter", "remember", "capture", "save"],
      ["next", "skip", "forward"],
      ["previous", "back", "last", "rewind"],
      ["append", "add", "attach", "include"],
      ["book", "reserve", "schedule", "arrange", "plan"],
      ["lock", "secure"],
      ["unlock", "unsecure"],
      ["start", "begin", "commence", "initiate"],
      ["resume", "continue", "unpause"],
      ["cancel", "scrap", "abort", "quit", "terminate", "ditch", "nix"],
      ["extend", "prolong", "lengthen"],
      ["unfreeze", "reactivate", "unblock", "reenable"],
      ["buy", "purchase"],
      ["closest", "nearest"],
      ["recent", "latest", "newest"],
      ["completed", "complete", "finished", "done"],
      ["transaction", "transactions", "payment", "payments", "purchase", "purchases", "charge", "charges"],
      ["task", "tasks", "item", "items", "todo", "todos"],
      ["hike", "walk"],
      ["temporary", "temp"],
      ["call", "phone", "ring", "dial"],
      ["lock", "freeze", "block", "suspend"],
      ["log", "mark", "record", "note"],
      ["request", "order", "book", "call", "hail", "summon", "get", "grab", "fetch"],
      ["follow", "subscribe", "add"],
      ["transfer", "send", "move"],
      ["rate", "review", "score"],
      ["refresh", "update", "reload"],
      ["status", "state"],
      ["overdue", "late"],
      ["mute", "silence", "quiet", "hush"],
      ["high", "best", "highest", "top"],
      ["legal", "allowed", "permitted", "valid"],
      // One sense each, the words people use for an app's common actions.
      ["ring", "beep", "buzz", "ping", "chime", "sound"],
      ["remind", "ping", "nudge", "alert", "notify", "warn"],
      ["review", "revise", "study", "practice", "rehearse", "drill"],
      ["quiz", "test", "drill"],
      ["mark", "flag", "tag", "label"],
      ["save", "bookmark", "store", "stash", "keep"],
      ["share", "send", "export", "email", "mail", "forward"],
      ["split", "divide"],
      ["settle", "pay", "repay"],
      ["suggest", "recommend", "propose", "pick", "choose"],
      ["heat", "warm", "preheat"],
      ["cool", "chill"],
      ["water", "irrigate", "soak", "sprinkle", "spray"],
      ["feed", "serve", "dispense"],
      ["delay", "postpone", "defer", "reschedule"],
      ["rent", "borrow", "hire"],
      ["add", "insert", "stick", "toss", "throw"],
      ["capture", "take", "snap", "snapshot", "screenshot", "photograph", "shoot"],
      ["run", "launch", "execute", "trigger", "start"],
      ["photo", "picture", "image", "snapshot", "pic", "shot"],
      ["apply", "use", "load"],
      // Words of one thing said two ways, for the things apps deal with.
      ["close", "shut"],
      ["unlock", "open"],
      ["challenge", "dare"],
      ["join", "connect"],
      ["mic", "microphone"],
      ["movie", "film"],
      ["bike", "bicycle"],
      ["car", "vehicle"],
      ["restroom", "bathroom", "toilet", "washroom"],
      ["booking", "reservation", "appointment"],
      ["bill", "invoice"],
      ["kid", "child"],
      ["kids", "children"],
      ["tv", "television"],
      ["fridge", "refrigerator"],
      ["stats", "statistics"],
      ["notification", "alert"],
      ["notifications", "alerts"],
      ["schedule", "calendar", "agenda"],
      ["cost", "price"],
      ["medicine", "medication", "meds"],
      ["trip", "journey"],
      ["weather", "forecast"],
      ["couch", "sofa"],
      ["shop", "store"],
      ["password", "passcode"],
      ["timer", "countdown"],
      ["light", "lamp"],
      ["lights", "lamps"],
      ["temperature", "temp"],
      ["chat", "conversation"],
      ["chats", "conversations"],
      ["document", "doc"],
      ["documents", "docs"],
      ["next", "upcoming"],
      ["words", "vocabulary", "vocab"],
    ],
    commandVerbs: [
      "abort", "accept", "activate", "add", "adjust", "adopt", "alert", "allow", "answer", "apply", "approve",
      "archive", "arm", "arrange", "ask", "assign", "attach", "attend", "bake", "ban", "bathe", "beep", "begin",
      "block", "boil", "book", "bookmark", "boost", "borrow", "brighten", "bring", "browse", "build", "bump", "burn",
      "buy", "buzz", "calculate", "call", "cancel", "capture", "carry", "catch", "change", "charge", "check", "chill",
      "chime", "choose", "chop", "clean", "clear", "climb", "close", "collect", "commence", "comment", "compare",
      "complain", "complete", "configure", "confirm", "connect", "continue", "convert", "cook", "cool", "copy",
      "count", "cover", "crank", "create", "cross", "customize", "cut", "dance", "dare", "decide", "decline",
      "decrease", "defer", "define", "delay", "delete", "deliver", "deny", "deposit", "describe", "design", "destroy",
      "dial", "dim", "disable", "disarm", "discard", "disconnect", "dismiss", "dispense", "display", "ditch",
      "divide", "donate", "download", "draw", "drill", "drink", "drive", "drop", "duplicate", "eat", "edit", "email",
      "empty", "enable", "end", "enroll", "enter", "enumerate", "erase", "estimate", "exchange", "execute", "explain",
      "export", "extend", "favorite", "feed", "fetch", "fight", "fill", "filter", "find", "finish", "fix", "flag",
      "fly", "fold", "follow", "forbid", "forget", "forward", "foster", "freeze", "fry", "give", "grab", "grant",
      "grill", "groom", "grow", "hail", "halt", "hang", "heat", "hide", "highlight", "hire", "hold", "hug", "hunt",
      "import", "improve", "include", "increase", "inform", "initiate", "insert", "install", "invite", "irrigate",
      "join", "jot", "jump", "kick", "kill", "kiss", "knock", "label", "launch", "learn", "lease", "leave", "lend",
      "lengthen", "lift", "like", "limit", "list", "listen", "load", "loan", "locate", "lock", "log", "lose", "lower",
      "mail", "mark", "measure", "meet", "merge", "message", "mix", "mop", "move", "mute", "name", "navigate", "nix",
      "note", "notify", "nudge", "offer", "open", "order", "pack", "paint", "pair", "park", "pass", "paste", "pause",
      "pay", "permit", "phone", "photograph", "pick", "pin", "ping", "place", "plan", "plant", "play", "post",
      "postpone", "pour", "practice", "predict", "preheat", "prepare", "press", "print", "prolong", "propose",
      "protect", "pull", "purchase", "push", "quit", "quiz", "raise", "rate", "reach", "reactivate", "read",
      "rearrange", "rebook", "recap", "receive", "recommend", "record", "reduce", "reenable", "refill", "refresh",
      "refund", "refuse", "register", "rehearse", "reject", "relax", "release", "reload", "remember", "remind",
      "remove", "rename", "renew", "rent", "reorder", "repair", "repay", "repeat", "replace", "reply", "report",
      "request", "reschedule", "rescue", "reserve", "reset", "restart", "restore", "restrict", "resume", "return",
      "reveal", "review", "revise", "rewind", "ride", "ring", "run", "sail", "save", "say", "scan", "schedule",
      "scrap", "screenshot", "search", "secure", "sell", "send", "serve", "set", "settle", "sew", "shake", "share",
      "shave", "ship", "shoot", "shop", "show", "shut", "sign", "sing", "sit", "skip", "sleep", "smell", "snap",
      "snapshot", "snooze", "soak", "solve", "sort", "sound", "speak", "spell", "spend", "split", "spray", "sprinkle",
      "star", "start", "stash", "stay", "stick", "stir", "stop", "store", "stream", "study", "submit", "subscribe",
      "suggest", "summarize", "summon", "supply", "support", "suspend", "swap", "sweep", "swim", "switch", "sync",
      "tag", "talk", "taste", "teach", "tell", "terminate", "test", "thank", "throw", "tidy", "tip", "toss", "touch",
      "trace", "track", "trade", "transfer", "translate", "trash", "travel", "trigger", "turn", "type", "unblock",
      "undo", "unfollow", "unfreeze", "uninstall", "unlock", "unmute", "unpair", "unpause", "unpin", "unsubscribe",
      "update", "upgrade", "upload", "vaccinate", "vacuum", "verify", "view", "visit", "vote", "wait", "wake", "walk",
      "warm", "warn", "wash", "watch", "water", "wear", "weigh", "win", "wipe", "withdraw", "wrap", "write",
    ],
    requestPreamble: [
      "please", "can", "could", "would", "will", "you", "i", "want", "to", "like", "need", "let", "us", "just",
      "go", "ahead", "and", "hey", "okay", "ok", "kindly",
    ],
    particleVerbs: {
      let particles: [String: Set<String>] = [
        "on": [
          "enable", "activate", "start", "run", "reactivate", "reenable", "unfreeze", "unblock", "resume", "unpause",
          "unmute",
          "connect", "arm",
        ],
        "off": [
          "disable", "deactivate", "stop", "end", "cancel", "freeze", "block", "suspend", "pause", "mute",
          "silence", "disconnect", "disarm", "kill", "cut",
        ],
        "up": ["increase", "raise", "boost", "brighten", "extend", "crank", "bump"],
        "down": ["decrease", "lower", "reduce", "dim"],
      ]
      return ["turn": particles, "switch": particles]
    }())
}
