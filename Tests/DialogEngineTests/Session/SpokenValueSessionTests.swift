import Foundation
import Testing

@testable import DialogEngine

/// Parameters answered by voice as values: dates, counts with a range, money,
/// durations, fractions, a query's several matches, and a type no voice can give.
struct SpokenValueSessionTests {
  func session() async throws -> DialogSession {
    var options = SessionOptions()
    options.values = SpokenValueContext(now: { FerryClock.now }, calendar: FerryClock.calendar, currencyCode: "USD")
    return DialogSession(app: try await ShortcutsApp.load(FerryShortcuts.self, name: "Ferry Time"), options: options)
  }

  func say(_ utterances: String...) async throws -> [[String]] {
    let session = try await session()
    var spoken: [[String]] = []
    for utterance in utterances { spoken.append(await session.respond(to: utterance).spokenText) }
    return spoken
  }

  @Test func aDepartureIsADateAndTimeSaid() async throws {
    let spoken = try await say(
      "book a ferry in ferry time", "edmonds", "tomorrow at 7 pm", "two")
    #expect(spoken[1] == ["What day and time would you like to leave?"])
    #expect(spoken[2] == ["What's the passengers?"])
    #expect(spoken[3] == ["Booked 2 on Edmonds to Kingston, leaving 2026-03-11 19:00."])
  }

  @Test func aQueryThatFindsTwoAsksWhichOne() async throws {
    let spoken = try await say("book a ferry in ferry time", "seattle", "bremerton", "in two hours", "1")
    #expect(spoken[1] == ["Which one: Seattle to Bainbridge or Seattle to Bremerton?"])
    #expect(spoken[4] == ["Booked 1 on Seattle to Bremerton, leaving 2026-03-10 16:30."])
  }

  @Test func aCountOutOfItsRangeIsAskedAgainWithTheRange() async throws {
    let spoken = try await say("book a ferry in ferry time", "edmonds", "friday at noon", "fifteen", "nine")
    #expect(spoken[3] == ["It has to be between 1 and 9. What's the passengers?"])
    #expect(spoken[4] == ["Booked 9 on Edmonds to Kingston, leaving 2026-03-13 12:00."])
  }

  @Test func aFractionKeepsItsFraction() async throws {
    #expect(try await say("take a dose in ferry time", "0.5").last == ["Dosing 0.5 units."])
    #expect(try await say("take a dose in ferry time", "two and a half").last == ["Dosing 2.5 units."])
    #expect(
      try await say("take a dose in ferry time", "twenty").last == [
        "It has to be between 0.05 and 10. What's the units?"
      ])
  }

  @Test func moneyAndDurationsAreTakenInTheUnitSaid() async throws {
    #expect(try await say("tip the crew in ferry time", "four dollars fifty").last == ["Tipped 4.5 USD."])
    #expect(try await say("take a nap in ferry time", "an hour and a half").last == ["Napping for 90 minutes."])
    #expect(try await say("take a nap in ferry time", "twenty").last == ["Napping for 20 minutes."])
  }

  @Test func nonsenseIsAskedOnceMoreThenStops() async throws {
    let spoken = try await say("take a nap in ferry time", "purple", "whenever")
    #expect(spoken[1] == ["Sorry, I didn't get that. What's the length?"])
    #expect(spoken[2] == ["Sorry, I still didn't get that, so I stopped."])
  }

  @Test func anIntentsOwnChoiceIsReadAndTaken() async throws {
    let spoken = try await say("choose a seat in ferry time", "the aisle")
    #expect(spoken[0] == ["Where would you like to sit: Window, Aisle, or Upper Deck?"])
    #expect(spoken[1] == ["Aisle it is."])
    #expect(try await say("choose a seat in ferry time", "the last one").last == ["Upper Deck it is."])
    #expect(try await say("choose a seat in ferry time", "never mind").last == ["OK."])
  }

  @Test func aPlaceIsNamedAndOnlyPointingAtOneIsRefused() async throws {
    let spoken = try await say("meet ashore in ferry time", "to Pike Place Market.")
    #expect(spoken[0] == ["Where should we meet?"])
    #expect(spoken[1] == ["Meeting at Pike Place Market."])
    let pointed = try await say("meet ashore in ferry time", "right here", "my location")
    #expect(pointed[1] == ["Sorry, I can't tell where that is from here. Say the place's name. Where should we meet?"])
    #expect(pointed[2] == ["Sorry, I can't tell where that is from here. Say the place's name. So I stopped."])
  }

  @Test func aFileCannotBeGivenByVoice() async throws {
    #expect(
      try await say("upload a photo in ferry time") == [
        ["Sorry, I can't take a file by voice. You can do that in the app."]
      ])
  }
}

/// Coverage's view of a compiled app: a value nobody can say is reported where it is declared.
struct UnsayableParameterTests {
  @Test func aFileParameterIsAWarningAtItsDeclaration() async throws {
    let app = try await ShortcutsApp.load(FerryShortcuts.self, name: "Ferry Time")
    let upload = try #require(app.catalog.shortcuts.firstIndex { $0.intent == "UploadPhotoIntent" })
    #expect(app.catalog.shortcuts[upload].unsayableParameters == ["photo": "IntentFile"])
    // Every other parameter of the app is said: dates, counts, money, durations, a route.
    #expect(app.catalog.shortcuts.filter { !$0.unsayableParameters.isEmpty }.count == 1)
    let finding = try #require(app.catalog.lints().first { $0.rule == .unsayableParameter })
    #expect(finding.level == .warning)
    #expect(finding.path == "shortcuts[\(upload)].parameters.photo")
    #expect(app.catalog.sourceLocation(of: finding.path) == "FerryFixture.swift:83")
  }
}
