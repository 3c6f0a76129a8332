import DialogEngine
import DialogSpeech
import Hearing
import PhraseMatcher

/// A conversation held by ear (`duo-say --by-ear`): what a person types is
/// spoken by eSpeak NG and heard by pocketsphinx, and the app answers the words
/// heard, so a developer hears the round trip and sees what a recognizer made of it.
///
/// The recognizer listens for the app's own sentences and for answers (yes,
/// no, cancel, "the second one", any value's name): it hears one of them or
/// nothing. An utterance that is none of them (a paraphrase, a date) is passed
/// on as typed, and the transcript says so.
///
/// ```swift
/// let ear = try Ear(catalog: catalog, voice: SpeechSettings())
/// ear.hear("turn on the kitchen light in casa")   // .heard(["turn", "on", "the", "kitchen", "lights", …])
/// ```
package final class Ear: @unchecked Sendable {
  /// What became of one typed utterance.
  package enum Hearing: Equatable, Sendable {
    /// The words the recognizer heard.
    case heard([String])
    /// Speech went in and no sentence of the grammar came out.
    case nothing
    /// Not a sentence the recognizer listens for (why is said): passed on as typed.
    case typed(why: String)
    /// eSpeak NG could not speak it.
    case unspoken(String)
  }

  private let recognizer: Recognizer
  /// The app's sentences, and the answers to a question.
  private let requests: CatalogGrammar
  private let answers: CatalogGrammar
  private let voice: SpeechSettings
  private let resampler: Resampler

  /// What a conversation in `language` may hear besides the app's sentences.
  static func answers(in language: SpokenLanguage) -> [String] {
    let said = language.answers
    return said.yes.union(said.no).union(said.cancel).sorted()
      + ["first", "second", "third", "last"].flatMap { ["the \($0) one", $0] }
  }

  package init(catalog: Catalog, voice: SpeechSettings, model: RecognizerModel = .debian) throws(HearingError) {
    recognizer = try Recognizer(model: model.installed())
    requests = CatalogGrammar(catalog, dictionary: recognizer.phones(of:), pronounce: ByEarCheck.pronounce)
    answers = CatalogGrammar(
      catalog, listening: .answers(Self.answers(in: catalog.language)),
      dictionary: recognizer.phones(of:), pronounce: ByEarCheck.pronounce)
    try recognizer.listen(for: answers, as: "answers")
    try recognizer.listen(for: requests, as: "requests")
    self.voice = voice
    let rate = (try? Speaker.sampleRate()) ?? 22_050
    resampler = Resampler(from: rate, to: Recognizer.sampleRate)
  }

  /// `typed`, spoken and heard as a request, or as the answer to a question.
  package func hear(_ typed: String, answering: Bool = false) -> Hearing {
    let grammar = answering ? answers : requests
    guard (try? recognizer.listen(as: answering ? "answers" : "requests")) != nil else {
      return .typed(why: "the recognizer has no grammar for it")
    }
    guard let words = CatalogGrammar.words(typed) else {
      return .typed(why: "it has characters the recognizer cannot take")
    }
    let unknown = words.filter { !grammar.vocabulary.contains($0) }
    guard unknown.isEmpty else {
      return .typed(why: "the recognizer does not listen for \(unknown.map { "'\($0)'" }.joined(separator: ", "))")
    }
    // Words it knows in an order it does not would be heard as the nearest sentence: a paraphrase is the matcher's job.
    guard grammar.accepts(typed) else {
      return .typed(
        why: answering ? "it is not an answer the recognizer listens for" : "it is not one of the app's sentences")
    }
    guard let audio = ByEarCheck.audio(typed, voice, resampler) else { return .unspoken(typed) }
    guard let heard = try? recognizer.hear(audio), !heard.isEmpty else { return .nothing }
    return .heard(heard)
  }
}

extension Ear.Hearing {
  /// The line the transcript shows before the reply.
  package var transcriptLine: String {
    switch self {
    case .heard(let words): "heard: \(words.joined(separator: " "))"
    case .nothing: "heard: nothing (no sentence of the app fits what was said)"
    case .typed(let why): "not heard by ear (\(why)): taken as typed"
    case .unspoken(let text): "not heard by ear (eSpeak NG could not speak '\(text)'): taken as typed"
    }
  }

  /// What the app is told: the words heard, or the words typed when they could not be heard by ear.
  package func utterance(typed: String) -> String? {
    switch self {
    case .heard(let words): words.joined(separator: " ")
    case .nothing: nil
    case .typed, .unspoken: typed
    }
  }
}
