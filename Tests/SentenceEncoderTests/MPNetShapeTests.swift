import Foundation
import TestSupport
import Testing

@testable import SentenceEncoder

/// MPNet's arithmetic (the large model's) on a small model with random weights
/// in all-mpnet-base-v2's names and layout, so that it is checked on every
/// machine, the large model's 438 MB or not: vectors against an independent
/// NumPy MPNet, and the relative-position buckets against its formula
/// (`Tests/Fixtures/Encoder/make-tiny-mpnet.py` wrote both).
@Suite struct MPNetShapeTests {
  static let architecture = Transformer.Architecture(
    family: .mpnet, width: 32, heads: 4, innerWidth: 64, layerCount: 2, positions: 32, vocabularySize: 40,
    epsilon: 1e-5, relativeBuckets: 32, classToken: "<s>", separatorToken: "</s>")

  static let references: [(ids: [Int32], head: [Float])] = [
    ([0, 7, 2], [-0.123839, -0.023609, -0.171612, -0.054995, 0.137999, -0.125629, 0.030697, -0.138931]),
    (
      [0, 5, 9, 13, 17, 21, 25, 29, 33, 37, 3, 6, 11, 2],
      [-0.167733, 0.001755, -0.356701, -0.015649, -0.061573, -0.033503, 0.01131, -0.106096]
    ),
    // 32 tokens: distances up to 31, past the exact buckets into the logarithmic ones.
    (
      [0] + (0..<30).map { Int32($0 * 7 % 40) } + [2],
      [-0.148444, 0.03004, -0.389002, -0.006741, 0.001038, 0.064058, 0.030206, -0.10924]
    ),
  ]

  static func transformer() throws -> Transformer {
    let file = try SafeTensors(path: Repository.fixtures.appendingPathComponent("Encoder/tiny-mpnet.safetensors").path)
    return try Transformer(
      architecture, file: file, blas: try BLAS.shared.get(), precision: .single, instructions: .avx2)
  }

  @Test func vectorsMatchTheReference() throws {
    let transformer = try Self.transformer()
    for reference in Self.references {
      let vector = transformer.embed(reference.ids)
      #expect(vector.count == 32)
      for (got, expected) in zip(vector.prefix(8), reference.head) {
        #expect(abs(got - expected) < 2e-5, "\(reference.ids.count) tokens: \(Array(vector.prefix(8)))")
      }
    }
  }

  @Test func aBatchGivesEachSequenceItsOwnVector() throws {
    let transformer = try Self.transformer()
    let batch = transformer.embed(batch: Self.references.map(\.ids))
    for (reference, vector) in zip(Self.references, batch) {
      #expect(zip(transformer.embed(reference.ids), vector).allSatisfy { abs($0 - $1) < 1e-6 })
    }
  }

  /// A key `d` positions after the query, and before it: exact below 8, then
  /// logarithmic up to 128 apart (16 apart is bucket 10 exactly, in single precision as PyTorch has it).
  @Test func relativePositionsFallInTheirBuckets() {
    let distances = [0, 1, 7, 8, 11, 16, 31, 64, 127, 128, 500, -1, -8, -16, -200]
    let buckets = [0, 17, 23, 24, 24, 26, 27, 30, 31, 31, 31, 1, 8, 10, 15]
    #expect(distances.map { Self.architecture.bucket(from: 0, to: $0) } == buckets)
    #expect(Self.architecture.bucket(from: 40, to: 24) == 10, "only the distance counts")
  }

  @Test func bertHasNoBiasByPositionAndMPNetCountsPositionsFromTwo() {
    #expect(Transformer.Architecture.miniLM.positionRow(0) == 0)
    #expect(Transformer.Architecture.mpnet.positionRow(0) == 2)
    #expect(Transformer.Architecture.mpnet.positionRows == 514)
    #expect(Transformer.Architecture.mpnet.tensor(layer: 3, .query) == "encoder.layer.3.attention.attn.q")
    #expect(Transformer.Architecture.miniLM.tensor(layer: 3, .query) == "encoder.layer.3.attention.self.query")
  }
}
