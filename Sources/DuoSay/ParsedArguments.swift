/// The command line split into a subcommand, options and positional words.
///
/// `--name=value` splits at the first `=`; an option that takes a value takes
/// the next word otherwise. After `--` every word is positional.
struct ParsedArguments: Equatable {
  struct Option: Equatable {
    var name: String
    var value: String?
    /// Set when the option was written `--name=value`.
    var isInline = false

    func requiredValue() throws(UsageError) -> String {
      guard let value, !value.isEmpty else { throw UsageError("'\(name)' needs a value") }
      return value
    }

    func integer(in range: ClosedRange<Int>) throws(UsageError) -> Int {
      let text = try requiredValue()
      guard let number = Int(text), range.contains(number) else {
        throw UsageError(
          "'\(name)' expects a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
      }
      return number
    }

    /// Checks that a flag was not given a value (`--mute=yes`).
    func flag() throws(UsageError) -> Option {
      guard value == nil else { throw UsageError("'\(name)' takes no value") }
      return self
    }

    /// A flag's value: true, as it was given; an error if a value was written after it.
    func flagValue() throws(UsageError) -> Bool {
      _ = try flag()
      return true
    }
  }

  /// Options that are followed by a value.
  static let valued = Set(CommandOption.all.filter { $0.valueName != nil }.flatMap(\.names))
  /// First words that name a command; `--` before a word says it to the app instead.
  static let subcommands: Set<String> = [
    "speak", "say", "match", "export", "coverage", "test", "import", "help", "version",
  ]

  var subcommand: String?
  var options: [Option] = []
  var positionals: [String] = []
  /// The first argument, when it is a word that names no command (and not after `--`).
  var leadingWord: String?

  /// - Parameter valued: More options that take a value (the app's own).
  init(_ arguments: [String], valued appValued: Set<String> = []) {
    var iterator = arguments.makeIterator()
    var isFirst = true
    while let argument = iterator.next() {
      defer { isFirst = false }
      if argument == "--" {
        while let rest = iterator.next() { positionals.append(rest) }
      } else if argument.hasPrefix("-") && argument.count > 1 {
        if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
          let name = String(argument[..<equals])
          options.append(Option(name: name, value: String(argument[argument.index(after: equals)...]), isInline: true))
        } else if Self.valued.contains(argument) || appValued.contains(argument) {
          options.append(Option(name: argument, value: iterator.next()))
        } else {
          options.append(Option(name: argument))
        }
      } else if isFirst && Self.subcommands.contains(argument) {
        subcommand = argument
      } else {
        if isFirst { leadingWord = argument }
        positionals.append(argument)
      }
    }
  }
}
