/// A rule of Apple's (or of good voice design) that a catalog breaks.
public struct Finding: Sendable, Hashable {
  public enum Level: String, Sendable, Hashable, Comparable {
    case warning, error

    public static func < (lhs: Level, rhs: Level) -> Bool { lhs == .warning && rhs == .error }
  }

  public enum Rule: String, Sendable, Hashable, CaseIterable {
    case shortcutCount = "shortcut-count"
    case appNameToken = "app-name-token"
    case oneParameter = "one-parameter"
    case parameterType = "parameter-type"
    case phraseBudget = "phrase-budget"
    case parameterFreePhrase = "parameter-free-phrase"
    case negativeBlocksPositive = "negative-blocks-positive"
    case sharedValueName = "shared-value-name"
    case answerWordValue = "answer-word-value"
    case screenDialog = "screen-dialog"
    case systemDomain = "system-domain"
    case unsayableParameter = "unsayable-parameter"
    case foregroundOnly = "foreground-only"
    case screenReference = "screen-reference"

    /// What the rule checks, for reports.
    public var summary: String {
      switch self {
      case .shortcutCount: "at most 10 App Shortcuts per app"
      case .appNameToken: "every phrase names the app exactly once"
      case .oneParameter: "at most one parameter per phrase"
      case .parameterType: "a phrase parameter is an entity or an enum"
      case .phraseBudget: "at most 1,000 phrases, each parameter value counted"
      case .parameterFreePhrase: "a parameterized shortcut also has a phrase without the parameter"
      case .negativeBlocksPositive: "no negative phrase blocks a phrase of the app"
      case .sharedValueName: "no two values share a title or synonym"
      case .answerWordValue: "no value is named like an answer (yes, no, cancel)"
      case .screenDialog: "a full dialog does not lean on a screen"
      case .systemDomain: "phrases avoid words of Siri's own domains"
      case .unsayableParameter: "every value a shortcut needs can be given by voice"
      case .foregroundOnly: "a shortcut works by voice alone, without the screen"
      case .screenReference: "a phrase that says \"this\" or \"it\" has a parameter the screen can supply"
      }
    }

    public var level: Level {
      switch self {
      case .shortcutCount, .appNameToken, .oneParameter, .parameterType, .phraseBudget, .negativeBlocksPositive: .error
      default: .warning
      }
    }
  }

  public package(set) var rule: Rule
  /// Where, as a JSON path: `shortcuts[2].phrases[0]`.
  public package(set) var path: String
  public package(set) var message: String

  /// The rule's level, or an error for a warning under ``LintPolicy/strict``.
  public package(set) var level: Level

  public init(_ rule: Rule, at path: String, _ message: String) {
    self.rule = rule
    self.path = path
    self.message = message
    level = rule.level
  }
}
