/// Swift's `#if` blocks resolved as an iOS build of the app resolves them, so the
/// importer reads the branch the phone runs: `os(iOS)` and `canImport(UIKit)`
/// hold, `os(macOS)`, `canImport(AppKit)` and `targetEnvironment(…)` do not,
/// `DEBUG` holds (a developer's build), any other custom flag does not.
///
/// ```swift
/// ConditionalCompilation.active(tokens)   // the tokens of the iOS branches only
/// ```
enum ConditionalCompilation {
  /// The tokens outside `#if` blocks and in their active branches; the directives themselves are gone.
  static func active(_ tokens: [SwiftToken]) -> [SwiftToken] {
    guard tokens.contains(where: { $0.text == "#" }) else { return tokens }
    var result: [SwiftToken] = []
    result.reserveCapacity(tokens.count)
    // One entry per open `#if`: whether the enclosing code is active, and whether a branch was taken.
    var stack: [(outerActive: Bool, taken: Bool, active: Bool)] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      let active = stack.last?.active ?? true
      guard token.text == "#", index + 1 < tokens.count, tokens[index + 1].line == token.line,
        ["if", "elseif", "else", "endif"].contains(tokens[index + 1].text)
      else {
        if active { result.append(token) }
        index += 1
        continue
      }
      let directive = tokens[index + 1].text
      // The condition is the rest of the directive's line.
      var end = index + 2
      while end < tokens.count, tokens[end].line == token.line { end += 1 }
      let condition = tokens[(index + 2)..<end]
      switch directive {
      case "if":
        let holds = active && holds(condition)
        stack.append((active, holds, holds))
      case "elseif":
        if var top = stack.popLast() {
          top.active = top.outerActive && !top.taken && holds(condition)
          top.taken = top.taken || top.active
          stack.append(top)
        }
      case "else":
        if var top = stack.popLast() {
          top.active = top.outerActive && !top.taken
          top.taken = true
          stack.append(top)
        }
      default:
        _ = stack.popLast()
      }
      index = end
    }
    return result
  }

  /// Whether a condition holds for an iOS build: `os(iOS) && !targetEnvironment(macCatalyst)`.
  static func holds(_ condition: ArraySlice<SwiftToken>) -> Bool {
    var parser = Parser(tokens: Array(condition))
    return parser.disjunction()
  }

  private struct Parser {
    let tokens: [SwiftToken]
    var index = 0

    mutating func disjunction() -> Bool {
      var value = conjunction()
      while peek == "||" {
        index += 2
        value = conjunction() || value
      }
      return value
    }

    mutating func conjunction() -> Bool {
      var value = unary()
      while peek == "&&" {
        index += 2
        value = unary() && value
      }
      return value
    }

    mutating func unary() -> Bool {
      guard index < tokens.count else { return false }
      let text = tokens[index].text
      if text == "!" {
        index += 1
        return !unary()
      }
      if text == "(" {
        index += 1
        let value = disjunction()
        if index < tokens.count, tokens[index].text == ")" { index += 1 }
        return value
      }
      index += 1
      guard index < tokens.count, tokens[index].text == "(" else { return Self.flag(text) }
      // `os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`: the argument up to its `)`.
      var argument = ""
      index += 1
      while index < tokens.count, tokens[index].text != ")" {
        argument += tokens[index].text
        index += 1
      }
      index += 1
      return Self.platform(text, argument)
    }

    /// `&&` and `||` arrive as two punctuation tokens.
    var peek: String? {
      guard index + 1 < tokens.count else { return nil }
      return tokens[index].text + tokens[index + 1].text
    }

    static func flag(_ name: String) -> Bool { name == "true" || name == "DEBUG" }

    static func platform(_ test: String, _ argument: String) -> Bool {
      switch test {
      case "os": argument == "iOS"
      case "canImport": !["AppKit", "WatchKit", "Cocoa", "Glibc", "WinSDK", "Android"].contains(argument)
      case "targetEnvironment": false
      default: true  // arch, swift, compiler, hasFeature, hasAttribute
      }
    }
  }
}
