import Foundation
import SpokenValues

// Place parameters, as Apple declares them:
// `@Parameter(title: "Destination", displayStyle: .address) var destination: CLPlacemark`.

/// `CLPlacemark` and `CLPlacemark?`: the parameter values that take a display style.
public protocol PlacemarkParameterValue {}
extension CLPlacemark: PlacemarkParameterValue {}
extension Optional: PlacemarkParameterValue where Wrapped == CLPlacemark {}

extension IntentParameter {
  /// Which part of a place Shortcuts shows: its name, its address or its city.
  /// A voice hears the place's name whatever the style.
  public enum PlacemarkDisplayStyle: Sendable, Hashable { case name, address, city }
}

extension IntentParameter where Value: PlacemarkParameterValue {
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
    displayStyle: PlacemarkDisplayStyle = .name, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, fileID: String = #fileID, line: Int = #line
  ) {
    self.init(
      declaredAt: ParameterSource.location(fileID, line), declaredTitle: title, description: description,
      defaultValue: defaultValue, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  /// iOS 18: the title is the property's name.
  public convenience init(
    description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
    displayStyle: PlacemarkDisplayStyle = .name, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, fileID: String = #fileID, line: Int = #line
  ) {
    self.init(
      declaredAt: ParameterSource.location(fileID, line), declaredTitle: "", description: description,
      defaultValue: defaultValue, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }
}

extension CLPlacemark: SpokenValue {
  /// "pike place market", "to the ferry terminal": a place named as said, with no
  /// location (duo-say has no map to look it up on). A place that is only
  /// pointed at ("here", "my location") has no name to give, and is refused.
  public static func value(spoken: String, declaration: ValueDeclaration, context: SpokenValueContext)
    -> SpokenValueResult<CLPlacemark>
  {
    let words = ValueWords(spoken).words
    guard !words.isEmpty else { return .notUnderstood }
    if pointing.contains(words.joined(separator: " ")) {
      return .refused("Sorry, I can't tell where that is from here. Say the place's name.")
    }
    var name = Substring(spoken.trimmingWhitespace())
    while let last = name.last, ".,!?".contains(last) { name = name.dropLast() }
    if let space = name.firstIndex(of: " "), prepositions.contains(name[..<space].lowercased()) {
      name = name[space...].dropFirst()
    }
    return name.isEmpty ? .notUnderstood : .value(CLPlacemark(name: String(name)))
  }

  /// Words before a place that are not its name: "to the market", "at home".
  private static let prepositions: Set<String> = ["to", "at", "in", "near", "from", "towards"]

  /// A place pointed at rather than named.
  private static let pointing: Set<String> = [
    "here", "there", "right here", "my location", "current location", "my current location", "where i am",
    "this place", "that place", "nearby",
  ]
}
