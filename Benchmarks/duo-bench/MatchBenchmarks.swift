import DialogSpeech
import DuoSayKit
import Foundation
import PhraseMatcher

/// Matching latency and index build time as the number of entity values grows.
///
/// The catalog has 10 shortcuts of 10 phrases each (the most Apple allows per
/// app, with 10 phrasings each); one entity type holds N generated two- and
/// three-word names. Utterances are a seeded mix of clean, spoken-style and
/// noisy expansions, misses without an app name, and other apps' requests.
struct MatchBenchmarks {
  var sizes: [Int]
  var utterances = 2_000

  func run() {
    report("benchmark", "values", "build", "p50", "p99", "mean", "matched")
    for size in sizes {
      let catalog = Self.catalog(values: size)
      let clock = ContinuousClock()
      var index: PhraseIndex?
      let build = clock.measure { index = PhraseIndex(catalog) }
      guard let index else { continue }
      let inputs = Self.utterances(for: catalog, count: utterances)
      for utterance in inputs.prefix(200) { blackHole(index.match(utterance)) }  // warm up
      let buildTime = milliseconds(Double(build.components.seconds) + Double(build.components.attoseconds) * 1e-18)
      // The alignment alone, then the path a session takes: the same with "this"/"it" looked for.
      measure("match", size: size, build: buildTime, inputs) { index.match($0) }
      measure("match+screen", size: size, build: "", inputs) { index.match($0, onscreen: [], cache: WordCache()) }
      // A stream with one cache, as a session, `duo-say match` and `duo-say test` keep.
      let stream = WordCache()
      measure("match+cache", size: size, build: "", inputs) { index.match($0, cache: stream) }
    }
    onscreenRows()
  }

  /// "Open this in library" with a list of N rows on screen and no item open: one match per
  /// row and pointing span, so the cost grows with what the screen shows.
  private func onscreenRows() {
    let catalog = Self.catalog(values: 1_000)
    let index = PhraseIndex(catalog)
    let items = catalog.types["ItemEntity"]?.values ?? []
    let pointing = [
      "open this in library", "play it on library", "open this item in library", "show me that one in library",
    ]
    for rows in [1, 10, 100] {
      let shown = items.prefix(rows).map {
        OnscreenValue(typeName: "ItemEntity", id: $0.id, title: $0.title, isFocused: false)
      }
      let inputs = Array(repeating: pointing, count: max(1, 400 / rows)).flatMap { $0 }
      measure("match+\(rows) rows", size: 1_000, build: "", inputs) {
        index.match($0, onscreen: shown, cache: WordCache())
      }
    }
  }

  private func measure(
    _ name: String, size: Int, build: String, _ inputs: [String], _ match: (String) -> MatchResult
  ) {
    let clock = ContinuousClock()
    var samples = Samples()
    var matched = 0
    for utterance in inputs {
      let start = clock.now
      let result = match(utterance)
      samples.append(clock.now - start)
      if result.best != nil { matched += 1 }
      blackHole(result)
    }
    report(
      name, "\(size)", build, microseconds(samples.percentile(0.5)), microseconds(samples.percentile(0.99)),
      microseconds(samples.values.reduce(0, +) / Double(samples.values.count)), "\(matched * 100 / inputs.count) %")
  }

  // MARK: - Fixed inputs

