import CatalogFiles
import DialogEngine
import PhraseMatcher

extension SessionTurn {
  /// The turn as one JSON object on one line (JSON Lines).
  ///
  /// `{"heard", "resolution": {"kind", …}, "stage" (a request's: exact, tolerant or semantic), "understood", "pose" (voice, closed or open), "sizeClass" (with a screen), "voiceOnly", "elapsed",
  /// "replies": [{"kind", "text", "full", "supporting", "fractionCompleted", "spoken"}], "failed", "diagnostics"}`; an
  /// intent's resolution has `intent` and `parameters` as `match --json` does.
  public var jsonLine: String { jsonLine(typed: nil) }

  /// The same, with `"typed"` first when the turn was heard by ear: the words typed, beside `"heard"`, what the recognizer heard.
  package func jsonLine(typed: String?) -> String {
    let replies = replies.map { reply -> JSON in
      var entry: [(key: String, value: JSON)] = [("kind", .string(reply.kind.rawValue)), ("text", .string(reply.text))]
      if let full = reply.full { entry.append(("full", .string(full))) }
      if let supporting = reply.supporting { entry.append(("supporting", .string(supporting))) }
      if let fraction = reply.fractionCompleted { entry.append(("fractionCompleted", .number(fraction))) }
      if let spoken = reply.wasSpoken { entry.append(("spoken", .bool(spoken))) }
      return .object(entry)
    }
    var fields: [(key: String, value: JSON)] = typed.map { [("typed", .string($0))] } ?? []
    fields += [("heard", .string(heard)), ("resolution", resolution.json)]
    if let stage { fields.append(("stage", .string(stage.rawValue))) }
    return JSON.object(
      fields + [
        ("understood", .bool(understood)), ("failed", .bool(failed)),
        ("pose", .string(pose.rawValue)),
      ] + (pose.sizeClass.map { [("sizeClass", JSON.string($0.rawValue))] } ?? []) + [
        ("voiceOnly", .bool(isVoiceOnly)), ("elapsed", .number(elapsed)), ("replies", .array(replies)),
        ("diagnostics", .array(diagnostics.map(JSON.string))),
      ]
    ).text
  }
}

extension SessionTurn {
  /// A turn that never reached the app: typed, spoken, and nothing of the app's heard.
  package static func jsonLine(typed: String, heardNothing hearing: Ear.Hearing) -> String {
    JSON.object([
      ("typed", .string(typed)), ("heard", .string("")), ("byEar", .string(hearing.transcriptLine)),
      ("understood", .bool(false)),
    ]).text
  }
}

extension SessionTurn.Resolution {
  /// `{"kind": "intent", "intent": …, "parameters": {name: {id, title}}}`, and so on for each kind.
  var json: JSON {
    switch self {
    case .intent(let intent, let ambiguous):
      return .object([("kind", .string("intent"))] + intent.jsonFields + [("ambiguous", .bool(ambiguous))])
    case .ambiguous(let intents):
      return .object([("kind", .string("ambiguous")), ("readings", .array(intents.map { .object($0.jsonFields) }))])
    case .answer(let prompt, let value):
      return .object([
        ("kind", .string("answer")), ("prompt", .string(prompt)), ("value", value.map(JSON.string) ?? .null),
      ])
    case .cancelled:
      return .object([("kind", .string("cancelled"))])
    case .notAnAnswer(let prompt, let gaveUp):
      return .object([("kind", .string("notAnAnswer")), ("prompt", .string(prompt)), ("gaveUp", .bool(gaveUp))])
    case .none(let vetoedBy):
      return .object([("kind", .string("none")), ("vetoedBy", vetoedBy.map(JSON.string) ?? .null)])
    case .pending:
      return .object([("kind", .string("pending"))])
    }
  }
}

extension ResolvedIntent {
  /// `"intent"` and `"parameters": {name: {"id", "title"}}`, as `match --json` writes them.
  var jsonFields: [(key: String, value: JSON)] {
    [
      ("intent", .string(intent)),
      (
        "parameters",
        .object(
          parameters.sorted { $0.key < $1.key }.map { name, value in
            (name, .object([("id", .string(value.id)), ("title", .string(value.title))]))
          })
      ),
    ]
  }
}
