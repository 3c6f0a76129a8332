import Testing

@testable import PhraseMatcher

/// A stand-in for the sentence model: words that mean one thing share a
/// dimension, so closeness is known exactly and the stage's rules can be tested alone.
struct ConceptEmbedder: SentenceEmbedder {
  static let concepts: [[String]] = [
    ["navigate", "take", "go", "directions", "guide"], ["trail", "path", "route"],
    ["conditions", "looking", "status", "muddy"],
    ["record", "track", "log"], ["hike", "walk", "trek"], ["start", "begin", "on"], ["mode"],
    ["charge", "battery", "range"],
    ["lock", "secure"], ["delete", "remove"], ["off", "stop"], ["album", "pictures", "photos"],
    ["show", "see", "pull"], ["search", "locate"],
  ]
  static let dimension: [String: Int] = {
    var map: [String: Int] = [:]
    for (index, words) in concepts.enumerated() { for word in words { map[word] = index } }
    return map
  }()

  /// Small words mean nothing here; any other word is a dimension of its own.
  static let ignored: Set<String> = ["a", "an", "the", "me", "to", "my", "is", "what", "in", "of", "please"]
  static let otherWords = 64

  func embed(_ text: String) -> [Float]? {
    var vector = [Float](repeating: 0, count: Self.concepts.count + Self.otherWords)
    for word in text.split(separator: " ").map(String.init) where !Self.ignored.contains(word) {
      let stable = word.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) % Self.otherWords }
      vector[Self.dimension[word] ?? Self.concepts.count + stable] += 1
    }
    let length = vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
    return length > 0 ? vector.map { $0 / length } : vector
  }
}

/// No model, and a count of the utterances that asked for one (references aside).
final class AskedEmbedder: SentenceEmbedder, @unchecked Sendable {
  private(set) var asked: [String] = []
  func embed(_ text: String) -> [Float]? {
    asked.append(text)
    return nil
  }
  func embedReferences(_ texts: [String]) -> [[Float]]? { texts.map { _ in [1] } }
}

/// No model: every sentence is unknown.
struct NoEmbedder: SentenceEmbedder {
  func embed(_ text: String) -> [Float]? { nil }
}

@Suite struct SemanticStageTests {
  static let catalog: Catalog = {
    var catalog = Catalog(app: .init(name: "Trailhead", synonyms: []))
    catalog.types["TrailEntity"] = .init(
      kind: .entity, name: "Trail",
      values: [
        .init(id: "lost-lake", title: "Lost Lake Trail"), .init(id: "eagle-peak", title: "Eagle Peak Loop"),
        .init(id: "cedar-1", title: "Cedar Creek Path", synonyms: ["Cedar Creek"]),
        .init(id: "cedar-2", title: "Cedar Creek Loop", synonyms: ["Cedar Creek"]),
      ])
    catalog.types["ModeEnum"] = .init(kind: .enum, name: "Mode", values: [.init(id: "away", title: "Away Mode")])
    func shortcut(_ intent: String, _ title: String, _ parameters: [String: String], _ phrases: [String])
      -> Catalog.Shortcut
    {
      var shortcut = Catalog.Shortcut(
        intent: intent, parameters: parameters, phrases: phrases.map { try! PhraseTemplate(parsing: $0) })
      shortcut.shortTitle = title
      return shortcut
    }
    catalog.shortcuts = [
      shortcut(
        "NavigateTrailIntent", "Navigate", ["trail": "TrailEntity"], ["Navigate to ${trail} in ${applicationName}"]),
      shortcut(
        "TrailConditionsIntent", "Conditions", ["trail": "TrailEntity"],
        ["Get ${trail} conditions in ${applicationName}"]),
      shortcut("RecordHikeIntent", "Record Hike", [:], ["Record a hike in ${applicationName}"]),
      shortcut("StartModeIntent", "Start Mode", ["mode": "ModeEnum"], ["Start ${mode} in ${applicationName}"]),
      shortcut("ChargeIntent", "Charge", [:], ["What's my charge level in ${applicationName}"]),
    ]
    return catalog
  }()

  static let matcher = Matcher(catalog, embedder: ConceptEmbedder())

  func match(_ utterance: String) -> MatchResult { Self.matcher.match(utterance, cache: WordCache()) }

