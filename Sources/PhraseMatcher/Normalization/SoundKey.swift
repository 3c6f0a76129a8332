/// The key under which words that sound alike meet: ``Metaphone`` for most,
/// a table for the short words and digits it cannot tell ("2" and "to").
public enum SoundKey {
  /// Groups of words that sound alike and Metaphone keys apart. Digits stand
  /// for their number words, as normalization leaves them. Extend here.
  package static let groups: [[String]] = [
    ["2", "to", "too"], ["4", "for", "fore"], ["8", "ate"], ["1", "won"], ["hour", "our"],
    ["by", "buy", "bye"], ["i", "eye"], ["you", "u"], ["be", "bee"], ["know", "no"], ["oh", "owe"],
  ]

  private static let table: [String: String] = {
    var table: [String: String] = [:]
    for group in groups {
      for word in group { table[word] = "=" + group[0] }
    }
    return table
  }()

  /// The sound key of one normalized word; empty for words too short to judge.
  public static func of(_ word: String) -> String {
    if let key = table[word] { return key }
    guard word.utf8.count >= 3 else { return "" }
    return Metaphone.key(word)
  }
}
