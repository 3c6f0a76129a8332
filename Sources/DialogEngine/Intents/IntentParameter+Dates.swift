import Foundation
import SpokenValues

// Date parameters with a kind, as Apple declares them:
// `@Parameter(title: "Departure", kind: .dateTime) var departure: Date`.
// The kind says what a voice must give: a day, a time of day, or both.

/// `Date`, `DateComponents` and their optionals: the parameter values that take a date kind.
public protocol DateParameterValue {}
extension Date: DateParameterValue {}
extension DateComponents: DateParameterValue {}
extension Optional: DateParameterValue where Wrapped: DateParameterValue {}

extension IntentParameter {
  /// Whether a date parameter takes a day, a time of day, or both.
  public enum DateKind: Sendable, Hashable {
    case date, dateTime, time

    var spoken: SpokenDate.Kind {
      switch self {
      case .date: .date
      case .dateTime: .dateTime
      case .time: .time
      }
    }
  }
}

extension IntentParameter where Value: DateParameterValue {
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
    kind: DateKind = .dateTime, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, fileID: String = #fileID, line: Int = #line
  ) {
    self.init(
      declaredAt: ParameterSource.location(fileID, line),
      declaredTitle: title, description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
      declaration: ValueDeclaration(dateKind: kind.spoken))
  }

  /// iOS 18: the title is the property's name.
  public convenience init(
    description: LocalizedStringResource? = nil, default defaultValue: Value? = nil, kind: DateKind = .dateTime,
    requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
    fileID: String = #fileID, line: Int = #line
  ) {
    self.init(
      declaredAt: ParameterSource.location(fileID, line),
      declaredTitle: "", description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
      declaration: ValueDeclaration(dateKind: kind.spoken))
  }
}
