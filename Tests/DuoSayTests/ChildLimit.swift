import Dispatch
import Foundation
import Locking
import Testing

/// A child process's time limit. A child still running at its limit is killed, with every
/// process it started, and its test fails naming it, so a hang costs one test a few minutes instead of stalling the whole run
/// until CI's own limit. Every child also gets its own standard error (a file, or nothing):
/// one that inherited the test process's and outlived its test would keep `swift test`
/// waiting for the end of that stream after the last test.
///
/// ```swift
/// let child = try process.start()
/// let output = pipe.fileHandleForReading.readDataToEndOfFile()  // ends when the child is killed
/// child.waitUntilExit()
/// ```
final class ChildLimit {
  /// Far above any child's normal run (the slowest, a by-ear check, takes about a minute).
  static let standard = Duration.seconds(300)

  let process: Process
  private let command: String
  private let limit: Duration
  private let killed = Locked(false)
  private let watch: DispatchWorkItem

  fileprivate init(_ process: Process, limit: Duration) {
    self.process = process
    let identifier = process.processIdentifier
    let killed = self.killed
    command = ([process.executableURL?.lastPathComponent ?? "?"] + (process.arguments ?? [])).joined(separator: " ")
    self.limit = limit
    watch = DispatchWorkItem {
      killed.withLock {
        $0 = true
        // The child leads its own process group (Foundation starts it so): the group goes
        // with it, or a grandchild holding the child's pipes would keep the test's read waiting.
        kill(-identifier, SIGKILL)
        kill(identifier, SIGKILL)
      }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(Int(limit / .milliseconds(1))), execute: watch)
  }

  /// Waits for the child to end; one the limit killed fails the test with its command.
  func waitUntilExit(sourceLocation: SourceLocation = #_sourceLocation) {
    process.waitUntilExit()
    watch.cancel()
    if killed.withLock({ $0 }) {
      Issue.record("'\(command)' was still running after \(limit) and was killed", sourceLocation: sourceLocation)
    }
  }
}

extension Process {
  /// Runs the child under a time limit (see ``ChildLimit``), its standard streams
  /// nothing unless the test chose them: never the test process's own.
  func start(limit: Duration = ChildLimit.standard) throws -> ChildLimit {
    if Self.isInherited(standardInput, 0) { standardInput = FileHandle.nullDevice }
    if Self.isInherited(standardOutput, 1) { standardOutput = FileHandle.nullDevice }
    if Self.isInherited(standardError, 2) { standardError = FileHandle.nullDevice }
    try run()
    return ChildLimit(self, limit: limit)
  }

  /// Whether a stream left as it was would be the test process's own `descriptor`.
  private static func isInherited(_ stream: Any?, _ descriptor: Int32) -> Bool {
    stream == nil || (stream as? FileHandle)?.fileDescriptor == descriptor
  }
}
