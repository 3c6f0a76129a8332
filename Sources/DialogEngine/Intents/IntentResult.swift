/// What `perform()` returns; the protocols it adopts say what the result carries.
///
/// ```swift
/// func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
///   .result(value: summary, dialog: "Groceries says: \(summary)")
/// }
/// ```
public protocol IntentResult: Sendable {
  /// Everything the result carries, for the session to present.
  var contents: IntentResultContents { get }
}

/// A result with something to say.
public protocol ProvidesDialog: IntentResult {}
/// A result with a value for the next action in a shortcut.
public protocol ReturnsValue<Value>: IntentResult {
  associatedtype Value
  /// The value the result returns (`try await intent.perform().value`).
  var value: Value? { get }
}
/// A result with a view; on Linux its text stands in for it.
public protocol ShowsSnippetView: IntentResult {}
/// A result that runs another intent next.
public protocol OpensIntent: IntentResult {}

/// The contents of any result, read by the session.
public struct IntentResultContents: Sendable {
  public var dialog: IntentDialog?
  /// The returned value, described (values are not spoken unless a dialog is given).
  public var value: String?
  /// The snippet, rendered as text.
  public var snippet: String?
  /// The intent to run next.
  public var opensIntent: (any AppIntent)?
}

extension IntentResult {
  /// A snippet as text: its `description` when it has one (a view written for
  /// duo-say), else its type's name (a SwiftUI view on a Mac).
  static func snippetText(of view: Any) -> String {
    (view as? CustomStringConvertible)?.description ?? String(describing: type(of: view))
  }
}

/// The one concrete result type: every `.result(...)` overload builds one.
public struct IntentResultContainer<Value>: IntentResult, ProvidesDialog, ReturnsValue, ShowsSnippetView, OpensIntent,
  @unchecked Sendable
{
  public let contents: IntentResultContents
  public let value: Value?

  init(contents: IntentResultContents, value: Value? = nil) {
    self.contents = contents
    self.value = value
  }
}

extension IntentResult where Self == IntentResultContainer<Never> {
  /// Nothing app-specific to say; Siri acknowledges.
  public static func result() -> Self { .init(contents: IntentResultContents()) }

  public static func result(dialog: IntentDialog) -> Self {
    .init(contents: IntentResultContents(dialog: dialog))
  }

  /// A dialog and a snippet; the snippet's text stands in for a SwiftUI view.
  public static func result(dialog: IntentDialog, view: Any) -> Self {
    .init(contents: IntentResultContents(dialog: dialog, snippet: Self.snippetText(of: view)))
  }

  public static func result(view: Any) -> Self {
    .init(contents: IntentResultContents(snippet: Self.snippetText(of: view)))
  }

  /// `.result(content: { Snippet() })`: a snippet's content given by name; its text stands in for the view.
  public static func result(content: () -> Any) -> Self {
    .init(contents: IntentResultContents(snippet: Self.snippetText(of: content())))
  }

  public static func result(dialog: IntentDialog, content: () -> Any) -> Self {
    .init(contents: IntentResultContents(dialog: dialog, snippet: Self.snippetText(of: content())))
  }

  public static func result(opensIntent: some AppIntent, dialog: IntentDialog? = nil) -> Self {
    .init(contents: IntentResultContents(dialog: dialog, opensIntent: opensIntent))
  }
}

extension IntentResult {
  public static func result<Value>(value: Value) -> Self where Self == IntentResultContainer<Value> {
    .init(contents: IntentResultContents(value: String(describing: value)), value: value)
  }

  public static func result<Value>(value: Value, dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Value> {
    .init(contents: IntentResultContents(dialog: dialog, value: String(describing: value)), value: value)
  }

  public static func result<Value>(value: Value, dialog: IntentDialog, view: Any) -> Self
  where Self == IntentResultContainer<Value> {
    .init(
      contents: IntentResultContents(
        dialog: dialog, value: String(describing: value), snippet: Self.snippetText(of: view)), value: value)
  }

  public static func result<Value>(value: Value, view: Any) -> Self where Self == IntentResultContainer<Value> {
    .init(
      contents: IntentResultContents(value: String(describing: value), snippet: Self.snippetText(of: view)),
      value: value)
  }

  public static func result<Value>(value: Value, opensIntent: some AppIntent, dialog: IntentDialog? = nil) -> Self
  where Self == IntentResultContainer<Value> {
    .init(
      contents: IntentResultContents(dialog: dialog, value: String(describing: value), opensIntent: opensIntent),
      value: value)
  }
}
