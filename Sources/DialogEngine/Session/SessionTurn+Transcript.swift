extension SessionTurn {
  /// The turn as transcript lines: `> heard`, `< reply` for what is said,
  /// `[shown] …` for what only a screen shows, `! …` for diagnostics.
  ///
  /// ```
  /// > delete my groceries note in notes
  /// < Are you sure you want to delete Groceries?
  /// ```
  public var transcriptText: String {
    var lines = ["> \(heard)"]
    for reply in replies {
      let spoken = reply.kind != .snippet && (reply.kind != .progress || isVoiceOnly)
      lines.append(spoken ? "< \(reply.text)" : "[shown] \(reply.text)")
    }
    lines += diagnostics.map { "! \($0)" }
    return lines.joined(separator: "\n")
  }

  /// The turn as one JSON object on one line (JSON Lines).
  ///
  /// `{"heard", "resolution", "understood", "voiceOnly", "elapsed",
  /// "replies": [{"kind", "text", "full", "supporting"}], "diagnostics"}`
  public var jsonLine: String {
    let replies = replies.map { reply -> JSON in
      var entry: [(key: String, value: JSON)] = [("kind", .string(reply.kind.rawValue)), ("text", .string(reply.text))]
      if let full = reply.full { entry.append(("full", .string(full))) }
      if let supporting = reply.supporting { entry.append(("supporting", .string(supporting))) }
      return .object(entry)
    }
    return JSON.object([
      ("heard", .string(heard)), ("resolution", .string(resolution)), ("understood", .bool(understood)),
      ("voiceOnly", .bool(isVoiceOnly)), ("elapsed", .number(elapsed)), ("replies", .array(replies)),
      ("diagnostics", .array(diagnostics.map(JSON.string))),
    ]).text
  }
}
