import DialogSpeech
import DuoSayKit
import Foundation
import PhraseMatcher

/// Peak memory and throughput of the `duo-say match` process on large catalogs.
///
/// Writes the match benchmark's catalog as JSON, pipes its utterances through
/// the release `duo-say match --catalog FILE`, and reads the child's peak RSS.
struct MemoryBenchmark {
  var sizes: [Int]
  var utterances = 2_000

  func run() {
    guard let executable = duoSayExecutable(for: "memory") else { return }
    report("benchmark", "values", "catalog file", "peak RSS", "wall", "utterances/s")
    for size in sizes {
      let catalog = MatchBenchmarks.catalog(values: size)
      let directory = FileManager.default.temporaryDirectory
      let catalogURL = directory.appendingPathComponent("duo-bench-\(getpid())-\(size).json")
      let inputURL = directory.appendingPathComponent("duo-bench-\(getpid())-\(size).txt")
      defer { for url in [catalogURL, inputURL] { try? FileManager.default.removeItem(at: url) } }
      let lines = MatchBenchmarks.utterances(for: catalog, count: utterances).joined(separator: "\n") + "\n"
      guard (try? Self.json(catalog).write(to: catalogURL)) != nil,
        (try? Data(lines.utf8).write(to: inputURL)) != nil,
        let (peakKB, seconds, _) = Self.measure(
          executable, ["match", "--catalog", catalogURL.path], input: inputURL.path)
      else {
        print("memory benchmark failed for \(size) values")
        continue
      }
      let fileSize = (try? FileManager.default.attributesOfItem(atPath: catalogURL.path)[.size] as? Int) ?? 0
      report(
        "memory.match", "\(size)", "\(fileSize / 1024) KB", "\(peakKB / 1024) MB", milliseconds(seconds),
        "\(Int(Double(utterances) / seconds))")
    }
  }

  static func json(_ catalog: Catalog) throws -> Data {
    var types: [String: Any] = [:]
    for (name, type) in catalog.types {
      types[name] = [
        "kind": type.kind.rawValue, "name": type.name,
        type.kind == .entity ? "values" : "cases": type.values.map { ["id": $0.id, "title": $0.title] },
      ]
    }
    let root: [String: Any] = [
      "app": ["name": catalog.app.name, "synonyms": catalog.app.synonyms],
      "types": types,
      "shortcuts": catalog.shortcuts.map { shortcut in
        ["intent": shortcut.intent, "parameters": shortcut.parameters, "phrases": shortcut.phrases.map(\.description)]
      },
    ]
    return try JSONSerialization.data(withJSONObject: root)
  }

  /// Runs `executable` with stdin from `input` and stdout discarded; returns
  /// peak RSS (KB), wall time and exit status (128 + signal if killed).
  static func measure(_ executable: String, _ arguments: [String], input: String) -> (Int, Double, Int32)? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    var argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let clock = ContinuousClock()
    let start = clock.now
    var pid = pid_t()
    guard posix_spawn(&pid, executable, &actions, nil, &argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { return nil }
    let elapsed = clock.now - start
    let exit = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return (usage.ru_maxrss, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18, exit)
  }
}
