import DialogSpeech
import DuoSayKit
import Foundation
import SampleApps

/// Long runs of the release `duo-say`: peak RSS and throughput after 10,000
/// and after 100,000 piped utterances, so a leak shows as growth between them.
///
/// `say --mute` talks to the Notes app (reads, lists, searches with their
/// follow-up answers, requests it does not understand, and a write in every
/// hundred lines); `match` resolves the match benchmark's utterances against
/// a catalog of 100,000 entity values.
struct LoadBenchmark {
  var counts = [10_000, 100_000]

  func run() {
    guard let executable = duoSayExecutable(for: "load") else { return }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("duo-bench-load-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    report("benchmark", "utterances", "peak RSS", "wall", "utterances/s", "exit")

    for count in counts {
      let input = directory.appendingPathComponent("say-\(count).txt")
      let store = directory.appendingPathComponent("notes-\(count).json").path
      guard (try? Data(Self.conversation(lines: count).utf8).write(to: input)) != nil else { continue }
      measure("load.say", executable, ["say", "--mute", "--store", store], input: input.path, count: count)
    }

    let catalog = MatchBenchmarks.catalog(values: 100_000)
    let catalogURL = directory.appendingPathComponent("catalog.json")
    guard (try? MemoryBenchmark.json(catalog).write(to: catalogURL)) != nil else { return }
    for count in counts {
      let input = directory.appendingPathComponent("match-\(count).txt")
      let lines = MatchBenchmarks.utterances(for: catalog, count: count).joined(separator: "\n") + "\n"
      guard (try? Data(lines.utf8).write(to: input)) != nil else { continue }
      measure(
        "load.match(100k values)", executable, ["match", "--catalog", catalogURL.path], input: input.path, count: count)
    }
  }

  private func measure(_ name: String, _ executable: String, _ arguments: [String], input: String, count: Int) {
    guard let (peakKB, seconds, status) = MemoryBenchmark.measure(executable, arguments, input: input) else {
      print("\(name): could not run \(executable)")
      return
    }
    report(
      name, "\(count)", "\(peakKB / 1024) MB", milliseconds(seconds), "\(Int(Double(count) / seconds))", "\(status)")
  }

  /// `lines` lines of talk to the Notes app; follow-up answers count as lines.
  static func conversation(lines: Int) -> String {
    let titles = Note.seeded.map { $0.title.lowercased() }
    var generator = SplitMix(seed: 7)
    var text: [String] = []
    while text.count < lines {
      let title = titles[Int(generator.next() % UInt64(titles.count))]
      switch generator.next() % 100 {
      case 0: text += ["add to my \(title) note in notes", "line \(text.count)"]
      case 1..<40:
        text.append(
          [
            "read my \(title) note in notes", "um what's in my \(title) note in notes",
            "hey siri read \(title) in notes",
          ][text.count % 3])
      case 40..<55: text.append(["how many notes do i have in notes", "list my notes in notes"][text.count % 2])
      case 55..<70: text += ["search my notes in notes", title.split(separator: " ").first.map(String.init) ?? title]
      case 70..<80: text += ["read a note in notes", title]
      default:
        text.append(
          ["what's the weather like", "play some music", "", "read my \(title) in the notes app please"][text.count % 4]
        )
      }
    }
    return text.prefix(lines).joined(separator: "\n") + "\n"
  }
}
