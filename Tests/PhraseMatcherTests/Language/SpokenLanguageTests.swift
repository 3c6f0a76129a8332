import Foundation
import TestSupport
import Testing

@testable import PhraseMatcher

/// A language is a value: the index speaks the one its catalog's locale names, and every word
/// table is reached through it.
@Suite struct SpokenLanguageTests {
  static let catalog = Catalog(
    app: .init(name: "Casa"),
    shortcuts: [
      .init(
        intent: "LightsOnIntent", phrases: [try! PhraseTemplate(parsing: "Turn on the lights in ${applicationName}")])
    ])

  @Test func theCatalogsLocaleChoosesTheLanguage() {
    #expect(SpokenLanguage.of(locale: "en_US")?.code == "en")
    #expect(SpokenLanguage.of(locale: "en-GB")?.code == "en")
    #expect(SpokenLanguage.of(locale: nil)?.code == "en")
    #expect(SpokenLanguage.of(locale: "de_DE") == nil, "a language duo-say does not speak yet")
    var german = Self.catalog
    german.locale = "de_DE"
    #expect(PhraseIndex(german).language.code == "en", "English until there is a German table")
  }

  @Test func theIndexMatchesWithTheLanguageItHolds() {
    // The same catalog, and a language whose fillers are none: "um" is then a word the phrase
    // does not say, where English drops it.
    let noFillers = SpokenLanguage(
      code: "en", classes: .english, sentences: .english, fillers: Fillers(anywhere: [], leading: []),
      idioms: .english, numbers: .english, contractions: .english, inflection: .english, sounds: .english,
      polarity: .english, answers: .english)
    let utterance = "um um um turn on the lights in casa"
    #expect(PhraseIndex(Self.catalog).match(utterance).best?.score == 1)
    #expect((PhraseIndex(Self.catalog, language: noFillers).match(utterance).best?.score ?? 0) < 1)
    #expect(SpokenText(utterance, language: noFillers).words.first == "um")
  }

  /// No code outside `Sources/PhraseMatcher/Language/` names a word table's type to reach its
  /// words: each is a member of a ``SpokenLanguage``, reached through the value one holds.
  @Test func theTablesAreReachedOnlyThroughALanguage() throws {
    let tables = [
      "WordClasses", "SentenceWords", "Fillers", "Idioms", "NumberWords", "Contractions", "Inflection", "SoundKey",
      "Polarity", "SpokenAnswers",
    ]
    let pattern = try Regex("\\b(" + tables.joined(separator: "|") + ")\\.[a-z]")
    let sources = Repository.root.appendingPathComponent("Sources")
    var offenders: [String] = []
    let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
    #expect(files.count > 100)
    for file in files where file.hasSuffix(".swift") && !file.hasPrefix("PhraseMatcher/Language/") {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") where line.contains(pattern) && !line.contains("///") {
        offenders.append("\(file): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    #expect(offenders.isEmpty, "\(offenders)")
  }
}
