/// One token of Swift source (``SwiftTokenizer``): comments are gone, and a
/// string literal is one token whose text keeps its interpolations as `\(…)`.
struct SwiftToken: Equatable {
  enum Kind: Equatable { case identifier, string, punctuation, number }
  var kind: Kind
  var text: String
  /// 1-based line of the token's start.
  var line: Int
}

/// Why a Swift file could not be read.
public struct ImportError: Error, Equatable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var message: String

  public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}
