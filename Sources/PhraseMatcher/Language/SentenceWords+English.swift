/// English sentence words, as duo-say hears them.
extension SentenceWords {
  /// English, as duo-say speaks it: extend the tables here. Reached through ``SpokenLanguage/english``.
  static let english = SentenceWords(
    negators: [
      "not", "never", "nor", "dont", "didnt", "doesnt", "isnt", "arent", "wasnt", "werent", "havent", "hasnt",
      "shouldnt", "wouldnt",
    ],
    notWanted: ["need", "thanks", "thank", "longer", "more"],
    leftUndone: ["forgot", "forgotten", "failed", "neglected"],
    pleas: ["find", "locate", "see", "remember"],
    otherTimes: ["yesterday", "ago", "tomorrow", "tonight", "later"],
    interjections: [
      "oh", "ugh", "argh", "man", "wow", "yeah", "yes", "hey", "hi", "hello", "okay", "ok", "so", "well", "and",
      "honestly", "seriously", "great", "wonderful", "awesome", "perfect", "fantastic", "terrific", "brilliant",
      "lovely", "typical", "amazing", "sigh", "jeez", "geez",
    ],
    questionWords: ["what", "where", "when", "which", "who", "whose", "why", "how"],
    specificQuestions: ["how", "when", "where", "who", "why", "do", "does", "did"],
    metaQuestions: ["why", "who", "whose"],
    subjectQuestions: ["who", "what"],
    auxiliaries: [
      "do", "does", "did", "can", "could", "will", "would", "should", "shall", "may", "might", "must", "has", "have",
      "had", "is", "are", "was", "were", "am",
    ],
    copulas: ["is", "are", "was", "were", "am", "be", "been", "being"],
    adverbs: [
      "just", "really", "also", "still", "already", "actually", "always", "usually", "finally", "totally", "literally",
      "kinda", "definitely", "probably",
    ],
    desires: ["want", "need", "would", "will", "gotta", "must"],
    exclaimers: [
      "great", "wonderful", "awesome", "perfect", "fantastic", "terrific", "brilliant", "lovely", "typical", "amazing",
      "ugh", "argh", "seriously", "sigh", "jeez", "geez",
    ],
    linking: ["looks", "seems", "feels", "sounds", "tastes", "smells", "appears"],
    reports: [
      "said", "says", "say", "told", "tells", "tell", "asked", "asks", "think", "thinks", "thought", "suggested",
      "suggests", "recommended", "recommends", "wants", "wanted", "wish", "wishes", "wished",
    ],
    records: [
      "longest", "shortest", "best", "worst", "highest", "lowest", "biggest", "smallest", "fastest", "slowest",
      "greatest", "furthest", "farthest",
    ],
    judgements: [
      "worth", "safe", "ok", "okay", "possible", "better", "wise", "smart", "necessary", "normal", "true", "bad",
      "good", "legal", "free", "best", "worst", "ideal", "allowed", "permitted", "supposed",
    ],
    opinions: [
      "scary", "hard", "difficult", "easy", "fun", "boring", "tough", "dangerous", "interesting", "popular", "nice",
      "pretty", "ugly", "cool", "weird", "fair", "overrated", "underrated", "funny",
    ],
    // Heat, level, open or shut, on or off, time, weather, delivery, care.
    states: [
      "hot", "cold", "warm", "cool", "chilly", "freezing", "frozen", "heated", "preheated", "full", "empty", "low",
      "high", "charged", "drained", "dead", "open", "closed", "shut", "locked", "unlocked", "latched", "up", "down",
      "raised", "lowered", "armed", "disarmed", "on", "off", "running", "done", "finished", "ready", "busy", "free",
      "available", "idle", "active", "paused", "muted", "online", "offline", "connected", "disconnected", "plugged",
      "unplugged", "home", "away", "asleep", "awake", "out", "in", "back", "late", "early", "due", "overdue",
      "delayed", "cancelled", "canceled", "booked", "scheduled", "next", "soon", "behind", "ahead", "sunny", "rainy",
      "windy", "icy", "snowy", "cloudy", "stormy", "clear", "wet", "dry", "humid", "foggy", "calm", "choppy", "flat",
      "rough", "hazy", "smoky", "delivered", "shipped", "sold", "paid", "unpaid", "arrived", "here", "there", "close",
      "near", "nearby", "far", "left", "gone", "missing", "lost", "found", "hungry", "thirsty", "fed", "watered",
      "sick", "fine", "okay", "ok", "alright", "safe", "secure", "unsafe",
    ],
    stateAdverbs: ["yet", "enough", "still", "already", "again", "anymore"],
    periods: englishWeekdays.union([
      "time", "night", "week", "month", "year", "weekend", "day", "hour", "minute", "morning", "evening",
    ]),
    days: ["week", "weekend", "month", "year"],
    weekdays: englishWeekdays,
    presentTimes: ["today", "now", "currently", "here"],
    occasions: ["lunch", "dinner", "breakfast", "work", "school", "class", "noon", "midnight", "bedtime"],
    verbs: WordClasses.english.commandVerbs.union([
      "annoy", "appear", "beat", "belong", "bother", "break", "calm", "cost", "crash", "depend", "deserve", "die",
      "disappear", "drain", "eat", "fail", "feel", "fit", "freeze", "glitch", "happen", "hate", "help", "hurt", "lag",
      "last", "live", "look", "love", "matter", "mean", "miss", "need", "owe", "relax", "rock", "seem", "smell",
      "sound",
      "stutter", "suck", "suit", "take", "tend", "think", "want", "work", "worry",
    ]),
    endingVerbs: [
      "ache", "annoy", "appear", "belong", "bother", "crash", "depend", "die", "disappear", "drip", "fail", "flicker",
      "freeze", "glitch", "happen", "hurt", "itch", "lag", "leak", "matter", "overheat", "rattle", "seem", "squeak",
      "stink", "stutter", "suck", "wobble",
    ],
    intentions: ["going", "heading", "trying", "looking", "about", "ready", "hoping"],
    plans: ["going", "plan", "planning", "intend", "intending"],
    habits: [
      "always", "usually", "normally", "often", "sometimes", "generally", "rarely", "typically", "regularly", "seldom",
    ],
    obligations: ["should", "ought", "supposed"],
    screenParts: [
      "button", "buttons", "page", "screen", "screens", "tab", "tabs", "icon", "icons", "settings", "widget", "toggle",
      "checkbox", "link",
    ],
    narrations: [
      "keeps", "kept", "says", "said", "seems", "seemed", "looks", "feels", "felt", "sounds", "gets", "got", "goes",
      "went", "tells", "told", "thinks", "thought", "knows", "loves", "hates", "likes", "wants", "needs", "uses",
      "makes", "takes", "comes", "tries", "forgets", "remembers", "misses", "love", "hate", "enjoy", "enjoys", "prefer",
      "prefers", "look", "seem", "sound",
    ],
    pastForms: [
      "froze": "freeze", "frozen": "freeze", "lost": "lose", "forgot": "forget", "forgotten": "forget",
      "broke": "break", "broken": "break", "made": "make", "took": "take", "taken": "take", "gave": "give",
      "given": "give", "ate": "eat", "eaten": "eat", "ran": "run", "sent": "send", "paid": "pay", "bought": "buy",
      "spent": "spend", "saw": "see", "seen": "see", "came": "come", "found": "find", "heard": "hear", "knew": "know",
      "won": "win", "wrote": "write", "written": "write", "drove": "drive", "driven": "drive", "rode": "ride",
      "ridden": "ride", "slept": "sleep", "woke": "wake", "fell": "fall", "fallen": "fall", "began": "begin",
      "begun": "begin", "brought": "bring", "caught": "catch", "taught": "teach", "done": "do", "gone": "go",
      "stole": "steal", "stolen": "steal", "held": "hold", "met": "meet", "grew": "grow", "grown": "grow",
      "flew": "fly", "threw": "throw", "wore": "wear", "sang": "sing", "swam": "swim", "drank": "drink", "sat": "sit",
      "stood": "stand", "became": "become", "chose": "choose", "hid": "hide", "built": "build", "fought": "fight",
      "meant": "mean", "led": "lead", "spoke": "speak", "stuck": "stick", "fed": "feed", "hidden": "hide",
      "shown": "show", "chosen": "choose", "known": "know",
      "spoken": "speak", "woken": "wake", "worn": "wear", "drawn": "draw", "thrown": "throw", "flown": "fly",
      "kept": "keep", "sold": "sell", "told": "tell", "undid": "undo", "undone": "undo", "left": "leave",
      "felt": "feel", "got": "get", "gotten": "get", "went": "go", "rang": "ring", "drew": "draw", "shook": "shake",
      "lent": "lend", "swept": "sweep", "had": "have", "did": "do",
      // The same in the past, and seldom a command's first word.
      "hit": "hit", "let": "let", "hurt": "hurt", "cost": "cost", "quit": "quit", "bet": "bet",
    ],
    notPast: [
      "need", "speed", "feed", "seed", "weed", "breed", "bleed", "steed", "creed", "greed", "tweed", "indeed",
      "hundred", "embed", "exceed", "succeed", "proceed",
    ],
    subjects: ["he", "she", "it", "they", "there", "everything", "nothing", "someone"],
    smallTalk: [
      ["good", "morning"], ["good", "afternoon"], ["good", "evening"], ["good", "night"], ["good", "job"],
      ["thank", "you"], ["thanks"], ["hello"], ["hi"], ["bye"], ["goodbye"], ["how", "are", "you"], ["well", "done"],
      ["nice", "work"], ["i", "love", "you"],
    ],
    exclamations: [["what", "a"], ["what", "an"], ["such", "a"], ["such", "an"]],
    perfectives: ["did", "have", "has", "had"],
    comparisons: ["versus", "vs", "than", "difference", "compared", "meaning"],
    comparingPairs: [
      ["same", "as"], ["similar", "to"], ["compare", "to"], ["counts", "as"], ["count", "as"], ["qualifies", "as"],
      ["qualify", "as"], ["stand", "for"], ["stands", "for"],
    ],
    measures: [
      "far", "often", "old", "big", "large", "fast", "tall", "heavy", "hot", "cold", "warm", "deep", "wide", "loud",
      "early", "strong", "long",
    ],
    measureKin: {
      // Each measure stands for the others of its scale ("how *hot* is the office" asks
      // "How warm is …") and the scale's own words.
      let scales: [Set<String>] = [
        ["far", "where", "distance", "close", "near"], ["long", "time", "minutes", "hours"],
        ["hot", "cold", "warm", "temperature", "degrees"], ["big", "large", "small", "size"],
        ["heavy", "weight", "weigh"], ["fast", "slow", "speed"], ["loud", "quiet", "volume"],
        ["old", "young", "age"], ["tall", "height"], ["deep", "depth"], ["wide", "width"],
        ["strong", "weak", "strength"],
      ]
      return Dictionary(scales.flatMap { scale in scale.map { ($0, scale) } }, uniquingKeysWith: { $0.union($1) })
    }(),
    amounts: ["bit", "little", "lot", "moment", "second", "few", "minute", "tad"],
    thingEnds: [
      "to", "with", "and", "please", "now", "again", "about", "nearby", "here", "there", "around", "later", "soon",
      // Prepositions of place and relation: "show transfers *between* my accounts".
      "between", "among", "across", "through", "over", "under", "after", "before", "without", "within", "near",
      "behind", "against", "toward", "towards", "along", "since", "until", "per", "than", "beside", "beyond",
    ],
    objectPersons: ["me", "us", "him", "them"],
    indefinites: [
      "something", "anything", "everything", "nothing", "someone", "anyone", "everyone", "stuff", "things", "one",
      "ones", "more", "less", "else",
    ],
    kinds: ["kind", "sort", "type", "kinds", "sorts", "types"],
    hearsay: ["apparently", "supposedly", "reportedly", "allegedly", "evidently", "rumor", "word"],
    vocatives: [
      "honey", "babe", "baby", "sweetie", "sweetheart", "darling", "dear", "kids", "guys", "mom", "dad", "mommy",
      "daddy", "mum", "buddy", "dude", "bro", "sis",
    ],
    subordinators: [
      "if", "because", "since", "although", "though", "unless", "after", "before", "once", "whenever", "while",
      "imagine", "suppose", "supposing", "pretend", "wonder",
    ],
    relays: ["tell", "ask", "remind", "text", "message", "email", "call", "phone"],
    lightVerbs: ["give", "take", "have", "do", "make", "get", "place", "put", "start", "begin"])

  static let englishWeekdays: Set<String> = [
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
  ]
}
