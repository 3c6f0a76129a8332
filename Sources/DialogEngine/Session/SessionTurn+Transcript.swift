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
}
