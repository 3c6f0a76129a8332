import Testing

@testable import PhraseMatcher

/// Questions the semantic stage takes that a command with the same words would not.
@Suite struct SemanticQuestionTests {
  static let matcher: Matcher = {
    var catalog = Catalog(app: .init(name: "Shelfmark", synonyms: []))
    catalog.shortcuts = [
      .init(
        intent: "HoursIntent",
        phrases: [try! PhraseTemplate(parsing: "When does the library open in ${applicationName}")]),
      .init(
        intent: "OpenDoorIntent", phrases: [try! PhraseTemplate(parsing: "Open the book drop in ${applicationName}")]),
    ]
    return Matcher(catalog, embedder: ConceptEmbedder())
  }()

  static func match(_ utterance: String) -> MatchResult { matcher.match(utterance, cache: WordCache()) }

  /// A question put to a shortcut that answers asks for its answer, which tells both ends:
  /// "when does the library close" is "When does the library open". A command is still undone
  /// by the opposite word.
  @Test func anOppositeWordUndoesNoQuestionPutToAShortcutThatAnswers() {
    #expect(Self.match("what time does the library close in shelfmark").best?.intent == "HoursIntent")
    #expect(Self.match("close the book drop please in shelfmark").best == nil)
    #expect(SemanticStage.asksForAnAnswer(.question(cue: "when"), tokens: [], of: Self.matcher.index.forms[0]))
    #expect(
      !SemanticStage.asksForAnAnswer(.question(cue: "when"), tokens: [], of: Self.matcher.index.forms[1]),
      "it only acts")
    #expect(
      !SemanticStage.asksForAnAnswer(
        .request, tokens: SpeechActTests.tokens("close the library in app"), of: Self.matcher.index.forms[0]))
    #expect(
      SemanticStage.asksForAnAnswer(
        .request, tokens: SpeechActTests.tokens("is the library closed in app"), of: Self.matcher.index.forms[0]),
      "whether it is so")
    #expect(
      !SemanticStage.asksForAnAnswer(
        .request, tokens: SpeechActTests.tokens("is the library closed in app"), of: Self.matcher.index.forms[1]),
      "it only acts")
  }

  /// Whether something is so, asked with the opposite word of a yes-or-no phrase, asks it:
  /// its answer tells both ("is the front door unlocked" is "Is the ${door} locked"), in the
  /// alignment as by meaning.
  @Test func theOppositeOfAYesOrNoPhraseAsksIt() throws {
    var catalog = Catalog(app: .init(name: "Kuma", synonyms: []))
    catalog.shortcuts = [
      .init(intent: "StatusIntent", phrases: [try PhraseTemplate(parsing: "Are my servers up in ${applicationName}")]),
      .init(intent: "LockIntent", phrases: [try PhraseTemplate(parsing: "Lock the server room in ${applicationName}")]),
    ]
    let index = PhraseIndex(catalog)
    #expect(index.match("are my servers down in kuma").best?.intent == "StatusIntent")
    #expect(index.match("unlock the server room in kuma").best == nil, "a command is still undone")
  }
}
