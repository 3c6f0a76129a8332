import Testing

@testable import PhraseMatcher

/// What a request asks for, of the kinds the fifth real-app check found (written apart from
/// it): the head of what a showing verb asks for, a quantity in a kind of thing, a searching
/// verb said to a shortcut that searches, time gone by in a command, a period that ends the
/// thing asked about, and a comparison or a permission asked of a shortcut that answers it.
@Suite struct AskedThingTests {
  typealias Shapes = SpeechActTests

  /// What "show" asks for is named by its last noun: "sleep statistics" are statistics, no
  /// "What did I sleep like"; "my habit progress" is an aspect of habits; a clause is no thing.
  @Test func theHeadOfWhatIsShownIsTheThing() throws {
    let summary = try Shapes.form([
      "What did I dream about in ${applicationName}", "Summarize my dreams in ${applicationName}",
    ])
    #expect(summary.refusal(of: .request, tokens: Shapes.tokens("show dream statistics in app")) == .anotherThing)
    #expect(summary.refusal(of: .request, tokens: Shapes.tokens("show me my dream summary in app")) != .anotherAction)
    let habits = try Shapes.form(["Check my habits in ${applicationName}"])
    #expect(habits.refusal(of: .request, tokens: Shapes.tokens("show my habit progress in app")) == nil)
    let worn = try Shapes.form(["What did I wear last in ${applicationName}"])
    #expect(worn.refusal(of: .request, tokens: Shapes.tokens("show what i wore recently in app")) != .anotherAction)
  }

  /// "How many calories are in an apple" asks a fact of the kind, not the calories left.
  @Test func aQuantityInAKindOfThingIsAFact() throws {
    let left = try Shapes.form(["How many calories are left in ${applicationName}"])
    let fact = Shapes.tokens("how many calories are in an apple app")
    #expect(left.refusal(of: SpeechAct(fact, language: .english), tokens: fact) == .anotherThing)
    let asked = Shapes.tokens("how many calories are left in app")
    #expect(left.refusal(of: SpeechAct(asked, language: .english), tokens: asked) == nil)
    let food = try Shapes.form(["How many calories are in ${food} with ${applicationName}"])
    #expect(!food.asksAboutAnotherThing(Shapes.tokens("how many calories are in a value app"), verb: nil))
  }

  /// "Find" says "Search my dreams", though it only shows: searching shows what it finds.
  @Test func findingIsSearching() throws {
    let search = try Shapes.form(["Search my dreams in ${applicationName}"])
    #expect(!search.asksAnotherAction("find", words: ["find", "dreams", "about", "flying"]))
    #expect(search.refusal(of: .request, tokens: Shapes.tokens("find dreams about flying in app")) == nil)
  }

  /// Time gone by in a command is its object's: "log yesterday's run" asks now.
  @Test func timeGoneByInACommandIsTheObjects() throws {
    let record = try Shapes.form(["Record a dream in ${applicationName}"])
    let told = Shapes.tokens("record my dream from last night in app")
    #expect(record.refusal(of: SpeechAct(told, language: .english), tokens: told) == nil)
    let other = Shapes.tokens("delete my dream from last night in app")
    #expect(record.refusal(of: SpeechAct(other, language: .english), tokens: other) != nil)
    let statement = Shapes.tokens("i had a weird dream last night in app")
    #expect(record.refusal(of: SpeechAct(statement, language: .english), tokens: statement) != nil)
  }

  /// "What's the weather *this week*" asks about the weather: the period ends the thing, and
  /// the "week" of "How was my week" is not its thing.
  @Test func aPeriodEndsTheThingAskedAbout() throws {
    let week = try Shapes.form(["How was my week in ${applicationName}", "Review my week in ${applicationName}"])
    let weather = Shapes.tokens("what is the weather this week in app")
    #expect(week.refusal(of: SpeechAct(weather, language: .english), tokens: weather) == .anotherThing)
    #expect(!week.asksAboutAnotherThing(Shapes.tokens("review my week in app"), verb: "review"))
  }

