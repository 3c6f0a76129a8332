/// A phonetic key for an English word, after Lawrence Philips' Metaphone,
/// kept whole (never cut to four letters) so long names stay distinct.
///
/// Words that sound alike get the same key, which catches what a speech
/// recognizer mishears: "light"/"lite" → `LT`, "write"/"right" → `RT`,
/// "Kathy"/"Cathy" → `KQ` (`Q` stands for "th").
///
/// ```swift
/// Metaphone.key("knight") == Metaphone.key("night")   // true, "NT"
/// ```
enum Metaphone {
  /// Empty for a word with a letter outside ASCII: its other letters alone are not its sound
  /// ("head語phones" does not sound like "headphones").
  static func key(_ word: String) -> String {
    guard word.utf8.allSatisfy({ $0 < 0x80 }) else { return "" }
    var letters = Array(word.utf8.filter { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) })
    guard !letters.isEmpty else { return "" }
    dropSilentStart(&letters)
    var key: [UInt8] = []
    key.reserveCapacity(letters.count)
    let count = letters.count
    func at(_ index: Int) -> UInt8 { index >= 0 && index < count ? letters[index] : 0 }
    func isVowel(_ byte: UInt8) -> Bool { byte == a || byte == e || byte == i || byte == o || byte == u }

    var index = 0
    while index < count {
      let letter = letters[index]
      let next = at(index + 1)
      let previous = at(index - 1)
      defer { index += 1 }
      if letter == previous && letter != c { continue }
      switch letter {
      case a, e, i, o, u:
        if index == 0 { key.append(A) }
      case b:
        if !(previous == m && index == count - 1) { key.append(B) }
      case c:
        if next == i && at(index + 2) == a || next == h {
          key.append(previous == s && next == h ? K : X)
          if next == h { index += 1 }
        } else if next == i || next == e || next == y {
          if previous != s { key.append(S) }
        } else {
          key.append(K)
        }
      case d:
        if next == g && (at(index + 2) == e || at(index + 2) == y || at(index + 2) == i) {
          key.append(J)
          index += 1
        } else {
          key.append(T)
        }
      case g:
        if next == h && !(index + 2 >= count || isVowel(at(index + 2))) { continue }
        if next == n && (index + 2 == count || (at(index + 2) == e && at(index + 3) == d && index + 4 == count)) {
          continue
        }
        if (next == i || next == e || next == y) && previous != g {
          key.append(J)
        } else {
          key.append(K)
        }
        if next == h { index += 1 }
      case h:
        let afterSoftener = previous == c || previous == g || previous == p || previous == s || previous == t
        if isVowel(next) && !afterSoftener { key.append(H) }
      case k:
        if previous != c { key.append(K) }
      case p:
        if next == h {
          key.append(F)
          index += 1
        } else {
          key.append(P)
        }
      case q: key.append(K)
      case s:
        if next == h || (next == i && (at(index + 2) == o || at(index + 2) == a)) {
          key.append(X)
          if next == h { index += 1 }
        } else {
          key.append(S)
        }
      case t:
        if next == i && (at(index + 2) == a || at(index + 2) == o) {
          key.append(X)
        } else if next == h {
          key.append(Theta)
          index += 1
        } else if !(next == c && at(index + 2) == h) {
          key.append(T)
        }
      case v: key.append(F)
      case w:
        if isVowel(next) { key.append(W) }
      case y:
        // Treated as a vowel, as Double Metaphone does: "copyable" ≈ "copieable".
        if index == 0 && isVowel(next) { key.append(Y) }
      case x: key.append(contentsOf: [K, S])
      case z: key.append(S)
      default: key.append(letter >= 97 ? letter - 32 : letter)
      }
    }
    return String(decoding: key, as: UTF8.self)
  }

  /// Initial letter pairs whose first letter is silent: AE, GN, KN, PN, WR; WH → W; X → S.
  private static func dropSilentStart(_ letters: inout [UInt8]) {
    guard letters.count > 1 else {
      if letters.first == x { letters[0] = s }
      return
    }
    let pair = (letters[0], letters[1])
    if pair == (a, e) || pair == (g, n) || pair == (k, n) || pair == (p, n) || pair == (w, r) {
      letters.removeFirst()
    } else if pair == (w, h) {
      letters.remove(at: 1)
    } else if letters[0] == x {
      letters[0] = s
    }
  }

  // Lower-case input letters and upper-case key letters, as bytes.
  private static let (a, b, c, d, e, g, h, i, k, m, n, o, p, q, r, s, t, u, v, w, x, y, z):
    (
      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
    ) = (97, 98, 99, 100, 101, 103, 104, 105, 107, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122)
  private static let (A, B, F, H, J, K, P, S, T, W, X, Y, Theta):
    (
      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
    ) = (65, 66, 70, 72, 74, 75, 80, 83, 84, 87, 88, 89, 81)
}
