// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "duo-say",
  products: [
    .library(name: "PhraseMatcher", targets: ["PhraseMatcher"]),
    .library(name: "DialogEngine", targets: ["DialogEngine"]),
    .executable(name: "duo-say", targets: ["duo-say"]),
  ],
  targets: [
    // libespeak-ng (speech) and pcaudiolib (the audio device), both from Debian.
    .systemLibrary(
      name: "CEspeak",
      pkgConfig: "espeak-ng",
      providers: [.apt(["libespeak-ng-dev", "libpcaudio-dev"])]
    ),
    // Pure Swift, no I/O and no Foundation: templates, normalization, matching.
    .target(name: "PhraseMatcher"),
    // The App Intents-shaped API, the dialog session, catalogs and speech.
    .target(name: "DialogEngine", dependencies: ["PhraseMatcher", "CEspeak"]),
    // The bundled sample apps, written against DialogEngine like any app.
    .target(name: "SampleApps", dependencies: ["DialogEngine"]),
    // The command-line tool: argument parsing, commands, output formatting.
    .executableTarget(name: "duo-say", dependencies: ["DialogEngine", "PhraseMatcher", "SampleApps"]),
    .executableTarget(
      name: "duo-bench",
      dependencies: ["DialogEngine", "PhraseMatcher", "SampleApps"],
      path: "Benchmarks/duo-bench"
    ),
    .testTarget(name: "PhraseMatcherTests", dependencies: ["PhraseMatcher"]),
    // Intent code in Apple's sample style, built in Swift 5 language mode.
    .target(
      name: "Swift5IntentFixtures",
      dependencies: ["DialogEngine"],
      path: "Tests/Fixtures/Swift5Intents",
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(name: "DialogEngineTests", dependencies: ["DialogEngine", "PhraseMatcher", "Swift5IntentFixtures"]),
    .testTarget(name: "SampleAppsTests", dependencies: ["SampleApps", "DialogEngine", "PhraseMatcher"]),
    .testTarget(name: "DuoSayTests", dependencies: ["duo-say", "DialogEngine"]),
  ]
)
