import DialogEngine
import PhraseMatcher

/// Runs a test file: single-turn expectations against the matcher, and each
/// conversation against a fresh conversation with the app.
///
/// ```swift
/// let file = try TestFile(parsing: text, file: "notes.tests")
/// let outcomes = await TestRunner(matcher: Matcher(catalog, embedder: nil), start: { device in … }).run(file)
/// outcomes.filter { !$0.passed }
/// ```
public struct TestRunner {
  /// One case or conversation, and what happened.
  public struct Outcome: Sendable, Equatable {
    public var file: String
    public var line: Int
    /// The utterance, or the conversation's title.
    public var name: String
    public var passed: Bool
    public var expected: String
    public var got: String
    /// For a failure: the phrase closest to what was said, and why it did not fit.
    public var nearest: String?
    /// For a single utterance that resolved: the matcher stage that found it
    /// (semantic is a guess Siri's flexible matching might make, not a certainty).
    public var stage: MatchStage?
    /// The test file as given on the command line (JUnit's `file`); ``file`` is its name.
    public var path = ""
    /// How long the case or conversation took.
    public var seconds = 0.0
    /// The pose a conversation ran in, in a `--poses` run; `nil` otherwise and for single utterances.
    public var pose: Pose?
  }

  /// Takes one utterance and returns the turn.
  public typealias Respond = (String) async -> SessionTurn

  let matcher: Matcher
  /// Starts a new conversation with the app on a device (a fresh session per conversation).
  let start: (TestFile.Device) async throws -> Respond

  /// Asked before each conversation: true stops the run there (Ctrl-C, SIGTERM).
  let shouldStop: @Sendable () -> Bool

  /// By ear (`test --by-ear`): each utterance is spoken and heard, and the words heard are tested.
  package var ear: Ear?

  public init(
    matcher: Matcher, shouldStop: @escaping @Sendable () -> Bool = { false },
    start: @escaping (TestFile.Device) async throws -> Respond
  ) {
    self.matcher = matcher
    self.shouldStop = shouldStop
    self.start = start
  }

  /// - Parameters:
  ///   - path: The file as given (for JUnit); `name` by default.
  ///   - poses: Run every conversation in each of these poses (a conversation whose title pins
  ///     a pose runs once, in it), each outcome named with its pose; `nil`: once, as the
  ///     conversation's device says.
  public func run(_ file: TestFile, named name: String, at path: String? = nil, poses: [Pose]? = nil) async -> [Outcome]
  {
    let cache = WordCache()
    let clock = ContinuousClock()
    var outcomes = file.cases.map { testCase in
      let start = clock.now
      let (heard, note) = hear(testCase.utterance)
      let result = matcher.match(heard, cache: cache)
      let passed = testCase.expectation.isMet(by: result)
      var outcome = Outcome(
        file: name, line: testCase.line, name: testCase.utterance, passed: passed,
        expected: testCase.expectation.description, got: note + Self.describe(result),
        nearest: passed ? nil : (result.nearMiss?.description ?? result.best.map { "nearest phrase '\($0.phrase)'" }),
        stage: result.best?.stage)
      outcome.seconds = Self.seconds(clock.now - start)
      return outcome
    }
    let runs: [(TestFile.Conversation, Pose?)] =
      poses.map { poses in
        poses.flatMap { pose in
          file.conversations.filter { ($0.device.pose ?? pose) == pose }.map { ($0, pose) }
        }
      } ?? file.conversations.map { ($0, nil) }
    for (conversation, pose) in runs {
      if shouldStop() { break }
      let start = clock.now
      var pinned = conversation
      if let pose { pinned.device.pose = pose }
      var outcome = await run(pinned, file: name)
      if let pose {
        outcome.pose = pose
        outcome.name += " [\(pose)]"
      }
      outcome.seconds = Self.seconds(clock.now - start)
      outcomes.append(outcome)
    }
    for index in outcomes.indices { outcomes[index].path = path ?? name }
    return outcomes
  }

  /// What the app is told for `typed`, and how the report says it was heard: by ear, the words
  /// the recognizer heard (none: nothing is said to the app), and the transcript's line.
  private func hear(_ typed: String, answering: Bool = false) -> (String, String) {
    guard let ear else { return (typed, "") }
    let hearing = ear.hear(typed, answering: answering)
    return (hearing.utterance(typed: typed) ?? "", hearing.transcriptLine + "\n")
  }

