import Foundation

/// BERT's uncased WordPiece tokenizer, as `tokenizer.json` describes it:
/// lower-cased, accents stripped, split at spaces and punctuation, then each
/// word cut greedily into the longest vocabulary pieces (`##` continues a word).
///
/// ```swift
/// let tokenizer = try WordPieceTokenizer(path: "tokenizer.json")
/// tokenizer.tokens("unpause my workout")   // [101, 4895, 4502, 8557, 2026, 27090, 102]
/// ```
struct WordPieceTokenizer: Sendable {
  private let vocabulary: [String: Int32]
  let classToken: Int32
  let separatorToken: Int32
  let unknownToken: Int32
  /// Longer words are one unknown token, as in `tokenizer.json`.
  private let maximumWordLength = 100

  init(path: String) throws {
    guard let data = FileManager.default.contents(atPath: path) else { throw ModelError.missing(path: path) }
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let model = root["model"] as? [String: Any], model["type"] as? String == "WordPiece",
      let vocab = model["vocab"] as? [String: Int]
    else { throw ModelError.damaged(path: path, reason: "not a WordPiece tokenizer.json") }
    self.vocabulary = vocab.mapValues { Int32($0) }
    guard let cls = vocabulary["[CLS]"], let sep = vocabulary["[SEP]"], let unk = vocabulary["[UNK]"] else {
      throw ModelError.damaged(path: path, reason: "the vocabulary lacks [CLS], [SEP] or [UNK]")
    }
    (classToken, separatorToken, unknownToken) = (cls, sep, unk)
  }

  /// `[CLS]`, the pieces of `text` (at most `limit` in all), `[SEP]`.
  func tokens(_ text: String, limit: Int = 128) -> [Int32] {
    var tokens: [Int32] = [classToken]
    for word in Self.words(text) {
      appendPieces(of: word, to: &tokens)
      if tokens.count >= limit - 1 { break }
    }
    if tokens.count > limit - 1 { tokens.removeLast(tokens.count - (limit - 1)) }
    tokens.append(separatorToken)
    return tokens
  }

  /// Lower-cased, accent-free words, each punctuation mark a word of its own.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    let folded = text.lowercased().decomposedStringWithCanonicalMapping
    for scalar in folded.unicodeScalars {
      let properties = scalar.properties
      if properties.generalCategory == .nonspacingMark { continue }
      if properties.isWhitespace || properties.generalCategory == .control {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else if isPunctuation(scalar) {
        if !current.isEmpty { words.append(current) }
        words.append(String(scalar))
        current = ""
      } else {
        current.unicodeScalars.append(scalar)
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// BERT's rule: ASCII symbols count as punctuation, as does Unicode's P* category.
  private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if (33...47).contains(value) || (58...64).contains(value) || (91...96).contains(value)
      || (123...126).contains(value)
    {
      return true
    }
    switch scalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation:
      return true
    default: return false
    }
  }

  private func appendPieces(of word: String, to tokens: inout [Int32]) {
    let characters = Array(word.unicodeScalars)
    guard characters.count <= maximumWordLength else { return tokens.append(unknownToken) }
    var pieces: [Int32] = []
    var start = 0
    while start < characters.count {
      var end = characters.count
      var found: Int32?
      while end > start {
        var piece = start > 0 ? "##" : ""
        piece.unicodeScalars.append(contentsOf: characters[start..<end])
        if let id = vocabulary[piece] {
          found = id
          break
        }
        end -= 1
      }
      guard let found else { return tokens.append(unknownToken) }
      pieces.append(found)
      start = end
    }
    tokens.append(contentsOf: pieces)
  }
}
