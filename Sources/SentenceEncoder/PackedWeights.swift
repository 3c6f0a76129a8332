import CMatrix

/// The transformer's dense-layer weights copied into a smaller form that the
/// kernels of `CMatrix` multiply: at ten tokens an utterance's time is these
/// products, and OpenBLAS spends as long again packing single-precision
/// weights as multiplying them.
///
/// ```swift
/// let packed = PackedWeights(transformer.layers, .miniLM, precision: .bytes)   // 10 MB, once at load
/// var scratch = PackedWeights.Scratch(rows: 10, width: 1536)
/// packed.layers[0].query.linear(x, rows: 10, bias: b, into: y, scratch: &scratch)
/// ```
///
/// - ``SentenceModel/Precision/halfFloats``: 11 bits of each weight, products in
///   single precision with FMA (46 billion multiply-adds a second here, the
///   processor's peak; a second thread did not help here); vectors within 1e-3
///   of single precision.
/// - ``SentenceModel/Precision/bytes``: each weight row and each input row scaled
///   to signed and unsigned bytes, multiplied four at a time (VNNI), 2.8 times
///   faster again; vectors within a few thousandths (`SentenceModelTests`).
///   Without VNNI, the same sums with AVX2 alone (2.2 times faster than half
///   floats; vectors equal to VNNI's bit for bit, `DenseKernelTests`).
struct PackedWeights: Sendable {
  /// One `[outputs, inputs]` matrix in PyTorch's layout.
  enum Matrix: Sendable {
    case halfFloats([UInt16], outputs: Int, inputs: Int)
    /// Bytes, each row's scale (largest magnitude / 127) and sum of bytes, and the instructions that multiply them.
    case bytes(
      [Int8], scales: [Float], sums: [Int32], outputs: Int, inputs: Int, instructions: SentenceModel.ByteInstructions)

    init(
      _ weights: UnsafeBufferPointer<Float>, outputs: Int, inputs: Int, precision: SentenceModel.Precision,
      instructions: SentenceModel.ByteInstructions
    ) {
      switch precision {
      case .bytes:
        var scales = [Float](repeating: 0, count: outputs)
        var sums = [Int32](repeating: 0, count: outputs)
        let bytes = [Int8](unsafeUninitializedCapacity: weights.count) { buffer, count in
          duo_matrix_quantize_rows(
            weights.baseAddress!, Int32(outputs), Int32(inputs), buffer.baseAddress!, &scales, &sums)
          count = weights.count
        }
        self = .bytes(bytes, scales: scales, sums: sums, outputs: outputs, inputs: inputs, instructions: instructions)
      case .halfFloats, .single:
        let halves = [UInt16](unsafeUninitializedCapacity: weights.count) { buffer, count in
          duo_matrix_to_half(weights.baseAddress!, buffer.baseAddress!, weights.count)
          count = weights.count
        }
        self = .halfFloats(halves, outputs: outputs, inputs: inputs)
      }
    }

    /// `out = input × weightsᵀ + bias` for `rows` input rows (at most `scratch`'s).
    func linear(
      _ input: UnsafePointer<Float>, rows: Int, bias: UnsafePointer<Float>, into out: UnsafeMutablePointer<Float>,
      scratch: inout Scratch
    ) {
      switch self {
      case .halfFloats(let halves, let outputs, let inputs):
        duo_matrix_linear(input, Int32(rows), Int32(inputs), halves, bias, Int32(outputs), out)
      case .bytes(let bytes, let scales, let sums, let outputs, let inputs, let instructions):
        duo_matrix_linear_bytes(
          input, Int32(rows), Int32(inputs), bytes, scales, sums, bias, Int32(outputs), &scratch.bytes,
          &scratch.scales, &scratch.zeros, instructions == .vnni ? 1 : 0, out)
      }
    }
  }

  /// Room for a batch's inputs as bytes, made once per batch instead of once per product.
  struct Scratch {
    var bytes: [UInt8]
    var scales: [Float]
    var zeros: [Int32]

    /// Room for `rows` rows of at most `width` inputs.
    init(rows: Int, width: Int) {
      bytes = [UInt8](repeating: 0, count: rows * width)
      scales = [Float](repeating: 0, count: rows)
      zeros = [Int32](repeating: 0, count: rows)
    }
  }

  struct Layer: Sendable {
    var query, key, value, output, inner, outer: Matrix
  }

  /// Whether this processor has the instructions of each packed precision.
  static let hasHalfFloats = duo_matrix_supported() != 0
  static let hasBytes = hasHalfFloats && duo_matrix_bytes_supported() != 0
  static let hasVNNI = hasBytes && duo_matrix_bytes_vnni_supported() != 0
  /// Whether the kernels were compiled with optimization: a debug build's are
  /// 60 times slower than OpenBLAS, so they are used there only when asked for.
  static let isOptimized = duo_matrix_optimized() != 0

  let layers: [Layer]

  init(
    _ layers: [Transformer.Layer], _ architecture: Transformer.Architecture, precision: SentenceModel.Precision,
    instructions: SentenceModel.ByteInstructions
  ) {
    let (w, i) = (architecture.width, architecture.innerWidth)
    self.layers = layers.map { layer in
      func pack(_ weights: UnsafeBufferPointer<Float>, _ outputs: Int, _ inputs: Int) -> Matrix {
        Matrix(weights, outputs: outputs, inputs: inputs, precision: precision, instructions: instructions)
      }
      return Layer(
        query: pack(layer.query, w, w), key: pack(layer.key, w, w), value: pack(layer.value, w, w),
        output: pack(layer.output, w, w), inner: pack(layer.inner, i, w), outer: pack(layer.outer, w, i))
    }
  }
}
