import CMatrix

/// The transformer's dense-layer weights as half floats, multiplied by the
/// AVX2/FMA/F16C kernel of `CMatrix` (46 billion multiply-adds a second here,
/// the processor's peak; OpenBLAS spends as long again packing the weights).
///
/// ```swift
/// let halves = HalfWeights(miniLM.layers)            // 21 MB, about 10 ms once
/// HalfWeights.linear(x, rows: 10, inputs: 384, weights: halves.layers[0].query, bias: b, outputs: 384, into: y)
/// ```
///
/// Half floats keep 11 bits of each weight; the sentence vectors stay within
/// 1e-3 of the single-precision ones (`SentenceModelTests`), and the held-out
/// figures are unchanged (README, "Accuracy").
struct HalfWeights: Sendable {
  struct Layer: Sendable {
    var query, key, value, output, inner, outer: [UInt16]
  }

  /// Whether this processor has the instructions the kernel needs.
  static let isSupported = duo_matrix_supported() != 0
  /// Whether the kernel was compiled with optimization: a debug build's is 60
  /// times slower than OpenBLAS, so it is used there only when asked for.
  static let isOptimized = duo_matrix_optimized() != 0

  let layers: [Layer]

  init(_ layers: [MiniLM.Layer]) {
    func half(_ weights: UnsafeBufferPointer<Float>) -> [UInt16] {
      [UInt16](unsafeUninitializedCapacity: weights.count) { buffer, count in
        duo_matrix_to_half(weights.baseAddress!, buffer.baseAddress!, weights.count)
        count = weights.count
      }
    }
    self.layers = layers.map { layer in
      Layer(
        query: half(layer.query), key: half(layer.key), value: half(layer.value), output: half(layer.output),
        inner: half(layer.inner), outer: half(layer.outer))
    }
  }

  /// `out = input × weightsᵀ + bias`, rows × outputs, on this thread: a
  /// second thread does not help, the two processors here share their
  /// multiply-add units (the C kernel alone took 2.1 ms on one, 2.1 on two).
  static func linear(
    _ input: UnsafePointer<Float>, rows: Int, inputs: Int, weights: [UInt16], bias: UnsafePointer<Float>,
    outputs: Int, into out: UnsafeMutablePointer<Float>
  ) {
    weights.withUnsafeBufferPointer { weights in
      duo_matrix_linear(
        input, Int32(rows), Int32(inputs), weights.baseAddress!, bias, Int32(outputs), 0, Int32(outputs), out)
    }
  }
}
