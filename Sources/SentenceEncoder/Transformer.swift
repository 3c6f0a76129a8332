import CMatrix
import Foundation

/// A sentence model's transformer (``Architecture``: all-MiniLM-L6-v2's BERT or
/// all-mpnet-base-v2's MPNet), its token vectors averaged and scaled to length 1.
///
/// The dense layers' weights are copied once into bytes or half floats
/// (``PackedWeights``) when the processor has the instructions for them; in
/// single precision, and always for attention, every product is one
/// `cblas_sgemm` (``BLAS``) on the mapped file.
struct Transformer: Sendable {
  struct Layer: @unchecked Sendable {
    var query, queryBias, key, keyBias, value, valueBias: UnsafeBufferPointer<Float>
    var output, outputBias, attentionNorm, attentionNormBias: UnsafeBufferPointer<Float>
    var inner, innerBias, outer, outerBias, outputNorm, outputNormBias: UnsafeBufferPointer<Float>
  }

  struct Embeddings: @unchecked Sendable {
    var words, positions, norm, normBias: UnsafeBufferPointer<Float>
    /// BERT's first token type, added to every token; MPNet has none.
    var type: UnsafeBufferPointer<Float>?
    /// MPNet's bias by relative position, `[buckets, heads]`; BERT has none.
    var relativeBias: UnsafeBufferPointer<Float>?
  }

  let architecture: Architecture
  let file: SafeTensors
  let embeddings: Embeddings
  let layers: [Layer]
  let blas: BLAS
  /// The dense layers packed, unless they are multiplied in single precision.
  let packed: PackedWeights?

  init(
    _ architecture: Architecture, file: SafeTensors, blas: BLAS, precision: SentenceModel.Precision,
    instructions: SentenceModel.ByteInstructions
  ) throws {
    self.architecture = architecture
    self.file = file
    self.blas = blas
    let (w, i, a) = (architecture.width, architecture.innerWidth, architecture)
    embeddings = Embeddings(
      words: try file.floats("embeddings.word_embeddings.weight", shape: [a.vocabularySize, w]),
      positions: try file.floats("embeddings.position_embeddings.weight", shape: [a.positionRows, w]),
      norm: try file.floats("embeddings.LayerNorm.weight", shape: [w]),
      normBias: try file.floats("embeddings.LayerNorm.bias", shape: [w]),
      type: a.family == .bert
        ? UnsafeBufferPointer(
          rebasing: try file.floats("embeddings.token_type_embeddings.weight", shape: [2, w])[0..<w])
        : nil,
      relativeBias: a.family == .mpnet
        ? try file.floats("encoder.relative_attention_bias.weight", shape: [a.relativeBuckets, a.heads]) : nil)
    layers = try (0..<a.layerCount).map { index in
      func t(_ part: Architecture.Part, _ shape: [Int]) throws -> UnsafeBufferPointer<Float> {
        try file.floats(a.tensor(layer: index, part) + ".weight", shape: shape)
      }
      func b(_ part: Architecture.Part, _ count: Int) throws -> UnsafeBufferPointer<Float> {
        try file.floats(a.tensor(layer: index, part) + ".bias", shape: [count])
      }
      return Layer(
        query: try t(.query, [w, w]), queryBias: try b(.query, w), key: try t(.key, [w, w]), keyBias: try b(.key, w),
        value: try t(.value, [w, w]), valueBias: try b(.value, w), output: try t(.output, [w, w]),
        outputBias: try b(.output, w), attentionNorm: try t(.attentionNorm, [w]),
        attentionNormBias: try b(.attentionNorm, w), inner: try t(.inner, [i, w]), innerBias: try b(.inner, i),
        outer: try t(.outer, [w, i]), outerBias: try b(.outer, w), outputNorm: try t(.outputNorm, [w]),
        outputNormBias: try b(.outputNorm, w))
    }
    packed =
      precision == .single
      ? nil : PackedWeights(layers, architecture, precision: precision, instructions: instructions)
    // The dense layers are read from their packed copy from now on: the file's pages need not stay resident.
    if packed != nil { file.releaseResidentPages() }
  }

  /// The sentence vector of `tokens` (at most the architecture's positions), length 1.
  func embed(_ tokens: [Int32]) -> [Float] { embed(batch: [tokens])[0] }

