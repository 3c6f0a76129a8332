/// A compact read-only multimap from 64-bit hashed keys to 32-bit ids.
///
/// Pairs are kept sorted in two flat arrays, so building sorts once, memory is
/// twelve bytes a pair, and a lookup is a binary search. Hash collisions are
/// possible; callers verify what they find.
struct HashMultimap: Sendable {
  private var keys: [UInt64] = []
  private var ids: [Int32] = []

  init() {}

  init(_ pairs: [(key: UInt64, id: Int32)]) {
    let sorted = pairs.sorted { ($0.key, $0.id) < ($1.key, $1.id) }
    keys.reserveCapacity(sorted.count)
    ids.reserveCapacity(sorted.count)
    for pair in sorted where keys.last != pair.key || ids.last != pair.id {
      keys.append(pair.key)
      ids.append(pair.id)
    }
  }

  var count: Int { keys.count }

  /// Calls `body` with every id stored under `key`.
  func forEach(_ key: UInt64, _ body: (Int32) -> Void) {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < key { low = middle + 1 } else { high = middle }
    }
    while low < keys.count && keys[low] == key {
      body(ids[low])
      low += 1
    }
  }
}

/// FNV-1a over bytes, optionally skipping one position (for deletion keys).
enum StableHash {
  static func of(_ bytes: [UInt8], seed: UInt64, skipping skipped: Int = -1) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
    for index in bytes.indices where index != skipped {
      hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  static func of(_ text: String, seed: UInt64) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// Words longer than this get no deletion keys: there are as many keys as
  /// bytes, each a hash of the word, so a long word would cost its length squared.
  /// Such words still match exactly, by inflection and by sound.
  static let longestFuzzyWord = 48

  /// Whether a word of `length` bytes can share a deletion key with a word of
  /// at most `longest` bytes (a key is the word or the word less one byte).
  static func mayShareDeletionKey(length: Int, longest: Int) -> Bool { length <= longest + 1 }

  /// The hashes of `bytes` and of every string one byte shorter.
  ///
  /// - Complexity: O(*n*²) for *n* bytes; callers keep *n* below ``longestFuzzyWord`` + 1.
  static func deletionKeys(_ bytes: [UInt8], seed: UInt64) -> [UInt64] {
    var keys = [of(bytes, seed: seed)]
    for index in bytes.indices where index == 0 || bytes[index] != bytes[index - 1] {
      keys.append(of(bytes, seed: seed, skipping: index))
    }
    return keys
  }
}