  @Test func whatTheAlignmentRejectsIsTakenByMeaningAndSaysSo() throws {
    #expect(
      Self.matcher.index.match("guide me to lost lake trail in trailhead").best == nil, "the alignment alone rejects it"
    )
    let result = match("guide me to lost lake trail in trailhead")
    let best = try #require(result.best)
    #expect(best.description == "NavigateTrailIntent(trail: lost-lake)")
    #expect(best.stage == .semantic)
    #expect(match("record a hike in trailhead").best?.stage == .exact)
    #expect(match("record a long hike in trailhead").best?.stage == .tolerant)
    #expect(match("track my walk in trailhead").best?.description == "RecordHikeIntent")
    // An idiom the normalizer knows reaches the alignment: "take me to" is "navigate to".
    #expect(match("take me to lost lake trail in trailhead").best?.stage == .exact)
  }

  /// Apple allows an app 10 App Shortcuts; a catalog of thousands is compared by the alignment
  /// alone, never by embedding every shortcut's references on its first miss.
  @Test func aCatalogOfMoreShortcutsThanTheBoundIsNotComparedByMeaning() throws {
    func catalog(_ count: Int) throws -> Catalog {
      Catalog(
        app: .init(name: "Bulk"),
        shortcuts: try (0..<count).map {
          .init(intent: "Job\($0)", phrases: [try PhraseTemplate(parsing: "Run job \($0) in ${applicationName}")])
        })
    }
    #expect(Matcher(try catalog(SemanticStage.maximumShortcuts), embedder: NoEmbedder()).semantic != nil)
    let large = Matcher(try catalog(SemanticStage.maximumShortcuts + 1), embedder: NoEmbedder())
    #expect(large.semantic == nil)
    #expect(large.match("run job 7 in bulk", cache: WordCache()).best?.intent == "Job7", "the alignment still matches")
  }

  @Test func aCommandVerbTheShortcutDoesNotSayAsksForAnotherAction() {
    #expect(match("track my walk in trailhead").best?.intent == "RecordHikeIntent", "'track' is a synonym of 'record'")
    #expect(match("share my hike in trailhead").best == nil, "'share' is not 'record'")
    #expect(match("please share my hike in trailhead").best == nil, "after a polite preamble")
    #expect(
      Self.matcher.semantic?.explanation(of: Self.matcher.index.match("share my hike in trailhead"))
        == "its verb asks for another action", "no shortcut does it: the model is not asked")
  }

  /// A miss says what stood in the way: the verb, or the thing, when the verb is the shortcut's.
  @Test func aMissNamesWhatDoesNotFit() {
    let explain = { Self.matcher.semantic?.explanation(of: Self.matcher.index.match($0)) }
    #expect(
      explain("record a podcast in trailhead") == "it names a thing the shortcut does not", "'record' is its verb")
    #expect(explain("share a hike in trailhead") == "its verb asks for another action")
  }

  /// The model is asked only when some shortcut could be taken, whatever it ranked:
  /// not for another action, a statement or a shortcut's noun without its value.
  @Test func theModelIsNotAskedWhenNoShortcutCanBeMeant() {
    let embedder = AskedEmbedder()
    let matcher = Matcher(Self.catalog, embedder: embedder)
    for utterance in [
      "share my hike in trailhead", "trailhead keeps losing my hikes", "don't record anything in trailhead",
      "navigate somewhere in trailhead",
    ] {
      #expect(matcher.match(utterance, cache: WordCache()).best == nil, "\(utterance)")
    }
    #expect(embedder.asked.isEmpty, "asked for \(embedder.asked)")
    _ = matcher.match("guide me along lost lake trail in trailhead", cache: WordCache())
    #expect(!embedder.asked.isEmpty, "a request some shortcut can mean asks the model")
  }

  /// Sibling shortcuts that differ only by their verb: a verb neither says
  /// leaves them tied; one that is either's synonym and not the other's settles it, and so
  /// does one that undoes the first and is the other's synonym.
  @Test func theCommandVerbSettlesANearTieBetweenSiblings() throws {
    var catalog = Catalog(app: .init(name: "Trailhead", synonyms: []))
    catalog.shortcuts = try ["Start", "Stop"].map { verb in
      var shortcut = Catalog.Shortcut(
        intent: "\(verb)TrekIntent", parameters: [:],
        phrases: [try PhraseTemplate(parsing: "\(verb) a long trek session in ${applicationName}")])
      shortcut.shortTitle = "\(verb) Trek"
      return shortcut
    }
    let matcher = Matcher(catalog, embedder: ConceptEmbedder())
    func match(_ utterance: String) -> MatchResult { matcher.match(utterance, cache: WordCache()) }
    #expect(match("commence a long walk session in trailhead").best?.intent == "StartTrekIntent")
    // "halt" is the runner-up's synonym, tied with a first it asks another action of.
    #expect(match("halt a long walk session in trailhead").best?.intent == "StopTrekIntent")
    // "finish" also undoes the first ("start"): against an opposite, the runner-up's synonym will do.
    #expect(match("finish a long walk session in trailhead").best?.intent == "StopTrekIntent")
    #expect(
      matcher.semantic?.explanation(of: matcher.index.match("a long walk session in trailhead"))
        == "too close to the runner-up: StartTrekIntent 0.87, StopTrekIntent 0.87")
    #expect(
      matcher.semantic?.explanation(of: matcher.index.match("share a long walk session in trailhead"))
        == "its verb asks for another action", "neither does it")
    // The result says so too, for a report.
    let tie = match("a long walk session in trailhead").byMeaning
    #expect(tie?.reason == "too close to the runner-up")
    #expect(tie?.closest.map(\.intent) == ["StartTrekIntent", "StopTrekIntent"])
    #expect(match("share a long walk session in trailhead").byMeaning?.closest == [], "the model was not asked")
    #expect(match("commence a long walk session in trailhead").byMeaning == nil, "taken")
  }

  @Test func aVerbOnlyOneOfTheCloseShortcutsTakesSettlesTheTie() throws {
    var catalog = Catalog(app: .init(name: "Trailhead", synonyms: []))
    catalog.shortcuts = try [
      ("TrekStatusIntent", "Where is my trek in ${applicationName}"),
      ("CancelTrekIntent", "Cancel my trek in ${applicationName}"),
    ].map { intent, phrase in
      Catalog.Shortcut(intent: intent, parameters: [:], phrases: [try PhraseTemplate(parsing: phrase)])
    }
    let matcher = Matcher(catalog, embedder: ConceptEmbedder())
    let status = matcher.semantic?.explanation(of: matcher.index.match("check on my trek in trailhead"))
    #expect(status?.hasPrefix("taken: TrekStatusIntent") == true, "a verb that shows asks the one that answers")
    #expect(matcher.match("check on my trek in trailhead", cache: WordCache()).best?.intent == "TrekStatusIntent")
    // A verb both refuse asks for neither.
    #expect(matcher.match("hand over my trek in trailhead", cache: WordCache()).best == nil)
  }

  /// What an intent says back tells what it does: a request in its dialog's
  /// words is close to it, a little below a phrase's weight, its slot said as the type's name.
  @Test func aDialogIsAReferenceToo() throws {
    var catalog = Self.catalog
    catalog.shortcuts[4].dialog = .init(full: "Your battery is at eighty percent")
    catalog.shortcuts[0].dialog = .init(full: "Starting directions to ${trail}.")
    let references = SemanticReference.all(in: PhraseIndex(catalog)).filter { $0.weight < 1 }
    #expect(references.map(\.text) == ["starting navigate to trail", "your battery is at 80 percent"])
    #expect(references.map(\.slotType) == ["TrailEntity", nil])
    let matcher = Matcher(catalog, embedder: ConceptEmbedder())
    let heard = matcher.index.match("is my battery at eighty percent in trailhead")
    #expect(
      matcher.semantic?.explanation(of: heard)
        == "taken: ChargeIntent 0.85, NavigateTrailIntent 0.00, TrailConditionsIntent 0.00")
    #expect(
      Self.matcher.semantic?.explanation(of: heard)
        == "taken: ChargeIntent 0.50, NavigateTrailIntent 0.00, TrailConditionsIntent 0.00",
      "without the dialog: its title")
  }

  @Test func theAppNameMustBeHeardAndNotMidSentenceWhenThePhrasesSayIt() throws {
    #expect(match("take me to lost lake trail").best == nil)
    #expect(match("trailhead take me to lost lake trail").best?.intent == "NavigateTrailIntent")
    #expect(
      match("show trailhead's conditions for eagle peak loop").best?.description
        == "TrailConditionsIntent(trail: eagle-peak)", "a name no phrase says is the app's, mid-sentence too")
    var trails = Self.catalog
    trails.app = .init(name: "Trail", synonyms: [])
    let matcher = Matcher(trails, embedder: ConceptEmbedder())
    #expect(
      matcher.match("take trail to lost lake trail", cache: WordCache()).best == nil,
      "a name the phrases also say is a word of the request mid-sentence, without 'in' or 'with'")
  }

  @Test func aShortcutWithParametersNeedsAValueOfItsType() {
    #expect(match("take me somewhere nice in trailhead").best == nil)
    #expect(
      match("how is eagle peak loop looking in trailhead").best?.description
        == "TrailConditionsIntent(trail: eagle-peak)")
  }

  @Test func aNameThatFitsTwoValuesIsAmbiguousNotAGuess() {
    let result = match("take me to cedar creek please in trailhead")
    guard case .ambiguous(let readings) = result.resolution else {
      Issue.record("expected ambiguity, got \(result.resolution)")
      return
    }
    #expect(
      Set(readings.map(\.description)) == [
        "NavigateTrailIntent(trail: cedar-1)", "NavigateTrailIntent(trail: cedar-2)",
      ])
  }

  @Test func aWordOfOppositePolarityVetoesInBothStages() {
    #expect(match("turn off away mode in trailhead").best == nil, "semantic: 'off' undoes 'start'")
    #expect(match("stop away mode in trailhead").best == nil, "tolerant: 'stop' for 'start'")
    #expect(match("delete the eagle peak loop conditions in trailhead").best == nil)
    #expect(
      match("secure the lost lake trail in trailhead").best == nil, "close to nothing: no shortcut is clearly ahead")
  }

  @Test func withoutAModelTheAlignmentAnswersAlone() {
    let matcher = Matcher(Self.catalog, embedder: NoEmbedder())
    #expect(matcher.match("guide me to lost lake trail in trailhead", cache: WordCache()).best == nil)
    #expect(matcher.match("navigate to lost lake trail in trailhead", cache: WordCache()).best?.stage == .exact)
  }

  @Test func longUtterancesAreNotCompared() {
    let long = Array(repeating: "take me to lost lake trail", count: 2_000).joined(separator: " ") + " in trailhead"
    #expect(match(long).best == nil)
  }
}
