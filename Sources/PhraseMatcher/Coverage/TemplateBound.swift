/// A lower bound, over every value, on what one phrase costs against the
/// expansions of another: phrases that can never come near an expansion are
/// not aligned with it at all.
///
/// The expansion of phrase P is P's words, the app name, and a value's words
/// where P's parameter is. Not knowing the value, its span is FREE: it may
/// stand for any run of the other phrase's elements at no cost. Every other
/// step costs what the matcher charges, or less, so the bound never exceeds
/// the true cost of any expansion.
struct TemplateBound {
  let index: PhraseIndex

  enum Symbol {
    case word(Int32)
    case app
    case free
  }

  /// What the bound needs to know about the phrase whose expansions are
  /// aligned with, worked out once for every phrase it is compared with.
  struct Side {
    let symbols: [Symbol]
    let keys: [WordKeys?]
    let covers: [[Cover]]
    let hasFree: Bool
    /// Per type, per symbol: whether the word there may name a value of the
    /// type or be the article before one.
    let nameable: [[Bool]]
  }

  func side(_ p: CompiledPhrase) -> Side {
    let symbols: [Symbol] = p.elements.map { element in
      switch element {
      case .word(let id, _): .word(id)
      case .applicationName: .app
      case .parameter: .free
      }
    }
    let keys = symbols.map { symbol -> WordKeys? in
      if case .word(let id) = symbol { index.vocabulary[id].keys } else { nil }
    }
    let nameable = index.types.map { entity in
      keys.map { entry in
        entry.map {
          index.language.classes.determiners.contains($0.text)
            || !entity.vocabulary.closeWords($0, fuzzy: false).isEmpty
        } ?? false
      }
    }
    return Side(
      symbols: symbols, keys: keys, covers: keys.map { $0.map(index.vocabulary.covers) ?? [] },
      hasFree: symbols.contains { if case .free = $0 { true } else { false } }, nameable: nameable)
  }

  /// The bound on aligning `q` with any expansion of `p`.
  func bound(_ q: CompiledPhrase, against p: CompiledPhrase) -> Float {
    bound(q, against: side(p))
  }

  /// The bound on aligning `q` with any expansion of the phrase `side` describes.
  func bound(_ q: CompiledPhrase, against side: Side) -> Float {
    let (symbols, keys, covers) = (side.symbols, side.keys, side.covers)
    let m = q.elements.count
    let n = symbols.count
    let width = n + 1
    var cost = [Float](repeating: .infinity, count: (m + 1) * width)
    cost[0] = 0
    let halfMove = Float(CostModel.movedWord / 2)
    // A content word of q is "movable" when some word of p is it (or a value may be).
    func strongly(_ id: Int32) -> Bool {
      covers.contains { $0.contains { $0.id == id && Double($0.cost) <= CostModel.inflectedWord } }
    }
    for i in 0...m {
      for j in 0...n {
        let here = i * width + j
        let base = cost[here]
        guard base.isFinite else { continue }
        func relax(_ target: Int, _ value: Float) { if value < cost[target] { cost[target] = value } }
        if j < n {
          // Insert p's symbol j.
          switch symbols[j] {
          case .free, .app:
            relax(here + 1, base)
          case .word:
            let entry = keys[j]!
            let coversContent = covers[j].contains { cover in
              q.elements.contains {
                if case .word(let id, let omission) = $0 {
                  id == cover.id && omission >= Float(CostModel.omittedContentWord)
                } else {
                  false
                }
              }
            }
            let insert =
              entry.isFunctionWord
              ? Float(CostModel.insertedFunctionWord) : coversContent ? halfMove : Float(CostModel.insertedContentWord)
            relax(here + 1, base + insert)
          }
        }
        guard i < m else { continue }
        let next = here + width
        // FREE absorbs q's element i and stays. So does the app name for q's words:
        // its words may be words of q (a negative phrase that names the app).
        if j < n, case .free = symbols[j] { relax(next, base) }
        if j < n, case .app = symbols[j], case .word = q.elements[i] { relax(next, base) }
        switch q.elements[i] {
        case .word(let id, let omission):
          let moved = omission >= Float(CostModel.omittedContentWord) && (strongly(id) || side.hasFree)
          relax(next, base + (moved ? halfMove : omission))
          if j < n, case .word = symbols[j], let substitution = covers[j].first(where: { $0.id == id })?.cost {
            relax(next + 1, base + substitution)
          }
        case .applicationName:
          relax(next, base + Float(CostModel.missingAppName))
          if j < n, case .app = symbols[j] { relax(next + 1, base) }
        case .parameter(_, let type):
          relax(next, base + Float(CostModel.missingValue))
          // p's own words may name a value of q's type, or be the article before one.
          var end = j
          while end < n, type >= 0, side.nameable[type][end] {
            end += 1
            relax(next + (end - j), base)
          }
        }
      }
    }
    return cost[m * width + n]
  }
}
