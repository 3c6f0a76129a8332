import Testing

@testable import PhraseMatcher

/// The words people use for an app's common actions, one sense a group ("beep" rings, "flag"
/// marks, "postpone" delays), and a shortcut said with a particle verb ("Turn on ${alerts}")
/// taking what its particle means ("enable"). Each case pairs a verb with a shortcut that takes
/// it and one that does not.
@Suite struct ActionSensesTests {
  typealias Shapes = SpeechActTests

  /// A verb of one sense is the shortcut's; a verb of another sense still asks another action.
  @Test(arguments: [
    ("Ring my ${device} with ${applicationName}", "chime", "rename"),
    ("Remind ${person} to pay with ${applicationName}", "nudge", "thank"),
    ("Review my notes in ${applicationName}", "rehearse", "delete"),
    ("Quiz me on ${topic} with ${applicationName}", "test", "teach"),
    ("Mark ${task} as urgent in ${applicationName}", "label", "hide"),
    ("Save ${place} in ${applicationName}", "bookmark", "share"),
    ("Share my results with ${applicationName}", "export", "delete"),
    ("Split the bill in ${applicationName}", "divide", "pay"),
    ("Settle up with ${person} in ${applicationName}", "repay", "remind"),
    ("Suggest a recipe in ${applicationName}", "recommend", "cook"),
    ("Heat the kettle with ${applicationName}", "warm", "cool"),
    ("Water the ${zone} with ${applicationName}", "irrigate", "mow"),
    ("Feed ${pet} with ${applicationName}", "dispense", "walk"),
    ("Delay my alarm in ${applicationName}", "postpone", "cancel"),
    ("Rent a scooter with ${applicationName}", "hire", "return"),
    ("Add ${item} to my list in ${applicationName}", "insert", "remove"),
    ("Save text to ${applicationName}", "stash", "copy"),
    ("Run a workflow in ${applicationName}", "execute", "delete"),
    ("Capture a screenshot in ${applicationName}", "snap", "share"),
    ("Listen to ${station} in ${applicationName}", "hear", "record"),
    ("Identify this bird with ${applicationName}", "recognize", "feed"),
    // Stop 66: "drop my class" cancels it.
    ("Cancel my dentist appointment in ${applicationName}", "drop", "confirm"),
    // To update what a shortcut logs is to log its new figure; what it only shows is not.
    ("Log my waist size in ${applicationName}", "update", "delete"),
  ])
  func aVerbOfTheSameSenseIsTheShortcuts(phrase: String, same: String, other: String) throws {
    let form = try Shapes.form([phrase])
    #expect(!form.asksAnotherAction(same, words: [same, "it"]), "\(same) for \(phrase)")
    #expect(form.asksAnotherAction(other, words: [other, "it"]), "\(other) for \(phrase)")
  }

