import Foundation
import Locking
import PhraseMatcher

/// An input of an intent: `@Parameter(title: "Note") var note: NoteEntity`.
///
/// The projected value (`$note`) asks the person for the value, to choose
/// among candidates, or to confirm, as Siri does in a follow-up turn.
///
/// ```swift
/// @Parameter(title: "Note", requestValueDialog: "Which note?") var note: NoteEntity
/// throw $note.needsValueError("Which note should I read?")
/// let chosen = try await $note.requestDisambiguation(among: candidates, dialog: "Which one?")
/// ```
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
  public let title: LocalizedStringResource
  public let description: LocalizedStringResource?
  public let requestValueDialog: IntentDialog?
  public let inputConnectionBehavior: InputConnectionBehavior
  /// The date kind, default unit, range and sign the declaration gives the values.
  public let declaration: ValueDeclaration
  /// Where the app declares it (`PickupIntents.swift:14`), for findings that point there.
  let source: String?
  /// For a catalog's shortcut (``ScriptedIntent``): the catalog type its values are of, and its name.
  var scriptedType: (key: String, name: String)?
  let defaultValue: Value?
  /// The values `optionsProvider:` offers, read when the parameter is asked for.
  var options: (@Sendable () async throws -> [Any])?
  private let stored: Locked<Value?>

  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, fileID: String = #fileID, line: Int = #line
  ) {
    self.init(
      declaredAt: ParameterSource.location(fileID, line),
      declaredTitle: title, description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  /// The one designated initializer: every public shape (with a range, a
  /// control, file types, no title) ends here.
  init(
    declaredAt source: String? = nil,
    declaredTitle title: LocalizedStringResource,
    description: LocalizedStringResource?,
    defaultValue: Value?,
    requestValueDialog: IntentDialog?,
    inputConnectionBehavior: InputConnectionBehavior,
    declaration: ValueDeclaration = ValueDeclaration()
  ) {
    self.declaration = declaration
    self.source = source
    self.title = title
    self.description = description
    self.defaultValue = defaultValue
    self.requestValueDialog = requestValueDialog
    self.inputConnectionBehavior = inputConnectionBehavior
    // An optional parameter starts out as nil, which counts as a value.
    let none = (Value.self as? any OptionalValue.Type)?.nilValue as? Value
    stored = Locked(defaultValue ?? none)
  }

  /// `@Parameter var criteria: StringSearchCriteria` (iOS 18): the title is the
  /// property's name, said in words ("bolusAmount" → "bolus amount").
  public convenience init(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, fileID: String = #fileID, line: Int = #line
  ) {
    self.init(
      declaredAt: ParameterSource.location(fileID, line),
      declaredTitle: "", description: description, defaultValue: defaultValue, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  public var wrappedValue: Value {
    get {
      guard let value = stored.withLock({ $0 }) else {
        preconditionFailure("@Parameter '\(title)' was read before Siri had a value for it")
      }
      return value
    }
    set { stored.withLock { $0 = newValue } }
  }

  public var projectedValue: IntentParameter<Value> { self }

  /// Whether a value is set (an optional parameter counts as set when nil was chosen).
  var hasValue: Bool { stored.withLock { $0 != nil } }

  func setAny(_ value: Any) -> Bool {
    guard let typed = value as? Value else { return false }
    stored.withLock { $0 = typed }
    return true
  }
}

/// Lets a parameter tell an optional type from others, and make its `nil`.
protocol OptionalValue {
  static var nilValue: Any { get }
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalValue {
  static var nilValue: Any { Optional<Wrapped>.none as Any }
  static var wrappedType: Any.Type { Wrapped.self }
}

/// How a parameter takes the result of the previous action in a shortcut.
public enum InputConnectionBehavior: Sendable, Hashable {
  case `default`, never, connectToPreviousIntentResult
}

/// Where a declaration sits in the app's sources.
enum ParameterSource {
  /// `#fileID` and `#line` as a finding shows them: "Module/PickupIntents.swift", 14 → "PickupIntents.swift:14".
  static func location(_ fileID: String, _ line: Int) -> String {
    "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
  }
}

extension IntentParameter {
  /// An entity parameter whose values come from `query` rather than the entity's `defaultQuery`:
  /// when the parameter is asked for, the query's suggested entities are the answers there are.
  ///
  /// ```swift
  /// @Parameter(title: "Book", query: UnreadBooksQuery()) var book: BookEntity
  /// ```
  public convenience init<Query: EntityQuery>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    query: Query, fileID: String = #fileID, line: Int = #line
  ) {
    self.init(
      declaredAt: ParameterSource.location(fileID, line),
      declaredTitle: title, description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    options = { try await query.suggestedEntities().map { $0 as Any } }
  }
}