  /// The vectors of several token sequences, computed together: the weights
  /// are read once per product for all of them, which is most of the time.
  func embed(batch: [[Int32]]) -> [[Float]] {
    let (w, a) = (architecture.width, architecture)
    let sequences = batch.map { Array($0.prefix(a.positions)) }
    let starts = sequences.reduce(into: [0]) { $0.append($0.last! + $1.count) }
    let n = starts.last!
    guard n > 0 else { return sequences.map { _ in [Float](repeating: 0, count: w) } }
    var x = [Float](repeating: 0, count: n * w)
    for (sequence, tokens) in sequences.enumerated() {
      for (position, token) in tokens.enumerated() {
        let (row, word, place) = ((starts[sequence] + position) * w, Int(token) * w, a.positionRow(position) * w)
        for column in 0..<w {
          x[row + column] =
            embeddings.words[word + column] + embeddings.positions[place + column] + (embeddings.type?[column] ?? 0)
        }
      }
    }
    normalize(&x, adding: nil, rows: n, scale: embeddings.norm, bias: embeddings.normBias)
    var q = [Float](repeating: 0, count: n * w)
    var k = q
    var v = q
    var context = q
    var projected = q
    var attention = Attention(transformer: self, longest: sequences.map(\.count).max() ?? 0)
    var inner = [Float](repeating: 0, count: n * a.innerWidth)
    var scratch = PackedWeights.Scratch(rows: packed == nil ? 0 : n, width: a.innerWidth)
    for (index, layer) in layers.enumerated() {
      let packedLayer = packed?.layers[index]
      linear(x, n, w, layer.query, packedLayer?.query, layer.queryBias, w, into: &q, &scratch)
      linear(x, n, w, layer.key, packedLayer?.key, layer.keyBias, w, into: &k, &scratch)
      linear(x, n, w, layer.value, packedLayer?.value, layer.valueBias, w, into: &v, &scratch)
      for sequence in sequences.indices where starts[sequence + 1] > starts[sequence] {
        attention.attend(q, k, v, rows: starts[sequence]..<starts[sequence + 1], into: &context)
      }
      linear(context, n, w, layer.output, packedLayer?.output, layer.outputBias, w, into: &projected, &scratch)
      normalize(&x, adding: projected, rows: n, scale: layer.attentionNorm, bias: layer.attentionNormBias)
      linear(x, n, w, layer.inner, packedLayer?.inner, layer.innerBias, a.innerWidth, into: &inner, &scratch)
      if packed != nil {
        duo_matrix_gelu(&inner, inner.count)
      } else {
        for index in inner.indices { inner[index] = Self.gelu(inner[index]) }
      }
      linear(inner, n, a.innerWidth, layer.outer, packedLayer?.outer, layer.outerBias, w, into: &projected, &scratch)
      normalize(&x, adding: projected, rows: n, scale: layer.outputNorm, bias: layer.outputNormBias)
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

  /// The dense layers alone on `rows` rows of made-up input, for measuring
  /// their rate against an utterance's time; nothing else of the model runs.
  func denseLayersOnly(rows: Int) {
    let (w, i) = (architecture.width, architecture.innerWidth)
    let input = [Float](repeating: 0.25, count: rows * i)
    var out = [Float](repeating: 0, count: rows * i)
    var scratch = PackedWeights.Scratch(rows: packed == nil ? 0 : rows, width: i)
    for (index, layer) in layers.enumerated() {
      let p = packed?.layers[index]
      for (weights, packedWeights, bias, inputs, outputs) in [
        (layer.query, p?.query, layer.queryBias, w, w), (layer.key, p?.key, layer.keyBias, w, w),
        (layer.value, p?.value, layer.valueBias, w, w), (layer.output, p?.output, layer.outputBias, w, w),
        (layer.inner, p?.inner, layer.innerBias, w, i), (layer.outer, p?.outer, layer.outerBias, i, w),
      ] {
        linear(input, rows, inputs, weights, packedWeights, bias, outputs, into: &out, &scratch)
      }
    }
  }

  /// `out = input × weightsᵀ + bias` for PyTorch's `[outputs, inputs]` weights,
  /// on `rows` rows of `input`: through the packed copy when there is one, else OpenBLAS.
  private func linear(
    _ input: [Float], _ rows: Int, _ inputs: Int, _ weights: UnsafeBufferPointer<Float>,
    _ packed: PackedWeights.Matrix?,
    _ bias: UnsafeBufferPointer<Float>, _ outputs: Int, into out: inout [Float], _ scratch: inout PackedWeights.Scratch
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
          transposingB: true, columns: outputs, into: out.baseAddress!, ldc: outputs, accumulate: true)
      }
    }
  }

  /// `x` plus `residual`, row by row layer-normalized (`duo_matrix_add_normalize`).
  private func normalize(
    _ x: inout [Float], adding residual: [Float]?, rows: Int, scale: UnsafeBufferPointer<Float>,
    bias: UnsafeBufferPointer<Float>
  ) {
    let (width, epsilon) = (Int32(scale.count), architecture.epsilon)
    if let residual {
      duo_matrix_add_normalize(&x, residual, Int32(rows), width, scale.baseAddress!, bias.baseAddress!, epsilon)
    } else {
      duo_matrix_add_normalize(&x, nil, Int32(rows), width, scale.baseAddress!, bias.baseAddress!, epsilon)
    }
  }

  /// BERT's exact GELU.
  private static func gelu(_ x: Float) -> Float { 0.5 * x * (1 + erff(x * 0.707_106_77)) }
}
