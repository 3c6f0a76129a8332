/// A mistake in the command line; reported in one line, exit status 64.
struct UsageError: Error, Equatable, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }

  /// An option no command of this shape takes: "unknown option '--jsn'; see 'duo-say --help'".
  static func unknownOption(_ option: ParsedArguments.Option) -> UsageError {
    UsageError("unknown option '\(option.name)'; see 'duo-say --help'")
  }
}
