import Testing

@testable import PhraseMatcher

/// When the closest shortcut is refused for the action the command's verb asks (or says its
/// opposite), the next is meant if it says that verb and stands clear of the rest; a synonym
/// will do against an opposite, or within the margin past every shortcut the verb asks another
/// action of. A verb that only shows, or a light verb, chooses nothing.
@Suite struct SemanticRunnerUpTests {
  /// A matcher for `app` whose shortcuts are (intent, title, phrase), with the stand-in model
  /// unless another is given.
  static func matcher(
    _ app: String, _ shortcuts: [(String, String, String)], embedder: any SentenceEmbedder = ConceptEmbedder()
  ) -> Matcher {
    let shortcuts = shortcuts.map { intent, title, phrase in
      var shortcut = Catalog.Shortcut(intent: intent, phrases: [try! PhraseTemplate(parsing: phrase)])
      shortcut.shortTitle = title
      return shortcut
    }
    return Matcher(Catalog(app: .init(name: app), shortcuts: shortcuts), embedder: embedder)
  }

  /// Recent clips and search, the first titled `latest`.
  static func clipper(titled latest: String) -> Matcher {
    matcher(
      "Clipper",
      [
        ("LatestIntent", latest, "Get my recent clips in ${applicationName}"),
        ("SearchIntent", "Search", "Search ${applicationName}"),
      ])
  }

  static let clipper = clipper(titled: "Latest")
  /// The same, the first's title saying the sentence's words too: it stands far ahead.
  static let namedClipper = clipper(titled: "Recent Clips")

  static let charger = matcher(
    "Volter",
    [
      ("EveningJobIntent", "Evening Job", "End my charging session in ${applicationName}"),
      ("MorningJobIntent", "Morning Job", "Start charging the truck fully with ${applicationName}"),
    ])

  static let sprinklers = matcher(
    "Sprinkly",
    [
      ("JobOneIntent", "Job One", "Stop the sprinklers with ${applicationName}"),
      ("JobTwoIntent", "Job Two", "Show the watering schedule in ${applicationName}"),
    ])

  /// Lock and unlock, said alike but for the verb.
  static let doors = matcher(
    "Doorlock",
    [
      ("JobOneIntent", "Job One", "Lock the door in ${applicationName}"),
      ("JobTwoIntent", "Job Two", "Unlock the door in ${applicationName}"),
    ])

  /// Scanning a page, and adding a scan ("take" is a synonym of "add").
  static let scanner = matcher(
    "Scanny",
    [
      ("JobOneIntent", "Job One", "Scan a page in ${applicationName}"),
      ("JobTwoIntent", "Job Two", "Add a scan to my documents in ${applicationName}"),
    ])

  /// A yes-or-no question about the connection, and turning it off, said alike.
  static let shield = matcher(
    "Shieldy",
    [
      ("JobOneIntent", "Job One", "Is the vpn connected now in ${applicationName}"),
      ("JobTwoIntent", "Job Two", "Turn off the vpn in ${applicationName}"),
    ])

  /// Rewinding a clip and sharing it, said alike but for the verb; the rewinding first.
  static let clips = matcher(
    "Clippy",
    [
      ("JobOneIntent", "Job One", "Rewind my clip in ${applicationName}"),
      ("JobTwoIntent", "Job Two", "Share my clip in ${applicationName}"),
    ])

  /// The same, the first saving it: nothing the sentence says undoes it.
  static let savedClips = matcher(
    "Clippy",
    [
      ("JobOneIntent", "Job One", "Save my clip in ${applicationName}"),
      ("JobTwoIntent", "Job Two", "Share my clip in ${applicationName}"),
    ])

  func explain(_ matcher: Matcher, _ utterance: String) -> String {
    matcher.semantic?.explanation(of: matcher.index.match(utterance)) ?? "no stage"
  }

