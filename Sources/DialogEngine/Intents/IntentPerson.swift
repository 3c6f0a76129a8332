import Foundation

/// A person an intent takes, as Apple's `IntentPerson`: a name, and how to reach them.
///
/// By voice a person is named among the people the parameter's `optionsProvider`
/// suggests ("maria", "mrs patel", "alex c"); two who fit are asked about.
///
/// ```swift
/// IntentPerson(identifier: .applicationDefined("42"), name: .displayName("Maria Lopez"), handle: nil)
/// ```
public struct IntentPerson: Sendable, Hashable, CustomStringConvertible {
  public enum Identifier: Sendable, Hashable {
    case contact(String)
    case applicationDefined(String)
  }

  public enum Name: Sendable, Hashable {
    case displayName(String)
    case nameComponents(PersonNameComponents)
  }

  /// A phone number, an email address or an app's own account name.
  public struct Handle: Sendable, Hashable {
    public enum HandleType: Sendable, Hashable { case emailAddress, phoneNumber, applicationDefined }
    public var value: String?
    public var type: HandleType
    public var label: String?

    public init(value: String?, type: HandleType, label: String? = nil) {
      self.value = value
      self.type = type
      self.label = label
    }
  }

  public var identifier: Identifier
  public var name: Name
  public var handle: Handle?
  public var aliases: [Handle]
  public var isMe: Bool
  public var image: DisplayRepresentation.Image?

  public init(
    identifier: Identifier, name: Name, handle: Handle?, aliases: [Handle] = [], isMe: Bool = false,
    image: DisplayRepresentation.Image? = nil
  ) {
    self.identifier = identifier
    self.name = name
    self.handle = handle
    self.aliases = aliases
    self.isMe = isMe
    self.image = image
  }

  /// iOS 18: a person known only by a handle.
  public init(handle: Handle) {
    self.init(
      identifier: .applicationDefined(handle.value ?? ""), name: .displayName(handle.value ?? ""), handle: handle)
  }

  /// The name as it is said and shown.
  public var description: String {
    switch name {
    case .displayName(let name): name
    case .nameComponents(let components):
      [
        components.namePrefix, components.givenName, components.middleName, components.familyName,
        components.nameSuffix,
      ]
      .compactMap { $0 }.joined(separator: " ")
    }
  }

  public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(stringLiteral: description) }
}
