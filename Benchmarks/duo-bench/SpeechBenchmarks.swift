import DialogEngine
import DialogSpeech
import DuoSayKit
import Foundation

/// In-process synthesis against the `espeak-ng` command on the same texts.
struct SpeechBenchmarks {
  var iterations: Int

  static let words20 =
    "Groceries says: milk, eggs and bread. You also wanted coffee, two lemons, a bag of rice and fresh basil."
  static var words200: String {
    let sentences = [
      "Here is a summary of all twelve of your notes.",
      "Groceries lists milk, eggs, bread, coffee, two lemons and a bag of rice.",
      "Packing List reminds you to bring your passport, a phone charger, sunscreen and comfortable shoes.",
      "Book Club says to read chapters three to five before Thursday evening and to bring snacks for six people.",
      "Gift Ideas has a warm scarf for Sam, a puzzle for Alex and a cookbook for your grandmother.",
      "Meeting Notes covers the budget review, the new hiring plan and the launch date in March.",
      "Recipes holds lentil soup, banana bread and a quick tomato pasta for busy weeknights.",
      "Workout Plan alternates running on Monday, Wednesday and Friday with strength training on the other days.",
      "Travel Plans lists the flight on the ninth, the hotel near the station and a dinner reservation at eight.",
      "Home Repairs mentions the leaking kitchen tap, the squeaky bedroom door and a loose step on the stairs.",
      "Reading List names three novels, a history of mathematics and a book about birds.",
      "Ideas has notes on a garden app, a podcast about cities and a short story set on a train.",
      "Passwords is locked, so it was skipped.",
    ]
    return sentences.joined(separator: " ")
  }

  func run() {
    let rate: Int
    do {
      rate = try Speaker.sampleRate()
    } catch {
      print("speech benchmarks skipped: \(error)")
      return
    }
    report(
      "benchmark", "in-process synth (median)", "first chunk (median, p99)", "audio", "RTF", "espeak-ng -w (median)",
      "command RTF", "speed-up")
    for (name, text) in [("speech.20words", Self.words20), ("speech.200words", Self.words200)] {
      var synthesis = Samples()
      var firstChunk = Samples()
      var sampleCount = 0
      for iteration in 0...iterations {
        let clock = ContinuousClock()
        let start = clock.now
        var first: ContinuousClock.Instant?
        var count = 0
        _ = try? Speaker.synthesize(text) { chunk in
          if first == nil { first = clock.now }
          count += chunk.count
          return true
        }
        let end = clock.now
        sampleCount = count
        // Iteration 0 warms up (the voice is set on the first call, as in Speaker.init).
        guard iteration > 0 else { continue }
        synthesis.append(end - start)
        firstChunk.append((first ?? end) - start)
      }
      let command = commandTimes(text)
      let audio = Double(sampleCount) / Double(rate)
      report(
        name, milliseconds(synthesis.median),
        "\(milliseconds(firstChunk.median)), \(milliseconds(firstChunk.percentile(0.99)))",
        "\(fixed(audio, 2)) s", "\(Int(audio / synthesis.median))x",
        milliseconds(command.median), "\(Int(audio / command.median))x",
        "\(fixed(command.median / synthesis.median, 2))x")
    }
  }

  /// Wall time of `espeak-ng -w FILE -f TEXT`, as a user would run it.
  private func commandTimes(_ text: String) -> Samples {
    var samples = Samples()
    let directory = FileManager.default.temporaryDirectory
    let input = directory.appendingPathComponent("duo-bench-\(getpid()).txt")
    let output = directory.appendingPathComponent("duo-bench-\(getpid()).wav")
    defer { for url in [input, output] { try? FileManager.default.removeItem(at: url) } }
    guard (try? Data(text.utf8).write(to: input)) != nil else { return samples }
    for iteration in 0...iterations {
      guard
        let elapsed = spawnAndWait(
          "/usr/bin/espeak-ng", ["-v", SpeechSettings.defaultVoice, "-w", output.path, "-f", input.path])
      else { return samples }
      if iteration > 0 { samples.append(elapsed) }
    }
    return samples
  }
}
