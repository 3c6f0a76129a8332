import Foundation
import PhraseMatcher

/// The benchmark's fixed inputs: its shortcuts, the names it generates, the utterances it says.
extension MatchBenchmarks {
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
