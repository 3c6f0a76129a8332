/// Why a phrase could not be parsed; offsets count characters from 0.
public enum PhraseTemplateError: Error, Equatable, CustomStringConvertible {
  /// `${` or `\(` without its closing brace or parenthesis.
  case unterminatedToken(offset: Int)
  /// `${}` or `\(\.$)`.
  case emptyParameterName(offset: Int)
  /// A name that is not a Swift identifier, such as `${my note}`.
  case invalidParameterName(String, offset: Int)
  /// `\(…)` that is neither `\(.applicationName)` nor `\(\.$name)`.
  case unsupportedInterpolation(String, offset: Int)

  public var description: String {
    switch self {
    case .unterminatedToken(let offset):
      "unterminated token at offset \(offset); expected '}' or ')'"
    case .emptyParameterName(let offset):
      "empty parameter name at offset \(offset)"
    case .invalidParameterName(let name, let offset):
      "invalid parameter name '\(name)' at offset \(offset); expected a Swift identifier"
    case .unsupportedInterpolation(let text, let offset):
      "unsupported interpolation '\(text)' at offset \(offset); expected '\\(.applicationName)', '\\(\\.$name)' or '\\(\\Intent.$name)'"
    }
  }
}
