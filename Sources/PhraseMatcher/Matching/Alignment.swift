/// Aligns one compiled phrase with the words of an utterance at the lowest cost.
///
/// A dynamic program over (phrase element, utterance word): a phrase word is
/// matched, heard as a variant, or omitted; an utterance word may be inserted;
/// the app-name slot takes one of the app's spoken forms (or is missed, at a
/// price no phrase can afford); a parameter slot takes a span of words that
/// names a value of its type.
struct Alignment {
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

  var cost: Double
  var steps: [Step]

  /// The best alignment of `phrase` with the utterance in `context`.
  static func best(_ phrase: CompiledPhrase, in context: inout UtteranceContext, index: PhraseIndex) -> Alignment {
    let elements = phrase.elements
    let m = elements.count
    let n = context.spoken.count
    let width = n + 1
    var cost = [Double](repeating: .infinity, count: (m + 1) * width)
    var back = [Back](repeating: Back(), count: (m + 1) * width)
    cost[0] = 0

    func relax(_ target: Int, _ value: Double, _ from: Int, _ step: Step) {
      if value < cost[target] {
        cost[target] = value
        back[target] = Back(from: from, step: step)
      }
    }

    for i in 0...m {
      for j in 0...n {
        let here = i * width + j
        let base = cost[here]
        guard base.isFinite else { continue }
        if j < n {
          relax(here + 1, base + context.insertionCost(j), here, .inserted(word: j))
        }
        guard i < m else { continue }
        let next = (i + 1) * width + j
        switch elements[i] {
        case .word(let id):
          let omission = index.vocabulary[id].isFunctionWord
            ? CostModel.omittedFunctionWord : CostModel.omittedContentWord
          relax(next, base + omission, here, .omitted(element: i))
          if j < n, let substitution = context.substitutionCost(word: j, phraseWord: id, vocabulary: index.vocabulary) {
            relax(next + 1, base + substitution, here, .matched(element: i, word: j))
          }
        case .applicationName:
          relax(next, base + CostModel.missingAppName, here, .appNameMissing(element: i))
          for (length, appCost) in context.appNames(at: j, index: index) {
            relax(next + length, base + appCost, here, .appName(element: i, start: j, length: length))
          }
        case .parameter(_, let type):
          relax(next, base + CostModel.missingValue, here, .parameterMissing(element: i))
          guard type >= 0 else { continue }
          let longest = min(n - j, index.types[type].maxWords + 1)
          guard longest > 0 else { continue }
          for length in 1...longest {
            if let best = context.candidates(type: type, start: j, length: length, index: index).first {
              relax(next + length, base + best.cost, here, .parameter(element: i, start: j, length: length))
            }
          }
        }
      }
    }

    var steps: [Step] = []
    var position = m * width + n
    while position != 0, let step = back[position].step {
      steps.append(step)
      position = back[position].from
    }
    return Alignment(cost: cost[m * width + n], steps: steps.reversed())
  }

  private struct Back {
    var from = 0
    var step: Step?
  }
}

extension CostModel {
  /// A parameter slot with no value heard; only near misses are explained with it.
  static let missingValue = 5.0
}
