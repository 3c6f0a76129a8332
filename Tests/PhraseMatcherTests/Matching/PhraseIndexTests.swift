import Testing

@testable import PhraseMatcher

/// The matcher against a small home catalog with look-alike names, colliding
/// phrases and a negative phrase.
@Suite struct PhraseIndexTests {
  static func phrases(_ texts: String...) -> [PhraseTemplate] { texts.compactMap { try? PhraseTemplate(parsing: $0) } }

  static let catalog: Catalog = {
    return Catalog(
      app: .init(name: "Casa", synonyms: ["Casa Home"]),
      types: [
        "Light": .init(
          kind: .entity, name: "Light",
          values: [
            .init(id: "kl", title: "Kitchen Light"), .init(id: "kls", title: "Kitchen Lights"),
            .init(id: "porch", title: "Porch Light"), .init(id: "desk", title: "Desk Lamp"),
            .init(id: "night", title: "Night Light"), .init(id: "knight", title: "Knight Light"),
          ]),
        "Scene": .init(
          kind: .enum, name: "Scene",
          values: [
            .init(id: "movie", title: "Movie Night"), .init(id: "morning", title: "Good Morning"),
          ]),
      ],
      shortcuts: [
        .init(
          intent: "TurnOnIntent", parameters: ["light": "Light"],
          phrases: Self.phrases("Turn on the ${light} in ${applicationName}", "Turn on a light in ${applicationName}")),
        .init(
          intent: "TurnOffIntent", parameters: ["light": "Light"],
          phrases: Self.phrases("Turn off the ${light} in ${applicationName}")),
        .init(
          intent: "SceneIntent", parameters: ["scene": "Scene"],
          phrases: Self.phrases("Set the ${scene} scene in ${applicationName}")),
        .init(
          intent: "ShowLightIntent", parameters: ["light": "Light"],
          phrases: Self.phrases("Show ${light} in ${applicationName}")),
        .init(
          intent: "ViewLightIntent", parameters: ["light": "Light"],
          phrases: Self.phrases("Show ${light} in ${applicationName}")),
      ],
      negativePhrases: ["Turn on the lights in the car"])
  }()

  let index = PhraseIndex(Self.catalog)

  struct Case: Sendable, CustomTestStringConvertible {
    var utterance: String
    /// The result's dump: "Intent(parameter: id) [stage]", "ambiguous: A | B", "vetoed by 'phrase'", or "no match".
    var expected: String
    var testDescription: String { utterance }
  }

  static let cases: [Case] = [
    .init(utterance: "Turn on the Kitchen Light in Casa", expected: "TurnOnIntent(light: kl) [exact]"),
    .init(utterance: "turn on the kitchen lights in casa", expected: "TurnOnIntent(light: kls) [exact]"),
    .init(
      utterance: "um hey siri turn on the porch light in casa please", expected: "TurnOnIntent(light: porch) [exact]"),
    .init(utterance: "turn on porch light in casa", expected: "TurnOnIntent(light: porch) [tolerant]"),
    .init(utterance: "turn on the porch lite in casa home", expected: "TurnOnIntent(light: porch) [tolerant]"),
    .init(utterance: "turn the porch light off in casa", expected: "TurnOffIntent(light: porch) [tolerant]"),
    .init(utterance: "turn on a light in casa", expected: "TurnOnIntent [exact]"),
    .init(utterance: "set the movie night scene in casa", expected: "SceneIntent(scene: movie) [exact]"),
    .init(utterance: "turn on the kitchen lite in casa", expected: "TurnOnIntent(light: kl) [tolerant]"),
    .init(
      utterance: "turn on the nite light in casa",
      expected: "ambiguous: TurnOnIntent(light: night) | TurnOnIntent(light: knight)"),
    .init(
      utterance: "show desk lamp in casa",
      expected: "ambiguous: ShowLightIntent(light: desk) | ViewLightIntent(light: desk)"),
    .init(utterance: "turn on the porch light", expected: "no match"),
    .init(utterance: "turn on the lights in the car", expected: "vetoed by 'Turn on the lights in the car'"),
    .init(utterance: "what's the weather like", expected: "no match"),
    .init(utterance: "", expected: "no match"),
    .init(utterance: "um uh hmm", expected: "no match"),
  ]

