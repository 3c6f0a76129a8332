// swift-tools-version: 6.0
// libFuzzer targets for duo-say's parsers and matcher. Built apart from the
// main package because libFuzzer supplies `main`, with every module
// instrumented: swift build -c release -Xswiftc -sanitize=fuzzer,address
//   Scripts/fuzz.sh [seconds per target]
import PackageDescription

let fuzzers = [
  "fuzz-template", "fuzz-normalizer", "fuzz-matcher", "fuzz-catalog", "fuzz-testfile", "fuzz-import", "fuzz-values",
]

let package = Package(
  name: "duo-say-fuzz",
  dependencies: [.package(name: "duo-say", path: "..")],
  targets: [.target(name: "FuzzDriver", path: "Sources/FuzzDriver")]
    + fuzzers.map { name in
      .executableTarget(
        name: name,
        dependencies: [
          "FuzzDriver",
          .product(name: "PhraseMatcher", package: "duo-say"), .product(name: "DialogEngine", package: "duo-say"),
          .product(name: "DuoSayKit", package: "duo-say"), .product(name: "SpokenValues", package: "duo-say"),
          .product(name: "CatalogFiles", package: "duo-say"),
        ],
        path: "Sources/\(name)",
        swiftSettings: [.unsafeFlags(["-parse-as-library"])]
      )
    }
)
