import Testing

@testable import PhraseMatcher

/// A near tie that a particle of the command's verb settles: "pick my ride *back* up", "start
/// the ride *again*" resume it; "crank the fan *up*" raises it; "start the ride *over*" takes
/// the next, which says "Restart". A particle says a verb done to the app too ("turn *off* app"
/// beside "Stop ${applicationName}").
@Suite struct ParticleTieTests {
  /// Every text about the ride lies between two shortcuts' words, checked in order, within the
  /// margin of each other for any sentence about it.
  struct RideEmbedder: SentenceEmbedder {
    var words: [(word: String, vector: [Float])] = [("resume", [0.60, 0.80, 0]), ("end", [0.56, 0, 0.83])]

    func embed(_ text: String) -> [Float]? {
      if let known = words.first(where: { text.contains($0.word) }) { return known.vector }
      return text.contains("ride") ? [1, 0, 0] : [0, 0, 0]
    }
  }

  static let matcher = SemanticRunnerUpTests.matcher(
    "Pedalo",
    [
      ("ResumeRideIntent", "Resume Ride", "Resume my ride in ${applicationName}"),
      ("EndRideIntent", "End Ride", "End my ride in ${applicationName}"),
    ], embedder: RideEmbedder())

  static func match(_ utterance: String) -> MatchResult { matcher.match(utterance, cache: WordCache()) }

  @Test func aParticleThatSaysTheFirstsVerbSettlesTheTie() {
    #expect(Self.match("pick my ride back up in pedalo").best?.intent == "ResumeRideIntent")
    #expect(Self.match("pick up the ride again in pedalo").best?.intent == "ResumeRideIntent")
  }

  @Test func withoutSuchAParticleTheTieStays() {
    #expect(Self.match("pick my ride in pedalo").best == nil)
    #expect(Self.match("do something with the ride in pedalo").best == nil)
  }

  @Test func aParticleOfAgainKeepsAVerbOfResuming() throws {
    let resume = try SpeechActTests.form(["Resume my workout in ${applicationName}"])
    #expect(!resume.asksAnotherAction("pick", words: ["pick", "my", "workout", "back", "up"]))
    #expect(!resume.asksAnotherAction("start", words: ["start", "my", "workout", "again"]))
    #expect(resume.asksAnotherAction("pick", words: ["pick", "a", "workout"]))
  }

  @Test func aParticleThatSaysTheNextsVerbTakesIt() {
    let matcher = SemanticRunnerUpTests.matcher(
      "Pedalo",
      [
        ("EndRideIntent", "End Ride", "End my ride in ${applicationName}"),
        ("RestartRideIntent", "Restart Ride", "Restart my ride in ${applicationName}"),
      ],
      // "end" a little nearer than "restart" for any sentence about the ride.
      embedder: RideEmbedder(words: [("restart", [0.56, 0.83, 0]), ("end", [0.60, 0, 0.80])]))
    #expect(matcher.match("start the ride over in pedalo", cache: WordCache()).best?.intent == "RestartRideIntent")
    #expect(matcher.match("start the ride in pedalo", cache: WordCache()).best?.intent != "EndRideIntent")
  }

  @Test func aParticleSaysAVerbDoneToTheApp() throws {
    let stop = try SpeechActTests.form(["Stop ${applicationName}", "End focus in ${applicationName}"])
    #expect(SpeechActTests.refusal(stop, "turn off app") == nil)
    #expect(SpeechActTests.refusal(stop, "switch app off") == nil)
    #expect(SpeechActTests.refusal(stop, "turn on app") != nil)
  }
}