  static let shortcuts: [(intent: String, phrases: [String])] = [
    (
      "OpenItemIntent",
      [
        "Open ${item} in ${applicationName}", "Show me ${item} in ${applicationName}",
        "Go to ${item} in ${applicationName}", "Open my ${item} item in ${applicationName}",
        "Bring up ${item} with ${applicationName}", "Take me to ${item} in ${applicationName}",
        "Display ${item} in ${applicationName}", "Pull up ${item} in ${applicationName}",
        "View ${item} in ${applicationName}", "Open an item in ${applicationName}",
      ]
    ),
    (
      "PlayItemIntent",
      [
        "Play ${item} on ${applicationName}", "Play my ${item} in ${applicationName}",
        "Start playing ${item} with ${applicationName}", "Listen to ${item} on ${applicationName}",
        "Put on ${item} in ${applicationName}", "Play some ${item} with ${applicationName}",
        "Queue ${item} in ${applicationName}", "Start ${item} on ${applicationName}",
        "Resume ${item} in ${applicationName}", "Play something in ${applicationName}",
      ]
    ),
    (
      "ShareItemIntent",
      [
        "Share ${item} from ${applicationName}", "Send ${item} with ${applicationName}",
        "Share my ${item} item in ${applicationName}", "Send a link to ${item} from ${applicationName}",
        "Share ${item} with my team in ${applicationName}", "Forward ${item} using ${applicationName}",
        "Pass along ${item} in ${applicationName}", "Share a copy of ${item} with ${applicationName}",
        "Email ${item} from ${applicationName}", "Share an item in ${applicationName}",
      ]
    ),
    (
      "DeleteItemIntent",
      [
        "Delete ${item} in ${applicationName}", "Remove ${item} from ${applicationName}",
        "Trash ${item} in ${applicationName}", "Get rid of ${item} in ${applicationName}",
        "Erase ${item} with ${applicationName}", "Delete my ${item} item in ${applicationName}",
        "Throw away ${item} in ${applicationName}", "Discard ${item} in ${applicationName}",
        "Clear out ${item} from ${applicationName}", "Delete an item in ${applicationName}",
      ]
    ),
    (
      "FavoriteItemIntent",
      [
        "Favorite ${item} in ${applicationName}", "Star ${item} with ${applicationName}",
        "Add ${item} to favorites in ${applicationName}", "Mark ${item} as a favorite in ${applicationName}",
        "Pin ${item} in ${applicationName}", "Save ${item} for later in ${applicationName}",
        "Bookmark ${item} in ${applicationName}", "Like ${item} on ${applicationName}",
        "Keep ${item} at the top in ${applicationName}", "Favorite an item in ${applicationName}",
      ]
    ),
    (
      "CountItemsIntent",
      [
        "How many items do I have in ${applicationName}", "Count my items in ${applicationName}",
        "How big is my library in ${applicationName}", "Tell me my item count in ${applicationName}",
        "What's my total in ${applicationName}", "Give me a count from ${applicationName}",
        "Number of items in ${applicationName}", "How many things are saved in ${applicationName}",
        "Check my item count with ${applicationName}", "Count everything in ${applicationName}",
      ]
    ),
    (
      "RecentItemsIntent",
      [
        "What's new in ${applicationName}", "Show recent items in ${applicationName}",
        "What did I add lately in ${applicationName}", "List my latest items in ${applicationName}",
        "Read my recent items in ${applicationName}", "What changed today in ${applicationName}",
        "Catch me up with ${applicationName}", "Any updates in ${applicationName}",
        "Show the newest items in ${applicationName}", "What's recent in ${applicationName}",
      ]
    ),
    (
      "SearchItemsIntent",
      [
        "Search ${applicationName}", "Find something in ${applicationName}", "Look something up in ${applicationName}",
        "Search my items in ${applicationName}", "Start a search in ${applicationName}",
        "Help me find an item in ${applicationName}", "Search the library in ${applicationName}",
        "Find an item with ${applicationName}", "Look through ${applicationName}", "Run a search in ${applicationName}",
      ]
    ),
    (
      "RenameItemIntent",
      [
        "Rename ${item} in ${applicationName}", "Change the name of ${item} in ${applicationName}",
        "Give ${item} a new name in ${applicationName}", "Retitle ${item} with ${applicationName}",
        "Edit the title of ${item} in ${applicationName}", "Call ${item} something else in ${applicationName}",
        "Update the name of ${item} in ${applicationName}", "Rename my ${item} item in ${applicationName}",
        "Fix the name of ${item} in ${applicationName}", "Rename an item in ${applicationName}",
      ]
    ),
    (
      "SummarizeItemIntent",
      [
        "Summarize ${item} in ${applicationName}", "Give me a summary of ${item} from ${applicationName}",
        "What's in ${item} in ${applicationName}", "Tell me about ${item} in ${applicationName}",
        "Sum up ${item} with ${applicationName}", "Recap ${item} in ${applicationName}",
        "Describe ${item} in ${applicationName}", "Brief me on ${item} in ${applicationName}",
        "What does ${item} say in ${applicationName}", "Summarize an item in ${applicationName}",
      ]
    ),
  ]