  @Test(arguments: cases)
  func resolves(_ c: Case) {
    #expect(String(reflecting: index.match(c.utterance)) == c.expected)
  }

  @Test func exactMatchesScoreOneAndNoiseCostsLittle() throws {
    let exact = try #require(index.match("turn on the desk lamp in casa").best)
    let noisy = try #require(index.match("uh turn on desk lamps in casa").best)
    #expect(exact.score == 1)
    #expect(noisy.score < 1 && noisy.score > 0.5)
    #expect(noisy.parameters["light"]?.id == "desk")
  }

  @Test func aReadingThatDropsAHeardValueIsNoReading() throws {
    let catalog = Catalog(
      app: .init(name: "Vault"),
      types: [
        "Card": .init(
          kind: .entity, name: "Card",
          values: [.init(id: "travel", title: "Travel Card"), .init(id: "gift", title: "Gift Card")])
      ],
      shortcuts: [
        .init(
          intent: "LockCardIntent", parameters: ["card": "Card"],
          phrases: try ["Lock my ${card} in ${applicationName}", "Lock a card in ${applicationName}"].map {
            try PhraseTemplate(parsing: $0)
          })
      ])
    let index = PhraseIndex(catalog)
    // "Lock a card in ${applicationName}" would lock without the travel card heard.
    let result = index.match("lock vault's travel card")
    #expect(result.best.map { $0.parameters["card"]?.id == "travel" } ?? true, "\(result.ranked)")
    #expect(index.match("lock a card in vault").best?.intent == "LockCardIntent", "no value heard: the phrase stands")
  }

  @Test func theRunnerUpAndMarginAreReported() throws {
    let result = index.match("turn on the kitchen light in casa")
    #expect(result.best?.parameters["light"]?.id == "kl")
    let runnerUp = try #require(result.alternatives.first)
    #expect(runnerUp.parameters["light"]?.id == "kls")
    #expect(try #require(result.margin) >= CostModel.ambiguityMargin)
    #expect(!result.isAmbiguous)
    #expect(result.best?.candidates["light"]?.map(\.value.id) == ["kl", "kls"])
  }

  @Test func soundAlikeValuesAreAmbiguousAndOfferedBoth() {
    guard case .ambiguous(let readings) = index.match("turn on the nite light in casa").resolution else {
      Issue.record("expected ambiguity")
      return
    }
    #expect(Set(readings.compactMap { $0.parameters["light"]?.id }) == ["night", "knight"])
    #expect(Set(readings.map(\.intent)) == ["TurnOnIntent"])
  }

  @Test func ambiguityKeepsBothReadings() {
    guard case .ambiguous(let readings) = index.match("show desk lamp in casa").resolution else {
      Issue.record("expected ambiguity")
      return
    }
    #expect(Set(readings.map(\.intent)) == ["ShowLightIntent", "ViewLightIntent"])
  }

  @Test func aNegativePhraseVetoes() {
    let result = index.match("turn on the lights in the car")
    #expect(result.vetoingPhrase == "Turn on the lights in the car")
    #expect(result.best == nil)
  }

  @Test func noMatchNamesTheNearestPhraseAndWhy() throws {
    let missingApp = try #require(index.match("turn on the porch light").nearMiss)
    #expect(missingApp.intent == "TurnOnIntent")
    #expect(missingApp.reasons.contains(.missingAppName("Casa")))
    let unknownValue = try #require(index.match("turn on the garage door in casa").nearMiss)
    #expect(unknownValue.reasons.contains { if case .unknownValue(type: "Light", _) = $0 { true } else { false } })
    #expect(unknownValue.description.hasPrefix("nearest phrase 'Turn on"))
  }

  @Test func aMissingAppNameCostsMoreThanAnyPhraseAllows() {
    #expect(CostModel.missingAppName > CostModel.acceptance(forPhraseOf: PhraseIndex.maximumWords))
  }

