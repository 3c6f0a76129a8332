import CMatrix
import Foundation

/// all-MiniLM-L6-v2's transformer: BERT with 6 layers of 384 dimensions and
/// 12 heads, its token vectors averaged and scaled to length 1.
///
/// The dense layers' weights are copied once into bytes or half floats
/// (``PackedWeights``) when the processor has the instructions for them; in
/// single precision, and always for attention, every product is one
/// `cblas_sgemm` (``BLAS``) on the mapped file.
struct MiniLM: Sendable {
  static let width = 384
  static let heads = 12
  static let innerWidth = 1536
  static let layerCount = 6
  static let positions = 512

  struct Layer: @unchecked Sendable {
    var query, queryBias, key, keyBias, value, valueBias: UnsafeBufferPointer<Float>
    var output, outputBias, attentionNorm, attentionNormBias: UnsafeBufferPointer<Float>
    var inner, innerBias, outer, outerBias, outputNorm, outputNormBias: UnsafeBufferPointer<Float>
  }

  struct Embeddings: @unchecked Sendable {
    var words, positions, types, norm, normBias: UnsafeBufferPointer<Float>
  }

  let file: SafeTensors
  let embeddings: Embeddings
  let layers: [Layer]
  let blas: BLAS
  /// The dense layers packed, unless they are multiplied in single precision.
  let packed: PackedWeights?

  init(
    file: SafeTensors, blas: BLAS, precision: SentenceModel.Precision, instructions: SentenceModel.ByteInstructions
  ) throws {
    self.file = file
    self.blas = blas
    let (w, i) = (Self.width, Self.innerWidth)
    embeddings = Embeddings(
      words: try file.floats("embeddings.word_embeddings.weight", shape: [30522, w]),
      positions: try file.floats("embeddings.position_embeddings.weight", shape: [Self.positions, w]),
      types: try file.floats("embeddings.token_type_embeddings.weight", shape: [2, w]),
      norm: try file.floats("embeddings.LayerNorm.weight", shape: [w]),
      normBias: try file.floats("embeddings.LayerNorm.bias", shape: [w]))
    layers = try (0..<Self.layerCount).map { index in
      let p = "encoder.layer.\(index)."
      func t(_ name: String, _ shape: [Int]) throws -> UnsafeBufferPointer<Float> {
        try file.floats(p + name, shape: shape)
      }
      return Layer(
        query: try t("attention.self.query.weight", [w, w]), queryBias: try t("attention.self.query.bias", [w]),
        key: try t("attention.self.key.weight", [w, w]), keyBias: try t("attention.self.key.bias", [w]),
        value: try t("attention.self.value.weight", [w, w]), valueBias: try t("attention.self.value.bias", [w]),
        output: try t("attention.output.dense.weight", [w, w]), outputBias: try t("attention.output.dense.bias", [w]),
        attentionNorm: try t("attention.output.LayerNorm.weight", [w]),
        attentionNormBias: try t("attention.output.LayerNorm.bias", [w]),
        inner: try t("intermediate.dense.weight", [i, w]), innerBias: try t("intermediate.dense.bias", [i]),
        outer: try t("output.dense.weight", [w, i]), outerBias: try t("output.dense.bias", [w]),
        outputNorm: try t("output.LayerNorm.weight", [w]), outputNormBias: try t("output.LayerNorm.bias", [w]))
    }
    packed = precision == .single ? nil : PackedWeights(layers, precision: precision, instructions: instructions)
  }

  /// The sentence vector of `tokens` (at most ``positions``), length 1.
  func embed(_ tokens: [Int32]) -> [Float] { embed(batch: [tokens])[0] }

