/// Builds an intent's ``AppIntent/parameterSummary``: a ``Summary``, or a
/// `When` choosing between two by a parameter's value.
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///   When(\.$external, .equalTo, true) {
///     Summary("Log \(\.$units) units") { \.$external }
///   } otherwise: {
///     Summary("Give \(\.$units) units")
///   }
/// }
/// ```
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
  public static func buildExpression<Summary: ParameterSummary>(_ summary: Summary) -> Summary { summary }
  public static func buildBlock<Summary: ParameterSummary>(_ summary: Summary) -> Summary { summary }
}

/// Collects the parameters a summary shows below its sentence: `{ \.$a; \.$b }`.
@resultBuilder
public enum ParameterSummaryTableBuilder<Intent: AppIntent> {
  public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) -> [String] {
    [ParameterNames.name(of: parameter) ?? "parameter"]
  }

  public static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
}

extension IntentParameterSummary {
  /// Apple's name for the builder of the parameters shown below a summary.
  public typealias ParameterKeyPathsBuilder = ParameterSummaryTableBuilder<Intent>

  /// A summary sentence (from a strings `table`, on a device) and the other parameters shown below it.
  public init(
    _ format: ParameterSummaryString<Intent>, table: String? = nil,
    @ParameterSummaryTableBuilder<Intent> _ parameters: () -> [String]
  ) {
    self.init(format, table: table)
    _ = parameters()
  }

  /// Parameters only, with no sentence: `Summary { \.$units; \.$date }`.
  public init(@ParameterSummaryTableBuilder<Intent> _ parameters: () -> [String]) {
    self.init("")
    _ = parameters()
  }
}

/// `.equalTo` / `.notEqualTo` in a `When`.
public enum EquatableComparisonOperator: Sendable { case equalTo, notEqualTo }
/// `.lessThan` … `.greaterThanOrEqualTo` in a `When`.
public enum ComparableComparisonOperator: Sendable {
  case lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo
}
/// `.hasAnyValue` / `.hasNoValue` in a `When`.
public enum HasValueComparisonOperator: Sendable { case hasAnyValue, hasNoValue }
/// `.oneOf` / `.notOneOf` in a `When`.
public enum OneOfComparisonOperator: Sendable { case oneOf, notOneOf }

/// A summary that depends on a parameter's value (`When` inside an intent).
/// A voice has no summary to show, so the `when` branch stands for both.
public struct ParameterSummaryWhenCondition<
  Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary
>:
  ParameterSummary
{
  let when: WhenCondition
  let otherwise: Otherwise
  public var template: String { when.template }

  public init<Value: Equatable>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: EquatableComparisonOperator,
    _ value: Value,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    (self.when, self.otherwise) = (when(), otherwise())
  }

  public init<Value: Comparable>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: ComparableComparisonOperator,
    _ value: Value,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    (self.when, self.otherwise) = (when(), otherwise())
  }

  public init<Value>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: HasValueComparisonOperator,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    (self.when, self.otherwise) = (when(), otherwise())
  }

  public init<Value: Equatable>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: OneOfComparisonOperator,
    _ values: [Value],
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    (self.when, self.otherwise) = (when(), otherwise())
  }
}

extension AppIntent {
  /// `When(\.$x, .equalTo, v) { … } otherwise: { … }` inside an intent.
  public typealias When<WhenCondition: ParameterSummary, Otherwise: ParameterSummary> =
    ParameterSummaryWhenCondition<Self, WhenCondition, Otherwise>
}

/// A summary chosen by a parameter's value: `Switch(\.$mode) { Case(.shuffle) { … } DefaultCase { … } }`.
/// A voice has no summary to show; the first case stands for all.
public struct ParameterSummarySwitchCondition<Intent: AppIntent, Value>: ParameterSummary, @unchecked Sendable {
  let cases: [any ParameterSummary]
  public var template: String { cases.first?.template ?? "" }

  public init(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    @ParameterSummaryCaseBuilder<Intent, Value> _ cases: () -> [any ParameterSummary]
  ) {
    self.cases = cases()
  }
}

/// One `Case(value) { Summary(…) }` of a `Switch`.
public struct ParameterSummaryCaseCondition<Intent: AppIntent, Value, Content: ParameterSummary>: ParameterSummary,
  @unchecked Sendable
{
  let content: Content
  public var template: String { content.template }

  public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ content: () -> Content) {
    self.content = content()
  }
}

/// The `DefaultCase { Summary(…) }` of a `Switch`.
public struct ParameterSummaryDefaultCaseCondition<Intent: AppIntent, Content: ParameterSummary>: ParameterSummary {
  let content: Content
  public var template: String { content.template }

  public init(@ParameterSummaryBuilder<Intent> _ content: () -> Content) {
    self.content = content()
  }
}

/// Collects the cases of a `Switch`.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value> {
  public static func buildExpression<Content>(_ item: ParameterSummaryCaseCondition<Intent, Value, Content>)
    -> [any ParameterSummary]
  {
    [item]
  }

  public static func buildExpression<Content>(_ item: ParameterSummaryDefaultCaseCondition<Intent, Content>)
    -> [any ParameterSummary]
  {
    [item]
  }

  public static func buildBlock(_ parts: [any ParameterSummary]...) -> [any ParameterSummary] { parts.flatMap { $0 } }
}

extension AppIntent {
  /// `Switch(\.$mode) { … }` inside an intent.
  public typealias Switch<Value> = ParameterSummarySwitchCondition<Self, Value>
  /// `Case(.value) { Summary(…) }` inside a `Switch`.
  public typealias Case<Value, Content: ParameterSummary> = ParameterSummaryCaseCondition<Self, Value, Content>
  /// `DefaultCase { Summary(…) }` inside a `Switch`.
  public typealias DefaultCase<Content: ParameterSummary> = ParameterSummaryDefaultCaseCondition<Self, Content>
}
