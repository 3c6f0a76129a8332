import Testing

@testable import PhraseMatcher

@Suite struct EntityIndexTests {
  static let lights: [Catalog.Value] = [
    .init(id: "kl", title: "Kitchen Light"),
    .init(id: "kls", title: "Kitchen Lights"),
    .init(id: "porch", title: "Porch Light", synonyms: ["front light"]),
    .init(id: "desk", title: "Desk Lamp"),
    .init(id: "groceries", title: "Groceries", synonyms: ["shopping list"]),
    .init(id: "q3", title: "Q3 Planning"),
    .init(id: "nc", title: "Ownership and Noncopyable Types"),
  ]
  let index = EntityIndex(values: Self.lights, language: .english)

  struct Case: Sendable, CustomTestStringConvertible {
    var spoken: String
    var expected: [String]
    var evidence: EntityCandidate.Evidence
    var testDescription: String { spoken }
  }

  static let cases: [Case] = [
    .init(spoken: "kitchen light", expected: ["kl", "kls"], evidence: .exact),
    .init(spoken: "kitchen lights", expected: ["kls", "kl"], evidence: .exact),
    .init(spoken: "the kitchen lights", expected: ["kls", "kl"], evidence: .exact),
    .init(spoken: "kitchen lite", expected: ["kl", "kls"], evidence: .phonetic),
    .init(spoken: "front light", expected: ["porch"], evidence: .exact),
    .init(spoken: "desk lamps", expected: ["desk"], evidence: .inflection),
    .init(spoken: "grocerys", expected: ["groceries"], evidence: .inflection),
    .init(spoken: "grocries", expected: ["groceries"], evidence: .spelling),
    .init(spoken: "my shopping list", expected: ["groceries"], evidence: .exact),
    .init(spoken: "q three planning", expected: ["q3"], evidence: .exact),
    .init(spoken: "ownership and noncopieable types", expected: ["nc"], evidence: .phonetic),
  ]

  @Test(arguments: cases)
  func resolvesSpokenNames(_ c: Case) {
    let candidates = index.candidates(for: SpokenText(c.spoken).words[...])
    #expect(candidates.map(\.value.id) == c.expected)
    #expect(candidates.first?.evidence == c.evidence)
  }

  @Test func everyCandidateComesWithAScoreBestFirst() {
    let candidates = index.candidates(for: SpokenText("kitchen lite").words[...])
    #expect(candidates.map(\.value.id) == ["kl", "kls"])
    #expect(candidates[0].score > candidates[1].score)
    #expect(candidates.allSatisfy { $0.score > 0 && $0.score < 1 })
    #expect(index.candidates(for: SpokenText("kitchen light").words[...])[0].score == 1)
  }

  @Test(arguments: ["zebra", "light", "kitchen", "porch lamp", ""])
  func unrelatedOrPartialNamesFindNothing(_ spoken: String) {
    #expect(index.candidates(for: SpokenText(spoken).words[...]).isEmpty)
  }

  @Test func shortWordsAreNotGuessedBySpelling() {
    let index = EntityIndex(values: [.init(id: "a", title: "Cat"), .init(id: "b", title: "Car")], language: .english)
    #expect(index.candidates(for: ["cap"]).isEmpty)
    #expect(index.candidates(for: ["cat"]).map(\.value.id) == ["a"])
  }
}

@Suite struct PhoneticAndSpellingTests {
  @Test(arguments: [
    ("light", "lite"), ("knight", "night"), ("write", "right"), ("kathy", "cathy"), ("phone", "fone"),
    ("noncopyable", "noncopieable"), ("school", "skool"), ("nodes", "notes"),
  ])
  func soundAlikeWordsShareAKey(_ pair: (String, String)) {
    #expect(Metaphone.key(pair.0) == Metaphone.key(pair.1))
  }

  @Test(arguments: [("light", "night"), ("kitchen", "chicken"), ("lamp", "lamb")])
  func differentWordsKeepDifferentKeys(_ pair: (String, String)) {
    #expect(Metaphone.key(pair.0) != Metaphone.key(pair.1))
  }

  /// Names are kept by word, place and length: a span finds the names of its own length,
  /// including those past four words, which share one row.
  @Test func eachSpanFindsTheNamesOfItsLength() {
    let trails = EntityIndex(
      values: [
        .init(id: "t", title: "Trail"), .init(id: "tm", title: "Trail Mix"), .init(id: "llt", title: "Lost Lake Trail"),
        .init(id: "five", title: "Big Lost Lake Loop Trail"), .init(id: "six", title: "Big Lost Lake Loop Trail North"),
      ], language: .english)
    func found(_ spoken: String) -> [String] {
      trails.candidates(for: SpokenText(spoken).words[...]).map(\.value.id)
    }
    #expect(found("trail") == ["t"])
    #expect(found("trail mix") == ["tm"])
    #expect(found("lost lake trail") == ["llt"])
    #expect(found("big lost lake loop trail") == ["five"])
    #expect(found("big lost lake loop trail north") == ["six"])
    #expect(found("lost lake loop trail north").isEmpty)
  }

  @Test func longNamesAreNotCutShort() {
    #expect(Metaphone.key("accessibility") != Metaphone.key("accessible"))
    #expect(Metaphone.key("accessibility").count > 4)
  }

  @Test func soundKeysCoverDigitsAndShortWords() {
    #expect(SpokenLanguage.english.sounds.of("4") == SpokenLanguage.english.sounds.of("for"))
    #expect(SpokenLanguage.english.sounds.of("2") == SpokenLanguage.english.sounds.of("to"))
    #expect(SpokenLanguage.english.sounds.of("hour") == SpokenLanguage.english.sounds.of("our"))
    #expect(SpokenLanguage.english.sounds.of("by") == SpokenLanguage.english.sounds.of("buy"))
    #expect(SpokenLanguage.english.sounds.of("at") == "")
  }

  @Test(arguments: [
    ("kitten", "sitting", 3), ("kitchen", "kitchin", 1), ("light", "ligth", 1), ("", "abc", 3), ("same", "same", 0),
  ])
  func editDistanceCountsTranspositionsOnce(_ c: (String, String, Int)) {
    #expect(EditDistance.between(Array(c.0.utf8), Array(c.1.utf8), limit: 5) == c.2)
  }

  @Test func editDistanceStopsAtTheLimit() {
    #expect(EditDistance.between(Array("abcdefgh".utf8), Array("zyxwvuts".utf8), limit: 2) == 3)
  }

  @Test(arguments: [
    ("lights", "light"), ("boxes", "box"), ("stories", "story"), ("classes", "class"), ("news", "news"),
    ("glass", "glass"), ("bus", "bus"), ("notes", "note"),
  ])
  func singularForms(_ pair: (String, String)) {
    #expect(SpokenLanguage.english.inflection.singular(pair.0) == pair.1)
  }
}
