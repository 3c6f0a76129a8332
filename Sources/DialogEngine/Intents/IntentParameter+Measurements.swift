import Foundation

// Measurement parameters of every unit type App Intents takes, as Apple declares them:
// `@Parameter(title: "Duration", defaultUnit: .minutes) var duration: Measurement<UnitDuration>`.
// `.minutes` is Foundation's `UnitDuration.minutes`, the case of Apple's `IntentParameter.Duration`
// of the same name; a bare number is in the default unit, a unit said is converted from.

/// `Measurement<UnitLength>` and its optional: the parameter values that carry a unit.
public protocol MeasurementParameterValue {
  associatedtype UnitType: Dimension
  static func wrapping(_ measurement: Measurement<UnitType>) -> Self
}

extension Measurement: MeasurementParameterValue where UnitType: Dimension {
  public static func wrapping(_ measurement: Measurement<UnitType>) -> Measurement<UnitType> { measurement }
}

extension Optional: MeasurementParameterValue where Wrapped: MeasurementParameterValue {
  public typealias UnitType = Wrapped.UnitType
  public static func wrapping(_ measurement: Measurement<UnitType>) -> Wrapped? { Wrapped.wrapping(measurement) }
}

extension IntentParameter where Value: MeasurementParameterValue {
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, defaultValue: Double? = nil,
    defaultUnit: Value.UnitType? = nil, defaultUnitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = false,
    requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
    fileID: String = #fileID, line: Int = #line
  ) {
    self.init(
      declaredAt: ParameterSource.location(fileID, line),
      measured: title, description: description, defaultValue: defaultValue, unit: defaultUnit,
      supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  /// `@Parameter(title: "Temperature", unit: .celsius)`: the unit is fixed.
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, defaultValue: Double? = nil,
    unit: Value.UnitType, unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = false,
    requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
    fileID: String = #fileID, line: Int = #line
  ) {
    self.init(
      declaredAt: ParameterSource.location(fileID, line),
      measured: title, description: description, defaultValue: defaultValue, unit: unit,
      supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  /// iOS 18: the title is the property's name.
  public convenience init(
    description: LocalizedStringResource? = nil, defaultValue: Double? = nil, defaultUnit: Value.UnitType? = nil,
    defaultUnitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = false,
    requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
    fileID: String = #fileID, line: Int = #line
  ) {
    self.init(
      declaredAt: ParameterSource.location(fileID, line),
      measured: "", description: description, defaultValue: defaultValue, unit: defaultUnit,
      supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  private convenience init(
    declaredAt source: String?,
    measured title: LocalizedStringResource, description: LocalizedStringResource?, defaultValue: Double?,
    unit: Value.UnitType?, supportsNegativeNumbers: Bool, requestValueDialog: IntentDialog?,
    inputConnectionBehavior: InputConnectionBehavior
  ) {
    let start = defaultValue.map { Value.wrapping(Measurement(value: $0, unit: unit ?? Value.UnitType.baseUnit())) }
    self.init(
      declaredAt: source, declaredTitle: title, description: description, defaultValue: start,
      requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior,
      declaration: ValueDeclaration(defaultUnit: unit, supportsNegativeNumbers: supportsNegativeNumbers))
  }
}