  /// To set a thing not yet there is to make it ("Set a pill reminder": "create a reminder");
  /// to set what is there is to change it ("Set the heat": "create" asks another action).
  @Test func settingAThingNotYetThereMakesIt() throws {
    for phrase in ["Set a pill reminder in ${applicationName}", "Set an alarm for ${time} in ${applicationName}"] {
      #expect(
        !(try Shapes.form([phrase])).asksAnotherAction("create", words: ["create", "a", "reminder"]), "\(phrase)")
    }
    let heat = try Shapes.form(["Set the heat in ${applicationName}"])
    #expect(heat.asksAnotherAction("create", words: ["create", "the", "heat"]))
  }

  @Test func updatingWhatIsOnlyShownIsAnotherAction() throws {
    let shown = try Shapes.form(["Show my waist size in ${applicationName}"])
    #expect(shown.asksAnotherAction("update", words: ["update", "my", "waist", "size"]))
  }

  /// Taking someone somewhere ("take me to …", "navigate to …") is no opening of a view:
  /// directions are another app's job.
  @Test func goingSomewhereIsNoOpening() throws {
    let courses = try Shapes.form(["Open my courses in ${applicationName}"])
    #expect(courses.asksAnotherAction("navigate", words: ["navigate", "to", "my", "courses"]))
  }

  /// "Turn on ${alerts}" is enabled, activated or started; not disabled. "Turn off …" is
  /// disabled or blocked; not enabled.
  @Test func aParticleVerbTakesWhatItsParticleMeans() throws {
    let on = try Shapes.form(["Turn on quiet hours in ${applicationName}"])
    #expect(!on.asksAnotherAction("enable", words: ["enable", "quiet", "hours"]))
    #expect(!on.asksAnotherAction("activate", words: ["activate", "quiet", "hours"]))
    #expect(on.asksAnotherAction("disable", words: ["disable", "quiet", "hours"]))
    let off = try Shapes.form(["Turn off the guest wifi with ${applicationName}"])
    #expect(!off.asksAnotherAction("disable", words: ["disable", "the", "guest", "wifi"]))
    #expect(!off.asksAnotherAction("block", words: ["block", "the", "guest", "wifi"]))
    #expect(off.asksAnotherAction("enable", words: ["enable", "the", "guest", "wifi"]))
    // "i'm done with the guest wifi" (an idiom of finishing) turns it off.
    #expect(!off.asksAnotherAction("finish", words: ["finish", "the", "guest", "wifi"]))
  }

  /// A shortcut that toggles is asked to show or hide, open or close, turn on or off.
  @Test func aToggleTakesEitherWay() throws {
    let toggle = try Shapes.form(["Toggle the ${applicationName} sidebar"])
    for verb in ["hide", "show", "open", "close", "disable"] {
      #expect(!toggle.asksAnotherAction(verb, words: [verb, "the", "sidebar"]), "\(verb)")
    }
    #expect(toggle.asksAnotherAction("delete", words: ["delete", "the", "sidebar"]))
  }

  /// "*snap* the porch" takes "Take a *snapshot* of ${camera}"; another verb done to its value
  /// acts on the value ("delete the porch").
  @Test func aSynonymOfItsActionIsDoneWithinItsValue() throws {
    let snapshot = try Shapes.form(["Take a snapshot of ${camera} with ${applicationName}"])
    #expect(!snapshot.actsOnAValue([.word("snap"), .word("the"), .value], verb: "snap"))
    #expect(snapshot.actsOnAValue([.word("delete"), .word("the"), .value], verb: "delete"))
  }

  /// A phrase that names a thing alone ("My last ride in ${applicationName}") asks for it to be
  /// shown: a question of it is its request.
  @Test func aThingNamedAloneAnswers() throws {
    let last = try Shapes.form(["My last ride in ${applicationName}"])
    #expect(last.answers)
    #expect(!last.verbs.contains("my"))
    #expect(last.admits(.question(cue: "how")))
  }

  /// A phrase of when and a thing ("${applicationName} todays water") names it to be shown; a
  /// verb no table knows before a thing ("Explore cosmos in …") is still a command.
  @Test func aThingOfWhenIsNamedAndAVerbStaysAVerb() throws {
    let water = try Shapes.form(["${applicationName} todays water", "${applicationName} show water"])
    #expect(water.answers)
    #expect(!water.verbs.contains("todays"))
    let explore = try Shapes.form(["Explore cosmos in ${applicationName}"])
    #expect(explore.verbs.contains("explore"))
  }

  /// "Open streaks in …" opens a view of the app's: showing it asks for it. "Open ${door}" may
  /// open a thing: "show the garage" does not.
  @Test func openingAViewIsShowingIt() throws {
    let streaks = try Shapes.form(["Open streaks in ${applicationName}"])
    #expect(streaks.opensAView)
    #expect(!streaks.asksAnotherAction("show", words: ["show", "my", "streaks"]))
    let door = try Shapes.form(["Open ${door} with ${applicationName}"])
    #expect(!door.opensAView)
    #expect(door.asksAnotherAction("show", words: ["show", "the", "garage"]))
  }

  /// What a shortcut that answers hands over is its answer ("give me my stats"); more or a new
  /// thing is handed, not told ("give me more time").
  @Test func givingMeMyThingAsksForTheAnswer() throws {
    let week = try Shapes.form(["How far have I run this week in ${applicationName}"])
    #expect(!week.asksAnotherAction("give", words: ["give", "me", "my", "weekly", "stats"]))
    #expect(week.asksAnotherAction("give", words: ["give", "me", "more", "time"]))
  }

  /// A light verb whose object is there does to it what follows ("make my phone *chime*", "get
  /// the kettle *heating*"); "make *a* chime playlist" makes a thing.
  @Test func aLightVerbMakesItsObjectDoTheAction() throws {
    let ring = try Shapes.form(["Ring my ${device} with ${applicationName}"])
    #expect(!ring.asksAnotherAction("make", words: ["make", "my", "phone", "chime"]))
    #expect(ring.asksAnotherAction("make", words: ["make", "a", "chime", "playlist"]))
    let heat = try Shapes.form(["Heat the kettle with ${applicationName}"])
    #expect(!heat.asksAnotherAction("get", words: ["get", "the", "kettle", "heating"]))
    #expect(heat.asksAnotherAction("get", words: ["get", "the", "kettle", "cleaned"]))
  }

  /// The verbs of these senses start commands, so a shortcut that takes none of them is not
  /// asked ("notify me when …" asks nothing of "What's arriving today").
  @Test func theseVerbsStartCommands() throws {
    for verb in ["notify", "postpone", "snap", "preheat", "soak", "execute"] {
      #expect(SpeechActShapeTests.commandVerb("\(verb) me the value in app") == verb, "\(verb)")
    }
    let arriving = try Shapes.form(["What's arriving today in ${applicationName}"])
    #expect(arriving.asksAnotherAction("notify", words: ["notify", "me", "when", "it", "arrives"]))
  }

  /// "note" logs: "note my pressure" asks "Log a reading", "note a purchase" "Record expense".
  @Test func noteLogs() throws {
    let log = try Shapes.form(["Log a reading in ${applicationName}"])
    #expect(log.refusal(of: .request, tokens: Shapes.tokens("note a reading in app")) == nil)
    #expect(SpokenLanguage.english.classes.areSynonyms("note", "record"))
  }

  /// A chat is a conversation and a doc a document (real-app check 31), the upcoming one the next
  /// and vocabulary words (check 33), to the alignment too.
  @Test func wordsOfOneThingSaidTwoWays() throws {
    let catalog = Catalog(
      app: .init(name: "Parlor"),
      shortcuts: [
        .init(intent: "NewChat", phrases: [try PhraseTemplate(parsing: "Start a new chat in ${applicationName}")]),
        .init(intent: "Scan", phrases: [try PhraseTemplate(parsing: "Scan my documents in ${applicationName}")]),
        .init(intent: "NextBill", phrases: [try PhraseTemplate(parsing: "Show my next bill in ${applicationName}")]),
        .init(intent: "Drill", phrases: [try PhraseTemplate(parsing: "Drill my words in ${applicationName}")]),
      ])
    let index = PhraseIndex(catalog)
    #expect(index.match("start a new conversation in parlor").best?.intent == "NewChat")
    #expect(index.match("scan my docs in parlor").best?.intent == "Scan")
    #expect(index.match("show my upcoming bill in parlor").best?.intent == "NextBill", "real-app check 33")
    #expect(index.match("drill my vocabulary in parlor").best?.intent == "Drill", "real-app check 33")
    #expect(!SpokenLanguage.english.classes.areSynonyms("chat", "document"))
  }

  /// Phrasal verbs of these senses: "go over" reviews, "push back" delays, "throw out" removes,
  /// "drop a pin" marks, "free up" releases.
  @Test func phrasalVerbsOfTheseSenses() {
    let idioms = SpokenLanguage.english.idioms
    #expect(idioms.replacing(in: ["go", "over", "the", "slides"]) == ["review", "the", "slides"])
    #expect(idioms.replacing(in: ["push", "back", "my", "flight"]) == ["delay", "my", "flight"])
    #expect(idioms.replacing(in: ["throw", "out", "the", "leftovers"]) == ["remove", "the", "leftovers"])
    #expect(idioms.replacing(in: ["drop", "a", "pin", "here"]) == ["mark", "here"])
    #expect(idioms.replacing(in: ["free", "up", "my", "slot"]) == ["release", "my", "slot"])
    // A pronoun between the verb and its particle.
    #expect(idioms.replacing(in: ["wrap", "it", "up"]) == ["finish", "it"])
    #expect(idioms.replacing(in: ["take", "that", "back"]) == ["undo", "that"])
    // The speaker done with something asks to finish it.
    #expect(idioms.replacing(in: ["i", "am", "done", "riding"]) == ["finish", "riding"])
    #expect(idioms.replacing(in: ["we", "are", "finished", "with", "the", "game"]) == ["finish", "the", "game"])
    #expect(idioms.replacing(in: ["shut", "them", "off", "now"]) == ["turn", "off", "them", "now"])
    #expect(idioms.replacing(in: ["pass", "it", "on"]) == ["pass", "it", "on"], "not 'on'")
    #expect(idioms.replacing(in: ["wrap", "my", "gift", "up"]) == ["wrap", "my", "gift", "up"], "a noun stays")
    #expect(idioms.replacing(in: ["pass", "on", "this", "one"]) == ["skip", "this", "one"])
    // "That's enough" of something stops it; asked, it is a question.
    #expect(idioms.replacing(in: ["that", "is", "enough", "of", "the", "music"]) == ["stop", "the", "music"])
    #expect(idioms.replacing(in: ["is", "that", "enough", "music"]) == ["is", "that", "enough", "music"])
  }

  /// "That's enough of the music" asks to stop it, of a shortcut that stops.
  @Test func enoughStops() throws {
    #expect(try !SpeechActTests.refuses(["Stop the music in ${applicationName}"], "that's enough of the music in app"))
    #expect(try SpeechActTests.refuses(["Play some music in ${applicationName}"], "that's enough music in app"))
  }
}