  /// The vectors of several token sequences, computed together: the weights
  /// are read once per product for all of them, which is most of the time.
  func embed(batch: [[Int32]]) -> [[Float]] {
    let sequences = batch.map { Array($0.prefix(Self.positions)) }
    let starts = sequences.reduce(into: [0]) { $0.append($0.last! + $1.count) }
    let n = starts.last!
    guard n > 0 else { return sequences.map { _ in [Float](repeating: 0, count: Self.width) } }
    let w = Self.width
    var x = [Float](repeating: 0, count: n * w)
    for (sequence, tokens) in sequences.enumerated() {
      for (position, token) in tokens.enumerated() {
        let (row, word) = ((starts[sequence] + position) * w, Int(token) * w)
        for column in 0..<w {
          x[row + column] =
            embeddings.words[word + column] + embeddings.positions[position * w + column] + embeddings.types[column]
        }
      }
    }
    Self.normalize(&x, adding: nil, rows: n, scale: embeddings.norm, bias: embeddings.normBias)
    var q = [Float](repeating: 0, count: n * w)
    var k = q
    var v = q
    var context = q
    var projected = q
    let longest = sequences.map(\.count).max() ?? 0
    var scores = [Float](repeating: 0, count: longest * longest)
    var inner = [Float](repeating: 0, count: n * Self.innerWidth)
    var scratch = PackedWeights.Scratch(rows: packed == nil ? 0 : n)
    for (index, layer) in layers.enumerated() {
      let packedLayer = packed?.layers[index]
      linear(
        x, rows: n, inputs: w, weights: layer.query, packedLayer?.query, bias: layer.queryBias, outputs: w, into: &q,
        scratch: &scratch)
      linear(
        x, rows: n, inputs: w, weights: layer.key, packedLayer?.key, bias: layer.keyBias, outputs: w, into: &k,
        scratch: &scratch)
      linear(
        x, rows: n, inputs: w, weights: layer.value, packedLayer?.value, bias: layer.valueBias, outputs: w, into: &v,
        scratch: &scratch)
      for sequence in sequences.indices where starts[sequence + 1] > starts[sequence] {
        attend(q, k, v, rows: starts[sequence]..<starts[sequence + 1], scores: &scores, into: &context)
      }
      linear(
        context, rows: n, inputs: w, weights: layer.output, packedLayer?.output, bias: layer.outputBias, outputs: w,
        into: &projected, scratch: &scratch)
      Self.normalize(&x, adding: projected, rows: n, scale: layer.attentionNorm, bias: layer.attentionNormBias)
      linear(
        x, rows: n, inputs: w, weights: layer.inner, packedLayer?.inner, bias: layer.innerBias,
        outputs: Self.innerWidth,
        into: &inner, scratch: &scratch)
      if packed != nil {
        duo_matrix_gelu(&inner, inner.count)
      } else {
        for index in inner.indices { inner[index] = Self.gelu(inner[index]) }
      }
      linear(
        inner, rows: n, inputs: Self.innerWidth, weights: layer.outer, packedLayer?.outer, bias: layer.outerBias,
        outputs: w,
        into: &projected, scratch: &scratch)
      Self.normalize(&x, adding: projected, rows: n, scale: layer.outputNorm, bias: layer.outputNormBias)
    }
    return sequences.indices.map { sequence in
      var mean = [Float](repeating: 0, count: w)
      for row in starts[sequence]..<starts[sequence + 1] {
        for column in 0..<w { mean[column] += x[row * w + column] }
      }
      let length = mean.reduce(0) { $0 + $1 * $1 }.squareRoot()
      return length > 0 ? mean.map { $0 / length } : mean
    }
  }

  /// Multiply-adds of the dense layers for one token: six products per layer.
  static let denseMultiplyAddsPerToken = layerCount * (4 * width * width + 2 * width * innerWidth)

  /// The dense layers alone on `rows` rows of made-up input, for measuring
  /// their rate against an utterance's time; nothing else of the model runs.
  func denseLayersOnly(rows: Int) {
    let input = [Float](repeating: 0.25, count: rows * Self.innerWidth)
    var out = [Float](repeating: 0, count: rows * Self.innerWidth)
    var scratch = PackedWeights.Scratch(rows: packed == nil ? 0 : rows)
    for (index, layer) in layers.enumerated() {
      let p = packed?.layers[index]
      let (w, i) = (Self.width, Self.innerWidth)
      for (weights, packedWeights, bias, inputs, outputs) in [
        (layer.query, p?.query, layer.queryBias, w, w), (layer.key, p?.key, layer.keyBias, w, w),
        (layer.value, p?.value, layer.valueBias, w, w), (layer.output, p?.output, layer.outputBias, w, w),
        (layer.inner, p?.inner, layer.innerBias, w, i), (layer.outer, p?.outer, layer.outerBias, i, w),
      ] {
        linear(
          input, rows: rows, inputs: inputs, weights: weights, packedWeights, bias: bias, outputs: outputs, into: &out,
          scratch: &scratch)
      }
    }
  }

