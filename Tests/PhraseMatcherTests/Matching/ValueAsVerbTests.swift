import Testing

@testable import PhraseMatcher

/// Stop 66: a value that is also a verb ("warm" and "heat" of a mode, "cool" of a temperature)
/// said before its object commands, first or after a statement that gives the reason.
@Suite struct ValueAsVerbTests {
  static func act(_ text: String) -> SpeechAct { SpeechAct(SpeechActTests.tokens(text), language: .english) }

  @Test func aValueBeforeItsObjectCommands() {
    #expect(Self.act("value up the car it's freezing out in app") == .request)
    #expect(Self.act("app value down the bedroom it's boiling in here") == .request)
    #expect(Self.act("it's so cold in here value the kitchen up in app") == .request)
    #expect(Self.act("the twins are asleep value the nursery down with app") == .request)
  }

  /// A value said as the subject of a verb of its own tells ("*checking* my balance is a habit").
  @Test func aValueTheSubjectOfAVerbTells() {
    #expect(Self.act("value my balance in app is a daily habit") != .request)
    #expect(Self.act("value the garden was a mistake in app") != .request)
  }
}
