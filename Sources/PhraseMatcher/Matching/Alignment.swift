/// Aligns compiled phrases with the words of an utterance at the lowest cost.
///
/// A dynamic program over (phrase element, utterance word): a phrase word is
/// matched, heard as a variant, or omitted; an utterance word may be inserted;
/// the app-name slot takes one of the app's spoken forms (or is missed, at a
/// price no phrase can afford); a parameter slot takes a span of words that
/// names a value of its type. The buffers are reused from phrase to phrase.
struct Aligner {
  /// What one step of the best path did.
  enum Step: Equatable {
    case inserted(word: Int)
    case matched(element: Int, word: Int)
    case omitted(element: Int)
    case appName(element: Int, start: Int, length: Int)
    case appNameMissing(element: Int)
    case parameter(element: Int, start: Int, length: Int)
    case parameterMissing(element: Int)
  }

  private enum Move: UInt8 {
    case none, insert, match, omit, app, appMissing, parameter, parameterMissing
  }

  /// One cell of the table: the best cost so far and the move that reached it.
  private struct Cell {
    var cost: Float = .infinity
    var from: Int32 = 0
    var move: Move = .none
  }

  private var table: [Cell] = []
  private var insertion: [Float] = []
  private var width = 0
  private var lastElements = 0

  /// The cost of the best alignment of `phrase`; ``steps()`` then tells its path.
  ///
  /// Costs only grow along a path, so once a whole row is above `ceiling` the
  /// alignment stops and returns infinity.
  /// `missingValue` is what an unnamed value costs: too much to match, but
  /// near misses are explained with a lower price, so "no light is called
  /// 'garage door'" wins over "'light' was not heard".
  mutating func align(
    _ phrase: CompiledPhrase,
    _ context: inout UtteranceContext,
    ceiling: Float = .infinity,
    missingValue: Float = Float(CostModel.missingValue)
  ) -> Float {
    let m = phrase.elements.count
    let n = context.words.count
    let width = n + 1
    self.width = width
    lastElements = m
    let cells = (m + 1) * width
    if table.count < cells { table = Array(repeating: Cell(), count: cells) }
    // A spoken word that is one of the phrase's content words, said elsewhere,
    // is half of a move; leaving that content word out is the other half.
    let halfMove = Float(CostModel.movedWord / 2)
    insertion.removeAll(keepingCapacity: true)
    for j in 0..<n {
      let moved = !context.isFunctionWord[j] && phrase.intersects(context.strongCoverBits, row: j, phrase.contentSet)
      insertion.append(moved ? halfMove : context.insertionCost(j))
    }
    let insertion = insertion
    let substitution = context.substitution
    let vocabularySize = context.vocabularySize
    let movable = context.movable
    let omitContent = Float(CostModel.omittedContentWord)
    let appMissing = Float(CostModel.missingAppName)
    return table.withUnsafeMutableBufferPointer { table in
      for cell in 0..<cells { table[cell] = Cell() }
      table[0].cost = 0
      func relax(_ target: Int, _ value: Float, _ origin: Int, _ kind: Move) {
        if value < table[target].cost { table[target] = Cell(cost: value, from: Int32(origin), move: kind) }
      }
      for i in 0...m {
        var rowMinimum = Float.infinity
        let element = i < m ? phrase.elements[i] : nil
        for j in 0...n {
          let here = i * width + j
          let base = table[here].cost
          guard base.isFinite else { continue }
          rowMinimum = min(rowMinimum, base)
          if j < n { relax(here + 1, base + insertion[j], here, .insert) }
          guard let element else { continue }
          let next = here + width
          switch element {
          case .word(let id, let omission):
            let moved = omission >= omitContent && movable[Int(id)]
            relax(next, base + (moved ? halfMove : omission), here, .omit)
            if j < n {
              let heard = substitution[j * vocabularySize + Int(id)]
              if heard.isFinite { relax(next + 1, base + heard, here, .match) }
            }
          case .applicationName:
            relax(next, base + appMissing, here, .appMissing)
            for span in context.appNames(at: j) {
              relax(next + span.length, base + span.cost, here, .app)
            }
          case .parameter(_, let type):
            relax(next, base + missingValue, here, .parameterMissing)
            guard type >= 0, j < n else { continue }
            for span in context.spanOptions(type: type, start: j) {
              relax(next + span.length, base + span.cost, here, .parameter)
            }
          }
        }
        if rowMinimum > ceiling {
          table[m * width + n] = Cell()
          return .infinity
        }
      }
      return table[m * width + n].cost
    }
  }

  /// The path of the last ``align(_:_:)``, first step first.
  func steps() -> [Step] {
    var steps: [Step] = []
    self.steps(into: &steps)
    return steps
  }

  /// ``steps()`` written into `steps` (emptied first), so a caller can reuse one buffer.
  func steps(into steps: inout [Step]) {
    steps.removeAll(keepingCapacity: true)
    steps.reserveCapacity(lastElements + width)
    var cell = lastElements * width + (width - 1)
    while cell != 0, table[cell].move != .none {
      let origin = Int(table[cell].from)
      let (i, j) = (origin / width, origin % width)
      let length = cell % width - j
      switch table[cell].move {
      case .insert: steps.append(.inserted(word: j))
      case .match: steps.append(.matched(element: i, word: j))
      case .omit: steps.append(.omitted(element: i))
      case .app: steps.append(.appName(element: i, start: j, length: length))
      case .appMissing: steps.append(.appNameMissing(element: i))
      case .parameter: steps.append(.parameter(element: i, start: j, length: length))
      case .parameterMissing: steps.append(.parameterMissing(element: i))
      case .none: break
      }
      cell = origin
    }
    steps.reverse()
  }
}

extension CostModel {
  /// A parameter slot with no value heard: no phrase can afford it.
  static let missingValue = 5.0
  /// The same, when explaining a near miss.
  static let missingValueExplained = 1.2
  /// A phrase word said in another place ("turn the light off" for "turn off the light").
  public static let movedWord = 0.3
}
