/// A file's tokens with every bracket's partner worked out once, so that
/// walking a declaration's body, or a call's arguments, never rescans.
///
/// ```swift
/// let stream = TokenStream(try SwiftTokenizer.tokens("f(a: [1, 2], b: 3)", file: "x.swift"))
/// stream.partner[1]            // 10, the ")"
/// stream.arguments(1, 10).map(\.label)   // ["a", "b"]
/// ```
///
/// Unbalanced brackets (in a file that does not compile) have no partner.
///
/// - Complexity: O(*n*) to build.
struct TokenStream {
  let tokens: [SwiftToken]
  /// Index of an opening bracket → its closing one, and back.
  let partner: [Int: Int]

  init(_ tokens: [SwiftToken]) {
    self.tokens = tokens
    var partner: [Int: Int] = [:]
    var open: [(index: Int, closer: String)] = []
    for (index, token) in tokens.enumerated() where token.kind == .punctuation {
      switch token.text {
      case "(": open.append((index, ")"))
      case "[": open.append((index, "]"))
      case "{": open.append((index, "}"))
      case ")", "]", "}":
        // A stray closer matches a near opener of its kind, if any; the openers between stay
        // unmatched. Looking only a few levels down keeps a file of stray closers linear.
        let reach = open.index(open.endIndex, offsetBy: -min(open.count, 8))
        guard let match = open[reach...].lastIndex(where: { $0.closer == token.text }) else { continue }
        partner[open[match].index] = index
        partner[index] = open[match].index
        open.removeSubrange(match...)
      default:
        break
      }
    }
    self.partner = partner
  }

  func text(after index: Int) -> String? {
    index + 1 < tokens.count ? tokens[index + 1].text : nil
  }

  /// Positions in `start..<end` outside any bracket pair that starts there
  /// (a bracket itself is kept; what it encloses is skipped).
  func topLevel(_ start: Int, _ end: Int) -> [Int] {
    var positions: [Int] = []
    var index = start
    while index < end {
      positions.append(index)
      if let close = partner[index], close > index, close < end {
        index = close + 1
      } else {
        index += 1
      }
    }
    return positions
  }

  /// The `label: value` arguments (or unlabeled values, label "") between a
  /// bracket at `open` and its partner at `close`, split at top-level commas.
  func arguments(_ open: Int, _ close: Int) -> [(label: String, value: ArraySlice<SwiftToken>)] {
    var result: [(label: String, value: ArraySlice<SwiftToken>)] = []
    var start = open + 1
    func flush(_ end: Int) {
      guard start < end else { return }
      let part = tokens[start..<end]
      if part.count >= 2, part[start].kind == .identifier, part[start + 1].text == ":" {
        result.append((part[start].text, part.dropFirst(2)))
      } else {
        result.append(("", part))
      }
    }
    for index in topLevel(open + 1, close) where tokens[index].text == "," {
      flush(index)
      start = index + 1
    }
    flush(close)
    return result
  }
}
