// Number parameters with a range and a control, as Shortcuts shows them:
// `@Parameter(title: "Units", default: 1, controlStyle: .field, inclusiveRange: (0, 30)) var units: Double`.
// A voice says the number; a number out of the range is refused and asked for again.

extension IntentParameter {
  /// The smallest and largest value a number parameter takes.
  public typealias InclusiveRange<Bound> = (lowerBound: Bound, upperBound: Bound)

  /// How Shortcuts edits a whole number.
  public enum IntControlStyle: Sendable { case field, slider, stepper }

  /// How Shortcuts edits a decimal number.
  public enum DoubleControlStyle: Sendable { case field, slider, stepper }
}

extension IntentParameter where Value == Int {
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Int? = nil,
    controlStyle: IntControlStyle = .stepper, inclusiveRange: InclusiveRange<Int>? = nil,
    requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
    fileID: String = #fileID, line: Int = #line
  ) {
    self.init(
      declaredAt: ParameterSource.location(fileID, line),
      declaredTitle: title, description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior,
      declaration: ValueDeclaration(range: inclusiveRange.flatMap(Self.range)))
  }
}

extension IntentParameter where Value == Int? {
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Int? = nil,
    controlStyle: IntControlStyle = .stepper, inclusiveRange: InclusiveRange<Int>? = nil,
    requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
    fileID: String = #fileID, line: Int = #line
  ) {
    self.init(
      declaredAt: ParameterSource.location(fileID, line),
      declaredTitle: title, description: description, defaultValue: defaultValue.map { $0 },
      requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior,
      declaration: ValueDeclaration(range: inclusiveRange.flatMap(Self.range)))
  }
}

extension IntentParameter where Value == Double {
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Double? = nil,
    controlStyle: DoubleControlStyle = .stepper, inclusiveRange: InclusiveRange<Double>? = nil,
    requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
    fileID: String = #fileID, line: Int = #line
  ) {
    self.init(
      declaredAt: ParameterSource.location(fileID, line),
      declaredTitle: title, description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior,
      declaration: ValueDeclaration(range: inclusiveRange.flatMap(Self.range)))
  }
}

extension IntentParameter where Value == Double? {
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Double? = nil,
    controlStyle: DoubleControlStyle = .stepper, inclusiveRange: InclusiveRange<Double>? = nil,
    requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
    fileID: String = #fileID, line: Int = #line
  ) {
    self.init(
      declaredAt: ParameterSource.location(fileID, line),
      declaredTitle: title, description: description, defaultValue: defaultValue.map { $0 },
      requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior,
      declaration: ValueDeclaration(range: inclusiveRange.flatMap(Self.range)))
  }
}

extension IntentParameter {
  /// `(1, 9)` as the range a declaration checks; `nil` for a range whose bounds are reversed.
  static func range<Bound: BinaryInteger>(_ bounds: InclusiveRange<Bound>) -> ClosedRange<Double>? {
    bounds.lowerBound <= bounds.upperBound ? Double(bounds.lowerBound)...Double(bounds.upperBound) : nil
  }

  static func range(_ bounds: InclusiveRange<Double>) -> ClosedRange<Double>? {
    bounds.lowerBound <= bounds.upperBound && bounds.lowerBound.isFinite && bounds.upperBound.isFinite
      ? bounds.lowerBound...bounds.upperBound : nil
  }
}
