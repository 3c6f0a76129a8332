import Testing

@testable import PhraseMatcher

/// Stop 66: a reading that is not word for word is undone by a word opposite to one of its
/// shortcut's other phrases too ("take … *off* my list" read as "Add … to my list" beside "Put …
/// *on* the list"), never run; a determiner stays the phrase's own ("all" against "a").
@Suite struct OtherPhrasesPolarityTests {
  static let index = PhraseIndex(
    Catalog(
      app: .init(name: "Cartly"),
      shortcuts: [
        .init(
          intent: "AddBread",
          phrases: PhraseIndexTests.phrases(
            "Add bread to my list in ${applicationName}", "Put bread on the list with ${applicationName}")),
        .init(
          intent: "Summarize",
          phrases: PhraseIndexTests.phrases(
            "Summarize a note in ${applicationName}", "Summarize my notes with ${applicationName}")),
      ]))

  @Test func aWordOppositeAnotherPhrasesUndoesTheReading() {
    #expect(Self.index.match("take bread off my list in cartly").best?.intent != "AddBread")
    #expect(Self.index.match("get bread off my list in cartly").best?.intent != "AddBread")
    #expect(Self.index.match("add bread to my list in cartly").best?.intent == "AddBread")
    #expect(Self.index.match("put bread on my list in cartly").best?.intent == "AddBread")
  }

  @Test func aDeterminerStaysThePhrasesOwn() {
    #expect(Self.index.match("summarize all my notes in cartly").best?.intent == "Summarize")
  }
}