  /// "search my recent clips": Latest is closest, but "search" is Search's verb. Far behind
  /// the first, the next is not meant by its verb alone.
  @Test func theNextNearItThatSaysTheVerbIsMeant() {
    let utterance = "search my recent clips in clipper"
    let result = Self.clipper.match(utterance, cache: WordCache())
    #expect(result.best?.intent == "SearchIntent", "\(explain(Self.clipper, utterance))")
    #expect(result.best?.stage == .semantic)
    #expect(
      Self.namedClipper.match(utterance, cache: WordCache()).best == nil, "\(explain(Self.namedClipper, utterance))")
  }

  /// "locate" is a synonym of "search" (and as close to Search), not Search's own verb: beyond
  /// the margin from the first, the sentence is left.
  @Test func aSynonymDoesNotMoveAnotherActionOn() {
    let utterance = "locate my recent clips in clipper"
    #expect(Self.clipper.match(utterance, cache: WordCache()).best == nil, "\(explain(Self.clipper, utterance))")
  }

  /// "begin" is the opposite of "End my charging session" and a synonym of "Start charging".
  @Test func againstAnOppositeASynonymWillDo() {
    let utterance = "begin a charging session in volter"
    let result = Self.charger.match(utterance, cache: WordCache())
    #expect(result.best?.intent == "MorningJobIntent", "\(explain(Self.charger, utterance))")
    #expect(
      Self.charger.match("halt a charging session in volter", cache: WordCache()).best?.intent != "MorningJobIntent")
  }

  /// A verb that only shows is said by too many shortcuts to move on with it: "show the
  /// sprinklers" is no "Show the watering schedule".
  @Test func aShowingVerbDoesNotMoveOn() {
    let utterance = "show the sprinklers in sprinkly"
    #expect(Self.sprinklers.match(utterance, cache: WordCache()).best == nil, "\(explain(Self.sprinklers, utterance))")
  }

  /// Verbs that only show or hand over, and light verbs, are said by too many shortcuts to
  /// choose one by them.
  @Test func showingAndLightVerbsChooseNothing() throws {
    let stage = try #require(Self.clipper.semantic)
    for verb in ["show", "give", "get", "check", "display", "put", "make"] {
      #expect(stage.choosesNothing(verb), "\(verb)")
    }
    for verb in ["search", "mark", "begin"] { #expect(!stage.choosesNothing(verb), "\(verb)") }
  }

  /// A near tie is settled by a word of the sentence that undoes every other there and not the
  /// first, in any form: "locked" undoes Unlock.
  @Test func aWordThatUndoesTheOthersSettlesANearTie() {
    let utterance = "make sure the door is locked in doorlock"
    let result = Self.doors.match(utterance, cache: WordCache())
    #expect(result.best?.intent == "JobOneIntent", "\(explain(Self.doors, utterance))")
    #expect(Self.doors.match("make sure the door is there in doorlock", cache: WordCache()).best == nil)
  }

  /// The noun a light verb takes is the action that settles a near tie: "take a scan" is
  /// Scan, though "take" is a synonym of Add's verb.
  @Test func aLightVerbsObjectSettlesANearTie() {
    let utterance = "take a scan of this in scanny"
    let result = Self.scanner.match(utterance, cache: WordCache())
    #expect(
      result.best?.intent == "JobOneIntent",
      "\(explain(Self.scanner, utterance)) \(result.best.map { "\($0.stage)" } ?? "")")
  }

  /// The first refused for its verb, even as near the next as a tie, is not meant; the next
  /// that says the verb through its particle is ("disconnect" is "Turn off").
  @Test func aFirstRefusedForItsVerbGivesWayInATie() {
    let utterance = "disconnect the vpn in shieldy"
    let result = Self.shield.match(utterance, cache: WordCache())
    #expect(result.best?.intent == "JobTwoIntent", "\(explain(Self.shield, utterance))")
    #expect(Self.shield.match("connect the vpn in shieldy", cache: WordCache()).best == nil)
  }

  /// The first undone by the sentence's words ("*forward*" undoes "Rewind …"), as near the
  /// next as a tie, gives way to the next that takes the verb or a synonym of it ("forward" is
  /// "share"); so does a first nothing undoes that the verb asks another action of, within
  /// the margin ("forward" is no "Save").
  @Test func aFirstUndoneGivesWayInATie() throws {
    // By meaning alone: the alignment takes "forward" as "share" by itself.
    func byMeaning(_ matcher: Matcher, _ utterance: String) throws -> MatchResult {
      try #require(matcher.semantic).match(matcher.index.match(utterance, only: ([], [])))
    }
    let utterance = "forward my clip in clippy"
    #expect(try byMeaning(Self.clips, utterance).best?.intent == "JobTwoIntent")
    #expect(try byMeaning(Self.savedClips, utterance).best?.intent == "JobTwoIntent")
  }

  /// A timer resumed, paused and stopped, said alike but for the verb; stopping last.
  static let timers = matcher(
    "Timely",
    [
      ("ResumeIntent", "Resume Timer", "Resume my focus timer in ${applicationName}"),
      ("PauseIntent", "Pause Timer", "Pause my focus timer in ${applicationName}"),
      ("StopIntent", "Stop Timer", "Stop my focus timer in ${applicationName}"),
    ])

  /// "cancel" asks neither Resume nor Pause, tied ahead; it is a synonym of Stop's verb, and a
  /// word that undoes undoes nothing of a shortcut whose verb it is a synonym of.
  @Test func pastEveryFirstItsVerbRefusesASynonymInTheTieIsMeant() {
    let utterance = "cancel my focus timer in timely"
    #expect(
      Self.timers.match(utterance, cache: WordCache()).best?.intent == "StopIntent",
      "\(explain(Self.timers, utterance))")
    #expect(Self.timers.match("share my focus timer in timely", cache: WordCache()).best == nil)
  }
}
