import Foundation
import Testing

@testable import SentenceEncoder

/// The encoder against reference values: token ids from Hugging Face's
/// `tokenizers` and the first eight dimensions of vectors from an independent
/// NumPy implementation of the same model (`hello`'s are the widely quoted ones).
@Suite struct SentenceModelTests {
  static let references: [(text: String, ids: [Int32], head: [Float])] = [
    ("hello", [101, 7592, 102], [-0.062772, 0.054959, 0.052165, 0.08579, -0.082749, -0.074573, 0.068555, 0.018396]),
    (
      "take me to lost lake trail", [101, 2202, 2033, 2000, 2439, 2697, 4446, 102],
      [-0.012646, 0.017335, 0.017972, 0.044099, 0.061717, 0.027426, 0.138261, 0.006416]
    ),
    (
      "Héllo, world! unpause my workout", [101, 7592, 1010, 2088, 999, 4895, 4502, 8557, 2026, 27090, 102],
      [-0.089375, 0.042284, 0.011697, 0.079513, -0.0212, -0.046901, 0.026569, -0.046946]
    ),
    (
      "what's it like at ${place}", [101, 2054, 1005, 1055, 2009, 2066, 2012, 1002, 1063, 2173, 1065, 102],
      [0.019304, 0.052351, 0.011998, 0.00589, -0.024159, -0.045442, 0.05949, -0.059037]
    ),
    (
      "supercalifragilisticexpialidocious twenty twenty three",
      [101, 3565, 9289, 10128, 29181, 24411, 4588, 10288, 19312, 21273, 10085, 6313, 3174, 3174, 2093, 102],
      [0.010682, 0.002394, 0.013887, -0.030922, -0.102023, 0.040465, 0.07615, 0.046885]
    ),
  ]

  static let model = Result { try SentenceModel.load() }
  /// Every product in single precision, as the reference computes.
  static let singlePrecision = Result { try SentenceModel.load(precision: .single) }

  @Test func tokensAndVectorsMatchTheReference() throws {
    let model = try Self.singlePrecision.get()
    for reference in Self.references {
      #expect(model.tokenizer.tokens(reference.text) == reference.ids, "\(reference.text)")
      let vector = model.vector(reference.text)
      #expect(vector.count == 384)
      for (got, expected) in zip(vector.prefix(8), reference.head) {
        #expect(abs(got - expected) < 2e-4, "\(reference.text): \(Array(vector.prefix(8)))")
      }
    }
  }

  /// Other scripts and invisible characters, with ids from Hugging Face's
  /// `tokenizers` 0.23.3 on the same `tokenizer.json`: ideographs are words of
  /// their own; NUL, U+FFFD and control and format characters are dropped.
  @Test(arguments: [
    ("turn on the 日本語 in casa", [101, 2735, 2006, 1996, 1864, 1876, 1950, 1999, 14124, 102] as [Int32]),
    ("a\u{0}b\u{FFFD}c d\u{7}e\u{85}f", [101, 5925, 13366, 102]),
    (
      "Ελληνικά και русский",
      [
        101, 1159, 29727, 29727, 24824, 16177, 18199, 29726, 14608, 1164, 14608, 18199, 1195, 29748, 29747, 29747,
        23925,
        15414, 102,
      ]
    ),
    ("zoe\u{301}\u{200D} 😀 العربية", [101, 11199, 100, 1270, 23673, 29830, 17149, 29816, 14498, 19433, 102]),
    ("ｆｕｌｌwidth ①", [101, 100, 100, 102]),
  ])
  func otherScriptsAreTokenizedAsTheReferenceDoes(text: String, ids: [Int32]) throws {
    #expect(try Self.model.get().tokenizer.tokens(text) == ids)
  }

  /// Packed weights (where the processor runs them, also in a debug build) move
  /// the vectors little: no dimension by more than `largest`, no cosine with the
  /// single-precision vector below `cosine` (measured: half floats 8e-5 and
  /// 0.99999, bytes 0.015 and 0.996).
  @Test(
    .enabled(if: PackedWeights.hasHalfFloats, "the processor has no AVX2, FMA and F16C for packed weights"),
    arguments: [(SentenceModel.Precision.halfFloats, Float(1e-3), Float(0.9999)), (.bytes, 0.02, 0.995)])
  func packedWeightsKeepTheVectors(precision: SentenceModel.Precision, largest: Float, cosine: Float) throws {
    let packed = try SentenceModel.load(precision: precision)
    let single = try Self.singlePrecision.get()
    #expect(packed.transformer.packed != nil, "packed weights loaded")
    var difference: Float = 0
    var lowest: Float = 1
    for text in Self.references.map(\.text) + ["unpause my run in pacer", "how is eagle peak loop looking"] {
      let (a, b) = (packed.vector(text), single.vector(text))
      difference = max(difference, zip(a, b).map { abs($0 - $1) }.max() ?? 0)
      lowest = min(lowest, zip(a, b).map(*).reduce(0, +))
    }
    #expect(difference < largest && lowest > cosine, "largest difference \(difference), lowest cosine \(lowest)")
    #expect(difference > 0, "the packed weights were used")
  }

  @Test func aBatchGivesEachSentenceItsOwnVector() throws {
    let model = try Self.model.get()
    let texts = Self.references.map(\.text)
    let batch = try #require(model.embed(texts))
    #expect(batch.count == texts.count)
    for (text, vector) in zip(texts, batch) {
      let alone = model.vector(text)
      #expect(zip(alone, vector).allSatisfy { abs($0 - $1) < 1e-5 }, "\(text)")
    }
  }

  @Test func similarMeaningsAreCloserThanUnrelatedOnes() throws {
    let model = try Self.model.get()
    func cosine(_ a: String, _ b: String) -> Float { zip(model.vector(a), model.vector(b)).map(*).reduce(0, +) }
    #expect(cosine("unpause my workout", "resume my workout") > cosine("unpause my workout", "show my weekly summary"))
    #expect(cosine("take me to the trail", "navigate to the trail") > cosine("take me to the trail", "record a hike"))
  }

  @Test func longInputIsCutAtTheTokenLimit() throws {
    let model = try Self.model.get()
    let tokens = model.tokenizer.tokens(Array(repeating: "word", count: 10_000).joined(separator: " "))
    #expect(tokens.count == 128)
    #expect(tokens.last == model.tokenizer.separatorToken)
  }

  @Test func theDigestIsSHA256() {
    #expect(SHA256.hex(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(SHA256.hex(of: []) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    let long = Array(repeating: UInt8(ascii: "a"), count: 1_000_000)
    #expect(SHA256.hex(of: long) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }
}
