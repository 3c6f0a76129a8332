// Text parameters with keyboard options, as Apple declares them:
// `@Parameter(title: "Note", inputOptions: String.IntentInputOptions(multiline: true)) var note: String`.
// A voice types nothing: the options are kept and change nothing it hears.

extension String {
  /// How Shortcuts' keyboard edits a text parameter.
  public struct IntentInputOptions: Sendable, Hashable {
    public enum KeyboardType: Sendable, Hashable {
      case `default`, asciiCapable, numbersAndPunctuation, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
      // swift-format-ignore: AlwaysUseLowerCamelCase
      /// Apple's spelling, as UIKit's `UIKeyboardType.URL`.
      case URL
    }

    public enum CapitalizationType: Sendable, Hashable { case none, words, sentences, allCharacters }

    public var keyboardType: KeyboardType
    public var capitalizationType: CapitalizationType
    public var multiline: Bool
    public var autocorrect: Bool
    public var smartQuotes: Bool
    public var smartDashes: Bool

    public init(
      keyboardType: KeyboardType = .asciiCapable, capitalizationType: CapitalizationType = .sentences,
      multiline: Bool = false, autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true
    ) {
      self.keyboardType = keyboardType
      self.capitalizationType = capitalizationType
      self.multiline = multiline
      self.autocorrect = autocorrect
      self.smartQuotes = smartQuotes
      self.smartDashes = smartDashes
    }
  }
}

/// `String` and `String?`: the parameter values that take input options.
public protocol TextParameterValue {}
extension String: TextParameterValue {}
extension Optional: TextParameterValue where Wrapped == String {}

extension IntentParameter where Value: TextParameterValue {
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
    inputOptions: String.IntentInputOptions, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, fileID: String = #fileID, line: Int = #line
  ) {
    self.init(
      declaredAt: ParameterSource.location(fileID, line), declaredTitle: title, description: description,
      defaultValue: defaultValue, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }
}
