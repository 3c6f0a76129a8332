import Testing

@testable import PhraseMatcher

/// The utterance as the semantic stage reads its shape: the app name and each value one
/// token, the words around them as they were said.
@Suite struct SemanticUtteranceTests {
  static let index = SemanticStageTests.matcher.index

  static func heard(_ text: String) -> SemanticUtterance? {
    SemanticUtterance(
      SpokenText(text).words, index: index, placeholders: SemanticReference.placeholders(in: index.catalog))
  }

  /// A value's name heard with its article ("the lost lake trail") keeps the article a word,
  /// so a verb no table knows still shows before it, and is asked whether it fits.
  @Test func aDeterminerBeforeAValueStaysAWordSoTheVerbShows() throws {
    let heard = try #require(Self.heard("put the lost lake trail on my calendar in trailhead"))
    #expect(heard.tokens.prefix(3) == [.word("put"), .word("the"), .value])
    #expect(heard.commandVerb == "put")
    #expect(
      SemanticStageTests.matcher.match("put the lost lake trail on my calendar in trailhead", cache: WordCache()).best
        == nil)
  }

  @Test func theAppNameAndItsConnectorAreOneToken() throws {
    let heard = try #require(Self.heard("navigate to eagle peak loop in trailhead"))
    #expect(heard.tokens == [.word("navigate"), .word("to"), .value, .app])
  }

  /// Mid-sentence without "in" or "with", a form of the app's name no phrase says is the
  /// app's; of a name of several words, one word no phrase says is enough ("Hike Maps" though
  /// "hike" is a phrase's word), and a form whose every word a phrase says is not.
  @Test func aFormOfTheNameNoPhraseSaysStandsApartMidSentence() throws {
    var catalog = SemanticStageTests.catalog
    catalog.app = .init(name: "Trailhead", synonyms: ["Hike Maps", "Conditions Now"])
    let index = Matcher(catalog, embedder: ConceptEmbedder()).index
    let placeholders = SemanticReference.placeholders(in: catalog)
    let words = SpokenText("show trailhead conditions for eagle peak loop").words
    #expect(SemanticUtterance(words, index: index, placeholders: placeholders) != nil)
    let said = SpokenText("show hike maps conditions for eagle peak loop").words
    #expect(SemanticUtterance(said, index: index, placeholders: placeholders) != nil, "'maps' is no phrase's word")
    let every = SpokenText("show conditions now for eagle peak loop").words
    #expect(
      SemanticUtterance(every, index: index, placeholders: placeholders) == nil, "every word a phrase's or grammar")
  }

  /// The app addressed first and named again in the sentence: the address is no word of it, so
  /// the sentence keeps its shape ("trailhead, does trailhead …" asks what "does trailhead …" asks).
  @Test func anAddressBeforeTheAppNamedAgainIsNoWordOfTheSentence() throws {
    let twice = try #require(Self.heard("trailhead does trailhead show the weather"))
    let once = try #require(Self.heard("does trailhead show the weather"))
    #expect(twice.rest == once.rest)
    #expect(twice.tokens == once.tokens)
    #expect(twice.tokens.first == .word("does"))
    let addressed = try #require(Self.heard("trailhead navigate to eagle peak loop in trailhead"))
    #expect(addressed.tokens == [.word("navigate"), .word("to"), .value, .app])
  }
}
