/// Hesitations and wake words a recognizer keeps but a phrase never means.
///
/// ``anywhere`` words are dropped wherever they occur; ``leading`` phrases
/// only at the start of an utterance, repeatedly ("okay hey siri can you …").
public struct Fillers: Sendable {
  /// Single words dropped anywhere.
  package let anywhere: Set<String>

  /// Word sequences dropped at the start.
  package let leading: [[String]]

  func removing(from words: [String]) -> [String] {
    var kept = words.filter { !anywhere.contains($0) }
    var start = 0
    var progressed = true
    while progressed {
      progressed = false
      for phrase in leading
      where kept.count - start > phrase.count && kept[start...].starts(with: phrase) {
        start += phrase.count
        progressed = true
      }
    }
    kept.removeFirst(start)
    return kept
  }
}

extension Fillers {
  /// English, as duo-say speaks it: extend the tables here. Reached through ``SpokenLanguage/english``.
  static let english = Fillers(
    anywhere: ["um", "umm", "uh", "uhh", "uhm", "er", "erm", "hmm", "ah", "please"],
    leading: [
      ["hey", "siri"], ["siri"], ["okay"], ["ok"], ["so"], ["well"],
      ["can", "you"], ["could", "you"], ["would", "you"], ["will", "you"],
    ])
}
