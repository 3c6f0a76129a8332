/// A growable open-addressing table from a span key (a type and up to four
/// word serials) to the candidates found for it: what ``WordCache`` remembers
/// between utterances. A multiply-and-shift hash of three words, so a lookup
/// costs a few nanoseconds where `Dictionary`'s SipHash costs tens.
///
/// Bounded: past ``capacity`` entries it starts over.
struct SpanMemo {
  /// Type and the four serials (0 where the span is shorter), packed.
  struct Key: Equatable {
    var type: UInt64
    var first: UInt64
    var second: UInt64

    init(type: Int, serials: (Int, Int, Int, Int)) {
      self.type = UInt64(truncatingIfNeeded: type) &+ 1
      first = UInt64(truncatingIfNeeded: serials.0) | UInt64(truncatingIfNeeded: serials.1) << 32
      second = UInt64(truncatingIfNeeded: serials.2) | UInt64(truncatingIfNeeded: serials.3) << 32
    }

    var slotHash: UInt64 {
      var hash = type &* 0x9E37_79B9_7F4A_7C15
      hash = (hash ^ first) &* 0xBF58_476D_1CE4_E5B9
      hash = (hash ^ second) &* 0x94D0_49BB_1331_11EB
      return hash ^ (hash >> 31)
    }
  }

  static let capacity = 1 << 18
  /// Keys by slot; `type == 0` marks an empty slot.
  private var keys: [Key] = []
  /// Per slot, the candidates (index into ``lists``).
  private var slots: [Int32] = []
  private var lists: [[SpanCandidate]] = []

  /// The candidates stored under `key`, if any.
  func value(_ key: Key) -> [SpanCandidate]? {
    guard !keys.isEmpty else { return nil }
    let mask = keys.count - 1
    var slot = Int(truncatingIfNeeded: key.slotHash) & mask
    while keys[slot].type != 0 {
      if keys[slot] == key { return lists[Int(slots[slot])] }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Stores `value` under `key` (which must not be stored yet).
  mutating func insert(_ key: Key, _ value: [SpanCandidate]) {
    if lists.count >= Self.capacity { self = SpanMemo() }
    if (lists.count + 1) * 2 > keys.count { grow() }
    let mask = keys.count - 1
    var slot = Int(truncatingIfNeeded: key.slotHash) & mask
    while keys[slot].type != 0 { slot = (slot + 1) & mask }
    keys[slot] = key
    slots[slot] = Int32(lists.count)
    lists.append(value)
  }

  /// Forgets every span, keeping the table's storage.
  mutating func removeAll() {
    for slot in keys.indices { keys[slot].type = 0 }
    lists.removeAll(keepingCapacity: true)
  }

  private mutating func grow() {
    let old = keys
    let oldSlots = slots
    let size = max(64, keys.count * 2)
    keys = Array(repeating: Key(type: -1, serials: (0, 0, 0, 0)), count: size)
    slots = Array(repeating: 0, count: size)
    let mask = size - 1
    for (position, key) in old.enumerated() where key.type != 0 {
      var slot = Int(truncatingIfNeeded: key.slotHash) & mask
      while keys[slot].type != 0 { slot = (slot + 1) & mask }
      keys[slot] = key
      slots[slot] = oldSlots[position]
    }
  }
}
