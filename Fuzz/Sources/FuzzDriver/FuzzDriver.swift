/// What the fuzz targets share: handing libFuzzer a target's one-input
/// function, and the input as text.
///
/// SwiftPM links an executable target's entry point as `<target>_main`, so each
/// target names its own and passes its input function here:
///
/// ```swift
/// @_cdecl("fuzz_normalizer_main")
/// public func fuzzerMain(_ argc: CInt, _ argv: FuzzDriver.Arguments) -> CInt {
///   FuzzDriver.run(argc, argv) { fuzz($0, $1) }
/// }
/// ```
public enum FuzzDriver {
  public typealias Arguments = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  /// libFuzzer's `LLVMFuzzerTestOneInput`: one input, 0 when it was handled.
  public typealias Input = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt

  /// Runs libFuzzer with the process's arguments (`-runs=`, a corpus, …).
  public static func run(_ argc: CInt, _ argv: Arguments, _ input: Input) -> CInt {
    var count = argc
    var arguments = argv
    return runDriver(&count, &arguments, input)
  }

  /// The input's bytes as UTF-8 text, invalid sequences replaced.
  public static func text(_ data: UnsafePointer<UInt8>, _ size: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  }
}

@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<FuzzDriver.Arguments>,
  _ callback: FuzzDriver.Input
) -> CInt
