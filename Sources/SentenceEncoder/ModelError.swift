/// Why the sentence model cannot be used; duo-say then matches without it.
public enum ModelError: Error, Equatable, CustomStringConvertible {
  case missing(path: String)
  case damaged(path: String, reason: String)
  case checksumMismatch(path: String, expected: String, actual: String)

  public var description: String {
    switch self {
    case .missing(let path): "\(path) is missing; run \(Self.installCommand(path))"
    case .damaged(let path, let reason): "\(path) is damaged: \(reason); run \(Self.installCommand(path))"
    case .checksumMismatch(let path, let expected, let actual):
      "\(path) has checksum \(actual.prefix(12))…, expected \(expected.prefix(12))…; run \(Self.installCommand(path))"
    }
  }

  /// What installs the model `path` belongs to.
  private static func installCommand(_ path: String) -> String { SentenceModel.Kind.owning(path).installCommand }
}
