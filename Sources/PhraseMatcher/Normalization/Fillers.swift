/// Hesitations and wake words a recognizer keeps but a phrase never means.
///
/// ``anywhere`` words are dropped wherever they occur; ``leading`` phrases
/// only at the start of an utterance, repeatedly ("okay hey siri can you …").
public enum Fillers {
  /// Single words dropped anywhere. Extend here.
  package static let anywhere: Set<String> = ["um", "umm", "uh", "uhh", "uhm", "er", "erm", "hmm", "ah", "please"]

  /// Word sequences dropped at the start. Extend here.
  package static let leading: [[String]] = [
    ["hey", "siri"], ["siri"], ["okay"], ["ok"], ["so"], ["well"],
    ["can", "you"], ["could", "you"], ["would", "you"], ["will", "you"],
  ]

  static func removing(from words: [String]) -> [String] {
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
