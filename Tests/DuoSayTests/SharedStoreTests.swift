import Foundation
import TestSupport
import Testing

/// A store two users touch: another user's lock file never makes a write run unlocked.
/// Needs root, to run duo-say as the `nobody` account through setpriv(1).
@Suite(.enabled(if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
struct SharedStoreTests {
  /// A folder everyone may use, with a copy of duo-say that `nobody` may run.
  static func sharedFolder() throws -> (folder: String, program: String) {
    let folder = TemporaryPath.make("shared")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    chmod(folder, 0o777)
    let program = folder + "/duo-say"
    try FileManager.default.copyItem(atPath: DuoSayProcess.executable.path, toPath: program)
    chmod(program, 0o755)
    return (folder, program)
  }

  /// duo-say as `nobody`, resetting `store`, with no utterance.
  static func resetAsNobody(_ program: String, store: String) throws -> ChildLimit {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
    process.arguments = [
      "--reuid=65534", "--regid=65534", "--clear-groups", program, "--mute", "--no-flexible-matching", "--store",
      store, "--reset",
    ]
    process.environment = ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent", "XDG_STATE_HOME": "/nonexistent"]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    return try process.start()
  }

  @Test(.timeLimit(.minutes(1)))
  func aLockFileOfAnotherUserStillLocks() throws {
    let (folder, program) = try Self.sharedFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let store = folder + "/notes.json"
    let first = try Self.resetAsNobody(program, store: store)
    first.waitUntilExit()
    #expect(first.process.terminationStatus == 0)
    // A root read once left the lock root's, and not writable by nobody.
    let lock = store + ".lock"
    chown(lock, 0, 0)
    chmod(lock, 0o644)
    let held = open(lock, O_RDONLY)
    defer { close(held) }
    #expect(flock(held, LOCK_EX) == 0)
    let before = try FileManager.default.attributesOfItem(atPath: store)[.modificationDate] as? Date
    let writer = try Self.resetAsNobody(program, store: store)
    // Held by this test, the lock keeps the writer waiting: it must not write meanwhile.
    for _ in 0..<30 where writer.process.isRunning { usleep(50_000) }
    #expect(writer.process.isRunning, "the writer finished while another held the lock: it wrote unlocked")
    #expect(try FileManager.default.attributesOfItem(atPath: store)[.modificationDate] as? Date == before)
    flock(held, LOCK_UN)
    writer.waitUntilExit()
    #expect(writer.process.terminationStatus == 0)
  }
}