  @Test func hugeAndHostileInputMatchesNothingWithoutCrashing() {
    let megabyte = String(repeating: "turn on the kitchen light in casa ", count: 32_000)
    #expect(index.match(megabyte).best == nil)
    #expect(index.match("\u{0}\u{1B}[2J\u{7}").best == nil)
    #expect(index.match(String(decoding: [0xFF, 0xFE, 0x41], as: UTF8.self)).best == nil)
    #expect(index.match("turn on the porch light in casa \u{202E}").best?.intent == "TurnOnIntent")
  }

  @Test func valuesCanBeResolvedAlone() {
    #expect(index.candidates(forValueOf: "Light", spoken: "the porch light").first?.value.id == "porch")
    #expect(index.candidates(forValueOf: "Nope", spoken: "porch light").isEmpty)
  }

  /// A direction said is never read as its opposite, however close the rest of the phrase.
  @Test func aDirectionIsNeverReadAsItsOpposite() throws {
    let player = PhraseIndex(
      Catalog(
        app: .init(name: "Tapedeck"), types: [:],
        shortcuts: [
          .init(intent: "ForwardIntent", phrases: Self.phrases("Skip forward in ${applicationName}")),
          .init(intent: "BackIntent", phrases: Self.phrases("Skip back thirty seconds in ${applicationName}")),
          .init(intent: "NextIntent", phrases: Self.phrases("Play the next track in ${applicationName}")),
        ]))
    for utterance in ["skip back in tapedeck", "skip backwards in tapedeck", "rewind in tapedeck"] {
      #expect(player.match(utterance).best?.intent != "ForwardIntent", "\(utterance)")
    }
    #expect(player.match("play the previous track in tapedeck").best?.intent != "NextIntent")
    #expect(player.match("skip ahead in tapedeck").best?.intent == "ForwardIntent")
  }

  /// "Update" is said for refresh and "status" for state, as people ask real apps' shortcuts.
  @Test func commonWordsForAnActionOrAThingAreHeardForIt() throws {
    let sideloader = PhraseIndex(
      Catalog(
        app: .init(name: "Sideload"), types: [:],
        shortcuts: [
          .init(intent: "RefreshIntent", phrases: Self.phrases("Refresh my ${applicationName} apps")),
          .init(intent: "StateIntent", phrases: Self.phrases("List ${applicationName} state")),
        ]))
    #expect(sideloader.match("update my sideload apps").best?.intent == "RefreshIntent")
    #expect(sideloader.match("list sideload status").best?.intent == "StateIntent")
    let chores = PhraseIndex(
      Catalog(
        app: .init(name: "Chores"), types: [:],
        shortcuts: [
          .init(intent: "OverdueIntent", phrases: Self.phrases("Show overdue tasks in ${applicationName}")),
          .init(intent: "FindIntent", phrases: Self.phrases("Find my keys with ${applicationName}")),
        ]))
    #expect(chores.match("show late tasks in chores").best?.intent == "OverdueIntent")
    #expect(chores.match("track down my keys with chores").best?.intent == "FindIntent")
  }

  /// A phrase's time ("Switch off the music later") is its action: a sentence that says no time
  /// is not it, one that says another ("in an hour") may be. A word that is another shortcut's
  /// action, which this phrase never says, is no word to skip ("what have i stored to read").
  @Test func aPhrasesTimeAndAnothersActionAreNotSkipped() throws {
    let radio = PhraseIndex(
      Catalog(
        app: .init(name: "Tuner"), types: [:],
        shortcuts: [
          .init(intent: "TimerIntent", phrases: Self.phrases("Switch off the music later with ${applicationName}")),
          .init(intent: "StopIntent", phrases: Self.phrases("Halt ${applicationName}")),
          .init(intent: "KeepIntent", phrases: Self.phrases("Store this article in ${applicationName}")),
          .init(intent: "SuggestIntent", phrases: Self.phrases("What should I read in ${applicationName}")),
        ]))
    #expect(radio.match("switch off the music with tuner").best?.intent != "TimerIntent")
    #expect(radio.match("switch off the music later with tuner").best?.intent == "TimerIntent")
    #expect(radio.match("what have i stored to read in tuner").best?.intent != "SuggestIntent")
    #expect(radio.match("what should i read next in tuner").best?.intent == "SuggestIntent")
  }
}
