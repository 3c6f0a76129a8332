/// One phrase, ready to align with an utterance; a class, so the matcher's
/// loops pass it around without copying its arrays.
final class CompiledPhrase: Sendable {
  enum Element: Sendable, Hashable {
    /// A phrase word and what leaving it out costs.
    case word(Int32, omission: Float)
    case applicationName
    /// `slot` indexes ``CompiledPhrase/parameterNames``; `type` indexes
    /// ``PhraseIndex/types`` (-1 when the type is unknown). No strings here,
    /// so the alignment loop copies nothing that is reference-counted.
    case parameter(slot: Int, type: Int)
  }

  /// Index into the catalog's shortcuts; -1 for a negative phrase.
  let shortcut: Int
  /// Index into the shortcut's phrases (or the negative phrases).
  let phrase: Int
  let elements: [Element]
  /// The names of the parameter slots.
  let parameterNames: [String]
  /// The literal words, for the acceptance threshold.
  let wordCount: Int
  /// Words that cost a content word's price to leave out, for the lower bound.
  let contentWords: [Int32]
  let hasApplicationName: Bool
  let parameterTypes: [Int]
  /// Every phrase word id as a bit set, for the lower bound.
  let wordSet: [UInt64]
  /// The content words (see ``contentWords``) as a bit set, for moves.
  let contentSet: [UInt64]

  init(shortcut: Int, phrase: Int, elements: [Element], parameterNames: [String] = [], stride: Int) {
    self.shortcut = shortcut
    self.phrase = phrase
    self.elements = elements
    self.parameterNames = parameterNames
    var words = 0
    var content: [Int32] = []
    var hasApp = false
    var types: [Int] = []
    for element in elements {
      switch element {
      case .word(let id, let omission):
        words += 1
        if omission >= Float(CostModel.omittedContentWord) { content.append(id) }
      case .applicationName: hasApp = true
      case .parameter(_, let type): types.append(type)
      }
    }
    wordCount = words
    var wordSet = [UInt64](repeating: 0, count: stride)
    for case .word(let id, _) in elements {
      wordSet[Int(id) / 64] |= 1 << UInt64(Int(id) % 64)
    }
    self.wordSet = wordSet
    var contentSet = [UInt64](repeating: 0, count: stride)
    for id in content { contentSet[Int(id) / 64] |= 1 << UInt64(Int(id) % 64) }
    self.contentSet = contentSet
    contentWords = content
    hasApplicationName = hasApp
    parameterTypes = types
  }

  /// The least any alignment can cost: content words nobody said, content
  /// words said that can stand for nothing in the phrase, a missing app name,
  /// a value nobody named. Never more than the true cost.
  func lowerBound(_ context: inout UtteranceContext) -> Float {
    var bound: Float = 0
    // Apple allows one parameter; its type's words may be the name, not insertions.
    var nameOffset = -1
    if let type = parameterTypes.first {
      if type >= 0 {
        context.prepareNames(type)
        if context.mentionsType[type] { nameOffset = type * context.words.count }
      }
      if nameOffset < 0 { bound += Float(CostModel.missingValue) }
    }
    if hasApplicationName && !context.hasAppName { bound += Float(CostModel.missingAppName) }
    // Bounded for every phrase of every utterance: read without bounds checks, each index
    // below its array's size by construction (ids and words of this vocabulary and utterance).
    context.covered.withUnsafeBufferPointer { covered in
      for id in contentWords where !covered[Int(id)] { bound += Float(CostModel.omittedContentWord) }
    }
    let stride = wordSet.count
    wordSet.withUnsafeBufferPointer { set in
      context.coverBits.withUnsafeBufferPointer { bits in
        context.nameable.withUnsafeBufferPointer { nameable in
          for word in context.contentWordIndices where nameOffset < 0 || !nameable[nameOffset + word] {
            var shared: UInt64 = 0
            for index in 0..<stride { shared |= bits[word * stride + index] & set[index] }
            if shared == 0 { bound += Float(CostModel.insertedContentWord) }
          }
        }
      }
    }
    return bound
  }

  /// Whether the bit set of word `word` in `bits` (rows of the vocabulary's
  /// stride) shares a bit with `set`.
  func intersects(_ bits: [UInt64], row word: Int, _ set: [UInt64]) -> Bool {
    let stride = set.count
    for index in 0..<stride where bits[word * stride + index] & set[index] != 0 { return true }
    return false
  }
}
