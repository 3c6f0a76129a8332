import CatalogFiles
import DialogEngine
import Foundation
import FuzzDriver
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

@_cdecl("fuzz_catalog_main")
public func fuzzerMain(_ argc: CInt, _ argv: FuzzDriver.Arguments) -> CInt {
  FuzzDriver.run(argc, argv) { fuzz($0, $1) }
}
