/// A list as it is said: "Groceries", "Groceries or Recipes", "A, B, or C".
///
/// ```swift
/// SpokenList.joined(["Kitchen Light", "Kitchen Lamp", "Porch"], conjunction: "or")
/// // "Kitchen Light, Kitchen Lamp, or Porch"
/// ```
package enum SpokenList {
  package static func joined(_ items: [String], conjunction: String) -> String {
    switch items.count {
    case 0: ""
    case 1: items[0]
    case 2: "\(items[0]) \(conjunction) \(items[1])"
    default: items.dropLast().joined(separator: ", ") + ", \(conjunction) " + items[items.count - 1]
    }
  }
}
