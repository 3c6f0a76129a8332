import FuzzDriver
import PhraseMatcher

/// Any bytes, or words chosen by the bytes (``FuzzDriver/words(_:_:vocabulary:)``), as an
/// utterance against a fixed catalog with look-alike names, compounds, years and names in
/// other scripts, so that the compound, year and spelling rules fire. Also checks a property:
/// matching through one long-lived ``WordCache`` (as coverage and `duo-say match` do) gives
/// exactly the fresh result. The screen's path runs too ("this", "it", a value's kind): with
/// nothing shown, with a focused item, and with rows, chosen by the bytes.
let names = [
  "Kitchen Light", "Kitchen Lights", "Porch Light", "Desk Lamp", "Night Light", "Knight Light", "Q3 Planning",
  "Headphones", "Tent Pegs", "Summer 2023", "Class of 1999", "Map Case", "Москва", "東京タワー", "Café Olé",
]

let index: PhraseIndex = {
  func phrases(_ texts: String...) -> [PhraseTemplate] { texts.compactMap { try? PhraseTemplate(parsing: $0) } }
  return PhraseIndex(
    Catalog(
      app: .init(name: "Casa", synonyms: ["Casa Home"]),
      types: [
        "Light": .init(
          kind: .entity, name: "Light",
          values: names.enumerated().map {
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

/// The catalog's words and the spoken forms its rules turn into names.
let vocabulary =
  Array(Set(names.flatMap { SpokenText($0).words }))
  + ["turn", "on", "off", "the", "a", "in", "casa", "home", "what's", "3rd", "light", "lights"]
  + ["head", "phones", "tentpegs", "twenty", "three", "oh", "nineteen", "ninety", "nine", "mab", "uh", "not", "don't"]
  + ["this", "that", "it", "one", "current", "open", "my", "screen", "what's", "lamp", "lamps", "looking", "at"]

/// libFuzzer calls the target from one thread only.
nonisolated(unsafe) let cache = WordCache()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = FuzzDriver.words(data, size, vocabulary: vocabulary)
  let result = index.match(text)
  precondition(
    index.match(text, cache: cache) == result, "a cached match differs from a fresh one: \(text.debugDescription)")
  _ = result.resolution
  _ = result.nearMiss?.description
  _ = index.candidates(forValueOf: "Light", spoken: text)
  // What is on screen, by the first byte: nothing, one focused item, or three rows.
  let shown = (0..<3).map {
    OnscreenValue(typeName: "Light", id: "\($0 * 4)", title: names[$0 * 4], isFocused: $0 == 0)
  }
  let pick = size > 0 ? Int(data[0] % 3) : 0
  let onscreen = [[], Array(shown.prefix(1)), Array(shown.dropFirst())][pick]
  let pointed = index.match(text, onscreen: onscreen, cache: cache)
  _ = pointed.resolution
  if onscreen.isEmpty {
    precondition(pointed.onscreenValue == nil, "nothing shown, yet a value stood in: \(text.debugDescription)")
  }
  return 0
}

@_cdecl("fuzz_matcher_main")
public func fuzzerMain(_ argc: CInt, _ argv: FuzzDriver.Arguments) -> CInt {
  FuzzDriver.run(argc, argv) { fuzz($0, $1) }
}
