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
  let vocabulary: [String: Int32]
  let classToken: Int32
  let separatorToken: Int32
  let unknownToken: Int32
  /// Longer words are one unknown token, as in `tokenizer.json`.
  private let maximumWordLength = 100

  /// The tokenizer of `path`, each sentence opened with `classToken` and
  /// closed with `separatorToken` (BERT's `[CLS]` and `[SEP]`, MPNet's `<s>` and `</s>`).
  init(path: String, classToken: String = "[CLS]", separatorToken: String = "[SEP]") throws {
    guard let data = FileManager.default.contents(atPath: path) else { throw ModelError.missing(path: path) }
    var vocabulary: [String: Int32] = [:]
    var type: String?
    do {
      try data.withUnsafeBytes { bytes in
        var scanner = JSONScanner(bytes)
        try scanner.object { key, scanner in
          guard key == "model" else { return try scanner.skipValue() }
          try scanner.object { key, scanner in
            switch key {
            case "type": type = try scanner.string()
            case "vocab":
              vocabulary.reserveCapacity(32_768)
              try scanner.object { piece, scanner in vocabulary[piece] = Int32(clamping: try scanner.integer()) }
            default: try scanner.skipValue()
            }
          }
        }
      }
    } catch let error as JSONScanner.Malformed {
      throw ModelError.damaged(path: path, reason: "not JSON at byte \(error.offset)")
    }
    guard type == "WordPiece", !vocabulary.isEmpty else {
      throw ModelError.damaged(path: path, reason: "not a WordPiece tokenizer.json")
    }
    self.vocabulary = vocabulary
    guard let cls = vocabulary[classToken], let sep = vocabulary[separatorToken], let unk = vocabulary["[UNK]"] else {
      throw ModelError.damaged(path: path, reason: "the vocabulary lacks \(classToken), \(separatorToken) or [UNK]")
    }
    (self.classToken, self.separatorToken, unknownToken) = (cls, sep, unk)
  }

  /// The class token, the pieces of `text` (at most `limit` in all), the separator.
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

  /// Lower-cased, accent-free words, each punctuation mark and each CJK
  /// ideograph a word of its own, control and format characters dropped: what
  /// `tokenizer.json`'s BertNormalizer and BertPreTokenizer make of `text`.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    func endWord() {
      if !current.isEmpty { words.append(current) }
      current = ""
    }
    let folded = text.lowercased().decomposedStringWithCanonicalMapping
    for scalar in folded.unicodeScalars {
      let properties = scalar.properties
      switch scalar {
      case "\t", "\n", "\r": endWord()
      case _ where isDropped(scalar): continue
      case _ where properties.isWhitespace: endWord()
      case _ where isPunctuation(scalar) || isIdeograph(scalar):
        endWord()
        words.append(String(scalar))
      default: current.unicodeScalars.append(scalar)
      }
    }
    endWord()
    return words
  }

  /// NUL, U+FFFD, accents and the control, format, private and unassigned characters.
  private static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .control, .format, .surrogate, .privateUse, .unassigned: true
    default: scalar.value == 0xFFFD
    }
  }

  /// BERT's "Chinese characters": the CJK Unified Ideographs blocks and their compatibility forms.
  private static func isIdeograph(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x2A6DF, 0x2A700...0x2B73F, 0x2B740...0x2B81F,
      0x2B820...0x2CEAF, 0xF900...0xFAFF, 0x2F800...0x2FA1F:
      true
    default: false
    }
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
