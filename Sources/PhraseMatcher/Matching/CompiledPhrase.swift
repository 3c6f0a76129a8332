/// One phrase, ready to align with an utterance; a class, so the matcher's
/// loops pass it around without copying its arrays.
final class CompiledPhrase: Sendable {
  enum Element: Sendable, Hashable {
    /// A phrase word and what leaving it out costs.
    case word(Int32, omission: Float)
    case applicationName
    /// `type` indexes ``PhraseIndex/types``; -1 when the type is unknown.
    case parameter(name: String, type: Int)
  }

  /// Index into the catalog's shortcuts; -1 for a negative phrase.
  let shortcut: Int
  /// Index into the shortcut's phrases (or the negative phrases).
  let phrase: Int
  let elements: [Element]
  /// The literal words, for the acceptance threshold.
  let wordCount: Int
  /// Words that cost a content word's price to leave out, for the lower bound.
  let contentWords: [Int32]
  let hasApplicationName: Bool
  let parameterTypes: [Int]
  /// Every phrase word id as a bit set, for the lower bound.
  let wordSet: [UInt64]

  init(shortcut: Int, phrase: Int, elements: [Element]) {
    self.shortcut = shortcut
    self.phrase = phrase
    self.elements = elements
    var words = 0
    var content: [Int32] = []
    var hasApp = false
    var types: [Int] = []
    for element in elements {
      switch element {
      case .word(let id, let omission):
        words += 1
        if Double(omission) >= CostModel.omittedContentWord { content.append(id) }
      case .applicationName: hasApp = true
      case .parameter(_, let type): types.append(type)
      }
    }
    wordCount = words
    var wordSet: [UInt64] = []
    for case .word(let id, _) in elements {
      let (word, bit) = (Int(id) / 64, Int(id) % 64)
      while wordSet.count <= word { wordSet.append(0) }
      wordSet[word] |= 1 << UInt64(bit)
    }
    self.wordSet = wordSet
    contentWords = content
    hasApplicationName = hasApp
    parameterTypes = types
  }

  /// The least any alignment can cost: content words nobody said, content
  /// words said that can stand for nothing in the phrase, a missing app name,
  /// a value nobody named. Never more than the true cost, and refunds for
  /// moved words never apply to what it counts.
  func lowerBound(_ context: inout UtteranceContext) -> Float {
    var bound: Float = 0
    for id in contentWords where !context.covered[Int(id)] { bound += Float(CostModel.omittedContentWord) }
    if hasApplicationName && !context.hasAppName { bound += Float(CostModel.missingAppName) }
    for type in parameterTypes where type < 0 || !context.mentionsValue(of: type) {
      bound += Float(CostModel.missingValue)
    }
    for word in context.words.indices where !context.isFunctionWord[word] && !context.isAppNameWord[word] {
      if context.covers[word].contains(where: { contains($0.id) }) { continue }
      if parameterTypes.contains(where: { $0 >= 0 && context.canName(word, type: $0) }) { continue }
      bound += Float(CostModel.insertedContentWord)
    }
    return bound
  }

  private func contains(_ id: Int32) -> Bool {
    let word = Int(id) / 64
    return word < wordSet.count && wordSet[word] & (1 << UInt64(Int(id) % 64)) != 0
  }
}
