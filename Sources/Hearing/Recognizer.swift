internal import CSphinx

/// One pocketsphinx decoder, listening for the sentences of one grammar.
///
/// A decoder is not thread-safe: each worker makes its own (about 0.3 s and
/// 25 MB each) and uses it alone; it may be handed from one thread to another.
///
/// ```swift
/// let recognizer = try Recognizer(model: .installed())
/// try recognizer.listen(for: grammar)
/// let words = try recognizer.hear(samples)   // 16 kHz mono
/// ```
public final class Recognizer: @unchecked Sendable {
  private let decoder: OpaquePointer
  /// Words taught to this decoder, beyond its dictionary.
  private var taught: Set<String> = []

  /// The rate of the samples ``hear(_:)`` takes.
  public static let sampleRate = 16_000

  public init(model: RecognizerModel) throws(HearingError) {
    try model.check()
    var error = [CChar](repeating: 0, count: 512)
    guard let decoder = sphinx_open(model.acousticModel, model.dictionary, &error, error.count) else {
      throw .decoderFailed(String(decoding: error.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self))
    }
    self.decoder = decoder
  }

  deinit { sphinx_close(decoder) }

  /// Loads pocketsphinx's libraries once; throws what is missing.
  static func loadLibrary() throws(HearingError) {
    if let missing = sphinx_load() { throw .libraryMissing(String(cString: missing)) }
  }

  /// How the dictionary (or an earlier ``teach(_:phones:)``) says `word`, in CMU phones; `nil` when it does not know it.
  public func phones(of word: String) -> String? {
    var phones = [CChar](repeating: 0, count: 1024)
    guard sphinx_phones(decoder, word, &phones, phones.count) == 0 else { return nil }
    return String(decoding: phones.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
  }

  /// Adds `word`, said as `phones` (CMU phones: "B R UW L IY"); a word the
  /// dictionary says otherwise gets them as another pronunciation, "word(2)",
  /// which the recognizer hears as the word itself.
  public func teach(_ word: String, phones: String) throws(HearingError) {
    guard !taught.contains(word) else { return }
    var entry = word
    if let known = self.phones(of: word) {
      guard known != phones else { return }
      var number = 2
      while self.phones(of: "\(word)(\(number))") != nil { number += 1 }
      entry = "\(word)(\(number))"
    }
    guard sphinx_add_word(decoder, entry, phones) == 0 else { throw .wordRefused(word: word, phones: phones) }
    taught.insert(word)
  }

  /// Listens for `grammar`'s sentences only, from now on and whenever ``listen(as:)``
  /// names it again.
  public func listen(for grammar: CatalogGrammar, as name: String = "catalog") throws(HearingError) {
    for (word, phones) in grammar.pronunciations { try teach(word, phones: phones) }
    guard sphinx_set_grammar(decoder, name, grammar.jsgf) == 0 else {
      throw .grammarRefused("\(grammar.sentenceCount) sentences of \(grammar.vocabulary.count) words")
    }
  }

  /// Listens with the grammar given ``listen(for:as:)`` under `name`.
  public func listen(as name: String) throws(HearingError) {
    guard sphinx_use(decoder, name) == 0 else { throw .grammarRefused("no grammar is called '\(name)'") }
  }

  /// The words heard in one utterance of 16 kHz mono samples (none when nothing fit the grammar).
  public func hear(_ samples: [Int16]) throws(HearingError) -> [String] {
    var heard = [CChar](repeating: 0, count: 4096)
    let status = samples.withUnsafeBufferPointer { buffer in
      sphinx_decode(decoder, buffer.baseAddress, buffer.count, &heard, heard.count)
    }
    guard status == 0 else { throw .decoderFailed("an utterance of \(samples.count) samples was not decoded") }
    let text = String(decoding: heard.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
    return text.split(separator: " ").map(String.init)
  }
}