  package static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  private func run(_ conversation: TestFile.Conversation, file: String) async -> Outcome {
    var outcome = Outcome(
      file: file, line: conversation.line, name: conversation.title, passed: true, expected: "", got: "")
    let respond: Respond
    do {
      respond = try await start(conversation.device)
    } catch {
      outcome.passed = false
      outcome.got = "the app could not start: \(error)"
      return outcome
    }
    var answering = false
    for turn in conversation.turns {
      let (utterance, note) = hear(turn.utterance, answering: answering)
      let said = await respond(utterance)
      answering = said.replies.last?.kind == .question
      let expected = turn.replies(in: said.pose)
      // What is shown is compared only where the test says what should be: a `[screen] …` line.
      let showsToo = expected.contains(where: Self.isShownLine)
      let heard = said.replies.filter { reply in
        said.presentation(of: reply) == .said || showsToo && reply.kind != .progress
      }.map { reply in
        said.presentation(of: reply) == .said ? reply.text : said.shownLine(reply.text)
      }
      let matches = heard.count == expected.count && zip(expected, heard).allSatisfy(Self.reply(_:matches:))
      guard matches else {
        outcome.passed = false
        outcome.line = turn.line
        outcome.expected = "> \(turn.utterance)\n" + expected.map { "< \($0)" }.joined(separator: "\n")
        outcome.got = note + heard.map { Self.isShownLine($0) ? $0 : "< \($0)" }.joined(separator: "\n")
        outcome.nearest = matcher.index.match(turn.utterance).nearMiss?.description
        return outcome
      }
    }
    return outcome
  }

  /// Exact text, or with `~ ` first a pattern where `*` stands for any text. Unicode spaces
  /// (the narrow no-break space a formatter puts before "PM", a no-break space) count as
  /// spaces: expected and said print alike, so they compare alike.
  static func reply(_ expected: String, matches said: String) -> Bool {
    var (expected, said) = (spacesFolded(expected), spacesFolded(said))
    // `[screen] …` stands for what any screen shows, whatever its pose and size class.
    if expected.hasPrefix(Self.anyScreen), isShownLine(said), let close = said.firstIndex(of: "]") {
      said = Self.anyScreen + said[said.index(after: close)...].drop { $0 == " " }
    }
    guard expected.hasPrefix("~") else { return expected == said }
    let pattern = expected.dropFirst().drop { $0 == " " }
    return glob(Array(pattern), Array(said))
  }

  private static let anyScreen = "[screen] "

  /// Whether a line is what a screen shows: `[screen] …`, `[closed, compact] …`.
  static func isShownLine(_ line: String) -> Bool {
    line.hasPrefix(anyScreen) || Pose.allCases.contains { line.hasPrefix("[\($0), ") }
  }

  /// Every Unicode space separator (and a tab) as a plain space.
  static func spacesFolded(_ text: String) -> String {
    guard
      text.unicodeScalars.contains(where: {
        $0 != " " && ($0.properties.generalCategory == .spaceSeparator || $0 == "\t")
      })
    else { return text }
    return String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.properties.generalCategory == .spaceSeparator || $0 == "\t" ? " " : $0 }))
  }

  private static func glob(_ pattern: [Character], _ text: [Character]) -> Bool {
    var (p, t, star, mark) = (0, 0, -1, 0)
    while t < text.count {
      if p < pattern.count && pattern[p] == "*" {
        star = p
        mark = t
        p += 1
      } else if p < pattern.count && pattern[p] == text[t] {
        p += 1
        t += 1
      } else if star >= 0 {
        p = star + 1
        mark += 1
        t = mark
      } else {
        return false
      }
    }
    while p < pattern.count && pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }

  static func describe(_ result: MatchResult) -> String {
    switch result.resolution {
    case .noMatch: return result.vetoingPhrase.map { "none (vetoed by '\($0)')" } ?? "none"
    case .ambiguous(let readings): return "ambiguous: " + readings.map(\.description).joined(separator: " or ")
    case .matched(let match): return match.description
    }
  }
}

extension TestFile.Expectation {
  /// Whether a match result is what the test file expects: the intent, each
  /// named parameter's value by id or title (any case), or none, or ambiguous.
  public func isMet(by result: MatchResult) -> Bool {
    switch (self, result.resolution) {
    case (.none, .noMatch), (.ambiguous, .ambiguous): return true
    case (.intent(let intent, let parameters), .matched(let match)):
      return match.intent == intent
        && parameters.allSatisfy { name, expected in
          guard let value = match.parameters[name] else { return false }
          return value.id == expected || value.title.lowercased() == expected.lowercased()
        }
    default: return false
    }
  }
}
