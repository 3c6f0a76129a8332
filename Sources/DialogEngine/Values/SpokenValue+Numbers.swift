import Foundation
import SpokenValues

extension Int: SpokenValue {
  /// "fifteen", "15", "a dozen", "three hundred and twelve", "seven people";
  /// a number with a fraction is no whole number.
  public static func value(spoken: String, declaration: ValueDeclaration, context: SpokenValueContext)
    -> SpokenValueResult<Int>
  {
    guard let number = SpokenNumbers.single(in: spoken) else { return .notUnderstood }
    guard number.isWhole, number.value == number.value.rounded(), abs(number.value) < 1e15 else {
      return .refused("It has to be a whole number.")
    }
    return .checked(Int(number.value), number.value, declaration)
  }
}

extension Double: SpokenValue {
  /// "2.5", "two and a half", "two point five", "a quarter", "0.5".
  public static func value(spoken: String, declaration: ValueDeclaration, context: SpokenValueContext)
    -> SpokenValueResult<Double>
  {
    guard let number = SpokenNumbers.single(in: spoken) else { return .notUnderstood }
    return .checked(number.value, number.value, declaration)
  }
}

/// The one number an answer says, with words around it ("just one", "seven people").
enum SpokenNumbers {
  static func single(in spoken: String) -> SpokenNumber? {
    let words = ValueWords(spoken).words
    var found: SpokenNumber?
    var index = 0
    while index < words.count {
      if let number = SpokenNumber.read(words[index...]) {
        // "half a", "two and": a number cut short is none.
        let next = index + number.length
        guard found == nil, next == words.count || !unfinished.contains(words[next]) else { return nil }
        found = number
        index += number.length
      } else {
        index += 1
      }
    }
    // Words alone that only sound like numbers: "a few", "several".
    guard let found, words.count - found.length <= 3 else { return nil }
    return found
  }

  /// Words after which a number goes on.
  static let unfinished: Set<String> = ["a", "an", "and", "of", "point", "hundred", "thousand"]
}
