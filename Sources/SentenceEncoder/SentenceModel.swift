import Foundation
import PhraseMatcher

/// The sentence model of the matcher's semantic stage (``Kind``: the standard
/// all-MiniLM-L6-v2 or the larger all-mpnet-base-v2): loaded from the folder
/// its installer fills, its files checked against their published SHA-256.
///
/// ```swift
/// let model = try SentenceModel.load()                 // or throws ModelError
/// let similarity = zip(model.vector("unpause my run"), model.vector("resume my workout")).map(*).reduce(0, +)
/// ```
public final class SentenceModel: SentenceEmbedder, @unchecked Sendable {
  public let kind: Kind
  let tokenizer: WordPieceTokenizer
  let transformer: Transformer
  let precision: Precision
  /// Where references' vectors are kept between runs; `nil` keeps none.
  let vectorCache: VectorCache?

  init(
    kind: Kind, tokenizer: WordPieceTokenizer, transformer: Transformer, precision: Precision, vectorCache: VectorCache?
  ) {
    self.kind = kind
    self.tokenizer = tokenizer
    self.transformer = transformer
    self.precision = precision
    self.vectorCache = vectorCache
  }

  /// What makes two runs' vectors the same: the model's weights and the
  /// precision they are multiplied in (VNNI and AVX2 alone give the same bytes' sums).
  static func identity(_ kind: Kind, _ precision: Precision) -> String {
    "\(kind.name) \(kind.files.weightsDigest) \(precision)"
  }

  /// Where the standard model is looked for (``Kind/defaultDirectory``).
  public static var defaultDirectory: String { Kind.standard.defaultDirectory }

  /// `$XDG_CACHE_HOME`, else `~/.cache`.
  static var cacheHome: String {
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

  /// Loads the `kind` of model from `directory` (by default its
  /// ``Kind/defaultDirectory``), checking both files' digests (once per
  /// version of the files: a stamp beside them remembers a check).
  ///
  /// - Parameters:
  ///   - precision: How the dense layers multiply; by default the fastest
  ///     this processor has, in optimized builds (``Precision``).
  ///   - vectorCache: A folder where ``embedReferences(_:)`` keeps a
  ///     catalog's vectors between runs (``LazySentenceModel`` keeps them in
  ///     `~/.cache/duo-say/vectors`); `nil` computes them each time.
  public static func load(
    _ kind: Kind = .standard, from directory: String? = nil, precision: Precision? = nil, vectorCache: String? = nil
  ) throws -> SentenceModel {
    try load(kind, from: directory, precision: precision, instructions: .fastest, vectorCache: vectorCache)
  }

  /// ``load(_:from:precision:vectorCache:)`` with the byte kernels' instructions
  /// chosen (`.avx2` on a processor with VNNI measures the processors without it).
  package static func load(
    _ kind: Kind = .standard, from directory: String? = nil, precision: Precision?, instructions: ByteInstructions,
    vectorCache: String? = nil
  ) throws -> SentenceModel {
    let precision = precision.map(Precision.available) ?? .fastest
    let directory = directory ?? kind.defaultDirectory
    let (weightsPath, tokenizerPath) = (directory + "/model.safetensors", directory + "/tokenizer.json")
    let files = kind.files
    // Sizes first: a file of the wrong size (a 2 GB sparse one) is refused before it is mapped or hashed.
    let check = ModelCheck(directory: directory)
    try check.requireSizes([
      (weightsPath, files.weightsDigest, files.weightsSize),
      (tokenizerPath, files.tokenizerDigest, files.tokenizerSize),
    ])
    let weights = try SafeTensors(path: weightsPath)
    try check.verify([
      (weightsPath, files.weightsDigest, files.weightsSize, weights.bytes),
      (tokenizerPath, files.tokenizerDigest, files.tokenizerSize, nil),
    ])
    let blas = try BLAS.shared.get()
    let architecture = kind.architecture
    return SentenceModel(
      kind: kind,
      tokenizer: try WordPieceTokenizer(
        path: tokenizerPath, classToken: architecture.classToken, separatorToken: architecture.separatorToken),
      transformer: try Transformer(
        architecture, file: weights, blas: blas, precision: precision, instructions: .available(instructions)),
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
    return vectorCache.vectors(for: texts, model: Self.identity(kind, precision)) { embed(texts, batchesOf: 16) }
  }

  public var calibration: SemanticCalibration { kind.calibration }

  /// How many tokens `text` is to the model, the class and separator tokens included.
  package func tokenCount(_ text: String) -> Int { tokenizer.tokens(text).count }

  /// The dense layers' multiply-adds per token, most of an utterance's work.
  package var denseMultiplyAddsPerToken: Int { transformer.architecture.denseMultiplyAddsPerToken }

  /// The dense layers alone on `rows` rows (``Transformer/denseLayersOnly(rows:)``).
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
