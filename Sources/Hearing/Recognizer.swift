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

  /// Whether the dictionary (or an earlier ``teach(_:phones:)``) knows `word`.
  public func knows(_ word: String) -> Bool {
    taught.contains(word) || sphinx_knows(decoder, word) != 0
  }

  /// Adds `word`, said as `phones` (CMU phones: "B R UW1 L IY" or without stress).
  public func teach(_ word: String, phones: String) throws(HearingError) {
    guard !knows(word) else { return }
    guard sphinx_add_word(decoder, word, phones) == 0 else { throw .wordRefused(word: word, phones: phones) }
    taught.insert(word)
  }

  /// Listens for `grammar`'s sentences only; every word in it must be known.
  public func listen(for grammar: CatalogGrammar) throws(HearingError) {
    for (word, phones) in grammar.pronunciations { try teach(word, phones: phones) }
    guard sphinx_set_grammar(decoder, grammar.jsgf) == 0 else {
      throw .grammarRefused("\(grammar.sentenceCount) sentences of \(grammar.vocabulary.count) words")
    }
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
