import DialogSpeech
import Foundation

/// A one-shot reply to a WAV file, side by side with the `espeak-ng` command
/// writing the same reply: `duo-say "read my groceries note in notes" --wav F`
/// (start the process, launch the Notes app, match, run the intent, speak)
/// against `espeak-ng -w F "<the reply>"` (start, speak), interleaved round
/// by round so that both see the same machine. Then each one's bare start-up.
///
/// Build both with `--static-swift-stdlib` for the figures the README gives
/// (`swift build -c release --static-swift-stdlib`); the row says which it is.
struct StartupBenchmark {
  var iterations: Int

  func run() {
    guard let executable = duoSayExecutable(for: "startup") else { return }
    // The store in a directory of its own: duo-say sweeps its directory for a killed write's leftovers.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("duo-bench-startup-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let wav = directory.appendingPathComponent("reply.wav").path
    let store = directory.appendingPathComponent("notes.json").path
    let utterance = "read my groceries note in notes"
    let reply = "Groceries says: milk, eggs, bread and coffee."
    let rows: [(String, String, [String])] = [
      ("one-shot reply: duo-say UTTERANCE --wav", executable, [utterance, "--wav", wav, "--store", store]),
      (
        "one-shot reply: espeak-ng -w (the reply)", "/usr/bin/espeak-ng",
        ["-v", SpeechSettings.defaultVoice, "-w", wav, reply]
      ),
      ("start-up: duo-say --version", executable, ["--version"]),
      ("start-up: espeak-ng --version", "/usr/bin/espeak-ng", ["--version"]),
    ]
    var samples = rows.map { _ in Samples() }
    for round in 0...iterations {
      for (index, row) in rows.enumerated() {
        guard let elapsed = spawnAndWait(row.1, row.2) else {
          print("\(row.0): could not run \(row.1)")
          return
        }
        if round > 0 { samples[index].append(elapsed) }
      }
    }
    let linkage = Self.isStaticallyLinked(executable) ? "static Swift runtime" : "shared Swift runtime"
    report("benchmark", "median", "p10", "p90", "against espeak-ng")
    for (index, row) in rows.enumerated() {
      let other = samples[index ^ 1].median
      report(
        row.0 + (row.1 == executable ? " (\(linkage))" : ""), milliseconds(samples[index].median),
        milliseconds(samples[index].percentile(0.1)), milliseconds(samples[index].percentile(0.9)),
        row.1 == executable ? "\(fixed(samples[index].median / other, 2))x" : "")
    }
    semanticOneShot(executable, store: store, directory: directory)
  }

  /// A one-shot request only the semantic stage understands: the model loaded,
  /// the Notes catalog's vectors read from the cache (as from the second run
  /// on) or computed (as the first run does), the reply muted.
  private func semanticOneShot(_ executable: String, store: String, directory: URL) {
    let arguments = ["tell me whats written in my groceries note in notes", "--mute", "--store", store]
    let kept = directory.appendingPathComponent("vectors").path
    let rows: [(String, [String: String])] = [
      ("semantic one-shot, catalog vectors kept", ["DUO_SAY_VECTOR_CACHE": kept]),
      ("semantic one-shot, catalog vectors computed", ["DUO_SAY_VECTOR_CACHE": "off"]),
      ("alignment one-shot (the same reply)", [:]),
    ]
    var samples = rows.map { _ in Samples() }
    for round in 0...iterations {
      for (index, row) in rows.enumerated() {
        let words = index == 2 ? ["read my groceries note in notes"] + arguments.dropFirst() : arguments
        guard let elapsed = spawnAndWait(executable, words, environment: row.1) else { return }
        if round > 0 { samples[index].append(elapsed) }
      }
    }
    report("benchmark", "median", "p10", "p90")
    for (index, row) in rows.enumerated() {
      report(
        row.0, milliseconds(samples[index].median), milliseconds(samples[index].percentile(0.1)),
        milliseconds(samples[index].percentile(0.9)))
    }
  }

  /// Whether `executable` carries its own Swift runtime (built with `--static-swift-stdlib`).
  private static func isStaticallyLinked(_ executable: String) -> Bool {
    guard let bytes = FileManager.default.contents(atPath: executable) else { return false }
    return bytes.range(of: Data("libswiftCore.so".utf8)) == nil
  }
}

/// Wall time of one run of `path` with `arguments`, output discarded; nil when it cannot start.
/// posix_spawn, as a shell would: Foundation's Process adds milliseconds of its own.
/// `environment` is added to this process's.
func spawnAndWait(_ path: String, _ arguments: [String], environment: [String: String] = [:]) -> Duration? {
  var argv = ([path] + arguments).map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var merged = ProcessInfo.processInfo.environment
  merged.merge(environment) { $1 }
  var variables = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer { for pointer in variables { free(pointer) } }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
  let clock = ContinuousClock()
  let start = clock.now
  var pid = pid_t()
  guard posix_spawn(&pid, path, &actions, nil, &argv, &variables) == 0 else { return nil }
  var status: Int32 = 0
  waitpid(pid, &status, 0)
  return clock.now - start
}