  /// "a church *nearby*", "my car *around here*": a word of where ends the thing.
  @Test func aWordOfWhereEndsTheThing() throws {
    let church = try Shapes.form(["Find a church in ${applicationName}"])
    #expect(!church.asksAboutAnotherThing(Shapes.tokens("find a church nearby in app"), verb: "find"))
    #expect(church.asksAboutAnotherThing(Shapes.tokens("find a restaurant nearby in app"), verb: "find"))
    #expect(!church.asksAboutAnotherThing(Shapes.tokens("find a church around here in app"), verb: "find"))
  }

  /// "Is X faster *than* Y" asks a shortcut that compares; "is X *allowed*" one that says
  /// "legal". Other shortcuts still take them for advice.
  @Test func aComparisonOrAPermissionAsksTheShortcutThatAnswersIt() throws {
    #expect(Shapes.act("is value faster than value in app") == .advice(cue: "than"))
    let speed = try Shapes.form(["Compare speeds in ${applicationName}", "How fast is ${first} in ${applicationName}"])
    #expect(speed.admits(.advice(cue: "than")))
    let lookUp = try Shapes.form(["Look up ${pokemon} in ${applicationName}"])
    #expect(!lookUp.admits(.advice(cue: "than")))
    let legal = try Shapes.form(["Is ${pokemon} legal in ${applicationName}"])
    #expect(legal.admits(.advice(cue: "allowed")))
    #expect(!lookUp.admits(.advice(cue: "allowed")))
  }

  /// The noun after a value names the thing: "open the ${camera} *door*" is not "Show the
  /// ${camera} camera"; "show the ${camera} camera" is, and "Show ${camera}" takes any.
  @Test func theNounAfterAValueNamesTheThing() throws {
    let camera = try Shapes.form(["Show the ${camera} camera in ${applicationName}"])
    #expect(camera.asksAboutAnotherThing([.word("open"), .word("the"), .value, .word("door")], verb: "open"))
    #expect(!camera.asksAboutAnotherThing([.word("show"), .word("the"), .value, .word("camera")], verb: "show"))
    let any = try Shapes.form(["Show ${camera} in ${applicationName}"])
    #expect(!any.asksAboutAnotherThing([.word("open"), .word("the"), .value, .word("cam")], verb: "open"))
  }

  /// A word before a mode, a setting, a feature or an option says which: "dark mode" is no
  /// "bedtime mode".
  @Test func theWordBeforeAWholeSaysWhichOne() throws {
    let bedtime = try Shapes.form(["Turn on bedtime mode in ${applicationName}"])
    #expect(bedtime.refusal(of: .request, tokens: Shapes.tokens("enable dark mode in app")) == .anotherThing)
    #expect(bedtime.refusal(of: .request, tokens: Shapes.tokens("enable the dark mode in app")) == .anotherThing)
    #expect(bedtime.refusal(of: .request, tokens: Shapes.tokens("enable bedtime mode in app")) == nil)
    #expect(bedtime.refusal(of: .request, tokens: Shapes.tokens("turn on the bedtime mode in app")) == nil)
    let sync = try Shapes.form(["Turn on the sync feature in ${applicationName}"])
    #expect(sync.refusal(of: .request, tokens: Shapes.tokens("turn on the sync feature in app")) == nil)
    #expect(sync.refusal(of: .request, tokens: Shapes.tokens("turn on the backup feature in app")) == .anotherThing)
    // A session is no setting: "a long walk session" may be "a long trek session".
    let trek = try Shapes.form(["Start a long trek session in ${applicationName}"])
    #expect(trek.refusal(of: .request, tokens: Shapes.tokens("start a long walk session in app")) == nil)
  }

  /// "${applicationName} progress" beside "Show ${applicationName} streak" (a real habit app's)
  /// names what it shows: a question of the streak is asked of it.
  @Test func theAppAndOneWordNameWhatAShortcutShows() throws {
    let streak = try Shapes.form(["Show ${applicationName} streak", "${applicationName} progress"])
    #expect(streak.answers && !streak.verbs.contains("progress"))
    #expect(
      streak.refusal(
        of: Shapes.act("how long is my streak in app"), tokens: Shapes.tokens("how long is my streak in app")) == nil)
    let pause = try Shapes.form(["Pause ${applicationName}", "${applicationName} pause"])
    #expect(pause.verbs.contains("pause") && !pause.answers)
  }
}
