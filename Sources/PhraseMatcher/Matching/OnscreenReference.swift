/// An entity the app shows on screen, by its type's name and id: what "this", "it",
/// "this note" or "what's on my screen" may stand for.
///
/// ```swift
/// let shown = OnscreenValue(typeName: "NoteEntity", id: "groceries", title: "Groceries", isFocused: true)
/// index.match("delete it in notes", onscreen: [shown], cache: WordCache()).best?.parameters["note"]?.id
/// // "groceries"
/// ```
public struct OnscreenValue: Sendable, Hashable {
  /// The type's name as the catalog's shortcuts name it (`parameters`).
  public var typeName: String
  public var id: String
  /// Its title, said where the utterance points at it.
  public var title: String
  /// The item the screen is given to (the detail pane, or the only item closed), which
  /// "this" means before any of a list's rows.
  public var isFocused: Bool

  public init(typeName: String, id: String, title: String, isFocused: Bool) {
    self.typeName = typeName
    self.id = id
    self.title = title
    self.isFocused = isFocused
  }
}

/// Where an utterance points at the screen instead of naming a value.
///
/// English only, on normalized words: "it" (not as a subject), "this" or "that" alone or
/// before "one" or the type's noun ("this note"), "the current note", and "what's on my
/// screen" / "what I'm looking at". "this morning" is not one: a word after "this" must be
/// "one", the type's noun, or a function word.
enum OnscreenReference {
  /// The spans of `words` that point at the screen, each as a range of word positions.
  ///
  /// - Parameter nouns: The on-screen types' nouns, lowercased (`note`, `notes`).
  static func spans(in words: [String], nouns: Set<String>, language: SpokenLanguage) -> [Range<Int>] {
    var spans: [Range<Int>] = []
    var start = 0
    while start < words.count {
      if let length = length(at: start, in: words, nouns: nouns, language: language) {
        spans.append(start..<(start + length))
        start += length
      } else {
        start += 1
      }
    }
    return spans
  }

  private static func length(at start: Int, in words: [String], nouns: Set<String>, language: SpokenLanguage) -> Int? {
    func word(_ offset: Int) -> String? { start + offset < words.count ? words[start + offset] : nil }
    for phrase in screenPhrases where phrase.indices.allSatisfy({ word($0) == phrase[$0] }) {
      return phrase.count
    }
    switch words[start] {
    case "it":
      // "it is …", "it keeps …": a subject, not the thing on screen.
      guard let next = word(1) else { return 1 }
      return language.sentences.copulas.contains(next) || start == 0 ? nil : 1
    case "this", "that":
      guard let next = word(1) else { return 1 }
      if next == "1" || next == "one" || nouns.contains(next) { return 2 }
      return language.classes.functionWords.contains(next) ? 1 : nil
    case "the":
      guard let adjective = word(1), ["current", "open", "opened", "selected"].contains(adjective),
        let noun = word(2), nouns.contains(noun) || noun == "1" || noun == "one"
      else { return nil }
      return 3
    default:
      return nil
    }
  }

  /// Whole phrases for "what is on the screen", after contractions are expanded.
  private static let screenPhrases: [[String]] = [
    ["what", "is", "on", "my", "screen"], ["what", "is", "on", "the", "screen"], ["what", "is", "on", "screen"],
    ["whatever", "is", "on", "my", "screen"], ["what", "i", "am", "looking", "at"],
    ["the", "thing", "on", "my", "screen"], ["the", "1", "on", "my", "screen"], ["the", "one", "on", "my", "screen"],
    ["my", "screen"],
  ].sorted { $0.count > $1.count }
}
