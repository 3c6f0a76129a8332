import FuzzDriver
import PhraseMatcher

/// Any bytes, or words of the normalizer's tables and of other scripts, as spoken text:
/// both normalizations, and the spoken-style variants.
let vocabulary = [
  "what's", "don't", "uh", "um", "hey", "siri", "twenty", "one", "hundred", "and", "a", "half", "third", "take",
  "me", "to", "kick", "off", "never", "mind", "point", "five", "oh", "o'clock", "i'm", "y'all'd've",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = FuzzDriver.words(data, size, vocabulary: vocabulary)
  _ = SpokenText(text).words
  _ = SpokenText(literal: text).words
  _ = SpokenVariants.spoken(text)
  return 0
}

@_cdecl("fuzz_normalizer_main")
public func fuzzerMain(_ argc: CInt, _ argv: FuzzDriver.Arguments) -> CInt {
  FuzzDriver.run(argc, argv) { fuzz($0, $1) }
}
