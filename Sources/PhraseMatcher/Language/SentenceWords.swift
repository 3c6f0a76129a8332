/// The English words ``SpeechAct`` reads a sentence's form by.
struct SentenceWords: Sendable {
  /// Words that say not to. Contractions arrive expanded ("don't" → "do not"); a
  /// recognizer may also write them without the apostrophe.
  let negators: Set<String>

  /// After "no", what is not wanted ("no need to", "no thanks").
  let notWanted: Set<String>

  /// After "can not", the verbs that plead for help doing them ("i can't *find* luna"): any
  /// other tells of trouble ("i can't connect at the airport"), no request.
  let pleas: Set<String>

  /// Words that put what is said at another time than now: a shortcut whose phrases
  /// say no time would run it now ("book a ride for tomorrow", "i walked her an hour ago").
  let otherTimes: Set<String>

  /// Words before a sentence that do not change what it does.
  let interjections: Set<String>

  let questionWords: Set<String>

  /// Question words that ask for one thing ("how long", "when"): only a shortcut whose phrases
  /// ask a question, or say the word, answers them; "what" and "which" also ask to be shown.
  let specificQuestions: Set<String>

  /// Question words that ask about the app or its makers, not for what it keeps.
  let metaQuestions: Set<String>

  /// Verbs that start a yes-or-no question, and that carry another verb ("have *watered*").
  let auxiliaries: Set<String>

  /// The forms of "be": a state, never an action a shortcut does.
  let copulas: Set<String>

  /// Words between "i" and the verb that do not change it ("i *just* want").
  let adverbs: Set<String>

  /// After "i" or "we", the verbs of wanting: what follows is a request ("i need a ride").
  let desires: Set<String>

  /// After "is it" or "is that", the words of asking for advice ("is it *worth* …", "is it *safe* to …").
  let judgements: Set<String>

  /// After "last" or "next", the words that make it another time ("last *time* i parked …",
  /// "next *week*").
  let periods: Set<String>

  /// Words of the time being that may come first in a request ("*today* the tasks …"): no verbs.
  let presentTimes: Set<String>

  /// The times of a day said after "after" or "before" ("after *lunch*"): another time.
  let occasions: Set<String>

  /// Verbs a sentence says of its subject, besides the command verbs: how a thing works,
  /// feels or fails ("it *drains* my battery", "the story *calms* me down"). With the
  /// command verbs, what ``SpeechAct/isPresent(_:at:)`` knows in the present.
  let verbs: Set<String>

  /// After "i am", the words of something about to be done ("i am *looking* for").
  let intentions: Set<String>

  /// Words a speaker tells a plan with ("i am *going* to …", "we *plan* to …"): another time.
  let plans: Set<String>

  /// Adverbs of what is done every time ("i *usually* brew …"): another time than now.
  let habits: Set<String>

  /// Words of a duty told ("i *should* water …", "i am *supposed* to …"): advice, not a request.
  let obligations: Set<String>

  /// Parts of an app's screen ("the descale *button*"): a sentence naming one is about the app.
  let screenParts: Set<String>

  /// Present-tense verbs people tell things with; nouns in the plural do not end so.
  let narrations: Set<String>

  /// Past forms that do not end in "-ed", and the verb each is of ("frozen" → "freeze").
  let pastForms: [String: String]

  /// Words that end in "-ed" without being a past form.
  let notPast: Set<String>

  /// Subjects a sentence about something starts with, besides a value or the app.
  let subjects: Set<String>

  /// Greetings and thanks: said to the app, asking nothing.
  let smallTalk: [[String]]

  /// How exclamations start ("*what a* great latte", "*such a* nice body scan").
  let exclamations: [[String]]

  /// Auxiliaries that ask whether something was done ("*did* i feed biscuit", "*have* i
  /// watered the fern"), not to do it.
  let perfectives: Set<String>

  /// Words that compare or define: which is better, or what a word means, is asked;
  /// nothing is run ("what's the *difference* between …").
  let comparisons: Set<String>

  /// Two words in a row that compare ("is box breathing the *same as* body scan").
  let comparingPairs: [[String]]

