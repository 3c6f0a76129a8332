/// The distinct words of one type's names, with the keys that find them by
/// inflection, sound and spelling.
struct EntityVocabulary: Sendable {
  let language: SpokenLanguage
  private(set) var words: [String] = []
  private var ids: [String: Int32] = [:]
  private var bytes: [[UInt8]] = []
  /// Per word: its singular, its sound and its singular's sound, which the hash buckets'
  /// hits are checked against.
  private var singulars: [String] = []
  private var sounds: [String] = []
  private var singularSounds: [String] = []
  private var bySingular = HashMultimap()
  private var bySound = HashMultimap()
  /// The sound of each word's singular: "lite" reaches "lights".
  private var bySingularSound = HashMultimap()
  /// Each word and each of its one-letter deletions (a symmetric delete index).
  private var byDeletion = HashMultimap()
  /// The longest name word with deletion keys: a longer spoken word cannot share one.
  private var longestDeletable = 0

  private static let singularSeed: UInt64 = 1
  private static let soundSeed: UInt64 = 2
  private static let deletionSeed: UInt64 = 3
  private static let singularSoundSeed: UInt64 = 5

  init(language: SpokenLanguage) {
    self.language = language
  }

  mutating func intern(_ word: String) -> Int32 {
    if let id = ids[word] { return id }
    let id = Int32(words.count)
    words.append(word)
    ids[word] = id
    return id
  }

  func id(of word: String) -> Int32? { ids[word] }

  mutating func buildFuzzyIndex() {
    bytes = words.map { Array($0.utf8) }
    var singular: [(key: UInt64, id: Int32)] = []
    var sound: [(key: UInt64, id: Int32)] = []
    var deletion: [(key: UInt64, id: Int32)] = []
    var singularSound: [(key: UInt64, id: Int32)] = []
    singular.reserveCapacity(words.count)
    sound.reserveCapacity(words.count)
    singulars = words.map(language.inflection.singular)
    sounds = words.map(language.sounds.of)
    singularSounds = words.indices.map {
      singulars[$0] == words[$0] ? sounds[$0] : language.sounds.of(singulars[$0])
    }
    for index in words.indices {
      let id = Int32(index)
      singular.append((StableHash.of(singulars[index], seed: Self.singularSeed), id))
      let key = sounds[index]
      if !key.isEmpty { sound.append((StableHash.of(key, seed: Self.soundSeed), id)) }
      let singularKey = singularSounds[index]
      if !singularKey.isEmpty { singularSound.append((StableHash.of(singularKey, seed: Self.singularSoundSeed), id)) }
      if bytes[index].count >= EditDistance.shortestInName, bytes[index].count <= StableHash.longestFuzzyWord {
        for hash in StableHash.deletionKeys(bytes[index], seed: Self.deletionSeed) {
          deletion.append((hash, id))
        }
        longestDeletable = max(longestDeletable, bytes[index].count)
      }
    }
    bySingular = HashMultimap(singular)
    bySound = HashMultimap(sound)
    byDeletion = HashMultimap(deletion)
    bySingularSound = HashMultimap(singularSound)
  }

  /// Every name word within reach of a spoken word, with the cost of taking one
  /// for the other. Spelling variants are looked for only when `fuzzy` is set.
  func closeWords(_ spoken: WordKeys, fuzzy: Bool) -> [WordMatch] {
    closeWords(spoken, exact: ids[spoken.text], fuzzy: fuzzy)
  }

  /// ``closeWords(_:fuzzy:)`` for a word whose own id here (`exact`, `nil` for none) is known.
  func closeWords(_ spoken: WordKeys, exact: Int32?, fuzzy: Bool) -> [WordMatch] {
    var found: [WordMatch] = []
    func offer(_ id: Int32, _ cost: Float, _ evidence: EntityCandidate.Evidence) {
      if let index = found.firstIndex(where: { $0.id == id }) {
        if found[index].cost > cost { found[index] = WordMatch(id: id, cost: cost, evidence: evidence) }
      } else {
        found.append(WordMatch(id: id, cost: cost, evidence: evidence))
      }
    }
    if let exact { offer(exact, 0, .exact) }
    bySingular.forEach(StableHash.of(spoken.singular, seed: Self.singularSeed)) { id in
      if id != exact, singulars[Int(id)] == spoken.singular {
        offer(id, Float(CostModel.inflection), .inflection)
      }
    }
    if !spoken.sound.isEmpty {
      bySound.forEach(StableHash.of(spoken.sound, seed: Self.soundSeed)) { id in
        if id != exact, sounds[Int(id)] == spoken.sound {
          offer(id, Float(CostModel.phonetic), .phonetic)
        }
      }
    }
    let singularSound = spoken.singularSound
    if !singularSound.isEmpty {
      bySingularSound.forEach(StableHash.of(singularSound, seed: Self.singularSoundSeed)) { id in
        if id != exact, singularSounds[Int(id)] == singularSound {
          offer(id, Float(CostModel.phonetic + CostModel.inflection), .phonetic)
        }
      }
    }
    // A short spoken word may be a letter off a short name word with its first letter, inside a longer name only.
    let isShort = spoken.spellingAllowance == 0 && spoken.bytes.count >= EditDistance.shortestInName
    guard fuzzy, spoken.spellingAllowance > 0 || isShort,
      StableHash.mayShareDeletionKey(length: spoken.bytes.count, longest: longestDeletable)
    else { return found }
    for key in StableHash.deletionKeys(spoken.bytes, seed: Self.deletionSeed) {
      byDeletion.forEach(key) { id in
        guard !found.contains(where: { $0.id == id }) else { return }
        let name = bytes[Int(id)]
        let short = isShort || EditDistance.allowance(forLength: name.count) == 0
        if short {
          guard name.count <= EditDistance.shortestInName + 1, name.first == spoken.bytes.first,
            EditDistance.between(spoken.bytes, name, limit: 1) <= 1
          else { return }
          found.append(
            WordMatch(
              id: id, cost: Float(CostModel.spelling(edits: 1)), evidence: .spelling, needsExactNeighbours: true))
          return
        }
        let limit = min(spoken.spellingAllowance, EditDistance.allowance(forLength: name.count))
        let distance = EditDistance.between(spoken.bytes, name, limit: limit)
        if distance <= limit { offer(id, Float(CostModel.spelling(edits: distance)), .spelling) }
      }
    }
    return found
  }
}

/// A name word a spoken word may stand for, and what that costs.
struct WordMatch: Sendable {
  var id: Int32
  var cost: Float
  var evidence: EntityCandidate.Evidence
  /// A short word heard a letter off ("pum" for "pump"): it counts only inside
  /// a longer name whose other words are heard as they are.
  var needsExactNeighbours = false
}
