import CatalogFiles
import PhraseMatcher

/// How a ``MatchResult`` is printed.
package enum MatchReport {
  /// How much of what was heard a line repeats; the JSON form keeps all of it.
  static let longestEcho = 200

  package static func text(_ result: MatchResult) -> String {
    let heard = "'\(InputLines.abbreviated(result.utterance, to: longestEcho))'"
    if let phrase = result.vetoingPhrase {
      return "\(heard) → none (vetoed by negative phrase '\(phrase)')"
    }
    guard let best = result.best else {
      let why = [result.nearMiss.map(String.init(describing:)), result.byMeaning.map { "by meaning, \($0)" }]
        .compactMap { $0.map { InputLines.abbreviated($0, to: longestEcho) } }.joined(separator: "; ")
      return "\(heard) → none" + (why.isEmpty ? "" : " (\(why))")
    }
    if case .ambiguous(let readings) = result.resolution {
      return "\(heard) → ambiguous: " + readings.map(reading).joined(separator: " | ")
    }
    let guessed =
      best.stage == .semantic ? " (semantic: close in meaning to '\(best.phrase)')" : " via '\(best.phrase)'"
    return "\(heard) → \(reading(best))" + guessed
  }

  private static func reading(_ match: PhraseMatch) -> String {
    "\(match) score \(fixed(match.score))"
  }

  package static func json(_ result: MatchResult) -> String {
    var object: [(key: String, value: JSON)] = [
      ("utterance", .string(result.utterance)),
      ("intent", result.best.map { .string($0.intent) } ?? .null),
      ("parameters", result.best.map { parameters($0.resolvedIntent) } ?? .object([])),
      ("score", result.best.map { .number($0.score) } ?? .null),
      ("stage", result.best.map { .string($0.stage.rawValue) } ?? .null),
      ("ambiguous", .bool(result.isAmbiguous)),
      (
        "alternatives",
        .array(
          result.alternatives.map { match in
            .object([
              ("intent", .string(match.intent)), ("parameters", parameters(match.resolvedIntent)),
              ("score", .number(match.score)),
            ])
          })
      ),
    ]
    if let best = result.best {
      object.append(("phrase", .string(best.phrase.description)))
      object.append(("margin", result.margin.map(JSON.number) ?? .null))
    }
    if let phrase = result.vetoingPhrase { object.append(("vetoedBy", .string(phrase))) }
    if let miss = result.byMeaning {
      let closest = miss.closest.map {
        JSON.object([("intent", .string($0.intent)), ("similarity", .number($0.similarity))])
      }
      object.append(("byMeaning", .object([("reason", .string(miss.reason)), ("closest", .array(closest))])))
    }
    if let nearMiss = result.nearMiss {
      object.append(
        (
          "nearest",
          .object([
            ("intent", .string(nearMiss.intent)), ("phrase", .string(nearMiss.phrase.description)),
            ("reasons", .array(nearMiss.reasons.map { .string($0.description) })),
          ])
        ))
    }
    return JSON.object(object).text
  }

  private static func parameters(_ intent: ResolvedIntent) -> JSON {
    intent.jsonFields.first { $0.key == "parameters" }?.value ?? .object([])
  }

  package static func fixed(_ value: Double) -> String {
    if case .number(let text) = JSON.number(value) { return text }
    return "nan"
  }
}
