import Foundation
import Testing

@testable import SentenceEncoder

private let largeModelInstalled = FileManager.default.fileExists(
  atPath: SentenceModel.Kind.large.defaultDirectory + "/model.safetensors")

/// all-mpnet-base-v2 (``SentenceModel/Kind/large``) against reference values,
/// where it is installed (`Scripts/install-model.sh large`; CI does not fetch
/// its 438 MB): token ids from Hugging Face's `tokenizers` 0.23.3 and the first
/// eight dimensions of vectors from an independent NumPy implementation of
/// MPNet (relative position buckets, positions from 2, layer norm's 1e-5).
/// ``MPNetShapeTests`` runs the same arithmetic on a small model everywhere.
@Suite(.enabled(if: largeModelInstalled, "all-mpnet-base-v2 is not installed (Scripts/install-model.sh large)"))
struct LargeModelTests {
  static let references: [(text: String, ids: [Int32], head: [Float])] = [
    ("hello", [0, 7596, 2], [0.03064, -0.00623, -0.002122, 0.013879, 0.026487, 0.004066, -0.003871, 0.03527]),
    (
      "take me to lost lake trail", [0, 2206, 2037, 2004, 2443, 2701, 4450, 2],
      [-0.000544, 0.081938, -0.01952, -0.009778, -0.015871, -0.001284, -0.059776, -0.011668]
    ),
    (
      "Héllo, world! unpause my workout", [0, 7596, 1014, 2092, 1003, 4899, 4506, 8561, 2030, 27094, 2],
      [-0.016297, 0.087675, 0.023914, -0.005781, 0.085811, 0.027196, 0.001423, 0.046377]
    ),
    (
      "what's it like at ${place}", [0, 2058, 1009, 1059, 2013, 2070, 2016, 1006, 1067, 2177, 1069, 2],
      [0.005998, 0.018157, -0.010383, -0.040232, 0.003237, -0.005441, 0.007998, 0.004532]
    ),
    // 22 tokens: relative distances past the exact buckets, into the logarithmic ones.
    (
      "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty",
      [
        0, 2032, 2052, 2097, 2180, 2278, 2420, 2702, 2813, 3161, 2706, 5412, 4380, 7097, 7430, 5421, 7036, 9175, 7767,
        11981, 3178, 2,
      ],
      [-0.065994, 0.084252, 0.011334, -0.000509, -0.040615, 0.032604, 0.021999, 0.03484]
    ),
  ]

  static let single = Result { try SentenceModel.load(.large, precision: .single) }

  @Test func tokensAndVectorsMatchTheReference() throws {
    let model = try Self.single.get()
    for reference in Self.references {
      #expect(model.tokenizer.tokens(reference.text) == reference.ids, "\(reference.text)")
      let vector = model.vector(reference.text)
      #expect(vector.count == 768)
      for (got, expected) in zip(vector.prefix(8), reference.head) {
        #expect(abs(got - expected) < 2e-4, "\(reference.text): \(Array(vector.prefix(8)))")
      }
    }
  }

  /// Byte weights move the vectors little, as for the standard model.
  @Test(.enabled(if: PackedWeights.hasBytes, "the processor has no AVX2 byte kernels"))
  func byteWeightsKeepTheVectors() throws {
    let (bytes, single) = (try SentenceModel.load(.large, precision: .bytes), try Self.single.get())
    for text in Self.references.map(\.text) {
      let cosine = zip(bytes.vector(text), single.vector(text)).map(*).reduce(0, +)
      #expect(cosine > 0.99, "\(text): \(cosine)")
    }
  }
}
