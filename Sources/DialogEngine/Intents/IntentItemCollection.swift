/// What an options provider's `results()` gives: a plain list, or titled items in sections.
public protocol DynamicOptionsResult {
  associatedtype Value
  /// The answers there are, as the session offers them (an item keeps its title for the voice).
  var offered: [Any] { get }
}

extension Array: DynamicOptionsResult {
  public typealias Value = Element
  public var offered: [Any] { map { $0 as Any } }
}

/// One value an options provider offers, with the title a person says:
/// `IntentItem("3f2a…", title: "Morning run")`.
public struct IntentItem<Value>: @unchecked Sendable, OfferedItem {
  public var value: Value
  public var title: LocalizedStringResource
  public var subtitle: LocalizedStringResource?
  public var image: DisplayRepresentation.Image?

  public init(
    _ value: Value, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
    image: DisplayRepresentation.Image? = nil
  ) {
    self.value = value
    self.title = title
    self.subtitle = subtitle
    self.image = image
  }

  var offeredTitle: String { title.key }
  var offeredValue: Any { value }
}

/// Items under a heading (read as one list by voice).
public struct IntentItemSection<Value>: @unchecked Sendable {
  public var title: LocalizedStringResource?
  public var items: [IntentItem<Value>]

  public init(_ title: LocalizedStringResource? = nil, items: [IntentItem<Value>]) {
    self.title = title
    self.items = items
  }

  /// The iOS 16 spelling.
  public init(title: LocalizedStringResource, items: [IntentItem<Value>]) {
    self.init(title, items: items)
  }
}

/// An options provider's values in sections: `ItemCollection(sections: […])` or `ItemCollection(items: […])`.
///
/// ```swift
/// func results() async throws -> ItemCollection<String> {
///   ItemCollection(items: runs.map { Item($0.id, title: "\($0.name)") })
/// }
/// ```
public struct IntentItemCollection<Value>: @unchecked Sendable, DynamicOptionsResult {
  public var sections: [IntentItemSection<Value>]
  public var promptLabel: LocalizedStringResource?

  public init(promptLabel: LocalizedStringResource? = nil, sections: [IntentItemSection<Value>]) {
    self.sections = sections
    self.promptLabel = promptLabel
  }

  public init(promptLabel: LocalizedStringResource? = nil, items: [IntentItem<Value>]) {
    self.init(promptLabel: promptLabel, sections: [IntentItemSection(items: items)])
  }

  public var offered: [Any] { sections.flatMap(\.items).map { $0 as Any } }
}

/// An offered answer with a title of its own: the person says the title, the intent gets the value.
protocol OfferedItem {
  var offeredTitle: String { get }
  var offeredValue: Any { get }
}
