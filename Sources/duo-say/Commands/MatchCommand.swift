import DialogEngine
import PhraseMatcher

/// `duo-say match`: resolves each utterance and prints the ranking, one line each,
/// flushed at once so another program can converse line by line.
struct MatchCommand {
  var options: MatchOptions

  func run() throws -> Int32 {
    let catalog = try options.app.load()
    for diagnostic in catalog.phraseDiagnostics {
      StandardStreams.error("duo-say: warning: \(options.app.name): \(diagnostic)\n")
    }
    let index = PhraseIndex(catalog)
    var everythingMatched = true
    for utterance in InputLines(arguments: options.utterance) {
      let result = index.match(utterance)
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
    var object = JSONObject()
    object["utterance"] = .string(result.utterance)
    object["intent"] = result.best.map { .string($0.intent) } ?? .null
    object["parameters"] = result.best.map(parameters) ?? .object(JSONObject())
    object["score"] = result.best.map { .number($0.score) } ?? .null
    object["ambiguous"] = .bool(result.isAmbiguous)
    object["alternatives"] = .array(result.alternatives.map { match in
      var alternative = JSONObject()
      alternative["intent"] = .string(match.intent)
      alternative["parameters"] = parameters(match)
      alternative["score"] = .number(match.score)
      return .object(alternative)
    })
    if let best = result.best {
      object["phrase"] = .string(best.phrase.description)
      object["margin"] = result.margin.map(JSONValue.number) ?? .null
    }
    if let phrase = result.vetoingPhrase { object["vetoedBy"] = .string(phrase) }
    if let nearMiss = result.nearMiss {
      var nearest = JSONObject()
      nearest["intent"] = .string(nearMiss.intent)
      nearest["phrase"] = .string(nearMiss.phrase.description)
      nearest["reasons"] = .array(nearMiss.reasons.map { .string($0.description) })
      object["nearest"] = .object(nearest)
    }
    return JSONValue.object(object).text
  }

  private static func parameters(_ match: PhraseMatch) -> JSONValue {
    var parameters = JSONObject()
    for (name, value) in match.parameters.sorted(by: { $0.key < $1.key }) {
      var entry = JSONObject()
      entry["id"] = .string(value.id)
      entry["title"] = .string(value.title)
      parameters[name] = .object(entry)
    }
    return .object(parameters)
  }

  static func fixed(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
  }
}
