// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "duo-say",
  products: [
    .library(name: "PhraseMatcher", targets: ["PhraseMatcher"]),
    .library(name: "CatalogFiles", targets: ["CatalogFiles"]),
    .library(name: "SentenceEncoder", targets: ["SentenceEncoder"]),
    .library(name: "SpokenValues", targets: ["SpokenValues"]),
    .library(name: "DialogEngine", targets: ["DialogEngine"]),
    .library(name: "DialogSpeech", targets: ["DialogSpeech"]),
    .library(name: "Hearing", targets: ["Hearing"]),
    .library(name: "DuoSayKit", targets: ["DuoSayKit"]),
    .library(name: "DuoSay", targets: ["DuoSay"]),
    .executable(name: "duo-say", targets: ["duo-say"]),
  ],
  targets: [
    // libespeak-ng (speech), linked in from Debian's libespeak-ng-dev with the
    // sonic library it calls, and pcaudiolib (the audio device, libpcaudio-dev),
    // opened with dlopen when a reply is first played.
    .target(
      name: "CEspeak",
      linkerSettings: [.linkedLibrary(":libespeak-ng.a"), .linkedLibrary(":libsonic.so.0"), .linkedLibrary("m")]),
    // Line editing and history at the conversation's prompt: libedit (Debian's
    // libedit2, BSD), opened with dlopen when a conversation starts on a terminal.
    .target(name: "CLineEditor"),
    // The one lock of duo-say's modules (pthreads, so ThreadSanitizer sees it).
    .target(name: "Locking"),
    // normalize -> match: pure Swift, no I/O and no Foundation.
    .target(name: "PhraseMatcher", dependencies: ["Locking"]),
    // The semantic stage's sentence model: all-MiniLM-L6-v2 on OpenBLAS
    // (Debian's libopenblas0, opened at first use).
    .target(name: "SentenceEncoder", dependencies: ["PhraseMatcher", "CMatrix", "Locking"]),
    // The model's dense layers in half floats on AVX2/FMA/F16C, chosen at run time.
    .target(name: "CMatrix"),
    // resolve -> run: the App Intents API and the dialog session; no C, no file formats.
    // resolve: the values people say (dates, times, measurements, money, numbers, web addresses).
    .target(name: "SpokenValues", dependencies: ["PhraseMatcher"]),
    .target(name: "DialogEngine", dependencies: ["PhraseMatcher", "SpokenValues", "Locking"]),
    // speak: the only importer of CEspeak; the sinks and Ctrl-C during speech. A leaf:
    // of the house it needs only the lock.
    .target(name: "DialogSpeech", dependencies: ["CEspeak", "Locking"]),
    // pocketsphinx (Debian's libpocketsphinx3), opened with dlopen when hearing by ear starts.
    .target(name: "CSphinx", linkerSettings: [.linkedLibrary("dl")]),
    // hear: eSpeak's audio recognized against a grammar made from the catalog.
    .target(name: "Hearing", dependencies: ["CSphinx", "PhraseMatcher"]),
    // The catalog file: its JSON read and written (a catalog's errors carry the file and path).
    .target(name: "CatalogFiles", dependencies: ["PhraseMatcher"]),
    // The tools around the engine: the importer, the .tests
    // runner and report formats, the conversation console (REPL and pipe).
    .target(
      name: "DuoSayKit",
      dependencies: [
        "DialogEngine", "DialogSpeech", "Hearing", "PhraseMatcher", "CatalogFiles", "CLineEditor", "Locking",
      ]),
    // The command line every voice target runs: DuoSay.main(_:).
    .target(
      name: "DuoSay",
      dependencies: [
        "DuoSayKit", "CatalogFiles", "DialogEngine", "DialogSpeech", "Hearing", "PhraseMatcher", "SentenceEncoder",
        "Locking",
      ]),
    // The bundled Notes app, written against DialogEngine like any app.
    .target(name: "SampleApps", dependencies: ["DialogEngine"]),
    // duo-say itself: the Notes app's voice target.
    .executableTarget(name: "duo-say", dependencies: ["DuoSay", "SampleApps"]),
    .executableTarget(
      name: "duo-bench",
      dependencies: [
        "DuoSayKit", "CatalogFiles", "DialogEngine", "DialogSpeech", "PhraseMatcher", "SentenceEncoder", "SampleApps",
      ],
      path: "Benchmarks/duo-bench"
    ),
    // What the test targets share: the repository's paths, fresh temporary paths, seeded randomness.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "PhraseMatcherTests", dependencies: ["PhraseMatcher", "CatalogFiles", "TestSupport"]),
    .testTarget(
      name: "SentenceEncoderTests",
      dependencies: ["SentenceEncoder", "CMatrix", "PhraseMatcher", "Locking", "TestSupport"]),
    // Intent code in Apple's sample style, built in Swift 5 language mode.
    .target(
      name: "Swift5IntentFixtures",
      dependencies: ["DialogEngine"],
      path: "Tests/Fixtures/Swift5Intents",
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "DialogEngineTests",
      dependencies: ["DialogEngine", "PhraseMatcher", "Locking", "Swift5IntentFixtures", "TestSupport"]),
    .testTarget(name: "DialogSpeechTests", dependencies: ["DialogSpeech", "TestSupport"]),
    .testTarget(
      name: "HearingTests", dependencies: ["Hearing", "DialogSpeech", "PhraseMatcher", "CatalogFiles", "TestSupport"]),
    .testTarget(name: "SpokenValuesTests", dependencies: ["SpokenValues", "TestSupport"]),
    .testTarget(
      name: "DuoSayKitTests",
      dependencies: [
        "DuoSayKit", "CatalogFiles", "DialogEngine", "Locking", "PhraseMatcher", "SentenceEncoder", "TestSupport",
      ]),
    .testTarget(
      name: "SampleAppsTests",
      dependencies: ["SampleApps", "DialogEngine", "DuoSayKit", "CatalogFiles", "PhraseMatcher", "TestSupport"]),
    .testTarget(
      name: "DuoSayTests",
      dependencies: ["DuoSay", "DuoSayKit", "CatalogFiles", "DialogEngine", "SampleApps", "Locking", "TestSupport"]),
  ]
)
