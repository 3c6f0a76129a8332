extension StringProtocol {
  /// The text without leading and trailing whitespace (Foundation-free).
  package func trimmingWhitespace() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }

  /// A Swift name as words: `bolusAmount` → `bolus amount`.
  package var identifierWords: String {
    reduce(into: "") { words, character in
      words += character.isUppercase && !words.isEmpty ? " " + character.lowercased() : String(character)
    }
  }
}
