import Foundation

/// A receipt for an order: a model file that, like many apps' error and model files, imports only
/// Foundation, where Apple's `LocalizedStringResource` lives.
struct Receipt: Sendable {
  var lines: [String]

  enum Problem: Error, CustomLocalizedStringResourceConvertible {
    case empty

    var localizedStringResource: LocalizedStringResource {
      switch self {
      case .empty: "There's nothing on your receipt yet."
      }
    }
  }

  func summary() throws -> String {
    guard !lines.isEmpty else { throw Problem.empty }
    return lines.joined(separator: ", ")
  }
}
