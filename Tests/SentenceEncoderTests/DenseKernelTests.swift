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

  /// The vectorized weight quantization gives each weight the byte `lrintf(w / scale)` gives it
  /// (ties to even included), and each row its scale and sum; rows of zeros and an odd width too.
  @Test(.enabled(if: PackedWeights.hasBytes, "the processor has no AVX2"))
  func weightsBecomeTheBytesOneByOneDivisionGives() {
    var generator = SystemRandomNumberGenerator()
    for (outputs, inputs) in [(40, 384), (7, 1536), (5, 45), (3, 7)] {
      var weights = (0..<outputs * inputs).map { index -> Float in
        // Every fifth weight an exact half step of its row's scale, to reach the ties.
        index % 5 == 0
          ? Float(Int.random(in: -254...254, using: &generator)) / 254 : .random(in: -1...1, using: &generator)
      }
      for column in 0..<inputs { weights[column] = 0 }
      var bytes = [Int8](repeating: 0, count: weights.count)
      var (scales, sums) = ([Float](repeating: 0, count: outputs), [Int32](repeating: 0, count: outputs))
      duo_matrix_quantize_rows(weights, Int32(outputs), Int32(inputs), &bytes, &scales, &sums)
      for row in 0..<outputs {
        let values = weights[row * inputs..<(row + 1) * inputs]
        let largest = values.map(abs).max() ?? 0
        let scale: Float = largest > 0 ? largest / 127 : 1
        let expected = values.map { Int8(max(-127, min(127, lrintf($0 / scale)))) }
        #expect(
          scales[row] == scale && Array(bytes[row * inputs..<(row + 1) * inputs]) == expected,
          "row \(row) of \(outputs)×\(inputs)")
        #expect(sums[row] == expected.reduce(0) { $0 + Int32($1) })
      }
    }
  }

  /// The byte kernel works on blocks of weight rows (about 128 KB) and
  /// prefetches the next block when more than four rows follow: every row of
  /// a batch must get, bit for bit, what it gets alone (one row: no blocks
  /// reused, no prefetch), whatever the row count, with a last block shorter
  /// than the others (200 outputs of 3,072 inputs: blocks of 42).
  @Test(
    .enabled(if: PackedWeights.hasBytes, "the processor has no AVX2 byte kernels"),
    arguments: [(200, 3072), (384, 768), (3, 96)])
  func aBatchOfRowsGetsWhatEachRowGetsAlone(outputs: Int, inputs: Int) {
    var seed: UInt64 = 7
    func next() -> Float {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Float(Int(seed >> 40) % 2001 - 1000) / 1000
    }
    let weights = (0..<outputs * inputs).map { _ in next() * 0.1 }
    let bias = (0..<outputs).map { _ in next() }
    let rows = 11
    let input = (0..<rows * inputs).map { _ in next() }
    for instructions in [SentenceModel.ByteInstructions.avx2] + (PackedWeights.hasVNNI ? [.vnni] : []) {
      let matrix = weights.withUnsafeBufferPointer {
        PackedWeights.Matrix($0, outputs: outputs, inputs: inputs, precision: .bytes, instructions: instructions)
      }
      func product(_ rows: ArraySlice<Float>) -> [Float] {
        let count = rows.count / inputs
        var scratch = PackedWeights.Scratch(rows: count, width: inputs)
        var out = [Float](repeating: .nan, count: count * outputs)
        Array(rows).withUnsafeBufferPointer { x in
          out.withUnsafeMutableBufferPointer { y in
            matrix.linear(x.baseAddress!, rows: count, bias: bias, into: y.baseAddress!, scratch: &scratch)
          }
        }
        return out
      }
      let together = product(input[...])
      for row in 0..<rows {
        let alone = product(input[row * inputs..<(row + 1) * inputs])
        #expect(
          Array(together[row * outputs..<(row + 1) * outputs]) == alone,
          "\(instructions), \(outputs)×\(inputs), row \(row) of \(rows)")
      }
    }
  }
}
