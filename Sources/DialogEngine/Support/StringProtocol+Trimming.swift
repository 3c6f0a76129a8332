extension StringProtocol {
  /// The text without leading and trailing whitespace (Foundation-free).
  package func trimmingWhitespace() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
