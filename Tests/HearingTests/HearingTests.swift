import CatalogFiles
import DialogSpeech
import Hearing
import PhraseMatcher
import TestSupport
import Testing

/// eSpeak NG's audio heard by pocketsphinx against a catalog's grammar.
struct HearingTests {
  static let home = try! CatalogLoader.load(path: Repository.phrases.appendingPathComponent("home.json").path)

  /// A recognizer listening for `catalog`, with eSpeak's pronunciations for words its dictionary lacks.
  static func recognizer(for catalog: Catalog) throws -> (Recognizer, CatalogGrammar) {
    let recognizer = try Recognizer(model: .installed())
    let grammar = CatalogGrammar(
      catalog, dictionary: recognizer.phones(of:),
      pronounce: { (try? Speaker.phonemes(of: $0)).flatMap(EspeakPhones.cmu) })
    try recognizer.listen(for: grammar)
    return (recognizer, grammar)
  }

  static func audio(_ text: String, settings: SpeechSettings = SpeechSettings()) throws -> [Int16] {
    var samples: [Int16] = []
    _ = try Speaker.synthesize(text, settings: settings) { chunk in
      samples += chunk
      return true
    }
    return Resampler(from: try Speaker.sampleRate(), to: Recognizer.sampleRate).resample(samples)
  }

  @Test func aPhraseSpokenByESpeakIsHeardWordForWord() throws {
    let (recognizer, _) = try Self.recognizer(for: Self.home)
    let heard = try recognizer.hear(Self.audio("Turn on the Kitchen Light in Casa"))
    #expect(heard == ["turn", "on", "the", "kitchen", "light", "in", "casa"])
  }

  @Test func wordsAreTheRecognizersOwn() {
    #expect(
      CatalogGrammar.words("What's on Route 66, Kitchen-Light & more?") == [
        "what's", "on", "route", "66", "kitchen", "light", "and", "more",
      ])
    #expect(CatalogGrammar.words("turn on the 日本語") == nil)
  }

  @Test func eSpeakPhonemesBecomeCMUPhones() {
    #expect(EspeakPhones.cmu("br'u:li") == "B R UW L IY")
    #expect(EspeakPhones.cmu("k'ItS@n") == "K IH CH AH N")
    #expect(EspeakPhones.cmu("_:") == nil)
  }
}
