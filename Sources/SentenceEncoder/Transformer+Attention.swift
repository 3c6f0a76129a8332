import Foundation

extension Transformer {
  /// Self-attention of one sequence at a time, head by head, with room for the
  /// longest sequence of a batch made once; MPNet's bias by relative position
  /// is looked up once per sequence length and added to every head's scores
  /// after scaling, as `MPNetSelfAttention` does.
  struct Attention {
    let transformer: Transformer
    private var scores: [Float]
    /// For MPNet, `[heads, n, n]` biases of the last sequence length seen.
    private var bias: (length: Int, values: [Float]) = (0, [])

    init(transformer: Transformer, longest: Int) {
      self.transformer = transformer
      scores = [Float](repeating: 0, count: longest * longest)
    }

    /// The context of `rows` of the batch (one sequence) into the same rows of `context`.
    mutating func attend(_ q: [Float], _ k: [Float], _ v: [Float], rows: Range<Int>, into context: inout [Float]) {
      let a = transformer.architecture
      let (w, n) = (a.width, rows.count)
      let headWidth = w / a.heads
      let scale = 1 / Float(headWidth).squareRoot()
      if let table = transformer.embeddings.relativeBias, bias.length != n { bias = (n, Self.biases(table, a, n)) }
      for head in 0..<a.heads {
        let offset = rows.lowerBound * w + head * headWidth
        q.withUnsafeBufferPointer { q in
          k.withUnsafeBufferPointer { k in
            scores.withUnsafeMutableBufferPointer { scores in
              transformer.blas.multiply(
                q.baseAddress! + offset, rows: n, inner: headWidth, lda: w, k.baseAddress! + offset, ldb: w,
                transposingB: true, columns: n, scale: scale, into: scores.baseAddress!, ldc: n, accumulate: false)
            }
          }
        }
        if bias.length == n {
          for index in 0..<n * n { scores[index] += bias.values[head * n * n + index] }
        }
        Self.softmaxRows(&scores, rows: n)
        v.withUnsafeBufferPointer { v in
          scores.withUnsafeBufferPointer { scores in
            context.withUnsafeMutableBufferPointer { context in
              transformer.blas.multiply(
                scores.baseAddress!, rows: n, inner: n, lda: n, v.baseAddress! + offset, ldb: w, transposingB: false,
                columns: headWidth, into: context.baseAddress! + offset, ldc: w, accumulate: false)
            }
          }
        }
      }
    }

    /// Every head's bias for each query and key of an `n`-token sequence; a bucket
    /// depends on the distance alone, so each of the 2n − 1 distances is bucketed once.
    private static func biases(_ table: UnsafeBufferPointer<Float>, _ a: Architecture, _ n: Int) -> [Float] {
      let buckets = (0..<2 * n - 1).map { a.bucket(from: n - 1, to: $0) }
      var values = [Float](repeating: 0, count: a.heads * n * n)
      for from in 0..<n {
        for to in 0..<n {
          let bucket = buckets[to - from + n - 1]
          for head in 0..<a.heads { values[head * n * n + from * n + to] = table[bucket * a.heads + head] }
        }
      }
      return values
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
  }
}
