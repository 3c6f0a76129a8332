/// Edit distance between two byte strings, counting an adjacent transposition
/// as one edit (optimal string alignment), with an early exit.
///
/// ```swift
/// EditDistance.between(Array("kitchen".utf8), Array("kitchin".utf8), limit: 2)   // 1
/// ```
enum EditDistance {
  /// The distance, or `limit + 1` as soon as it is known to exceed `limit`.
  ///
  /// - Complexity: O(*n* × *m*) time, O(*m*) space.
  static func between(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        var best = min(substitution, previous[j] + 1, current[j - 1] + 1)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, previous2[j - 2] + 1)
        }
        current[j] = best
        rowMinimum = min(rowMinimum, best)
      }
      if rowMinimum > limit { return limit + 1 }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return min(previous[b.count], limit + 1)
  }

  /// How many edits a name of `length` letters may suffer and still be recognized:
  /// none up to 3 letters, one up to 7, two beyond.
  static func allowance(forLength length: Int) -> Int {
    switch length {
    case ..<4: 0
    case 4..<8: 1
    default: 2
    }
  }
}
