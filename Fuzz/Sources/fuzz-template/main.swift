import FuzzDriver
import PhraseMatcher

/// Any bytes as a phrase template: parsing throws or succeeds, never crashes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = FuzzDriver.text(data, size)
  if let template = try? PhraseTemplate(parsing: text) {
    _ = template.diagnostics
    _ = template.description
  }
  return 0
}

@_cdecl("fuzz_template_main")
public func fuzzerMain(_ argc: CInt, _ argv: FuzzDriver.Arguments) -> CInt {
  FuzzDriver.run(argc, argv) { fuzz($0, $1) }
}
