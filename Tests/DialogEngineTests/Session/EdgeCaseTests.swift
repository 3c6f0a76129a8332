import Foundation
import PhraseMatcher
import Testing

@testable import DialogEngine

extension AppDependencySuites {
  /// Intents and queries that misbehave, and the API shapes around them.
  @Suite struct EdgeCaseTests {
    func session(_ options: SessionOptions = SessionOptions()) async throws -> DialogSession {
      DialogSession(app: try await ShortcutsApp.load(EdgeShortcuts.self, name: "Home"), options: options)
    }

    @Test func requestValueAndParameterConfirmationAskInline() async throws {
      let session = try await session()
      #expect(await session.respond(to: "heat the kitchen in home").spokenText == ["How warm should the kitchen be?"])
      #expect(await session.respond(to: "twenty one").spokenText == ["Heat the kitchen to 21 degrees?"])
      #expect(await session.respond(to: "nope").spokenText == ["OK, I won't."])
    }

    @Test func defaultResultFillsAMissingEntity() async throws {
      let session = try await session()
      #expect(await session.respond(to: "heat a room in home").spokenText == ["How warm should the office be?"])
      #expect(await session.respond(to: "18").spokenText == ["Heat the office to 18 degrees?"])
      #expect(await session.respond(to: "yes").spokenText == ["Heating the office to 18 degrees."])
    }

    @Test func aQueryThatThrowsLeavesTheAppUsable() async throws {
      let app = try await ShortcutsApp.load(EdgeShortcuts.self, name: "Home")
      #expect(
        app.diagnostics.count == 1
          && app.diagnostics[0].hasPrefix("GadgetEntity.defaultQuery.suggestedEntities() threw"))
      let session = DialogSession(app: app)
      #expect(await session.respond(to: "fix a gadget in home").spokenText == ["Which gadget?"])
      #expect(await session.respond(to: "gadget seven").spokenText == ["Sorry, I didn't get that. Which gadget?"])
      #expect(await session.respond(to: "never mind").spokenText == ["OK."])
      #expect(await session.respond(to: "be quiet in home").spokenText == ["Done."])
    }

    @Test func emptyDialogsAndValueOnlyResultsAreDiagnosed() async throws {
      let session = try await session()
      let silent = await session.respond(to: "be quiet in home")
      #expect(silent.spokenText == ["Done."])
      #expect(silent.diagnostics == ["the result's dialog is empty; Siri would say only 'Done.'"])
      let value = await session.respond(to: "count things in home")
      #expect(value.spokenText == ["Done."])
      #expect(value.diagnostics == ["the result returns a value but no dialog; Siri does not speak values"])
    }

    @Test func opensIntentRunsTheNextIntent() async throws {
      let session = try await session()
      #expect(await session.respond(to: "do both parts in home").spokenText == ["First part.", "Done."])
    }

    @Test(.timeLimit(.minutes(1))) func progressThatGoesBackwardsOrPastTheEndIsReportedSanely() async throws {
      let clock = ManualClock()
      var options = SessionOptions()
      options.clock = clock
      options.progressReportInterval = .seconds(12)
      let session = try await session(options)
      let result = await ManualClock.drive([clock, ErraticProgressIntent.clock], seconds: 40) {
        await session.respond(to: "do the erratic job in home")
      }
      #expect(result.spokenText.last == "Finished anyway.")
      #expect(result.diagnostics == ["Erratic reported progress going backwards"])
      #expect(result.replies.filter { $0.kind == .progress }.allSatisfy { !$0.text.contains("150") })
    }

    @Test func aTurnIsATranscriptAndATypedResolution() async throws {
      let session = try await session(SessionOptions(isVoiceOnly: false))
      let turn = await session.respond(to: "count things in home")
      #expect(turn.transcriptText == "> count things in home\n< Done.")
      #expect(turn.resolution == .intent(ResolvedIntent(intent: "ValueOnlyIntent")))
      #expect(turn.resolution.description == "ValueOnlyIntent")
    }
  }
}

extension AppDependencySuites {
  @Suite struct DependentQueryTests {
    @Test func aQuerySeesTheIntentItRunsFor() async throws {
      let session = DialogSession(app: try await ShortcutsApp.load(SoupShortcuts.self, name: "Soups"))
      #expect(await session.respond(to: "order soup in soups").spokenText == ["What's the quantity?"])
      #expect(await session.respond(to: "three").spokenText == ["Which soup?"])
      #expect(await session.respond(to: "lentil please").spokenText == ["Sorry, I didn't get that. Which soup?"])
      #expect(await session.respond(to: "tomato").spokenText == ["Ordered 3 tomato soup."])
    }
  }
}

@Suite struct ThousandsOfValuesTests {
  @Test func aQueryWithThousandsOfValuesKeepsTheSessionUsable() async throws {
    let app = try await ShortcutsApp.load(StarShortcuts.self, name: "Sky")
    #expect(app.catalog.types["StarEntity"]?.values.count == 5000)
    let session = DialogSession(app: app)
    #expect(await session.respond(to: "visit star 4321 in sky").spokenText == ["Arrived at Star 4321."])
    #expect(await session.respond(to: "visit a star in sky").spokenText == ["Which star?"])
    // The query's search returns every star: which one, of the first hundred it gave.
    let question = await session.respond(to: "a bright one").spokenText
    #expect(question == ["There are 100. Which one: Star 1, Star 2, Star 3, Star 4, Star 5, or another one?"])
    #expect(await session.respond(to: "star 12").spokenText == ["Arrived at Star 12."])
  }
}
