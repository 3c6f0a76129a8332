import FuzzDriver
import PhraseMatcher

/// Any bytes as spoken text, both normalizations, and the spoken-style variants.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = FuzzDriver.text(data, size)
  _ = SpokenText(text).words
  _ = SpokenText(literal: text).words
  _ = SpokenVariants.spoken(text)
  return 0
}

@_cdecl("fuzz_normalizer_main")
public func fuzzerMain(_ argc: CInt, _ argv: FuzzDriver.Arguments) -> CInt {
  FuzzDriver.run(argc, argv) { fuzz($0, $1) }
}
