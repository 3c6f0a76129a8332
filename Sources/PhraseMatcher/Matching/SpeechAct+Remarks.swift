/// Sentences that say something to the thing or the assistant and ask the app nothing: praise
/// or scolding ("good boy", "stupid washer") and questions about the assistant itself ("what's
/// your favorite …", "do you ever …"). ``SpeechAct`` reads them as remarks.
extension SpeechAct {
  /// Whether `tokens` only judge a thing or a being, said to it ("good boy", "stupid washer",
  /// "good little value"): praise or scolding, no request.
  static func judgesAlone(_ tokens: [Token], language: SpokenLanguage) -> Bool {
    guard tokens.count <= 5, tokens.contains(where: { word($0).map(judgements.contains) ?? false }) else {
      return false
    }
    var said = tokens.filter { $0 != .app }
    if let last = said.last.flatMap(word), SemanticUtterance.connectors.contains(last), tokens.last == .app {
      said.removeLast()
    }
    guard (2...3).contains(said.count), let first = word(said[0]), judgements.contains(first) else { return false }
    return said.dropFirst().allSatisfy { token in
      word(token).map {
        !language.sentences.verbs.contains($0) && !language.sentences.auxiliaries.contains($0) && $0 != "please"
      }
        ?? true
    }
  }

  /// Whether `words` ask the assistant of itself: its tastes ("what's *your favorite* …", "do
  /// you like …"), what it has done or is ("do you *ever* …", "have you seen …", "are you a
  /// …"), not the app for anything.
  static func asksTheAssistantItself(_ words: [String]) -> Bool {
    if words.indices.dropLast().contains(where: { words[$0] == "your" && favorites.contains(words[$0 + 1]) }) {
      return true
    }
    guard words.count > 2, ["do", "did", "have", "are", "were"].contains(words[0]), words[1] == "you" else {
      return false
    }
    return askedOfItself.contains(words[2])
  }

  static let favorites: Set<String> = ["favorite", "favourite"]

  /// After "do you", "have you" or "are you", the words that ask the assistant of itself.
  static let askedOfItself: Set<String> = [
    "ever", "like", "love", "enjoy", "prefer", "seen", "read", "tried", "been", "heard", "watched", "played", "a", "an",
  ]

  /// Words that praise or scold what they are said of.
  static let judgements: Set<String> = [
    "good", "bad", "stupid", "dumb", "silly", "naughty", "useless", "lazy", "clever", "smart", "sweet", "cute",
  ]
}
