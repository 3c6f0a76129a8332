import Locking
import PhraseMatcher
@_spi(Reflection) import Swift

/// What the session needs to know of any `@Parameter`, whatever its value type.
protocol AnyIntentParameter: AnyObject {
  var title: LocalizedStringResource { get }
  var requestValueDialog: IntentDialog? { get }
  var valueType: Any.Type { get }
  var declaration: ValueDeclaration { get }
  var source: String? { get }
  var scriptedType: (key: String, name: String)? { get }
  var hasValue: Bool { get }
  var currentValue: Any? { get }
  /// The values an `optionsProvider:` offers, if the parameter has one.
  var options: (@Sendable () async throws -> [Any])? { get }
  func setAny(_ value: Any) -> Bool
}

extension IntentParameter: AnyIntentParameter {
  var valueType: Any.Type { Value.self }
  var currentValue: Any? { hasValue ? wrappedValue : nil }
}

/// Finds an intent's parameters by name, through reflection of a live instance.
///
/// Where the `@Parameter` properties sit in a struct intent is read once per
/// type from its field records (`_forEachField`); each instance's parameters
/// are then loaded from those offsets. A `Mirror` per instance would demangle
/// every field's type again, which made a third of an app's launch.
enum ParameterNames {
  /// A `@Parameter` property of an intent type: its name and where its storage is.
  private struct Field {
    var name: String
    var offset: Int
    var type: any AnyIntentParameter.Type
  }

  /// Intent type → its parameter fields; `nil` for a type whose fields cannot be listed (a class).
  private static let layouts = Locked<[ObjectIdentifier: [Field]?]>([:])

  /// The `@Parameter` properties of `intent`, by property name.
  static func parameters(of intent: any AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
    loaded(from: intent)
  }

  /// The property name a key path such as `\.$note` points to.
  static func name<Intent: AppIntent, Value>(of keyPath: KeyPath<Intent, IntentParameter<Value>>) -> String? {
    let intent = Intent()
    let target = intent[keyPath: keyPath]
    return parameters(of: intent).first { $0.parameter === target }?.name
  }

  private static func loaded<Intent: AppIntent>(from intent: Intent) -> [(
    name: String, parameter: any AnyIntentParameter
  )] {
    guard let fields = layout(of: Intent.self) else { return mirrored(intent) }
    return withUnsafeBytes(of: intent) { bytes in
      fields.map { field in
        (field.name, reference(bytes.load(fromByteOffset: field.offset, as: AnyObject.self), as: field.type))
      }
    }
  }

  /// `object` as the parameter type its field declares (known, so no dynamic cast).
  private static func reference<Parameter: AnyIntentParameter>(_ object: AnyObject, as _: Parameter.Type)
    -> any AnyIntentParameter
  {
    unsafeDowncast(object, to: Parameter.self)
  }

  private static func layout(of type: any AppIntent.Type) -> [Field]? {
    let key = ObjectIdentifier(type)
    if let known = layouts.withLock({ $0[key] }) { return known }
    var fields: [Field]? = []
    if type is AnyClass {
      fields = nil
    } else {
      let listed = _forEachField(of: type) { name, offset, fieldType, _ in
        if let parameterType = fieldType as? any AnyIntentParameter.Type {
          let label = String(cString: name)
          fields?.append(
            Field(name: label.hasPrefix("_") ? String(label.dropFirst()) : label, offset: offset, type: parameterType))
        }
        return true
      }
      if !listed { fields = nil }
    }
    layouts.withLock { $0[key] = fields }
    return fields
  }

  /// The parameters of an intent whose fields cannot be listed by type, through `Mirror`.
  private static func mirrored(_ intent: some AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
    Mirror(reflecting: intent).children.compactMap { child in
      guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { return nil }
      return (label.hasPrefix("_") ? String(label.dropFirst()) : label, parameter)
    }
  }
}
