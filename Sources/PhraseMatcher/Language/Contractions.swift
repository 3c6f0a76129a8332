/// Contractions, expanded so "what's" and "what is" compare equal.
///
/// Whole words come first from ``words``; then the suffix rules in
/// ``suffixes``; a remaining `'s` is a possessive and is dropped ("Anna's" →
/// "anna"). Any other apostrophe is removed ("o'clock" → "oclock").
public struct Contractions: Sendable {
  /// Contractions whose expansion is not a plain suffix rule.
  package let words: [String: [String]]

  /// Suffix rules, tried in order.
  package let suffixes: [(suffix: String, expansion: String)]

  /// The entries of ``words`` written without an apostrophe.
  let plainWords: Set<String>

  func expand(_ word: String) -> [String] {
    guard word.utf8.contains(0x27) else {
      return plainWords.contains(word) ? words[word] ?? [word] : [word]
    }
    if let expansion = words[word] { return expansion }
    for (suffix, expansion) in suffixes where word.hasSuffix(suffix) {
      let stem = String(word.dropLast(suffix.count)).filter { $0 != "'" }
      return stem.isEmpty ? [expansion] : [stem, expansion]
    }
    let stem = word.hasSuffix("'s") ? String(word.dropLast(2)) : word
    return [stem.filter { $0 != "'" }]
  }
}

extension Contractions {
  init(words: [String: [String]], suffixes: [(suffix: String, expansion: String)]) {
    self.words = words
    self.suffixes = suffixes
    self.plainWords = Set(words.keys.filter { !$0.contains("'") })
  }

  /// English, as duo-say speaks it: extend the tables here. Reached through ``SpokenLanguage/english``.
  static let english = Contractions(
    words: [
      "what's": ["what", "is"], "it's": ["it", "is"], "that's": ["that", "is"],
      "there's": ["there", "is"], "here's": ["here", "is"], "who's": ["who", "is"],
      "where's": ["where", "is"], "how's": ["how", "is"], "when's": ["when", "is"],
      "he's": ["he", "is"], "she's": ["she", "is"], "let's": ["let", "us"],
      "can't": ["can", "not"], "cannot": ["can", "not"], "won't": ["will", "not"],
      "shan't": ["shall", "not"], "ain't": ["am", "not"], "gonna": ["going", "to"],
      "wanna": ["want", "to"], "gotta": ["got", "to"], "nobody's": ["nobody", "is"], "nothing's": ["nothing", "is"],
      "everything's": ["everything", "is"], "something's": ["something", "is"], "everyone's": ["everyone", "is"],
      "everybody's": ["everybody", "is"], "someone's": ["someone", "is"], "somebody's": ["somebody", "is"],
    ],
    suffixes: [
      ("n't", "not"), ("'re", "are"), ("'ll", "will"), ("'ve", "have"), ("'m", "am"), ("'d", "would"),
    ])
}
