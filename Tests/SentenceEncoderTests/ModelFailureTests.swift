import Foundation
import Locking
import PhraseMatcher
import TestSupport
import Testing

@testable import SentenceEncoder

#if canImport(Glibc)
  import Glibc
#endif

/// A missing, truncated or tampered model is refused with its reason, and the
/// lazy model says so once and then gives no vectors; nothing crashes.
@Suite struct ModelFailureTests {
  /// A folder holding the installed model's files, with `change` applied to the copy.
  /// The weights are linked, with the installed stamp, so they are not hashed again (90 MB in a debug build).
  func copy(_ change: (String) throws -> Void) throws -> String {
    let folder = TemporaryPath.make("model")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let installed = SentenceModel.defaultDirectory
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/model.safetensors", withDestinationPath: installed + "/model.safetensors")
    for name in ["tokenizer.json", ".verified"] {
      try FileManager.default.copyItem(atPath: installed + "/" + name, toPath: folder + "/" + name)
    }
    try change(folder)
    return folder
  }

  @Test func aFileRewrittenWithItsSizeAndTimeKeptIsHashedAgain() throws {
    let folder = try copy { _ in }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try SentenceModel.load(from: folder)  // checked, and remembered in .verified
    let path = folder + "/tokenizer.json"
    var info = stat()
    #expect(stat(path, &info) == 0)
    // One byte changed in place, then the modification time put back: size, inode and mtime as before.
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
    try handle.seek(toOffset: 1000)
    let byte = try handle.read(upToCount: 1) ?? Data()
    try handle.seek(toOffset: 1000)
    try handle.write(contentsOf: Data([byte[byte.startIndex] ^ 0x20]))
    try handle.close()
    var times = [info.st_atim, info.st_mtim]
    #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    let error = #expect(throws: ModelError.self) { try SentenceModel.load(from: folder) }
    guard case .checksumMismatch(let failed, _, _)? = error else {
      Issue.record("expected the checksum to fail, got \(String(describing: error))")
      return
    }
    #expect(failed == path)
  }

  /// A FIFO in the model's place never blocks the first semantic utterance: its size is read first.
  @Test(.timeLimit(.minutes(1))) func aFIFOIsRefusedNotWaitedOn() throws {
    let folder = try copy { folder in
      try FileManager.default.removeItem(atPath: folder + "/tokenizer.json")
      #expect(mkfifo(folder + "/tokenizer.json", 0o600) == 0)
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(throws: ModelError.damaged(path: folder + "/tokenizer.json", reason: "0 bytes where 466247 are expected")) {
      try SentenceModel.load(from: folder)
    }
  }

  @Test func aMissingModelIsNamed() {
    #expect(throws: ModelError.missing(path: "/nonexistent/model.safetensors")) {
      try SentenceModel.load(from: "/nonexistent")
    }
  }

  @Test func aTamperedFileFailsItsChecksum() throws {
    let folder = try copy { folder in
      let path = folder + "/tokenizer.json"
      var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
      bytes[1000] ^= 0x20
      try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    do {
      _ = try SentenceModel.load(from: folder)
      Issue.record("a tampered tokenizer was loaded")
    } catch let error as ModelError {
      guard case .checksumMismatch(let path, _, _) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(path.hasSuffix("tokenizer.json"))
    }
  }

  @Test func aTruncatedModelIsRefused() throws {
    let folder = try copy { folder in
      let weights = folder + "/model.safetensors"
      let start = try FileHandle(forReadingFrom: URL(fileURLWithPath: weights)).read(upToCount: 1_000_000) ?? Data()
      try FileManager.default.removeItem(atPath: weights)
      try start.write(to: URL(fileURLWithPath: weights))
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(throws: ModelError.self) { try SentenceModel.load(from: folder) }
    let empty = try copy { folder in
      try FileManager.default.removeItem(atPath: folder + "/model.safetensors")
      try Data().write(to: URL(fileURLWithPath: folder + "/model.safetensors"))
    }
    defer { try? FileManager.default.removeItem(atPath: empty) }
    // Its size is compared first: an empty file is refused before it is mapped or hashed.
    #expect(
      throws: ModelError.damaged(path: empty + "/model.safetensors", reason: "0 bytes where 90868376 are expected")
    ) {
      try SentenceModel.load(from: empty)
    }
  }

  @Test func theLazyModelSaysOnceThatItIsMissing() {
    let heard = Locked<[ModelError]>([])
    let model = LazySentenceModel(directory: "/nonexistent") { error in heard.withLock { $0.append(error) } }
    #expect(model.embed("hello") == nil)
    #expect(model.embed("hello again") == nil)
    #expect(heard.withLock { $0 } == [.missing(path: "/nonexistent/model.safetensors")])
  }
}
