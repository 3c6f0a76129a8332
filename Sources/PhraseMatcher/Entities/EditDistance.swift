/// Edit distance between two byte strings, counting an adjacent transposition
/// as one edit (optimal string alignment), with an early exit.
///
/// ```swift
/// EditDistance.between(Array("kitchen".utf8), Array("kitchin".utf8), limit: 2)   // 1
/// ```
package enum EditDistance {
  /// The distance, or `limit + 1` as soon as it is known to exceed `limit`.
  ///
  /// - Complexity: O(*n* × *m*) time, O(*m*) space.
  package static func between(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let width = b.count + 1
    // Three rows in one scratch buffer on the stack: two rows back, one back, this one.
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows -> Int in
      var previous2 = 0
      var previous = width
      var current = 2 * width
      for j in 0..<width { rows[previous + j] = j }
      for i in 1...a.count {
        rows[current] = i
        var rowMinimum = i
        for j in 1...b.count {
          let substitution = rows[previous + j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
          var best = min(substitution, rows[previous + j] + 1, rows[current + j - 1] + 1)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            best = min(best, rows[previous2 + j - 2] + 1)
          }
          rows[current + j] = best
          rowMinimum = min(rowMinimum, best)
        }
        if rowMinimum > limit { return limit + 1 }
        (previous2, previous, current) = (previous, current, previous2)
      }
      return min(rows[previous + b.count], limit + 1)
    }
  }

  /// How many edits a name of `length` letters may suffer and still be recognized:
  /// none up to 3 letters, one up to 7, two beyond.
  /// The name in `names` closest to `word` (case aside) within `limit` edits, the first among equals:
  /// what "did you mean" messages suggest.
  package static func closest(to word: String, among names: [String], limit: Int) -> String? {
    let spoken = Array(word.lowercased().utf8)
    var best: (name: String, distance: Int)?
    for name in names {
      let distance = between(spoken, Array(name.lowercased().utf8), limit: limit)
      if distance <= limit, distance < best?.distance ?? .max { best = (name, distance) }
    }
    return best?.name
  }

  /// Words of this many letters and more may be heard a letter off inside a
  /// longer name ("los lake trail"), though alone they must be heard right.
  static let shortestInName = 3

  static func allowance(forLength length: Int) -> Int {
    switch length {
    case ..<4: 0
    case 4..<8: 1
    default: 2
    }
  }
}