  /// Self-attention of one sequence (`rows` of the batch), head by head, into `context`.
  private func attend(
    _ q: [Float], _ k: [Float], _ v: [Float], rows: Range<Int>, scores: inout [Float], into context: inout [Float]
  ) {
    let (w, n) = (Self.width, rows.count)
    let headWidth = w / Self.heads
    let scale = 1 / Float(headWidth).squareRoot()
    for head in 0..<Self.heads {
      let offset = rows.lowerBound * w + head * headWidth
      q.withUnsafeBufferPointer { q in
        k.withUnsafeBufferPointer { k in
          scores.withUnsafeMutableBufferPointer { scores in
            blas.multiply(
              q.baseAddress! + offset, rows: n, inner: headWidth, lda: w, k.baseAddress! + offset, ldb: w,
              transposingB: true,
              columns: n, scale: scale, into: scores.baseAddress!, ldc: n, accumulate: false)
          }
        }
      }
      Self.softmaxRows(&scores, rows: n)
      v.withUnsafeBufferPointer { v in
        scores.withUnsafeBufferPointer { scores in
          context.withUnsafeMutableBufferPointer { context in
            blas.multiply(
              scores.baseAddress!, rows: n, inner: n, lda: n, v.baseAddress! + offset, ldb: w, transposingB: false,
              columns: headWidth, into: context.baseAddress! + offset, ldc: w, accumulate: false)
          }
        }
      }
    }
  }

  /// `out = input × weightsᵀ + bias` for PyTorch's `[outputs, inputs]` weights:
  /// through the packed copy when there is one, else OpenBLAS.
  private func linear(
    _ input: [Float], rows: Int, inputs: Int, weights: UnsafeBufferPointer<Float>, _ packed: PackedWeights.Matrix?,
    bias: UnsafeBufferPointer<Float>, outputs: Int, into out: inout [Float], scratch: inout PackedWeights.Scratch
  ) {
    input.withUnsafeBufferPointer { input in
      out.withUnsafeMutableBufferPointer { out in
        if let packed {
          packed.linear(
            input.baseAddress!, rows: rows, bias: bias.baseAddress!, into: out.baseAddress!, scratch: &scratch)
          return
        }
        for row in 0..<rows { (out.baseAddress! + row * outputs).update(from: bias.baseAddress!, count: outputs) }
        blas.multiply(
          input.baseAddress!, rows: rows, inner: inputs, lda: inputs, weights.baseAddress!, ldb: inputs,
          transposingB: true,
          columns: outputs, into: out.baseAddress!, ldc: outputs, accumulate: true)
      }
    }
  }

  /// `x` plus `residual`, row by row layer-normalized (`duo_matrix_add_normalize`).
  private static func normalize(
    _ x: inout [Float], adding residual: [Float]?, rows: Int, scale: UnsafeBufferPointer<Float>,
    bias: UnsafeBufferPointer<Float>
  ) {
    let width = Int32(scale.count)
    if let residual {
      duo_matrix_add_normalize(&x, residual, Int32(rows), width, scale.baseAddress!, bias.baseAddress!)
    } else {
      duo_matrix_add_normalize(&x, nil, Int32(rows), width, scale.baseAddress!, bias.baseAddress!)
    }
  }

  private static func softmaxRows(_ scores: inout [Float], rows: Int) {
    for row in 0..<rows {
      let start = row * rows
      var largest = -Float.infinity
      for column in 0..<rows { largest = max(largest, scores[start + column]) }
      var total: Float = 0
      for column in 0..<rows {
        let e = expf(scores[start + column] - largest)
        scores[start + column] = e
        total += e
      }
      for column in 0..<rows { scores[start + column] /= total }
    }
  }

  /// BERT's exact GELU.
  private static func gelu(_ x: Float) -> Float { 0.5 * x * (1 + erff(x * 0.707_106_77)) }
}
