import Foundation

/// The units of each unit type by what people say: the unit's own name in
/// words, singular or plural ("kilometers per hour", "kilometer"), its symbol
/// ("km/h"), British spellings ("metres"), and the catalog's spoken names
/// ("k", "lbs", "mph").
///
/// ```swift
/// SpokenUnits.unit(at: ["miles", "an", "hour"][...], in: UnitSpeed.self)   // (.milesPerHour, 3)
/// ```
public enum SpokenUnits {
  /// What a unit name stands for: a unit, or the parameter's default unit ("72 degrees").
  enum Named {
    case unit(Dimension)
    case defaultUnit
  }

  /// The marker in the catalog for a word that means the default unit.
  static let defaultUnit = "(default)"

  /// Units Foundation lacks that people say.
  static let days = UnitDuration(symbol: "d", converter: UnitConverterLinear(coefficient: 86_400))
  static let weeks = UnitDuration(
    symbol: "wk", converter: UnitConverterLinear(coefficient: 604_800))
  /// The US customary cup (Foundation's `cups` is the metric one, 240 ml): what an en-US device means.
  static let usCups = UnitVolume(
    symbol: "cup", converter: UnitConverterLinear(coefficient: 0.236_588_236_5))

  struct Vocabulary {
    var names: [String: Named] = [:]
    var byFoundationName: [String: Dimension] = [:]
    var longest = 1
  }

  private static let vocabularies: [ObjectIdentifier: Vocabulary] = {
    var all: [ObjectIdentifier: Vocabulary] = [:]
    for family in UnitCatalog.families {
      var vocabulary = Vocabulary()
      func add(_ words: [String], _ named: Named) {
        let key = words.joined(separator: " ")
        guard !key.isEmpty, vocabulary.names[key] == nil else { return }
        vocabulary.names[key] = named
        vocabulary.longest = max(vocabulary.longest, words.count)
      }
      for (spoken, name) in family.spoken {
        let named: Named =
          name == defaultUnit ? .defaultUnit : family.units.first { $0.key == name }.map { .unit($0.value) }!
        add(ValueWords.split(spoken), named)
      }
      for (name, unit) in family.units {
        vocabulary.byFoundationName[name] = unit
        let words = nameWords(name)
        add(words, .unit(unit))
        for index in words.indices {
          add(words.enumerated().map { $0.offset == index ? singular($0.element) : $0.element }, .unit(unit))
        }
      }
      for (_, unit) in family.units { add(ValueWords.split(unit.symbol.lowercased()), .unit(unit)) }
      all[ObjectIdentifier(family.dimension)] = vocabulary
    }
    return all
  }()

  /// The unit said at the start of `words`, and how many words it took.
  static func unit(at words: ArraySlice<String>, in dimension: Dimension.Type) -> (Named, Int)? {
    guard let vocabulary = vocabularies[ObjectIdentifier(dimension)] else { return nil }
    for length in stride(from: min(vocabulary.longest, words.count), through: 1, by: -1) {
      let key = words.prefix(length).map(britishFolded).joined(separator: " ")
      if let named = vocabulary.names[key] { return (named, length) }
    }
    return nil
  }

  /// The unit Foundation names so (`"kilometers"` of `UnitLength`): the cases of Apple's unit enums.
  public static func unit<UnitType: Dimension>(named name: String, of type: UnitType.Type) -> UnitType? {
    vocabularies[ObjectIdentifier(type)]?.byFoundationName[name] as? UnitType
  }

  /// Whether duo-say knows the unit type's spoken names.
  public static func knows(_ type: Dimension.Type) -> Bool { vocabularies[ObjectIdentifier(type)] != nil }

  /// "kilometersPerHour" → ["kilometers", "per", "hour"]; "litersPer100Kilometers" keeps its 100.
  static func nameWords(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in name {
      let boundary = character.isUppercase || (character.isNumber != (current.last?.isNumber ?? character.isNumber))
      if boundary && !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(Character(character.lowercased()))
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// "inches" → "inch", "miles" → "mile", "feet" → "foot"; words that are not plural stay.
  static func singular(_ word: String) -> String {
    if word == "feet" { return "foot" }
    if word.hasSuffix("ches") || word.hasSuffix("shes") { return String(word.dropLast(2)) }
    if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), word.count > 3 {
      return String(word.dropLast())
    }
    return word
  }

  /// "metres" → "meters", "litre" → "liter".
  private static func britishFolded(_ word: String) -> String {
    guard word.contains("tre") else { return word }
    return word.replacingOccurrences(of: "metre", with: "meter").replacingOccurrences(of: "litre", with: "liter")
  }
}
