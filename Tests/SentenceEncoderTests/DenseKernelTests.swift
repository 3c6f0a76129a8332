import CMatrix
import Foundation
import Testing

@testable import SentenceEncoder

/// The kernels' own promises, apart from the model: GELU's rational erf stays
/// within its bound, and the byte kernels sum the same with AVX2 alone as with VNNI.
@Suite struct DenseKernelTests {
  /// GELU in double precision, as the reference computes it.
  static func gelu(_ x: Double) -> Double { 0.5 * x * (1 + erf(x / 2.0.squareRoot())) }

  @Test(.enabled(if: PackedWeights.hasHalfFloats, "the processor has no AVX2 and FMA"))
  func geluIsWithinItsBoundEverywhere() {
    // Every thousandth from −12 to 12 (past erf's ±4 clamp at ±5.7), and a count that is not a multiple of eight.
    var values = (-12_000...12_000).map { Float($0) / 1000 } + [0, -0, 1e-30, -1e-30, 3.402_823e38, -3.402_823e38]
    values.append(contentsOf: [0.5, -0.5, 7])
    let inputs = values
    duo_matrix_gelu(&values, values.count)
    var worst: (error: Double, at: Float) = (0, 0)
    for (input, output) in zip(inputs, values) {
      let expected = Self.gelu(Double(input))
      // Rounding a product of floats costs a few parts in 10⁸ of its size.
      let error = abs(Double(output) - expected) / max(1, abs(expected))
      if error > worst.error { worst = (error, input) }
    }
    #expect(worst.error < 1e-6, "GELU off by \(worst.error) at \(worst.at)")
  }

  @Test(.enabled(if: PackedWeights.hasVNNI, "the processor has no VNNI to compare AVX2 with"))
  func bytesSumTheSameWithAVX2AloneAsWithVNNI() throws {
    let vnni = try SentenceModel.load(precision: .bytes, instructions: .vnni)
    let avx2 = try SentenceModel.load(precision: .bytes, instructions: .avx2)
    let texts =
      SentenceModelTests.references.map(\.text) + ["unpause my run in pacer", String(repeating: "go ", count: 70)]
    for text in texts {
      let (a, b) = (vnni.vector(text), avx2.vector(text))
      let differences = zip(a, b).map { abs($0 - $1) }.filter { $0 != 0 }
      #expect(
        a.count == b.count && differences.isEmpty,
        "'\(text)': \(differences.count) of \(a.count) dimensions differ, by up to \(differences.max() ?? 0)")
    }
    #expect(vnni.transformer.packed != nil && avx2.transformer.packed != nil, "byte weights loaded")
  }
}
