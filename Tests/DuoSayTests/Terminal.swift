import Dispatch
import Foundation
import Locking
import TestSupport
import Testing

/// `duo-say` on a pseudo-terminal (through `script`), typed at key by key. Each group of keys
/// waits for what it should bring to be shown: until the editor prints its prompt the terminal
/// is in its ordinary mode and would echo, cut (4,095 characters a line) or flush keys itself.
///
/// ```swift
/// let terminal = try Terminal.notes()
/// try terminal.type("read my groceries note in notes\r") { $0.answered("Groceries says", times: 1) }
/// try terminal.type("\u{04}") { _ in false }
/// #expect(terminal.status == 0)
/// ```
final class Terminal {
  private let process = Process()
  private let input = Pipe()
  private let outputPipe = Pipe()
  private(set) var output = ""
  private var child: ChildLimit?

  /// - Parameter state: `XDG_STATE_HOME`, where the line editor keeps its history.
  convenience init(_ arguments: [String], state: String) throws {
    try self.init(shell: "exec " + Self.command(arguments), state: state)
  }

  /// The notes conversation, muted, with a store and a history of its own.
  static func notes() throws -> Terminal {
    try Terminal(["--mute", "--store", TemporaryPath.make("notes.json")], state: TemporaryPath.make("state"))
  }

  /// What the terminal showed, its line ends as a pipe has them.
  var shown: String { output.replacingOccurrences(of: "\r", with: "") }

  /// - Parameter command: What the shell runs on the terminal.
  init(shell command: String, state: String) throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.environment = ProcessInfo.processInfo.environment.merging(Self.shell) { $1 }
      .merging(["XDG_STATE_HOME": state]) { $1 }
    process.arguments = ["-qfec", command, "/dev/null"]
    process.standardInput = input
    process.standardOutput = outputPipe
    child = try process.start()
    try read(within: .seconds(20), writing: nil) { $0.hasSuffix("› ") }
  }

  /// `script` runs its command through `$SHELL -c`; the same shell on every
  /// machine. `exec` makes duo-say the terminal's foreground process itself:
  /// a shell left waiting in between (dash) would be killed by the Ctrl-C
  /// meant for duo-say, as no interactive shell ever is.
  static let shell = ["SHELL": "/bin/sh"]

  /// duo-say with `arguments`, quoted for the shell.
  static func command(_ arguments: [String]) -> String {
    ([DuoSayProcess.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
  }

  /// Sends `keys`, then reads until they are all taken and what the terminal showed satisfies
  /// `shown` (or it ends). The keys are written beside the reading: a pasted megabyte echoed
  /// back would otherwise fill the output's pipe while its writer waits on the input's.
  func type(_ keys: String, within limit: Duration = .seconds(20), until shown: (String) -> Bool) throws {
    let written = Locked(false)
    let writer = input.fileHandleForWriting
    let bytes = Data(keys.utf8)
    DispatchQueue.global().async {
      writer.write(bytes)
      written.withLock { $0 = true }
    }
    try read(within: limit, writing: written, until: shown)
  }

  /// A test that failed midway leaves nothing running (a stopped duo-say would keep `swift test` waiting).
  deinit {
    guard process.isRunning else { return }
    process.terminate()
  }

  var status: Int32 {
    child?.waitUntilExit()
    return process.terminationStatus
  }

  private func read(within limit: Duration, writing written: Locked<Bool>?, until shown: (String) -> Bool) throws {
    let deadline = ContinuousClock.now + limit
    while !(written?.withLock({ $0 }) ?? true) || !shown(output) {
      guard ContinuousClock.now < deadline else { throw TerminalTimeout(output: output, limit: limit) }
      var descriptor = pollfd(fd: outputPipe.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 100) > 0 else { continue }
      let chunk = outputPipe.fileHandleForReading.availableData
      if chunk.isEmpty { return }
      output += String(decoding: chunk, as: UTF8.self)
    }
    // Let the line editor take the keys in before the next group, as a person's pause does.
    usleep(100_000)
  }
}

extension String {
  func occurrences(_ marker: String) -> Int { components(separatedBy: marker).count - 1 }
  /// `marker` shown `times` times and a prompt after the last one.
  func answered(_ marker: String, times: Int) -> Bool {
    occurrences(marker) == times && after(marker).contains("› ")
  }
  /// What follows the last `marker`, or nothing when there is none.
  func after(_ marker: String) -> Substring {
    range(of: marker, options: .backwards).map { self[$0.upperBound...] } ?? ""
  }
}

struct TerminalTimeout: Error, CustomStringConvertible {
  var output: String
  var limit: Duration
  var description: String { "not shown within \(limit); the terminal showed (its end):\n\(output.suffix(2000))" }
}
