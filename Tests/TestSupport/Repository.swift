import Foundation

/// Where the repository's files are, for tests that read its catalogs, fixtures or scripts.
///
/// ```swift
/// let home = Repository.phrases.appendingPathComponent("home.json").path
/// ```
public enum Repository {
  /// The repository root, above `Tests/`.
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  public static let phrases = root.appendingPathComponent("phrases")
  public static let fixtures = root.appendingPathComponent("Tests/Fixtures")
}

/// A path no other test uses, `duo-say-<UUID>-<name>`, in a folder of the test process's own that
/// is removed when the process exits (and, if it was killed, by the next run): the suite leaves
/// nothing in the temporary directory.
///
/// ```swift
/// let store = TemporaryPath.make("notes.json")
/// ```
public enum TemporaryPath {
  public static func make(_ name: String) -> String {
    folder + "/duo-say-\(UUID().uuidString)-\(name)"
  }

  private static let prefix = "duo-say-tests-"

  /// `$TMPDIR/duo-say-tests-<pid>`, made on first use.
  public static let folder: String = {
    let base = FileManager.default.temporaryDirectory.path
    // What runs that are gone left behind (a killed or crashed run) goes now.
    for name in (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [] where name.hasPrefix(prefix) {
      guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      try? FileManager.default.removeItem(atPath: base + "/" + name)
    }
    let folder = base + "/" + prefix + String(getpid())
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: TemporaryPath.folder) }
    return folder
  }()
}

/// SplitMix64 from a fixed seed, so a failure with random input can be replayed.
///
/// ```swift
/// var generator = SeededGenerator(seed: 7)
/// Int.random(in: 0..<10, using: &generator)
/// ```
public struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
