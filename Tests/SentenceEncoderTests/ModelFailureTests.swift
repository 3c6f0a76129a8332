import Foundation
import PhraseMatcher
import TestSupport
import Testing

@testable import SentenceEncoder

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
    #expect(throws: ModelError.damaged(path: empty + "/model.safetensors", reason: "shorter than its header")) {
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
