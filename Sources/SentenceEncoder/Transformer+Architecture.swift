import Foundation

extension Transformer {
  /// The shape of a sentence model's transformer and the names its weights
  /// have in `model.safetensors`: BERT's (all-MiniLM-L6-v2) or MPNet's
  /// (all-mpnet-base-v2, which adds a learned bias by relative position to
  /// every head's attention scores and counts positions from 2).
  ///
  /// ```swift
  /// Transformer.Architecture.mpnet.denseMultiplyAddsPerToken   // 84,934,656
  /// ```
  struct Architecture: Sendable, Equatable {
    enum Family: Sendable { case bert, mpnet }

    var family: Family
    var width, heads, innerWidth, layerCount: Int
    /// The most tokens a sentence may have (the position table's rows, less MPNet's two).
    var positions: Int
    var vocabularySize: Int
    /// What layer normalization adds to the variance.
    var epsilon: Float
    /// MPNet's buckets of relative position (half for each direction); none for BERT.
    var relativeBuckets: Int
    /// The tokens that open and close every sentence.
    var classToken, separatorToken: String

    /// all-MiniLM-L6-v2: BERT, 6 layers of 384 dimensions and 12 heads.
    static let miniLM = Architecture(
      family: .bert, width: 384, heads: 12, innerWidth: 1536, layerCount: 6, positions: 512, vocabularySize: 30522,
      epsilon: 1e-12, relativeBuckets: 0, classToken: "[CLS]", separatorToken: "[SEP]")

    /// all-mpnet-base-v2: MPNet, 12 layers of 768 dimensions and 12 heads.
    static let mpnet = Architecture(
      family: .mpnet, width: 768, heads: 12, innerWidth: 3072, layerCount: 12, positions: 512, vocabularySize: 30527,
      epsilon: 1e-5, relativeBuckets: 32, classToken: "<s>", separatorToken: "</s>")

    /// Multiply-adds of the dense layers for one token: six products per layer.
    var denseMultiplyAddsPerToken: Int { layerCount * (4 * width * width + 2 * width * innerWidth) }

    /// The row of the position table for the token at `index`: MPNet counts from
    /// its padding token's id plus one.
    func positionRow(_ index: Int) -> Int { family == .mpnet ? index + 2 : index }

    /// The rows of the position table.
    var positionRows: Int { family == .mpnet ? positions + 2 : positions }

    /// What a layer's tensor is called: `encoder.layer.N.` and the family's name for `part`.
    func tensor(layer: Int, _ part: Part) -> String {
      let name =
        switch (family, part) {
        case (.bert, .query): "attention.self.query"
        case (.bert, .key): "attention.self.key"
        case (.bert, .value): "attention.self.value"
        case (.bert, .output): "attention.output.dense"
        case (.bert, .attentionNorm): "attention.output.LayerNorm"
        case (.mpnet, .query): "attention.attn.q"
        case (.mpnet, .key): "attention.attn.k"
        case (.mpnet, .value): "attention.attn.v"
        case (.mpnet, .output): "attention.attn.o"
        case (.mpnet, .attentionNorm): "attention.LayerNorm"
        case (_, .inner): "intermediate.dense"
        case (_, .outer): "output.dense"
        case (_, .outputNorm): "output.LayerNorm"
        }
      return "encoder.layer.\(layer).\(name)"
    }

    enum Part { case query, key, value, output, attentionNorm, inner, outer, outputNorm }

    /// MPNet's bucket for a query at `from` attending to a key at `to`
    /// (`MPNetAttention.relative_position_bucket`: exact up to a quarter of the
    /// buckets, then logarithmic up to 128 apart, keys after the query in the
    /// upper half), in single precision as PyTorch computes it.
    func bucket(from: Int, to: Int) -> Int {
      let half = relativeBuckets / 2
      let exact = half / 2
      let distance = from - to
      var bucket = distance < 0 ? half : 0
      let n = abs(distance)
      if n < exact { return bucket + n }
      let logarithmic = logf(Float(n) / Float(exact)) / Float(log(128 / Double(exact))) * Float(half - exact)
      bucket += min(exact + Int(logarithmic), half - 1)
      return bucket
    }
  }
}
