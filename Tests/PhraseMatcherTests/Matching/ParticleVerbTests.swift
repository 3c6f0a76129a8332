import Testing

@testable import PhraseMatcher

/// Verbs whose particle says the action: stop 66's "shut … off" and "shut down" turn off, as
/// "turn … off" and "switch … off" do, and undo a shortcut that turns on.
@Suite struct ParticleVerbTests {
  typealias Shapes = SpeechActTests

  @Test func shutOffAndShutDownTurnOff() throws {
    let off = try Shapes.form(["Turn off the air purifier in ${applicationName}"])
    #expect(off.refusal(of: .request, tokens: Shapes.tokens("shut the air purifier off in app")) == nil)
    #expect(off.refusal(of: .request, tokens: Shapes.tokens("shut down the air purifier in app")) == nil)
    let stop = try Shapes.form(["Stop the sprinklers with ${applicationName}"])
    #expect(stop.refusal(of: .request, tokens: Shapes.tokens("shut the sprinklers off with app")) == nil)
  }

  @Test func shutOffUndoesTurningOn() throws {
    let on = try Shapes.form(["Turn on the air purifier in ${applicationName}"])
    #expect(on.refusal(of: .request, tokens: Shapes.tokens("shut the air purifier off in app")) == .anotherAction)
  }
}
