/// The English words ``SpeechAct`` reads a sentence's form by. Extend here.
enum SentenceWords {
  /// Words that say not to. Contractions arrive expanded ("don't" → "do not"); a
  /// recognizer may also write them without the apostrophe.
  static let negators: Set<String> = [
    "not", "never", "nor", "dont", "didnt", "doesnt", "isnt", "arent", "wasnt", "werent", "havent", "hasnt",
    "shouldnt", "wouldnt",
  ]

  /// After "no", what is not wanted ("no need to", "no thanks").
  static let notWanted: Set<String> = ["need", "thanks", "thank", "longer", "more"]

  /// Words that put what is said at another time than now: a shortcut whose phrases
  /// say no time would run it now ("book a ride for tomorrow", "i walked her an hour ago").
  static let otherTimes: Set<String> = ["yesterday", "ago", "tomorrow", "tonight", "later"]

  /// Words before a sentence that do not change what it does.
  static let interjections: Set<String> = [
    "oh", "ugh", "argh", "man", "wow", "yeah", "yes", "hey", "hi", "hello", "okay", "ok", "so", "well", "and",
    "honestly", "seriously",
  ]

  static let questionWords: Set<String> = ["what", "where", "when", "which", "who", "whose", "why", "how"]

  /// Question words that ask for one thing ("how long", "when"): only a shortcut whose phrases
  /// ask a question, or say the word, answers them; "what" and "which" also ask to be shown.
  static let specificQuestions: Set<String> = ["how", "when", "where", "who", "why"]

  /// Question words that ask about the app or its makers, not for what it keeps.
  static let metaQuestions: Set<String> = ["why", "who", "whose"]

  /// Verbs that start a yes-or-no question, and that carry another verb ("have *watered*").
  static let auxiliaries: Set<String> = [
    "do", "does", "did", "can", "could", "will", "would", "should", "shall", "may", "might", "must", "has", "have",
    "had", "is", "are", "was", "were", "am",
  ]

  /// The forms of "be": a state, never an action a shortcut does.
  static let copulas: Set<String> = ["is", "are", "was", "were", "am", "be", "been", "being"]

  /// Words between "i" and the verb that do not change it ("i *just* want").
  static let adverbs: Set<String> = [
    "just", "really", "also", "still", "already", "actually", "always", "usually", "finally", "totally", "literally",
    "kinda", "definitely", "probably",
  ]

  /// After "i" or "we", the verbs of wanting: what follows is a request ("i need a ride").
  static let desires: Set<String> = ["want", "need", "would", "will", "gotta", "must"]

  /// After "is it" or "is that", the words of asking for advice ("is it *worth* …", "is it *safe* to …").
  static let judgements: Set<String> = [
    "worth", "safe", "ok", "okay", "possible", "better", "wise", "smart", "necessary", "normal", "true", "bad",
    "good", "legal", "free",
  ]

  /// After "last" or "next", the words that make it another time ("last *time* i parked …",
  /// "next *week*").
  static let periods: Set<String> = ["time", "night", "week", "month", "year", "weekend"]

  /// Verbs a sentence says of its subject, besides the command verbs: how a thing works,
  /// feels or fails ("it *drains* my battery", "the story *calms* me down"). With the
  /// command verbs, what ``SpeechAct/isPresent(_:at:)`` knows in the present.
  static let verbs: Set<String> = WordClasses.commandVerbs.union([
    "annoy", "appear", "beat", "belong", "bother", "break", "calm", "cost", "crash", "depend", "deserve", "die",
    "disappear", "drain", "eat", "fail", "feel", "fit", "freeze", "glitch", "happen", "hate", "help", "hurt", "lag",
    "last", "live", "look", "love", "matter", "mean", "miss", "need", "owe", "relax", "rock", "seem", "smell", "sound",
    "stutter", "suck", "suit", "take", "tend", "think", "want", "work", "worry",
  ])

  /// After "i am", the words of something about to be done ("i am *looking* for").
  static let intentions: Set<String> = ["going", "trying", "looking", "about", "ready", "hoping"]

  /// Present-tense verbs people tell things with; nouns in the plural do not end so.
  static let narrations: Set<String> = [
    "keeps", "kept", "says", "said", "seems", "seemed", "looks", "feels", "felt", "sounds", "gets", "got", "goes",
    "went", "tells", "told", "thinks", "thought", "knows", "loves", "hates", "likes", "wants", "needs", "uses",
    "makes", "takes", "comes", "tries", "forgets", "remembers", "misses", "love", "hate", "enjoy", "enjoys", "prefer",
    "prefers",
  ]

  /// Past forms that do not end in "-ed".
  static let pastForms: Set<String> = [
    "froze", "frozen", "lost", "forgot", "forgotten", "broke", "broken", "made", "took", "taken", "gave", "given",
    "ate", "eaten", "ran", "sent", "paid", "bought", "spent", "saw", "seen", "came", "found", "heard", "knew", "won",
    "wrote", "written", "drove", "driven", "rode", "ridden", "slept", "woke", "fell", "fallen", "began", "begun",
    "brought", "caught", "taught", "done", "gone", "stole", "stolen", "held", "met", "grew", "grown", "flew",
    "threw", "wore", "sang", "swam", "drank", "sat", "stood", "became", "chose", "hid", "built", "fought", "meant",
    "led", "spoke", "stuck", "fed",
  ]

  /// Words that end in "-ed" without being a past form.
  static let notPast: Set<String> = [
    "need", "speed", "feed", "seed", "weed", "breed", "bleed", "steed", "creed", "greed", "tweed", "indeed",
    "hundred", "embed", "exceed", "succeed", "proceed",
  ]

  /// Subjects a sentence about something starts with, besides a value or the app.
  static let subjects: Set<String> = ["he", "she", "it", "they", "there", "everything", "nothing", "someone"]

  /// Greetings and thanks: said to the app, asking nothing.
  static let smallTalk: [[String]] = [
    ["good", "morning"], ["good", "afternoon"], ["good", "evening"], ["good", "night"], ["good", "job"],
    ["thank", "you"], ["thanks"], ["hello"], ["hi"], ["bye"], ["goodbye"], ["how", "are", "you"], ["well", "done"],
    ["nice", "work"], ["i", "love", "you"],
  ]

  /// Words that compare: which is better is asked, nothing is run.
  static let comparisons: Set<String> = ["versus", "vs", "than"]

  /// Words that start a clause setting the scene for another ("if it rains …", "after my run …").
  static let subordinators: Set<String> = [
    "if", "because", "since", "although", "though", "unless", "after", "before", "once", "whenever", "while",
  ]

  /// Verbs of passing something to someone else ("tell my son …", "call mom").
  static let relays: Set<String> = ["tell", "ask", "remind", "text", "message", "email", "call", "phone"]
}
