import DialogEngine
import DialogSpeech
import Locking
import PhraseMatcher

/// Interim progress while an intent works: a bar on a terminal, speech without a screen.
package final class ProgressDisplay: Sendable {
  private let bar: Bool
  private let speaker: ConsoleSpeaker
  private let isVoiceOnly: Bool
  /// At most one spoken report in this many seconds: the bar may move every second.
  static let spokenInterval = Duration.seconds(8)
  private let state = Locked<(shown: Bool, lastSpoken: ContinuousClock.Instant, reports: Int, spoken: Set<Int>)>(
    (false, ContinuousClock.now, 0, []))

  package init(bar: Bool, speaker: ConsoleSpeaker, isVoiceOnly: Bool) {
    self.bar = bar
    self.speaker = speaker
    self.isVoiceOnly = isVoiceOnly
  }

  /// Whether a bar was drawn (it is cleared before the replies).
  var wasShown: Bool { state.withLock { $0.shown } }

  /// Which progress reports, counted from 0 in the order shown, were said aloud.
  var spokenReports: Set<Int> { state.withLock { $0.spoken } }

  @Sendable package func show(_ reply: SessionTurn.Reply) async {
    let speak = state.withLock { state in
      defer { state.reports += 1 }
      guard isVoiceOnly, state.lastSpoken.duration(to: .now) >= Self.spokenInterval else { return false }
      state.lastSpoken = .now
      state.spoken.insert(state.reports)
      return true
    }
    if bar {
      state.withLock { $0.shown = true }
      speaker.show("\r" + Self.bar(for: reply, withWords: isVoiceOnly))
    } else if speak {
      speaker.show(reply.text + "\n")
    }
    if speak { _ = try? await speaker.speaker.speak(reply.text) }
  }

  /// `[#####---------------] 25 %  about a quarter done`: twenty cells, the
  /// percentage, and the spoken words when there is no screen.
  static func bar(for reply: SessionTurn.Reply, withWords: Bool) -> String {
    let fraction = min(max(reply.fractionCompleted ?? 0, 0), 1)
    let percent = Int((fraction * 100).rounded())
    let filled = Int((fraction * 20).rounded(.down))
    let cells = String(repeating: "#", count: filled) + String(repeating: "-", count: 20 - filled)
    return "[\(cells)] \(percent) %  " + (withWords ? reply.text : "")
  }

  /// Clears the bar so the replies start on a clean line.
  package func finish() async {
    if bar && wasShown { speaker.show("\r\u{1B}[K") }
  }
}
