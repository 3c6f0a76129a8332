import TestSupport
import Testing

@testable import PhraseMatcher

/// Short sentences of the words the sentence readers count and cut by: question words,
/// auxiliaries, "a", people at large, persons, particles, past forms, the app's name and a
/// catalog's words, in every order, through the whole matcher, the semantic stage's readings
/// included (with a stand-in model). Nothing crashes: "what casa", a question word and the app
/// name alone, once did (stop 62), a range read past a two-word sentence's end.
@Suite struct SentenceShapeFuzzTests {
  static let words = [
    "what", "how", "when", "where", "who", "which", "why", "do", "does", "did", "can", "should", "would", "is", "are",
    "was", "have", "has", "am", "i", "i'm", "we", "you", "my", "the", "a", "an", "people", "everyone", "someone",
    "me", "him", "her", "them", "to", "be", "going", "about", "in", "on", "at", "out", "up", "off", "with", "many",
    "much", "long", "days", "week", "today", "tonight", "last", "not", "don't", "never", "mind", "started", "woke",
    "cheats", "points", "clock", "nap", "new", "longest", "best", "trailhead", "navigate", "record", "hike", "trail",
    "lost", "lake", "conditions", "start", "mode", "away", "charge", "level", "please", "also", "just",
  ]

  @Test func shortSentencesOfEveryShapeNeverCrash() {
    var generator = SeededGenerator(seed: 62)
    let cache = WordCache()
    for _ in 0..<4_000 {
      let count = Int.random(in: 1...6, using: &generator)
      let said = (0..<count).map { _ in Self.words.randomElement(using: &generator)! }.joined(separator: " ")
      let result = SemanticStageTests.matcher.match(said, cache: cache)
      #expect(result.best == nil || result.best?.description.isEmpty == false, "\(said)")
    }
  }

  /// Every question word or auxiliary with the app's name alone, before or after it.
  @Test func aQuestionWordAndTheAppNameAlone() {
    for word in Self.words.prefix(19) {
      for said in ["\(word) trailhead", "trailhead \(word)", "\(word) now trailhead", "\(word) a trailhead"] {
        #expect(SemanticStageTests.matcher.match(said, cache: WordCache()).best == nil, "\(said)")
      }
    }
  }
}
