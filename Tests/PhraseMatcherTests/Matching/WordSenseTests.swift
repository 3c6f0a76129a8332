import Testing

@testable import PhraseMatcher

/// Sentences of the twenty-fifth development batch's kinds, written apart from it: a showing
/// word a shortcut says for an action of its own, a value skipped that another shortcut takes,
/// a request put on days to come for a shortcut that starts something now, opening a view,
/// a verb said again, and a command after what the speaker cannot do; and the twenty-sixth's: a
/// showing verb said to a shortcut that hands something over, time gone by told (not asked), a
/// shortcut's verb as the head of the object, and a time only another shortcut says.
@Suite struct WordSenseTests {
  typealias Shapes = SpeechActTests

  /// "List my seat" beside "Sell my seat" puts it up for sale: the shortcut shows nothing, and
  /// "show" is none of its verbs. "Open" beside "Show" shows too.
  @Test func aShowingWordBesideAnActionNamesTheAction() throws {
    let sell = try Shapes.form([
      "Sell my seat for ${event} in ${applicationName}", "List my ${event} seat on ${applicationName}",
    ])
    #expect(!sell.answers)
    #expect(sell.refusal(of: .request, tokens: Shapes.tokens("show my value seat in app")) == .anotherAction)
    #expect(sell.refusal(of: .request, tokens: Shapes.tokens("display my value seat in app")) == .anotherAction)
    #expect(sell.refusal(of: .request, tokens: Shapes.tokens("list my value seat in app")) == nil)
    #expect(sell.refusal(of: .request, tokens: Shapes.tokens("sell my value seat in app")) == nil)
    let seats = try Shapes.form(["Show my seats in ${applicationName}", "Open my saved seats in ${applicationName}"])
    #expect(seats.answers)
    #expect(seats.refusal(of: .request, tokens: Shapes.tokens("display my seats in app")) == nil)
    #expect(try Shapes.form(["List my seats in ${applicationName}"]).answers, "alone, a showing word shows")
  }

  /// A request on days to come ("this month", "on sunday") cannot start something now; a
  /// shortcut that plans, or whose phrases say the day, takes it.
  @Test func daysToComeAreNoTimeToStartSomethingNow() throws {
    let begin = try Shapes.form(["Begin the ${session} session in ${applicationName}"])
    for text in ["let's do the value session on sunday in app", "begin the value session next month in app"] {
      #expect(begin.refusal(of: .request, tokens: Shapes.tokens(text)) == .anotherTime, "\(text)")
    }
    for text in ["begin the value session in app", "begin the value session this morning in app"] {
      #expect(begin.refusal(of: .request, tokens: Shapes.tokens(text)) == nil, "\(text)")
    }
    let plan = try Shapes.form(["Add ${session} to my week in ${applicationName}"])
    #expect(plan.refusal(of: .request, tokens: Shapes.tokens("put value on my plan for sunday in app")) == nil)
    let weekly = try Shapes.form(["Start my ${session} session on Sunday with ${applicationName}"])
    #expect(weekly.refusal(of: .request, tokens: Shapes.tokens("begin value on sunday in app")) == nil)
  }

  /// "Schedule" and "arrange" say what "plan" says.
  @Test func toScheduleIsToPlan() throws {
    let plan = try Shapes.form(["Plan ${meal} with ${applicationName}"])
    #expect(plan.refusal(of: .request, tokens: Shapes.tokens("schedule value for friday in app")) == nil)
    #expect(plan.refusal(of: .request, tokens: Shapes.tokens("cancel value for friday in app")) == .anotherAction)
  }

  /// A value named outside what the alignment aligned, of a type only another shortcut takes,
  /// was meant for that one: "show my encore tickets" is no "Show my tickets".
  @Test func aSkippedValueAnotherShortcutTakesIsNoReading() throws {
    let catalog = Catalog(
      app: .init(name: "Boxoffice"),
      types: [
        "Show": .init(
          kind: .entity, name: "Show",
          values: [.init(id: "encore", title: "Encore"), .init(id: "gala", title: "Spring Gala")])
      ],
      shortcuts: [
        .init(intent: "MyTicketsIntent", phrases: PhraseIndexTests.phrases("Show my tickets in ${applicationName}")),
        .init(
          intent: "ShowCodeIntent", parameters: ["show": "Show"],
          phrases: PhraseIndexTests.phrases("Get the code for ${show} in ${applicationName}")),
      ])
    let index = PhraseIndex(catalog)
    #expect(index.match("show my tickets in boxoffice").best?.intent == "MyTicketsIntent")
    #expect(index.match("show my tickets please in boxoffice").best?.intent == "MyTicketsIntent", "a word skipped")
    for text in ["show my encore tickets in boxoffice", "show my spring gala tickets in boxoffice"] {
      #expect(index.match(text).best?.intent != "MyTicketsIntent", "\(text)")
    }
  }

  /// "Open my seats" asks a shortcut that shows them; it asks nothing of one that acts on them.
  @Test func openingAViewAsksForItsAnswer() throws {
    let seats = try Shapes.form(["Show my seats in ${applicationName}"])
    #expect(seats.refusal(of: .request, tokens: Shapes.tokens("open my seats in app")) == nil)
    #expect(seats.refusal(of: .request, tokens: Shapes.tokens("launch my seats in app")) == nil)
    let sell = try Shapes.form(["Sell my seat in ${applicationName}"])
    #expect(sell.refusal(of: .request, tokens: Shapes.tokens("open my seat in app")) == .anotherAction)
  }

