import Testing

@testable import PhraseMatcher

/// A near tie that the question itself settles: asked of now or later today, it asks the
/// shortcut that answers, not the one beside it that only acts; of time gone by, one that asks
/// of it too.
@Suite struct QuestionTieTests {
  /// Every text that mentions the laundry lies between "how long is left" and "start the dryer",
  /// a little nearer the first: the two are within the margin for any sentence about it.
  struct LaundryEmbedder: SentenceEmbedder {
    func embed(_ text: String) -> [Float]? {
      if text.contains("dryer") { return [0.56, 0, 0.83] }
      if text.contains("long") { return [0.60, 0.80, 0] }
      if text.contains("clothes") || text.contains("laundry") { return [1, 0, 0] }
      return [0, 0, 0]
    }
  }

  static let matcher = SemanticRunnerUpTests.matcher(
    "Sudsy",
    [
      ("TimeRemainingIntent", "Time Remaining", "How long is left on the laundry in ${applicationName}"),
      ("StartDryerIntent", "Start Dryer", "Start the dryer in ${applicationName}"),
    ], embedder: LaundryEmbedder())

  static func match(_ utterance: String) -> MatchResult { matcher.match(utterance, cache: WordCache()) }

  @Test func aQuestionOfNowAsksTheShortcutThatAnswers() {
    #expect(Self.match("when will my clothes be ready in sudsy").best?.intent == "TimeRemainingIntent")
  }

  /// Time gone by may ask what the one that acts did; a command is no question; both stay a tie.
  @Test func timeGoneByAndCommandsStayTooClose() {
    #expect(Self.match("when did my clothes last get done in sudsy").best == nil)
    #expect(Self.match("get my clothes going in sudsy").best == nil)
  }

  @Test func timeGoneByIsHeardInAPastVerbOrWord() {
    func goneBy(_ text: String) -> Bool {
      SpeechAct.asksOfTimeGoneBy(SpeechActTests.tokens(text), language: .english)
    }
    #expect(goneBy("when did i last water the fern"))
    #expect(goneBy("what's the most i've ever lifted"))
    #expect(goneBy("how many hours have i practiced"))
    #expect(!goneBy("when will my clothes be ready"))
    #expect(!goneBy("what time is dinner for the cat"))
  }

  /// The same, its answering shortcut asking of time gone by ("How long was …").
  static let reporter = SemanticRunnerUpTests.matcher(
    "Sudsy",
    [
      ("LastLoadIntent", "Last Load", "How long was the last laundry in ${applicationName}"),
      ("StartDryerIntent", "Start Dryer", "Start the dryer in ${applicationName}"),
    ], embedder: LaundryEmbedder())

  /// A question of later today asks as one of now does; one of time gone by settles a tie for
  /// a first that asks of it too, unless it counts things over it, a history.
  @Test func laterTodayAndTimeGoneByAskedOfItSettle() {
    #expect(Self.match("when will my clothes be ready tonight in sudsy").best?.intent == "TimeRemainingIntent")
    let reporter = Self.reporter
    #expect(reporter.match("how did my clothes come out in sudsy", cache: WordCache()).best?.intent == "LastLoadIntent")
    #expect(reporter.match("how many loads of laundry did i do in sudsy", cache: WordCache()).best == nil)
    #expect(ShortcutForm.countsThings(SpeechActTests.tokens("how many loads did i do"), language: .english))
    #expect(!ShortcutForm.countsThings(SpeechActTests.tokens("how many hours did i sleep"), language: .english))
  }

  /// A question in the perfect of how long something has gone on ("how many minutes have my
  /// clothes dried") asks the span so far, now: it settles the tie for the shortcut that
  /// answers; one that counts things ("how many loads …") does not.
  @Test func theSpanSoFarIsAskedNow() {
    #expect(Self.match("how many minutes have my clothes dried in sudsy").best?.intent == "TimeRemainingIntent")
    #expect(Self.match("how long have my clothes tumbled in sudsy").best?.intent == "TimeRemainingIntent")
    #expect(Self.match("how many loads of laundry have i washed in sudsy").best == nil, "things counted")
  }
}
