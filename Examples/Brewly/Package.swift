// swift-tools-version: 6.0
// Brewly, a coffee-ordering app, heard through duo-say.
//
// `Brewly/` is the app's own code as it sits in its Xcode project: the intent
// files and the model they use. The voice target compiles those files itself
// (so the app's types stay internal) with DUO_SAY defined, which makes them
// import DialogEngine instead of AppIntents, and adds one file of glue.
//
//   swift run brewly-voice "order a latte in brewly"
//   swift run brewly-voice test Tests/brewly.tests
import PackageDescription

let package = Package(
  name: "Brewly",
  dependencies: [.package(name: "duo-say", path: "../..")],
  targets: [
    .executableTarget(
      name: "brewly-voice",
      dependencies: [
        .product(name: "DuoSay", package: "duo-say"),
        .product(name: "DialogEngine", package: "duo-say"),
      ],
      path: ".",
      exclude: ["Tests"],
      sources: ["Brewly/Intents", "Brewly/Model", "Voice"],
      swiftSettings: [
        .define("DUO_SAY"), .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "DialogEngine"]),
      ]
    )
  ]
)
