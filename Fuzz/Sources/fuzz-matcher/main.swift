import FuzzDriver
import PhraseMatcher

/// Any bytes as an utterance against a fixed catalog with look-alike names.
/// Also checks a property: matching through one long-lived ``WordCache`` (as
/// coverage and `duo-say match` do) gives exactly the fresh result.
let index: PhraseIndex = {
  func phrases(_ texts: String...) -> [PhraseTemplate] { texts.compactMap { try? PhraseTemplate(parsing: $0) } }
  let lights = [
    "Kitchen Light", "Kitchen Lights", "Porch Light", "Desk Lamp", "Night Light", "Knight Light", "Q3 Planning",
  ]
  return PhraseIndex(
    Catalog(
      app: .init(name: "Casa", synonyms: ["Casa Home"]),
      types: [
        "Light": .init(
          kind: .entity, name: "Light",
          values: lights.enumerated().map {
            .init(id: "\($0.offset)", title: $0.element, synonyms: ["the \($0.element)"])
          })
      ],
      shortcuts: [
        .init(
          intent: "On", parameters: ["light": "Light"],
          phrases: phrases("Turn on the ${light} in ${applicationName}", "Turn on a light in ${applicationName}")),
        .init(
          intent: "Off", parameters: ["light": "Light"],
          phrases: phrases("Turn off ${light} in ${applicationName}", "What's 3rd in ${applicationName}")),
      ],
      negativePhrases: ["turn on the lights in the car"]))
}()

/// libFuzzer calls the target from one thread only.
nonisolated(unsafe) let cache = WordCache()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = FuzzDriver.text(data, size)
  let result = index.match(text)
  precondition(
    index.match(text, cache: cache) == result, "a cached match differs from a fresh one: \(text.debugDescription)")
  _ = result.resolution
  _ = result.nearMiss?.description
  _ = index.candidates(forValueOf: "Light", spoken: text)
  return 0
}

@_cdecl("fuzz_matcher_main")
public func fuzzerMain(_ argc: CInt, _ argv: FuzzDriver.Arguments) -> CInt {
  FuzzDriver.run(argc, argv) { fuzz($0, $1) }
}
