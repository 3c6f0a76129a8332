/// What the session needs to know of any `@Parameter`, whatever its value type.
protocol AnyIntentParameter: AnyObject {
  var title: LocalizedStringResource { get }
  var requestValueDialog: IntentDialog? { get }
  var valueType: Any.Type { get }
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
enum ParameterNames {
  /// The `@Parameter` properties of `intent`, by property name.
  static func parameters(of intent: any AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
    Mirror(reflecting: intent).children.compactMap { child in
      guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { return nil }
      return (label.hasPrefix("_") ? String(label.dropFirst()) : label, parameter)
    }
  }

  /// The property name a key path such as `\.$note` points to.
  static func name<Intent: AppIntent, Value>(of keyPath: KeyPath<Intent, IntentParameter<Value>>) -> String? {
    let intent = Intent()
    let target = intent[keyPath: keyPath]
    return parameters(of: intent).first { $0.parameter === target }?.name
  }
}
