import DialogEngine
import DialogSpeech

/// Interim progress while an intent works: a bar on a terminal, speech without a screen.
package final class ProgressDisplay: Sendable {
  private let bar: Bool
  private let speaker: Speaker
  private let isVoiceOnly: Bool
  /// At most one spoken report in this many seconds: the bar may move every second.
  static let spokenInterval = Duration.seconds(8)
  private let state = Locked<(shown: Bool, lastSpoken: ContinuousClock.Instant)>((false, ContinuousClock.now))

  package init(bar: Bool, speaker: Speaker, isVoiceOnly: Bool) {
    self.bar = bar
    self.speaker = speaker
    self.isVoiceOnly = isVoiceOnly
  }

  /// Whether a bar was drawn (it is cleared before the replies).
  var wasShown: Bool { state.withLock { $0.shown } }

  @Sendable package func show(_ reply: SessionTurn.Reply) async {
    let speak = isVoiceOnly && state.withLock { state in
      guard state.lastSpoken.duration(to: .now) >= Self.spokenInterval else { return false }
      state.lastSpoken = .now
      return true
    }
    if bar {
      state.withLock { $0.shown = true }
      let percent = Int(reply.full?.split(separator: " ").first ?? "") ?? Int(reply.text.split(separator: " ").first ?? "") ?? 0
      let filled = max(0, min(20, percent / 5))
      StandardStreams.out("\r[" + String(repeating: "#", count: filled) + String(repeating: "-", count: 20 - filled) + "] \(percent) %  " + (isVoiceOnly ? reply.text : ""))
    } else if speak {
      StandardStreams.out(reply.text + "\n")
    }
    if speak { _ = try? await speaker.speak(reply.text) }
  }

  /// Clears the bar so the replies start on a clean line.
  package func finish() async {
    if bar && wasShown { StandardStreams.out("\r\u{1B}[K") }
  }
}
