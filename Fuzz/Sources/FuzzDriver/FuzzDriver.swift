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

  /// The input as a target's words: an even first byte reads the rest as UTF-8 ``text(_:_:)``;
  /// an odd one makes each further byte one word: a word of `vocabulary` (the target's
  /// catalog words), or past its end one of ``scripts``, joined by spaces. Random bytes
  /// rarely spell a catalog word or a valid multi-byte one; this way most inputs do both.
  ///
  /// ```swift
  /// let text = FuzzDriver.words(data, size, vocabulary: ["turn", "on", "kitchen", "light"])
  /// ```
  public static func words(_ data: UnsafePointer<UInt8>, _ size: Int, vocabulary: [String]) -> String {
    guard size > 0, data[0] & 1 == 1 else { return text(data, size) }
    let choices = vocabulary + scripts
    return (1..<max(size, 1)).map { choices[Int(data[$0]) % choices.count] }.joined(separator: " ")
  }

  /// Words of other scripts and shapes: multi-byte letters (fewer Characters than bytes),
  /// combining marks, emoji sequences, digits that are not ASCII, case mappings that change
  /// length, and glued to ASCII words.
  public static let scripts = [
    "日本語", "語", "東京タワー", "москва", "привет", "مرحبا", "नमस्ते", "🙂", "👩‍👩‍👧", "🇯🇵", "e\u{301}\u{301}",
    "a\u{336}b\u{336}c", "ｆｕｌｌ", "ǅ", "İstanbul", "ΣΊΣΥΦΟΣ", "ﬁle", "ẞ", "٣٤", "२०२४", "Ⅻ", "½", "\u{FFFD}",
    "\u{200B}", "\u{202E}", "café", "tent日本語pegs", "head語phones", "twenty二十", "\u{0}",
  ]
}

@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<FuzzDriver.Arguments>,
  _ callback: FuzzDriver.Input
) -> CInt
