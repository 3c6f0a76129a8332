import DialogEngine
import DuoSayKit
import PhraseMatcher

/// The three report formats of `coverage` and `test`.
enum ReportFormat: String, Equatable, CaseIterable {
  case text, json, junit
}

/// `duo-say coverage --catalog FILE [--format text|json|junit] [--noisy] [--by-ear]`.
struct CoverageOptions: Equatable {
  var app = AppChoice()
  var format = ReportFormat.text
  var noisy = false
  var byEar = false
  var lint = LintPolicy()

  init() {}

  init(parsing split: ParsedArguments, app profile: AppProfile) throws(UsageError) {
    for option in split.options {
      if try app.consume(option, app: profile) { continue }
      switch option.name {
      case CommandOption.noisy: noisy = try option.flagValue()
      case CommandOption.byEar: byEar = try option.flagValue()
      case CommandOption.strict: lint.strict = try option.flagValue()
      case CommandOption.ignore:
        let name = try option.requiredValue()
        guard let rule = Finding.Rule(rawValue: name) else {
          throw UsageError(
            "'--ignore' expects a rule (\(Finding.Rule.allCases.map(\.rawValue).joined(separator: ", "))), not '\(name)'"
          )
        }
        lint.ignored.insert(rule)
      case CommandOption.format: format = try ReportFormat.parse(option)
      default: throw .unknownOption(option)
      }
    }
    guard split.positionals.isEmpty else {
      throw UsageError("'coverage' takes no words; use --catalog FILE or --app NAME")
    }
    app = try app.checked()
  }
}

extension ReportFormat {
  static func parse(_ option: ParsedArguments.Option) throws(UsageError) -> ReportFormat {
    let text = try option.requiredValue()
    guard let format = ReportFormat(rawValue: text) else {
      throw UsageError("'\(option.name)' expects text, json or junit, not '\(text)'")
    }
    return format
  }
}

/// `duo-say test FILE... [--catalog FILE | --app NAME] [--format text|json|junit] [--pose P | --poses LIST] [--locked] [--onscreen TYPE:ID] [--by-ear]`.
struct TestOptions: Equatable {
  /// The app the files run against; with neither `--app` nor `--catalog`, each
  /// file chooses (``TestCommand/app(for:)``).
  var app = AppChoice()
  var format = ReportFormat.text
  /// The device conversations run on unless their title says (`--pose`, `--locked`, `--onscreen`).
  var device = DeviceOptions()
  /// `--poses`: every conversation in each of these poses.
  var poses: [Pose]?
  /// `--by-ear`: each utterance spoken and heard before it is tested.
  var byEar = false
  var files: [String] = []

  init() {}

  init(parsing split: ParsedArguments, app profile: AppProfile) throws(UsageError) {
    for option in split.options {
      if try app.consume(option, app: profile) { continue }
      if try device.consume(option) { continue }
      switch option.name {
      case CommandOption.format: format = try ReportFormat.parse(option)
      case CommandOption.poses: poses = try DeviceOptions.poses(option.requiredValue(), option: option.name)
      case CommandOption.byEar: byEar = try option.flagValue()
      default: throw .unknownOption(option)
      }
    }
    files = split.positionals
    guard !files.isEmpty else { throw UsageError("'test' needs at least one test file") }
    if poses != nil, let pose = device.device.pose {
      throw UsageError("'--poses' runs each pose; it cannot be combined with one pose ('\(pose)')")
    }
    app = try app.checked()
  }
}
