import DialogEngine
import DuoSayKit
import FuzzDriver

/// Any bytes as a `.tests` file: parsed or a line-numbered error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = FuzzDriver.text(data, size)
  _ = try? TestFile(parsing: text, file: "fuzz.tests")
  return 0
}

@_cdecl("fuzz_testfile_main")
public func fuzzerMain(_ argc: CInt, _ argv: FuzzDriver.Arguments) -> CInt {
  FuzzDriver.run(argc, argv) { fuzz($0, $1) }
}
