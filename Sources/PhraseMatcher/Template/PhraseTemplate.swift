/// An App Shortcut phrase, split into literal text, the app name and a parameter.
///
/// Both spellings Apple uses are accepted: the strings-file form
/// `${applicationName}` / `${note}` and the Swift form `\(.applicationName)` /
/// `\(\.$note)`.
///
/// ```swift
/// let template = try PhraseTemplate(parsing: #"What's in my \(\.$note) note in \(.applicationName)"#)
/// template.parameterNames   // ["note"]
/// template.description      // "What's in my ${note} note in ${applicationName}"
/// ```
public struct PhraseTemplate: Sendable, Hashable {
  /// One piece of a phrase.
  public enum Segment: Sendable, Hashable {
    /// Literal words, as written (punctuation and case kept).
    case text(String)
    /// The app's name or one of its synonyms.
    case applicationName
    /// An entity or enum parameter, by its property name.
    case parameter(String)
  }

  /// The phrase as written.
  public let source: String
  public let segments: [Segment]

  init(source: String, segments: [Segment]) {
    self.source = source
    self.segments = segments
  }

  /// Parameter names in order of appearance (Apple allows at most one).
  public var parameterNames: [String] {
    segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
  }

  /// How many times the app-name token appears (Apple requires exactly one).
  public var applicationNameCount: Int {
    segments.count { $0 == .applicationName }
  }

  /// Apple's rules for one phrase, as found in this template.
  ///
  /// - Complexity: O(*n*) in the number of segments.
  public var diagnostics: [PhraseDiagnostic] {
    var found: [PhraseDiagnostic] = []
    if applicationNameCount != 1 {
      found.append(.applicationNameCount(applicationNameCount))
    }
    if parameterNames.count > 1 {
      found.append(.tooManyParameters(parameterNames))
    }
    return found
  }
}

extension PhraseTemplate: CustomStringConvertible {
  /// The phrase in the strings-file spelling, `${…}`.
  public var description: String {
    segments.map { segment in
      switch segment {
      case .text(let text): text
      case .applicationName: "${applicationName}"
      case .parameter(let name): "${\(name)}"
      }
    }.joined()
  }
}

/// A break of Apple's phrase rules; the build or Siri would reject or ignore the phrase.
public enum PhraseDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// Every phrase needs exactly one `${applicationName}`.
  case applicationNameCount(Int)
  /// A phrase may hold at most one parameter.
  case tooManyParameters([String])

  public var description: String {
    switch self {
    case .applicationNameCount(let count):
      "the phrase has \(count) '${applicationName}' tokens; Apple requires exactly one"
    case .tooManyParameters(let names):
      "the phrase has \(names.count) parameters (\(names.joined(separator: ", "))); Apple allows at most one"
    }
  }
}
