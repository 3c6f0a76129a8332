import Testing

@testable import PhraseMatcher

/// A first-person statement beside a shortcut that narrates is its request only when it tells
/// the shortcut's own doing: a past no command says did something else ("i *groomed* …" is no
/// "I fed ${pet}"), and "i forgot to …", "i failed to …" tell what was not done.
@Suite struct LeftUndoneTests {
  typealias Shapes = SpeechActTests

  @Test func aPastNoCommandSaysDidSomethingElse() throws {
    let fed = ["I fed ${pet} in ${applicationName}"]
    #expect(try !Shapes.refuses(fed, "i fed value in app"))
    #expect(try Shapes.refuses(fed, "i groomed value in app"))
    let took = ["I took my ${medication} in ${applicationName}"]
    #expect(try !Shapes.refuses(took, "i took my value in app"))
    #expect(try Shapes.refuses(took, "i crushed my value in app"))
  }

  @Test func whatWasForgottenOrFailedWasNotDone() throws {
    #expect(Shapes.act("i forgot to walk value in app") == .negated(cue: "forgot"))
    #expect(Shapes.act("we failed to log the run in app") == .negated(cue: "failed"))
    #expect(Shapes.act("i forgot my keys in app") != .negated(cue: "forgot"), "a thing forgotten, not a deed")
    #expect(try Shapes.refuses(["Log a run in ${applicationName}"], "app i forgot to log my run"))
  }
}