  static let adjectives = [
    "Blue", "Quiet", "Golden", "Rapid", "Silver", "Hidden", "Northern", "Little", "Wild", "Bright", "Frozen", "Crimson",
    "Gentle", "Lucky", "Ancient", "Electric", "Velvet", "Paper", "Secret", "Summer", "Winter", "Morning", "Midnight",
    "Autumn", "Coastal", "Urban", "Lazy", "Happy", "Broken", "Lost", "Early", "Final", "Open", "Salty", "Sweet",
    "Stormy", "Sunny", "Cosmic", "Wooden", "Iron",
  ]
  static let nouns = [
    "River", "Garden", "Harbor", "Forest", "Engine", "Lantern", "Meadow", "Canyon", "Letter", "Island", "Mirror",
    "Orchard", "Signal", "Station", "Valley", "Window", "Bridge", "Castle", "Comet", "Desert", "Falcon", "Fountain",
    "Glacier", "Horizon", "Journal", "Kitchen", "Ladder", "Market", "Needle", "Ocean", "Palace", "Quarry", "Rocket",
    "Saddle", "Temple", "Tunnel", "Violin", "Wagon", "Yacht", "Zebra", "Anchor", "Basket", "Candle", "Dragon",
    "Feather", "Guitar", "Hammer", "Jacket", "Kettle", "Lemon",
  ]
  static let tails = [
    "Notes", "Plan", "Mix", "Story", "List", "Log", "Album", "Project", "Club", "Trip", "Draft", "Report", "Recipe",
    "Sketch", "Photos", "Ideas", "Budget", "Tour", "Diary", "Lessons",
  ]

  /// `count` distinct names: adjective-noun pairs first, then with a third word, then a prefix.
  static func names(_ count: Int) -> [String] {
    var names: [String] = []
    names.reserveCapacity(count)
    outer: for prefix in ["", "Old ", "New ", "Shared "] {
      for tail in [""] + tails {
        for noun in nouns {
          for adjective in adjectives {
            names.append(prefix + (tail.isEmpty ? "\(adjective) \(noun)" : "\(adjective) \(noun) \(tail)"))
            if names.count == count { break outer }
          }
        }
      }
    }
    return names
  }

  static func catalog(values: Int) -> Catalog {
    let items = names(values).enumerated().map { Catalog.Value(id: "v\($0.offset)", title: $0.element) }
    return Catalog(
      app: .init(name: "Library", synonyms: ["My Library"]),
      types: ["ItemEntity": .init(kind: .entity, name: "Item", values: items)],
      shortcuts: shortcuts.map { shortcut in
        Catalog.Shortcut(
          intent: shortcut.intent, parameters: ["item": "ItemEntity"],
          phrases: shortcut.phrases.compactMap { try? PhraseTemplate(parsing: $0) })
      })
  }

  /// A seeded mix of what people say: 70 % expansions (clean, spoken, noisy), 30 % misses.
  static func utterances(for catalog: Catalog, count: Int) -> [String] {
    var generator = SplitMix(seed: 42)
    let values = catalog.types["ItemEntity"]?.values ?? []
    let noise = ["", "um ", "hey siri ", "uh ", "please "]
    let misses = [
      "what's the weather like tomorrow", "set a timer for ten minutes", "open the library",
      "play some music", "call mom", "remind me to buy milk", "turn off the kitchen lights",
    ]
    return (0..<count).map { _ in
      if generator.next() % 10 < 3 { return misses[Int(generator.next() % UInt64(misses.count))] }
      let shortcut = catalog.shortcuts[Int(generator.next() % UInt64(catalog.shortcuts.count))]
      let phrase = shortcut.phrases[Int(generator.next() % UInt64(shortcut.phrases.count))].description
      var name = values.isEmpty ? "" : values[Int(generator.next() % UInt64(values.count))].title
      if generator.next() % 5 == 0 { name = name.replacingOccurrences(of: "e", with: "a", options: [], range: nil) }
      let text = phrase.replacingOccurrences(of: "${item}", with: name)
        .replacingOccurrences(of: "${applicationName}", with: catalog.app.name)
      return noise[Int(generator.next() % UInt64(noise.count))] + (generator.next() % 2 == 0 ? text : text.lowercased())
    }
  }
}

/// A small seeded generator, so every run measures the same utterances.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

func microseconds(_ seconds: Double) -> String {
  "\(Double(Int(seconds * 1e7)) / 10) µs"
}
