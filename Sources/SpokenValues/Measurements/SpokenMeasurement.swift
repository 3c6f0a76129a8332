import Foundation

/// A measurement as people say it: a number and a unit ("5 k", "two pounds"),
/// several added up ("one hour twenty minutes", "six foot two"), a fraction of
/// a unit ("half a mile", "an hour and a half", "three quarters of a pound"),
/// or a bare number in the parameter's default unit ("ninety" for minutes).
///
/// ```swift
/// let words = ValueWords("an hour and a half").words
/// SpokenMeasurement.read(words, in: UnitDuration.self, defaultUnit: .minutes)
/// // 1.5 hr
/// ```
public enum SpokenMeasurement {
  /// The measurement `words` say, in the first unit said (or `defaultUnit` for a
  /// bare number); `nil` when they say none, or say more than a measurement.
  public static func read<UnitType: Dimension>(
    _ words: [String], in type: UnitType.Type, defaultUnit: UnitType?
  ) -> Measurement<UnitType>? {
    let defaultUnit = defaultUnit ?? localeDefault(type)
    var total: Measurement<UnitType>?
    var lastUnit: UnitType?
    var index = 0
    func add(_ value: Double, _ unit: UnitType) {
      let part = Measurement(value: value, unit: unit)
      total = total.map { $0 + part.converted(to: $0.unit) } ?? part
    }
    while index < words.count {
      if words[index] == "and", total != nil {
        index += 1
        continue
      }
      guard let number = SpokenNumber.read(words[index...], articleIsOne: true) else { return nil }
      index += number.length
      let connectors = words[index...].prefix { ["of", "a", "an"].contains($0) }.count
      if let (named, length) = SpokenUnits.unit(at: words[(index + connectors)...], in: type) {
        let unit: UnitType
        switch named {
        case .unit(let said):
          guard let said = said as? UnitType else { return nil }
          unit = said
        case .defaultUnit:
          guard let defaultUnit else { return nil }
          unit = defaultUnit
        }
        add(number.value, unit)
        lastUnit = unit
        index += connectors + length
      } else if let last = lastUnit {
        // "an hour and a half", "one hour twenty", "six foot two".
        if number.value < 1 {
          add(number.value, last)
        } else if let smaller = smallerUnit(after: last) {
          add(number.value, smaller)
        } else {
          return nil
        }
        lastUnit = nil
      } else if index == words.count, let defaultUnit {
        add(number.value, defaultUnit)
      } else {
        return nil
      }
    }
    return total
  }

  /// The unit a person means by a bare number of this type on an en-US device, when the parameter names none.
  static func localeDefault<UnitType: Dimension>(_ type: UnitType.Type) -> UnitType? {
    type == UnitTemperature.self ? UnitTemperature.fahrenheit as? UnitType : nil
  }

  /// The unit a number after a unit counts in, unsaid: "one hour twenty", "six foot two", "two pounds four".
  static func smallerUnit<UnitType: Dimension>(after unit: UnitType) -> UnitType? {
    let pairs: [(Dimension, Dimension)] = [
      (UnitDuration.hours, UnitDuration.minutes), (UnitDuration.minutes, UnitDuration.seconds),
      (UnitLength.feet, UnitLength.inches), (UnitLength.meters, UnitLength.centimeters),
      (UnitMass.pounds, UnitMass.ounces), (UnitMass.stones, UnitMass.pounds),
    ]
    return pairs.first { $0.0 == unit }?.1 as? UnitType
  }
}
