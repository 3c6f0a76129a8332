/// A mistake in the command line; reported in one line, exit status 64.
struct UsageError: Error, Equatable, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
