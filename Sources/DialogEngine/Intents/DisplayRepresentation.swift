import Foundation

/// How a value is shown and spoken: a title, an optional subtitle and image,
/// and synonyms people may say instead of the title.
///
/// ```swift
/// DisplayRepresentation(title: "\(name)", subtitle: "\(length)", synonyms: ["the keynote"])
/// ```
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
  public var title: LocalizedStringResource
  public var subtitle: LocalizedStringResource?
  public var image: Image?
  public var synonyms: [LocalizedStringResource]

  public init(
    title: LocalizedStringResource,
    subtitle: LocalizedStringResource? = nil,
    image: Image? = nil,
    synonyms: [LocalizedStringResource] = []
  ) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.synonyms = synonyms
  }

  public init(stringLiteral value: String) {
    self.init(title: LocalizedStringResource(stringLiteral: value))
  }

  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
  }

  /// An image for the representation: a name, a URL or data; a voice never shows it.
  public struct Image: Sendable, Hashable {
    public var name: String
    public var isSystemImage: Bool
    public var url: URL?
    public var data: Data?
    public var isTemplate: Bool
    /// How an image (not a symbol) is drawn: in its own shape, or in a circle (iOS 17).
    public var displayStyle: DisplayStyle = .default

    public struct DisplayStyle: Sendable, Hashable {
      let name: String
      public static let `default` = DisplayStyle(name: "default")
      public static let circular = DisplayStyle(name: "circular")
    }

    public init(named name: String, isTemplate: Bool = false, displayStyle: DisplayStyle = .default) {
      self.name = name
      isSystemImage = false
      self.isTemplate = isTemplate
      self.displayStyle = displayStyle
    }

    public init(systemName: String, isTemplate: Bool = false) {
      name = systemName
      isSystemImage = true
      self.isTemplate = isTemplate
    }

    public init(url: URL, isTemplate: Bool = false, displayStyle: DisplayStyle = .default) {
      name = url.lastPathComponent
      isSystemImage = false
      self.url = url
      self.isTemplate = isTemplate
      self.displayStyle = displayStyle
    }

    public init(data: Data, isTemplate: Bool = false, displayStyle: DisplayStyle = .default) {
      name = ""
      isSystemImage = false
      self.data = data
      self.isTemplate = isTemplate
      self.displayStyle = displayStyle
    }
  }
}

/// How a type is named: "Note", with its plural format and synonyms.
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
  public var name: LocalizedStringResource
  public var numericFormat: LocalizedStringResource?
  public var synonyms: [LocalizedStringResource]

  public init(
    name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil,
    synonyms: [LocalizedStringResource] = []
  ) {
    self.name = name
    self.numericFormat = numericFormat
    self.synonyms = synonyms
  }

  public init(stringLiteral value: String) {
    self.init(name: LocalizedStringResource(stringLiteral: value))
  }

  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}

/// What an intent does, for Shortcuts and Spotlight.
public struct IntentDescription: Sendable, Hashable, ExpressibleByStringInterpolation {
  public var description: LocalizedStringResource
  public var categoryName: LocalizedStringResource?
  public var searchKeywords: [LocalizedStringResource]
  /// What the intent's result is called when another action uses it.
  public var resultValueName: LocalizedStringResource?

  public init(
    _ description: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
    searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil
  ) {
    self.description = description
    self.categoryName = categoryName
    self.searchKeywords = searchKeywords
    self.resultValueName = resultValueName
  }

  public init(stringLiteral value: String) {
    self.init(LocalizedStringResource(stringLiteral: value))
  }

  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}
