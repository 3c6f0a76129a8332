import Testing

@testable import PhraseMatcher

/// A near tie that a particle of the command's verb settles: "pick my ride *back* up", "start
/// the ride *again*" resume it; "crank the fan *up*" raises it.
@Suite struct ParticleTieTests {
  /// Every text about the ride lies between "resume" and "end", a little nearer the first: the
  /// two are within the margin for any sentence about it.
  struct RideEmbedder: SentenceEmbedder {
    func embed(_ text: String) -> [Float]? {
      if text.contains("resume") { return [0.60, 0.80, 0] }
      if text.contains("end") { return [0.56, 0, 0.83] }
      if text.contains("ride") { return [1, 0, 0] }
      return [0, 0, 0]
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
}
