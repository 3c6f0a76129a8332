/// The distinct words of all phrases, with the keys that let a spoken word
/// stand for one of them: inflection, synonym, sound, spelling.
struct PhraseVocabulary: Sendable {
  struct Entry: Sendable {
    var keys: WordKeys
    var isFunctionWord: Bool
    var text: String { keys.text }
  }

  let language: SpokenLanguage
  private(set) var entries: [Entry] = []
  private var ids: [String: Int32] = [:]
  private var byStem: [String: [Int32]] = [:]
  private var bySound: [String: [Int32]] = [:]
  private var bySynonym: [String: [Int32]] = [:]
  private var byDeletion = HashMultimap()
  /// The longest word with deletion keys: a longer spoken word cannot share one.
  private var longestDeletable = 0

  init(language: SpokenLanguage) {
    self.language = language
  }

  mutating func intern(_ word: String) -> Int32 {
    if let id = ids[word] { return id }
    let id = Int32(entries.count)
    ids[word] = id
    entries.append(
      Entry(keys: WordKeys(word, language: language), isFunctionWord: language.classes.functionWords.contains(word)))
    return id
  }

  /// Builds the lookup tables once every phrase word is interned.
  mutating func finish() {
    var deletions: [(key: UInt64, id: Int32)] = []
    for (index, entry) in entries.enumerated() {
      let id = Int32(index)
      byStem[entry.keys.stem, default: []].append(id)
      guard !entry.isFunctionWord else { continue }
      if !entry.keys.sound.isEmpty { bySound[entry.keys.sound, default: []].append(id) }
      for group in language.classes.groupsOfWord[entry.text] ?? [] {
        for synonym in language.classes.synonymGroups[group] where synonym != entry.text {
          bySynonym[synonym, default: []].append(id)
        }
      }
      if entry.keys.spellingAllowance > 0, entry.keys.bytes.count <= StableHash.longestFuzzyWord {
        for key in StableHash.deletionKeys(entry.keys.bytes, seed: 4) { deletions.append((key, id)) }
        longestDeletable = max(longestDeletable, entry.keys.bytes.count)
      }
    }
    byDeletion = HashMultimap(deletions)
  }

  func id(of word: String) -> Int32? { ids[word] }

  /// How many 64-bit words a bit set over this vocabulary takes.
  var bitSetStride: Int { max(1, (entries.count + 63) / 64) }

  subscript(id: Int32) -> Entry { entries[Int(id)] }

  /// The phrase words a spoken word can stand for, and what each costs.
  func covers(_ spoken: WordKeys) -> [Cover] {
    var found: [Cover] = []
    func offer(_ id: Int32, _ cost: Double) {
      if let index = found.firstIndex(where: { $0.id == id }) {
        found[index].cost = min(found[index].cost, Float(cost))
      } else {
        found.append(Cover(id: id, cost: Float(cost)))
      }
    }
    let exact = ids[spoken.text]
    if let exact { offer(exact, 0) }
    for id in byStem[spoken.stem] ?? [] where id != exact { offer(id, CostModel.inflectedWord) }
    for id in bySynonym[spoken.text] ?? [] where id != exact { offer(id, CostModel.synonym) }
    guard exact == nil, !spoken.isFunctionWord else { return found }
    // A command said is that command, not another one misheard ("lock" is not "like").
    let saysACommand = language.classes.commandVerbs.contains(spoken.text)
    func mayBeMisheard(_ id: Int32) -> Bool {
      !saysACommand || !language.classes.commandVerbs.contains(entries[Int(id)].text)
    }
    if !spoken.sound.isEmpty {
      for id in bySound[spoken.sound] ?? [] where mayBeMisheard(id) { offer(id, CostModel.misheardWord) }
    }
    if spoken.spellingAllowance > 0,
      StableHash.mayShareDeletionKey(length: spoken.bytes.count, longest: longestDeletable)
    {
      for key in StableHash.deletionKeys(spoken.bytes, seed: 4) {
        byDeletion.forEach(key) { id in
          guard !found.contains(where: { $0.id == id }), mayBeMisheard(id) else { return }
          let entry = entries[Int(id)].keys
          let limit = min(spoken.spellingAllowance, entry.spellingAllowance)
          if EditDistance.between(spoken.bytes, entry.bytes, limit: limit) <= limit {
            offer(id, CostModel.misheardWord)
          }
        }
      }
    }
    return found
  }
}

/// A phrase word a spoken word may stand for.
struct Cover: Sendable {
  var id: Int32
  var cost: Float
}
