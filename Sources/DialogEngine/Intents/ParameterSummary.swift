/// How Shortcuts shows an intent with its parameters: `Summary("Open \(\.$target)")`.
public protocol ParameterSummary: Sendable {
  /// The summary with `${name}` for each parameter.
  var template: String { get }
}

/// The default: the intent's title alone.
public struct NoParameterSummary: ParameterSummary {
  public init() {}
  public var template: String { "" }
}

/// A summary sentence with parameters, for one intent type.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
  public let template: String

  /// `Summary("Log \(\.$units) units")`; `table` names the strings file a device reads it from.
  public init(_ format: ParameterSummaryString<Intent>, table: String? = nil) {
    template = format.text
  }

  /// `Summary()`: no sentence, the intent's title stands.
  public init() {
    template = ""
  }
}

/// `Summary("Log \(\HikeIntent.$trail)")` outside an intent (in a `ParameterPresentation`);
/// inside one, `Summary` is the intent's own (`AppIntent.Summary`).
public typealias Summary<Intent: AppIntent> = IntentParameterSummary<Intent>

/// A string with `\(\.$parameter)` interpolations, rooted in one intent type.
public struct ParameterSummaryString<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
  let text: String

  public init(stringLiteral value: String) {
    text = value
  }

  public init(stringInterpolation: PhraseInterpolation<Intent>) {
    text = stringInterpolation.text
  }
}
