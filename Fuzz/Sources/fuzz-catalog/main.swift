import DialogEngine
import DuoSayKit
import Foundation
import PhraseMatcher

/// Any bytes as a catalog file: an error with its location, or a catalog that indexes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  if let catalog = try? CatalogLoader.decode(bytes, file: "fuzz.json"), catalog.expansionCount < 10_000 {
    let index = PhraseIndex(catalog)
    _ = index.match("turn on the kitchen light in casa")
    _ = catalog.lints()
    _ = CatalogWriter.json(catalog)
  }
  return 0
}

/// SwiftPM links an executable's entry point as `fuzz_catalog_main`; hand it to libFuzzer.
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("fuzz_catalog_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var arguments = argv
  return runDriver(&count, &arguments) { fuzz($0, $1) }
}
