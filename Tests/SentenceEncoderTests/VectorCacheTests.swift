import Foundation
import Locking
import PhraseMatcher
import TestSupport
import Testing

@testable import SentenceEncoder

/// A catalog's reference vectors are computed once per model and set of texts,
/// read back bit for bit, and recomputed when the file is not whole; a cache
/// that cannot be written changes nothing but the time.
@Suite struct VectorCacheTests {
  let texts = ["navigate to trail", "start workout", "what's the weather at ${place}"]
  let vectors: [[Float]] = [[0.25, -1, 3.5e-8], [.pi, 0, -0], [1, 2, 3]]

  /// Runs `body` with a fresh cache folder, then removes it.
  func withCache(_ body: (VectorCache) throws -> Void) rethrows {
    let folder = TemporaryPath.make("vectors")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(VectorCache(directory: folder))
  }

  @Test func vectorsAreComputedOnceAndReadBackBitForBit() {
    withCache { cache in
      var computed = 0
      for _ in 0..<3 {
        let got = cache.vectors(for: texts, model: "m") {
          computed += 1
          return vectors
        }
        #expect(got?.map { $0.map(\.bitPattern) } == vectors.map { $0.map(\.bitPattern) })
      }
      #expect(computed == 1)
      // Another model or other texts are another file.
      _ = cache.vectors(for: texts, model: "m2") {
        computed += 1
        return vectors
      }
      _ = cache.vectors(for: Array(texts.reversed()), model: "m") {
        computed += 1
        return vectors
      }
      #expect(computed == 3)
      #expect(VectorCache.key(["a b", "c"], model: "m") != VectorCache.key(["a", "b c"], model: "m"))
    }
  }

  @Test(arguments: ["truncated", "wrong magic", "wrong count", "empty"])
  func aFileThatIsNotWholeIsComputedAgain(damage: String) throws {
    try withCache { cache in
      _ = cache.vectors(for: texts, model: "m") { vectors }
      let path = cache.directory + "/" + VectorCache.key(texts, model: "m") + ".vectors"
      var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
      switch damage {
      case "truncated": bytes.removeLast(3)
      case "wrong magic": bytes[0] ^= 1
      case "wrong count": bytes[18] = 9
      default: bytes = []
      }
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      var computed = false
      let got = cache.vectors(for: texts, model: "m") {
        computed = true
        return vectors
      }
      #expect(computed && got == vectors)
      #expect(cache.read(path, count: texts.count) == vectors, "written whole again")
    }
  }

  @Test func aCacheThatCannotBeWrittenStillGivesTheVectors() {
    let cache = VectorCache(directory: "/proc/duo-say-cannot-write-here")
    var computed = 0
    for _ in 0..<2 {
      #expect(
        cache.vectors(for: texts, model: "m") {
          computed += 1
          return vectors
        } == vectors)
    }
    #expect(computed == 2)
    #expect(cache.vectors(for: texts, model: "m") { nil } == nil, "no model, nothing kept: no vectors")
  }

  /// The lazy model reads a catalog's kept vectors without loading the model,
  /// and the installed model's own vectors round-trip.
  @Test func keptReferencesNeedNoModel() throws {
    try withCache { cache in
      let installed = LazySentenceModel(vectorCache: cache.directory) { error in Issue.record("\(error)") }
      let made = try #require(installed.embedReferences(texts))
      #expect(made.count == texts.count && made.allSatisfy { $0.count == 384 })
      let failures = Locked(0)
      let missing = LazySentenceModel(directory: "/nonexistent", vectorCache: cache.directory) { _ in
        failures.withLock { $0 += 1 }
      }
      #expect(missing.embedReferences(texts) == made)
      #expect(failures.withLock { $0 } == 0, "the model was not asked for")
      #expect(missing.embedReferences(texts + ["one more"]) == nil, "a text not kept needs the model")
      #expect(failures.withLock { $0 } == 1)
    }
  }
}
