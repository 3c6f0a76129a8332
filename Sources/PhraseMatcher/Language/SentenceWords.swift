/// The English words ``SpeechAct`` reads a sentence's form by.
struct SentenceWords: Sendable {
  /// Words that say not to. Contractions arrive expanded ("don't" → "do not"); a
  /// recognizer may also write them without the apostrophe.
  let negators: Set<String>

  /// After "no", what is not wanted ("no need to", "no thanks").
  let notWanted: Set<String>

  /// Before "to", pasts that say what follows was not done ("i *forgot* to feed max").
  let leftUndone: Set<String>

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

  /// Question words that may be their question's subject ("*who* installed the doorbell").
  let subjectQuestions: Set<String>

  /// Verbs that start a yes-or-no question, and that carry another verb ("have *watered*").
  let auxiliaries: Set<String>

  /// The forms of "be": a state, never an action a shortcut does.
  let copulas: Set<String>

  /// Words between "i" and the verb that do not change it ("i *just* want").
  let adverbs: Set<String>

  /// After "i" or "we", the verbs of wanting: what follows is a request ("i need a ride").
  let desires: Set<String>

  /// Words of praise, scorn or a sigh said first ("*great*, another late delivery", "*ugh*, the
  /// metronome again"): with a command after them they only colour it; with anything else,
  /// the sentence is an exclamation.
  let exclaimers: Set<String>

  /// Verbs that say how something seems ("today's intake *looks* low"): after a noun, a statement.
  let linking: Set<String>

  /// Verbs after which what follows is someone's words or thoughts ("my son *said* cancel my
  /// order", "i *think* …"): a command there is reported, not asked.
  let reports: Set<String>

  /// Superlatives that, after "my", name a record of the speaker's ("my *longest* streak",
  /// "my *best* time"): another figure than the one a shortcut shows, unless it says it.
  let records: Set<String>

  /// After "is it" or "is that", the words of asking for advice ("is it *worth* …", "is it *safe* to …").
  let judgements: Set<String>

  /// Said last in a question of whether something is so, the words of asking an opinion ("is
  /// space mountain *scary*", "is the math exam *hard*"): not a state a shortcut tells.
  let opinions: Set<String>

  /// Said last in a question of whether something is so, the states an app tells of its things
  /// ("is the oven *ready*", "is the garage *shut*", "is the green line *delayed*"): any other
  /// word there is a state only a shortcut saying it tells ("is my solar panel *dirty*").
  let states: Set<String>

  /// Said after a state, words of how far or how long it holds ("warm *enough*", "ready *yet*").
  let stateAdverbs: Set<String>

  /// After "last" or "next", the words that make it another time ("last *time* i parked …",
  /// "next *week*").
  let periods: Set<String>

  /// The periods of days said after "this" or "next" ("this *week*"), and the days of the
  /// week, each a day ("on *friday*").
  let days: Set<String>
  let weekdays: Set<String>

  /// Words of the time being that may come first in a request ("*today* the tasks …"): no verbs.
  let presentTimes: Set<String>

  /// The times of a day said after "after" or "before" ("after *lunch*"): another time.
  let occasions: Set<String>

  /// Verbs a sentence says of its subject, besides the command verbs: how a thing works,
  /// feels or fails ("it *drains* my battery", "the story *calms* me down"). With the
  /// command verbs, what ``SpeechAct/isPresent(_:at:)`` knows in the present.
  let verbs: Set<String>

  /// Verbs whose "-s" form names no thing: said last after a subject, they tell of it ("my
  /// shoulder *hurts*", "the tap *leaks*"), where "my recent *scans*" names.
  let endingVerbs: Set<String>

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

  /// Two words in a row that compare or define ("is box breathing the *same as* body scan",
  /// "what *counts as* a streak").
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

  /// Words that start a clause setting the scene for another ("if it rains …", "after my run …"),
  /// or what is only imagined ("imagine pulse coaching me …").
  let subordinators: Set<String>

  /// Verbs of passing something to someone else ("tell my son …", "call mom").
  let relays: Set<String>

  /// Verbs whose meaning is the noun they take ("*give* the heating *a boost*", "*start* a
  /// wash", "*place* a hold").
  let lightVerbs: Set<String>
}