  /// "Re" says the shortcut's verb again ("rebook"), unless it makes another verb ("reset",
  /// "return").
  @Test func aVerbInReSaysItAgain() throws {
    let order = try Shapes.form(["Order more ${medication} in ${applicationName}"])
    #expect(order.refusal(of: .request, tokens: Shapes.tokens("reorder my value in app")) == nil)
    let book = try Shapes.form(["Book ${service} with ${applicationName}"])
    #expect(book.refusal(of: .request, tokens: Shapes.tokens("rebook my value in app")) == nil)
    let timer = try Shapes.form(["Set a timer in ${applicationName}"])
    #expect(timer.refusal(of: .request, tokens: Shapes.tokens("reset the timer in app")) == .anotherAction)
    let light = try Shapes.form(["Turn on the ${light} in ${applicationName}"])
    #expect(light.refusal(of: .request, tokens: Shapes.tokens("return the value in app")) == .anotherAction)
  }

  /// What the speaker cannot do or no longer wants, then a command, asks; a "not" before the
  /// command, or the command alone negated, does not. A value, the app's name or an adverb such
  /// as "anymore" may end the scene before the command.
  @Test func aCommandAfterWhatTheSpeakerCannotDoAsks() {
    #expect(Shapes.act("i can't make the value so cancel my seat in app") == .request)
    #expect(Shapes.act("we won't be at the value sell it in app") == .request)
    #expect(Shapes.act("i can't cancel my seat in app") == .negated(cue: "not"))
    #expect(Shapes.act("don't cancel my seat in app") == .negated(cue: "not"))
    #expect(Shapes.act("i can't go to the value so don't sell it") == .negated(cue: "not"))
    #expect(Shapes.act("my son can't go to the value so cancel it") == .negated(cue: "not"), "not the speaker")
    #expect(Shapes.act("i'm at the door for the value show my pass in app") == .request)
    #expect(Shapes.act("i'm at the door for the value show in app") != .request, "nothing the command is done to")
    // A clause ended by an adverb or the app's name, or dismissed with "never mind" (the stop 61
    // paraphrase batch's kind, written apart from it).
    #expect(Shapes.act("i don't need the table anymore cancel it in app") == .request)
    #expect(Shapes.act("never mind the table app cancel it") == .request)
    #expect(Shapes.act("never mind the table in app") == .negated(cue: "never"))
    #expect(Shapes.act("i don't want to cancel it in app") == .negated(cue: "not"))
  }

  /// "Check" only shows: it asks nothing of "Give ${kid} more screen time"; "grab" may still get.
  @Test func aShowingVerbAsksNothingOfAShortcutThatHandsOver() throws {
    let grant = try Shapes.form([
      "Give ${kid} more screen time in ${applicationName}", "Add time for ${kid} in ${applicationName}",
    ])
    #expect(grant.refusal(of: .request, tokens: Shapes.tokens("check value screen time in app")) == .anotherAction)
    #expect(grant.refusal(of: .request, tokens: Shapes.tokens("give value more screen time in app")) == nil)
    let copy = try Shapes.form([
      "Get my ${login} password in ${applicationName}", "Copy the ${login} password with ${applicationName}",
    ])
    #expect(copy.refusal(of: .request, tokens: Shapes.tokens("grab my value password in app")) == nil)
    #expect(copy.refusal(of: .request, tokens: Shapes.tokens("show my value password in app")) == .anotherAction)
  }

  /// Time gone by is asked of a shortcut that asks of the past; told, it asks nothing.
  @Test func timeGoneByToldAsksNothing() throws {
    let last = try Shapes.form(["What was my last reading in ${applicationName}"])
    let told = Shapes.tokens("my pressure was high yesterday in app")
    #expect(last.refusal(of: SpeechAct(told, language: .english), tokens: told) == .notARequest)
    let asked = Shapes.tokens("how was my pressure yesterday in app")
    #expect(last.refusal(of: SpeechAct(asked, language: .english), tokens: asked) == nil)
  }

  /// The shortcut's verb said last, as the head of what another verb is done to, is no second
  /// command: "export my blood pressure log" is no "Log my blood pressure".
  @Test func theShortcutsVerbAsTheHeadOfTheObjectIsNoCommand() throws {
    let log = try Shapes.form(["Log my blood pressure in ${applicationName}"])
    #expect(log.refusal(of: .request, tokens: Shapes.tokens("export my blood pressure log in app")) == .anotherAction)
    #expect(log.refusal(of: .request, tokens: Shapes.tokens("send the weekly log to value in app")) == .anotherAction)
    #expect(log.refusal(of: .request, tokens: Shapes.tokens("log my blood pressure in app")) == nil)
    #expect(log.refusal(of: .request, tokens: Shapes.tokens("measure and log my pressure in app")) == nil)
    #expect(SpeechAct.commandVerb(in: Shapes.tokens("ban video games for value in app"), language: .english) == "ban")
  }

  /// A time one shortcut's phrases say and another's never do is the first's.
  @Test func aTimeOnlyAnotherShortcutSaysIsItsOwn() {
    let catalog = Catalog(
      app: .init(name: "Cuff"),
      shortcuts: [
        .init(
          intent: "LastIntent", phrases: PhraseIndexTests.phrases("What was my last reading in ${applicationName}")),
        .init(
          intent: "WeekIntent", phrases: PhraseIndexTests.phrases("What's my average this week in ${applicationName}")),
        .init(
          intent: "ShareIntent", phrases: PhraseIndexTests.phrases("Share this week's readings in ${applicationName}")),
      ])
    let index = PhraseIndex(catalog)
    let words = ["how", "has", "my", "pressure", "been", "this", "week"]
    #expect(index.saysAnothersTime(words, not: 0))
    #expect(!index.saysAnothersTime(words, not: 1), "said by another too, but its own")
    #expect(!index.saysAnothersTime(["how", "has", "my", "pressure", "been"], not: 0))
  }
}
