import SentenceEncoder

/// Which app a command runs: the voice target's own compiled app, or an app
/// known only from a JSON catalog; and the values of the app's own options.
struct AppChoice: Equatable {
  enum Source: Equatable {
    /// The app compiled into this voice target.
    case compiled
    /// A catalog file: phrases and scripted replies, no Swift code.
    case catalog(path: String)
  }

  var source = Source.compiled
  /// Whether `--app` or `--catalog` chose the source (a test file may choose otherwise).
  var isExplicit: Bool { chosenBy != nil }
  /// The app's own options as given (`--store` → path, a flag → "").
  var values: [String: String] = [:]
  /// The model of the semantic stage, which hears what the alignment rejects
  /// (`--flexible-matching MODEL`); `nil` with `--no-flexible-matching`.
  var sentenceModel: SentenceModel.Kind? = .standard
  private var modelChosenBy: String?
  private var chosenBy: String?
  private var firstAppOption: String?

  /// Consumes `--app`, `--catalog` or one of the app's own options; false for others.
  mutating func consume(_ option: ParsedArguments.Option, app: AppProfile) throws(UsageError) -> Bool {
    switch option.name {
    case CommandOption.app:
      let name = try option.requiredValue()
      guard app.answers(to: name) else {
        throw UsageError(
          "unknown app '\(name)': this program runs \(app.name); use --catalog FILE for an app known from its catalog")
      }
      try choose(.compiled, by: option.name)
    case CommandOption.catalog:
      try choose(.catalog(path: try option.requiredValue()), by: option.name)
    case CommandOption.noFlexibleMatching:
      try chooseModel(nil, by: try option.flag().name)
    case CommandOption.flexibleMatching:
      let name = try option.requiredValue()
      guard let kind = SentenceModel.Kind(rawValue: name) else {
        throw UsageError("'--flexible-matching' expects standard or large, not '\(name)'")
      }
      try chooseModel(kind, by: option.name)
    default:
      guard let declared = app.options.first(where: { $0.name == option.name }) else { return false }
      if declared.valueName == nil {
        values[option.name] = try option.flag().value ?? ""
      } else {
        values[option.name] = try option.requiredValue()
      }
      firstAppOption = firstAppOption ?? option.name
    }
    return true
  }

  /// The choice, once every option is read: the app's own options need the app.
  func checked() throws(UsageError) -> AppChoice {
    if case .catalog = source, let firstAppOption {
      throw UsageError("'\(firstAppOption)' is an option of the compiled app; it does nothing with '--catalog'")
    }
    return self
  }

  private mutating func chooseModel(_ kind: SentenceModel.Kind?, by name: String) throws(UsageError) {
    if let modelChosenBy, modelChosenBy != name {
      throw UsageError("'\(name)' cannot be combined with '\(modelChosenBy)'")
    }
    modelChosenBy = name
    sentenceModel = kind
  }

  private mutating func choose(_ source: Source, by name: String) throws(UsageError) {
    if let chosenBy, chosenBy != name {
      throw UsageError("'\(name)' cannot be combined with '\(chosenBy)'")
    }
    chosenBy = name
    self.source = source
  }
}

/// What the command line needs to know of the voice target's app before it runs.
struct AppProfile: Equatable {
  var name: String
  var synonyms: [String] = []
  var options: [VoiceApp.Option] = []

  /// An app with no options of its own.
  static let none = AppProfile(name: "App")

  /// Options of the app that take a value, for splitting the arguments.
  var valuedOptions: Set<String> { Set(options.filter { $0.valueName != nil }.map(\.name)) }

  /// Whether `--app NAME` names this app (its name or a synonym, any case).
  /// Whether `name` (a `.tests` file's, `--app`'s) is the app's, however it is joined:
  /// "Ferry Time", "ferry time", "ferry-time", "ferry_time" and "FerryTime" are one app.
  func answers(to name: String) -> Bool {
    let wanted = Self.joined(name)
    return ([self.name] + synonyms).contains { Self.joined($0) == wanted }
  }

  private static func joined(_ name: String) -> String {
    String(name.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" })
  }
}

extension VoiceApp {
  var profile: AppProfile { AppProfile(name: name, synonyms: synonyms, options: options) }
}
