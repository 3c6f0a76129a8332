import Foundation

/// Text an app shows or speaks, as Apple's Foundation spells it.
///
/// Foundation on Linux has no `LocalizedStringResource`; this one keeps the
/// key (the English text) and resolves to it, so intent code written for
/// Apple's platforms compiles unchanged.
///
/// ```swift
/// static let title: LocalizedStringResource = "Read Note"
/// LocalizedStringResource("Session", table: "AppIntents")
/// ```
public struct LocalizedStringResource: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
  /// The key, which is also the English text.
  public var key: String
  public var table: String?

  public init(stringLiteral value: String) {
    key = value
  }

  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    key = stringInterpolation.text
  }

  public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, comment: StaticString? = nil) {
    key = keyAndValue.text
    self.table = table
  }

  /// A key with its English text: `LocalizedStringResource("note.title", defaultValue: "Note")`.
  /// With no strings file on Linux, the default value is the text.
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    comment: StaticString? = nil
  ) {
    self.key = defaultValue.text
    self.table = table
  }

  public var description: String { key }
}

extension String {
  /// A string with placeholders, as `String(localized:)` takes it on Apple's platforms.
  public struct LocalizationValue: Sendable, Hashable, ExpressibleByStringInterpolation {
    public var text: String

    public init(stringLiteral value: String) {
      text = value
    }

    public init(stringInterpolation: StringInterpolation) {
      text = stringInterpolation.text
    }

    /// A value made at run time: `String.LocalizationValue(name)`.
    public init(_ value: String) {
      text = value
    }

    /// A format placeholder such as `\(placeholder: .int)`.
    public enum Placeholder: Sendable {
      case int, double, float, object
    }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
      var text = ""

      public init(literalCapacity: Int, interpolationCount: Int) {
        text.reserveCapacity(literalCapacity)
      }

      public mutating func appendLiteral(_ literal: String) { text += literal }

      public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }

      public mutating func appendInterpolation(placeholder: Placeholder) {
        switch placeholder {
        case .int: text += "%lld"
        case .double, .float: text += "%lf"
        case .object: text += "%@"
        }
      }
    }
  }

  /// The English text of a resource (there is no translation table on Linux).
  public init(localized resource: LocalizedStringResource) {
    self = resource.key
  }
}

/// A value that describes itself with a localized string: Apple's way for an
/// intent's error to say what went wrong.
///
/// ```swift
/// enum OrderError: Error, CustomLocalizedStringResourceConvertible {
///   case soldOut
///   var localizedStringResource: LocalizedStringResource { "That's sold out today." }
/// }
/// ```
///
/// A thrown error of this kind is said as its resource.
public protocol CustomLocalizedStringResourceConvertible {
  var localizedStringResource: LocalizedStringResource { get }
}
