/// One command-line option, declared once: the parser's list of options that take a value,
/// `--help`, each command's page and the completion scripts are all made from these.
///
/// A command reads the options it was given by matching them against these:
///
/// ```swift
/// switch option.name {
/// case CommandOption.rate: settings.rate = try option.integer(in: SpeechSettings.rateRange)
/// default: throw .unknownOption(option)
/// }
/// ```
struct CommandOption: Equatable, Sendable {
  /// What a shell offers after the option.
  enum Completion: Equatable, Sendable {
    case none
    case files
    case words([String])
  }

  /// The long name, `--rate`.
  let name: String
  /// The short name, `-s`, if any.
  let short: String?
  /// The value's name in the help (`WPM`); `nil` for a flag.
  let valueName: String?
  /// One sentence or two; `{app}` is the app's name.
  let help: String
  let completion: Completion

  init(_ name: String, short: String? = nil, value: String? = nil, help: String, completion: Completion = .none) {
    self.name = name
    self.short = short
    self.valueName = value
    self.help = help
    self.completion = completion
  }

  /// Both names, the long first.
  var names: [String] { [name] + (short.map { [$0] } ?? []) }

  /// Whether `given` (an option as typed) is this option, by either name.
  static func ~= (option: CommandOption, given: String) -> Bool {
    given == option.name || given == option.short
  }

  /// The help's line for it: `-s, --rate WPM` at the margin, the help from `column`,
  /// broken between words to fit 80 columns.
  func helpLines(app: String, column: Int = 22) -> String {
    let label = "  " + (short.map { $0 + ", " } ?? "") + name + (valueName.map { " " + $0 } ?? "")
    return Self.helpLines(label: label, help: help.replacingAll("{app}", with: app), column: column)
  }

  static func helpLines(label: String, help: String, column: Int = 22) -> String {
    let indent = String(repeating: " ", count: column)
    let lines = wrapped(help, width: 80 - column)
    let first =
      label.count < column ? label + String(repeating: " ", count: column - label.count) : label + "\n" + indent
    return first + lines.joined(separator: "\n" + indent)
  }

  /// `text` in lines of at most `width` characters, broken between words.
  private static func wrapped(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    return lines + [line]
  }
}

extension String {
  /// Every occurrence of `target` replaced (Foundation-free, for the help's templates).
  func replacingAll(_ target: String, with replacement: String) -> String {
    var result = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
