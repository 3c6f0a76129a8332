extension SessionTurn {
  /// How a reply reaches the person: said aloud, or only shown on a screen.
  public enum Presentation: Equatable, Sendable {
    case said, shown
  }

  /// The one rule for what is said: everything but a snippet, and progress only
  /// without a screen (with one, a progress bar shows it). The live text, the
  /// transcript, the JSON line and the speech all ask it.
  ///
  /// ```swift
  /// turn.presentation(of: turn.replies[0])   // .said
  /// ```
  public func presentation(of reply: Reply) -> Presentation {
    reply.kind == .snippet || (reply.kind == .progress && !isVoiceOnly) ? .shown : .said
  }

  /// The replies' spoken text, in order.
  public var spokenText: [String] {
    replies.filter { presentation(of: $0) == .said }.map(\.text)
  }

  /// What only a screen shows, on one line, marked with the pose and its size class:
  /// `[closed, compact] Groceries / milk, eggs`.
  public func shownLine(_ text: String) -> String {
    let mark = pose.sizeClass.map { "[\(pose), \($0)] " } ?? "[screen] "
    return mark + text.split(separator: "\n").joined(separator: " / ")
  }

  /// The turn as transcript lines: `> heard`, `< reply` for what is said,
  /// `[closed, compact] …` for what only a screen shows, `! …` for diagnostics.
  ///
  /// ```
  /// > delete my groceries note in notes
  /// < Are you sure you want to delete Groceries?
  /// ```
  public var transcriptText: String {
    var lines = ["> \(heard)"]
    for reply in replies {
      lines.append(presentation(of: reply) == .said ? "< \(reply.text)" : shownLine(reply.text))
    }
    lines += diagnostics.map { "! \($0)" }
    return lines.joined(separator: "\n")
  }

  /// The replies as the console prints them live, one per line: what is said as it is,
  /// what only a screen shows marked. Progress is drawn or spoken while the work goes on,
  /// not here.
  public var liveText: String {
    replies.filter { $0.kind != .progress }.map { reply in
      (presentation(of: reply) == .said ? reply.text : shownLine(reply.text)) + "\n"
    }.joined()
  }
}