  /// After "how", the measures of a thing ("how *far* is the stadium"): only a shortcut
  /// whose phrases ask that measure, or the question word it stands for (``measureKin``),
  /// answers them ("how much is a ride" is no distance).
  let measures: Set<String>

  /// The words a measure may stand for ("how far away is my driver" asks where; "how long
  /// have i meditated" asks for minutes).
  let measureKin: [String: Set<String>]

  /// After "a", the words of how much ("skip ahead *a bit*"), not of a thing.
  let amounts: Set<String>

  /// Words that end the thing a command names ("pause my workout *now*", "… *with* …").
  let thingEnds: Set<String>

  /// After a verb in "-s", the persons that make it one ("deep focus puts *me* to sleep").
  let objectPersons: Set<String>

  /// Words that stand for a thing without naming one ("add *something*", "refresh *everything*").
  let indefinites: Set<String>

  /// After "what" or "which", words that ask what kind a thing is ("what *kind* of …").
  let kinds: Set<String>

  /// Words that start a sentence told on someone else's word ("*apparently* …").
  let hearsay: Set<String>

  /// Words that start a sentence said to someone in the room ("*honey*, can you …").
  let vocatives: Set<String>

  /// Words that start a clause setting the scene for another ("if it rains …", "after my run …").
  let subordinators: Set<String>

  /// Verbs of passing something to someone else ("tell my son …", "call mom").
  let relays: Set<String>
}

extension SentenceWords {
  /// English, as duo-say speaks it: extend the tables here. Reached through ``SpokenLanguage/english``.
  static let english = SentenceWords(
    negators: [
      "not", "never", "nor", "dont", "didnt", "doesnt", "isnt", "arent", "wasnt", "werent", "havent", "hasnt",
      "shouldnt", "wouldnt",
    ],
    notWanted: ["need", "thanks", "thank", "longer", "more"],
    pleas: ["find", "locate", "see", "remember"],
    otherTimes: ["yesterday", "ago", "tomorrow", "tonight", "later"],
    interjections: [
      "oh", "ugh", "argh", "man", "wow", "yeah", "yes", "hey", "hi", "hello", "okay", "ok", "so", "well", "and",
      "honestly", "seriously",
    ],
    questionWords: ["what", "where", "when", "which", "who", "whose", "why", "how"],
    specificQuestions: ["how", "when", "where", "who", "why"],
    metaQuestions: ["why", "who", "whose"],
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
    judgements: [
      "worth", "safe", "ok", "okay", "possible", "better", "wise", "smart", "necessary", "normal", "true", "bad",
      "good", "legal", "free", "best", "ideal", "allowed", "permitted", "supposed",
    ],
    periods: ["time", "night", "week", "month", "year", "weekend"],
    presentTimes: ["today", "now", "currently", "here"],
    occasions: ["lunch", "dinner", "breakfast", "work", "school", "class", "noon", "midnight", "bedtime"],
    verbs: WordClasses.english.commandVerbs.union([
      "annoy", "appear", "beat", "belong", "bother", "break", "calm", "cost", "crash", "depend", "deserve", "die",
      "disappear", "drain", "eat", "fail", "feel", "fit", "freeze", "glitch", "happen", "hate", "help", "hurt", "lag",
      "last", "live", "look", "love", "matter", "mean", "miss", "need", "owe", "relax", "rock", "seem", "smell",
      "sound",
      "stutter", "suck", "suit", "take", "tend", "think", "want", "work", "worry",
    ]),
    intentions: ["going", "trying", "looking", "about", "ready", "hoping"],
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
      "prefers",
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
      "kept": "keep", "sold": "sell", "told": "tell",
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
    comparingPairs: [["same", "as"], ["similar", "to"], ["compare", "to"]],
    measures: [
      "far", "often", "old", "big", "large", "fast", "tall", "heavy", "hot", "cold", "warm", "deep", "wide", "loud",
      "early", "strong", "long",
    ],
    measureKin: ["far": ["where"], "long": ["time", "minutes", "hours", "long"]],
    amounts: ["bit", "little", "lot", "moment", "second", "few", "minute", "tad"],
    thingEnds: ["to", "with", "and", "please", "now", "again"],
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
    ],
    relays: ["tell", "ask", "remind", "text", "message", "email", "call", "phone"])
}
