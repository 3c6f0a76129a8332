import DialogEngine
import PhraseMatcher

/// `duo-say match`: resolves each utterance and prints the ranking, one line each,
/// flushed at once so another program can converse line by line.
struct MatchCommand {
  var options: MatchOptions

  func run() async throws -> Int32 {
    let catalog = try await options.app.load()
    for diagnostic in catalog.phraseDiagnostics {
      StandardStreams.error("duo-say: warning: \(options.app.name): \(diagnostic)\n")
    }
    let index = PhraseIndex(catalog)
    let cache = WordCache()
    var everythingMatched = true
    for utterance in InputLines(arguments: options.utterance) {
      let result = index.match(utterance, cache: cache)
      everythingMatched = everythingMatched && result.best != nil && !result.isAmbiguous
      StandardStreams.out((options.json ? MatchReport.json(result) : MatchReport.text(result)) + "\n")
    }
    return everythingMatched ? ExitStatus.success : ExitStatus.failure
  }
}

/// How a ``MatchResult`` is printed.
enum MatchReport {
  static func text(_ result: MatchResult) -> String {
    let heard = "'\(result.utterance)'"
    if let phrase = result.vetoingPhrase {
      return "\(heard) → none (vetoed by negative phrase '\(phrase)')"
    }
    guard let best = result.best else {
      return "\(heard) → none" + (result.nearMiss.map { " (\($0))" } ?? "")
    }
    if case .ambiguous(let readings) = result.resolution {
      return "\(heard) → ambiguous: " + readings.map(reading).joined(separator: " | ")
    }
    return "\(heard) → \(reading(best)) via '\(best.phrase)'"
  }

  private static func reading(_ match: PhraseMatch) -> String {
    let parameters = match.parameters.sorted { $0.key < $1.key }
      .map { "\($0.key): \($0.value.id)" }.joined(separator: ", ")
    return "\(match.intent)(\(parameters)) score \(fixed(match.score))"
  }

  static func json(_ result: MatchResult) -> String {
    var object: [(key: String, value: JSON)] = [
      ("utterance", .string(result.utterance)),
      ("intent", result.best.map { .string($0.intent) } ?? .null),
      ("parameters", result.best.map(parameters) ?? .object([])),
      ("score", result.best.map { .number($0.score) } ?? .null),
      ("ambiguous", .bool(result.isAmbiguous)),
      ("alternatives", .array(result.alternatives.map { match in
        .object([("intent", .string(match.intent)), ("parameters", parameters(match)), ("score", .number(match.score))])
      })),
    ]
    if let best = result.best {
      object.append(("phrase", .string(best.phrase.description)))
      object.append(("margin", result.margin.map(JSON.number) ?? .null))
    }
    if let phrase = result.vetoingPhrase { object.append(("vetoedBy", .string(phrase))) }
    if let nearMiss = result.nearMiss {
      object.append(("nearest", .object([
        ("intent", .string(nearMiss.intent)), ("phrase", .string(nearMiss.phrase.description)),
        ("reasons", .array(nearMiss.reasons.map { .string($0.description) })),
      ])))
    }
    return JSON.object(object).text
  }

  private static func parameters(_ match: PhraseMatch) -> JSON {
    .object(match.parameters.sorted { $0.key < $1.key }.map { name, value in
      (name, .object([("id", .string(value.id)), ("title", .string(value.title))]))
    })
  }

  static func fixed(_ value: Double) -> String {
    if case .number(let text) = JSON.number(value) { return text }
    return "nan"
  }
}
