/// The key under which words that sound alike meet: ``Metaphone`` for most,
/// a table for the short words and digits it cannot tell ("2" and "to").
public struct SoundKey: Sendable {
  /// Groups of words that sound alike and Metaphone keys apart. Digits stand
  /// for their number words, as normalization leaves them.
  package let groups: [[String]]

  let table: [String: String]

  /// The sound key of one normalized word; empty for words too short to judge.
  public func of(_ word: String) -> String {
    if let key = table[word] { return key }
    guard word.utf8.count >= 3 else { return "" }
    return Metaphone.key(word)
  }
}

extension SoundKey {
  init(groups: [[String]]) {
    self.groups = groups
    self.table = Self.keys(groups)
  }

  /// Each word of a group under the group's first.
  private static func keys(_ groups: [[String]]) -> [String: String] {
    var table: [String: String] = [:]
    for group in groups {
      for word in group { table[word] = "=" + group[0] }
    }
    return table
  }

  /// English, as duo-say speaks it: extend the tables here. Reached through ``SpokenLanguage/english``.
  static let english = SoundKey(
    groups: [
      ["2", "to", "too"], ["4", "for", "fore"], ["8", "ate"], ["1", "won"], ["hour", "our"],
      ["by", "buy", "bye"], ["i", "eye"], ["you", "u"], ["be", "bee"], ["know", "no"], ["oh", "owe"],
    ])
}
