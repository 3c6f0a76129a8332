import Foundation

/// OpenBLAS's `cblas_sgemm`, opened when the model is first needed: linked
/// at start, the library would start its threads in every run of duo-say,
/// though most never reach the semantic stage.
///
/// ```swift
/// let blas = try BLAS.shared.get()
/// blas.multiply(a, rows: 10, inner: 384, b, transposingB: true, columns: 384, into: c, accumulate: true)
/// ```
struct BLAS: @unchecked Sendable {
  /// `cblas_sgemm(order, transA, transB, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc)`.
  typealias SGEMM =
    @convention(c) (
      Int32, Int32, Int32, Int32, Int32, Int32, Float, UnsafePointer<Float>?, Int32, UnsafePointer<Float>?, Int32,
      Float,
      UnsafeMutablePointer<Float>?, Int32
    ) -> Void

  private static let rowMajor: Int32 = 101
  private static let noTranspose: Int32 = 111
  private static let transpose: Int32 = 112

  /// Debian's `libopenblas0`, opened once per process.
  static let shared: Result<BLAS, ModelError> = {
    // One thread: the products are small, and helper threads spinning after
    // each would take the core speech needs next. Set before the library starts them.
    setenv("OPENBLAS_NUM_THREADS", "1", 0)
    for name in ["libopenblas.so.0", "libopenblas.so"] {
      guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL), let symbol = dlsym(handle, "cblas_sgemm") else {
        continue
      }
      return .success(BLAS(sgemm: unsafeBitCast(symbol, to: SGEMM.self)))
    }
    return .failure(.missing(path: "libopenblas.so.0 (Debian's libopenblas0)"))
  }()

  let sgemm: SGEMM

  /// `c = a × b` (or `bᵀ`), plus what `c` holds when `accumulate`; all row-major,
  /// `a` is rows × inner, `c` rows × columns, with leading dimensions as given.
  func multiply(
    _ a: UnsafePointer<Float>, rows: Int, inner: Int, lda: Int, _ b: UnsafePointer<Float>, ldb: Int, transposingB: Bool,
    columns: Int, scale: Float = 1, into c: UnsafeMutablePointer<Float>, ldc: Int, accumulate: Bool
  ) {
    sgemm(
      Self.rowMajor, Self.noTranspose, transposingB ? Self.transpose : Self.noTranspose, Int32(rows), Int32(columns),
      Int32(inner), scale, a, Int32(lda), b, Int32(ldb), accumulate ? 1 : 0, c, Int32(ldc))
  }
}
