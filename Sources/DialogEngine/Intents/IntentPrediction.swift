/// An intent the system may suggest after people use it, described by its
/// predictions (what a suggestion shows for given parameter values).
///
/// ```swift
/// struct SearchIntent: AppIntent, PredictableIntent {
///   @Parameter(title: "Title") var title: String
///   static var predictionConfiguration: some IntentPredictionConfiguration {
///     IntentPrediction(parameters: \.$title) { title in DisplayRepresentation(title: "Find \(title)") }
///   }
/// }
/// ```
///
/// duo-say has no Siri to learn from use: predictions compile and are kept,
/// and change nothing a voice hears.
public protocol PredictableIntent: AppIntent {
  associatedtype Prediction: IntentPredictionConfiguration = NoIntentPrediction<Self>
  @IntentPredictionsBuilder<Self> static var predictionConfiguration: Prediction { get }
}

extension PredictableIntent where Prediction == NoIntentPrediction<Self> {
  public static var predictionConfiguration: NoIntentPrediction<Self> { NoIntentPrediction() }
}

/// One or more predictions of an intent.
public protocol IntentPredictionConfiguration: Sendable {
  associatedtype Intent: AppIntent
  /// How many predictions this holds.
  var count: Int { get }
}

/// No prediction: an intent that declares none.
public struct NoIntentPrediction<Intent: AppIntent>: IntentPredictionConfiguration {
  public init() {}
  public var count: Int { 0 }
}

/// A suggestion of an intent: the parameters it is shown with, and how.
public struct IntentPrediction<Intent: AppIntent, Parameters>: IntentPredictionConfiguration, @unchecked Sendable {
  let parameters: Parameters
  public var count: Int { 1 }

  public init(displayRepresentation: @escaping () -> DisplayRepresentation) where Parameters == () {
    parameters = ()
  }

  public init<V0>(
    parameters: KeyPath<Intent, IntentParameter<V0>>, displayRepresentation: @escaping (V0) -> DisplayRepresentation
  ) where Parameters == KeyPath<Intent, IntentParameter<V0>> {
    self.parameters = parameters
  }

  public init<V0, V1>(
    parameters: (KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>),
    displayRepresentation: @escaping (V0, V1) -> DisplayRepresentation
  ) where Parameters == (KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>) {
    self.parameters = parameters
  }

  public init<V0, V1, V2>(
    parameters: (
      KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>, KeyPath<Intent, IntentParameter<V2>>
    ),
    displayRepresentation: @escaping (V0, V1, V2) -> DisplayRepresentation
  )
  where
    Parameters == (
      KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>, KeyPath<Intent, IntentParameter<V2>>
    )
  {
    self.parameters = parameters
  }

  public init<V0, V1, V2, V3>(
    parameters: (
      KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>, KeyPath<Intent, IntentParameter<V2>>,
      KeyPath<Intent, IntentParameter<V3>>
    ),
    displayRepresentation: @escaping (V0, V1, V2, V3) -> DisplayRepresentation
  )
  where
    Parameters == (
      KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>, KeyPath<Intent, IntentParameter<V2>>,
      KeyPath<Intent, IntentParameter<V3>>
    )
  {
    self.parameters = parameters
  }

  public init<V0, V1, V2, V3, V4>(
    parameters: (
      KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>, KeyPath<Intent, IntentParameter<V2>>,
      KeyPath<Intent, IntentParameter<V3>>, KeyPath<Intent, IntentParameter<V4>>
    ),
    displayRepresentation: @escaping (V0, V1, V2, V3, V4) -> DisplayRepresentation
  )
  where
    Parameters == (
      KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>, KeyPath<Intent, IntentParameter<V2>>,
      KeyPath<Intent, IntentParameter<V3>>, KeyPath<Intent, IntentParameter<V4>>
    )
  {
    self.parameters = parameters
  }
}

/// Several predictions of one intent, from ``IntentPredictionsBuilder``.
public struct TupleIntentPrediction<Intent: AppIntent>: IntentPredictionConfiguration {
  public let count: Int
}

/// Collects an intent's predictions.
@resultBuilder
public enum IntentPredictionsBuilder<Intent: AppIntent> {
  /// Gives `IntentPrediction { … }` its intent, from the builder.
  public static func buildExpression<Parameters>(_ prediction: IntentPrediction<Intent, Parameters>)
    -> IntentPrediction<Intent, Parameters>
  {
    prediction
  }

  public static func buildBlock<C: IntentPredictionConfiguration>(_ prediction: C) -> C where C.Intent == Intent {
    prediction
  }

  public static func buildBlock<C0: IntentPredictionConfiguration, C1: IntentPredictionConfiguration>(
    _ p0: C0, _ p1: C1
  ) -> TupleIntentPrediction<Intent> where C0.Intent == Intent, C1.Intent == Intent {
    TupleIntentPrediction(count: p0.count + p1.count)
  }

  public static func buildBlock<
    C0: IntentPredictionConfiguration, C1: IntentPredictionConfiguration, C2: IntentPredictionConfiguration
  >(
    _ p0: C0, _ p1: C1, _ p2: C2
  ) -> TupleIntentPrediction<Intent> where C0.Intent == Intent, C1.Intent == Intent, C2.Intent == Intent {
    TupleIntentPrediction(count: p0.count + p1.count + p2.count)
  }

  public static func buildBlock<
    C0: IntentPredictionConfiguration, C1: IntentPredictionConfiguration, C2: IntentPredictionConfiguration,
    C3: IntentPredictionConfiguration
  >(
    _ p0: C0, _ p1: C1, _ p2: C2, _ p3: C3
  ) -> TupleIntentPrediction<Intent>
  where C0.Intent == Intent, C1.Intent == Intent, C2.Intent == Intent, C3.Intent == Intent {
    TupleIntentPrediction(count: p0.count + p1.count + p2.count + p3.count)
  }

  public static func buildBlock<
    C0: IntentPredictionConfiguration, C1: IntentPredictionConfiguration, C2: IntentPredictionConfiguration,
    C3: IntentPredictionConfiguration, C4: IntentPredictionConfiguration
  >(
    _ p0: C0, _ p1: C1, _ p2: C2, _ p3: C3, _ p4: C4
  ) -> TupleIntentPrediction<Intent>
  where C0.Intent == Intent, C1.Intent == Intent, C2.Intent == Intent, C3.Intent == Intent, C4.Intent == Intent {
    TupleIntentPrediction(count: p0.count + p1.count + p2.count + p3.count + p4.count)
  }

  public static func buildBlock<
    C0: IntentPredictionConfiguration, C1: IntentPredictionConfiguration, C2: IntentPredictionConfiguration,
    C3: IntentPredictionConfiguration, C4: IntentPredictionConfiguration, C5: IntentPredictionConfiguration
  >(
    _ p0: C0, _ p1: C1, _ p2: C2, _ p3: C3, _ p4: C4, _ p5: C5
  ) -> TupleIntentPrediction<Intent>
  where
    C0.Intent == Intent, C1.Intent == Intent, C2.Intent == Intent, C3.Intent == Intent, C4.Intent == Intent,
    C5.Intent == Intent
  {
    TupleIntentPrediction(count: p0.count + p1.count + p2.count + p3.count + p4.count + p5.count)
  }
}
