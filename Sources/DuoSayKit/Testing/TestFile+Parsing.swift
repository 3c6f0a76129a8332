import DialogEngine
import Foundation

/// A malformed line in a test file.
public struct TestFileError: Error, Equatable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var message: String

  public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}

extension TestFile {
  /// Parses the text of a test file; `file` names it in errors.
  public init(parsing text: String, file: String) throws(TestFileError) {
    var conversation: Conversation?
    // CRLF is one Character in Swift: split on every line end, and drop a byte-order mark.
    let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
    for (offset, rawLine) in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
      let number = offset + 1
      let line = rawLine.trimmingWhitespace()
      if line.hasPrefix("## ") || line == "##" {
        if let finished = conversation { conversations.append(try Self.checked(finished, file: file)) }
        conversation = try Self.conversation(
          titled: String(line.dropFirst(2)).trimmingWhitespace(), file: file, line: number)
      } else if line.isEmpty || line.hasPrefix("#") {
        continue
      } else if line.hasPrefix(">") {
        guard conversation != nil else {
          throw TestFileError(
            file: file, line: number, message: "'>' outside a conversation; start one with '## title'")
        }
        conversation?.turns.append(.init(line: number, utterance: String(line.dropFirst()).trimmingWhitespace()))
      } else if line.hasPrefix("<") {
        guard let turns = conversation?.turns.count, turns > 0 else {
          throw TestFileError(
            file: file, line: number, message: "'<' before anything was said; expected a '>' line first")
        }
        // In place: a copy of the conversation per reply line made long files quadratic.
        conversation?.turns[turns - 1].replies.append(.parsing(String(line.dropFirst()).trimmingWhitespace()))
      } else if let arrow = line.firstRange(of: "=>") {
        let utterance = String(line[..<arrow.lowerBound]).trimmingWhitespace()
        guard !utterance.isEmpty else {
          throw TestFileError(file: file, line: number, message: "no utterance before '=>'")
        }
        let expectation = try Self.expectation(String(line[arrow.upperBound...]), file: file, line: number)
        cases.append(TestCase(line: number, utterance: utterance, expectation: expectation))
      } else {
        throw TestFileError(
          file: file, line: number,
          message: "expected 'utterance => Intent(param: value)', '=> none', '> said', '< reply' or '## title'")
      }
    }
    if let finished = conversation { conversations.append(try Self.checked(finished, file: file)) }
    // A file that tests nothing would report "0 of 0 passed": that is no success.
    guard !cases.isEmpty || !conversations.isEmpty else {
      throw TestFileError(
        file: file, line: 0, message: "no test: expected 'utterance => …' lines or '## title' conversations")
    }
  }

  /// A conversation that says nothing would pass without testing anything.
  private static func checked(_ conversation: Conversation, file: String) throws(TestFileError) -> Conversation {
    guard !conversation.turns.isEmpty else {
      throw TestFileError(
        file: file, line: conversation.line,
        message: "the conversation '\(conversation.title)' has no turn; expected '> said' lines after its title")
    }
    return conversation
  }

  /// A conversation's title, with the device directives at its end taken off.
  private static func conversation(titled text: String, file: String, line: Int) throws(TestFileError) -> Conversation {
    var words = text.split(separator: " ").map(String.init)
    let directives = words.reversed().prefix { $0.hasPrefix("@") }.reversed()
    words.removeLast(directives.count)
    var device = Device()
    for directive in directives {
      if let shown = Device.Screen.Shown(directive: directive) {
        guard let identifier = Device.onscreenIdentifier(directive.dropFirst(shown.directive.count)) else {
          throw TestFileError(
            file: file, line: line,
            message:
              "'\(directive)' names nothing; expected \(shown.directive)Type:id, as \(shown.directive)Note:groceries")
        }
        device.screen = (device.screen ?? Device.Screen()).showing(identifier, as: shown)
        continue
      }
      switch directive {
      case "@locked": device.isLocked = true
      case "@unlocked": device.isLocked = false
      case "@screen", "@closed": device.pose = .closed
      case "@voice-only", "@voice": device.pose = .voice
      case "@open": device.pose = .open
      case _ where directive.hasPrefix("@at:"):
        guard let now = Device.wallClock(directive.dropFirst(4)) else {
          throw TestFileError(
            file: file, line: line,
            message: "'\(directive)' is no time; expected @at:YYYY-MM-DDTHH:MM, as @at:2026-03-10T14:30")
        }
        device.now = now
      default:
        throw TestFileError(
          file: file, line: line,
          message:
            "unknown directive '\(directive)'; expected @locked, @unlocked, @voice, @closed, @open, @screen, @onscreen:Type:id, @onscreen-row:Type:id, @window:Type:id or @at:YYYY-MM-DDTHH:MM"
        )
      }
    }
    var conversation = Conversation(title: words.joined(separator: " "), line: line)
    conversation.device = device
    return conversation
  }

  private static func expectation(_ text: String, file: String, line: Int) throws(TestFileError) -> Expectation {
    let text = text.trimmingWhitespace()
    switch text.lowercased() {
    case "none": return .none
    case "ambiguous": return .ambiguous
    default: break
    }
    guard let open = text.firstIndex(of: "(") else {
      guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        throw TestFileError(
          file: file, line: line, message: "expected an intent name, 'none' or 'ambiguous' after '=>'")
      }
      return .intent(text, parameters: [:])
    }
    guard text.hasSuffix(")") else {
      throw TestFileError(file: file, line: line, message: "expected ')' at the end of '\(text)'")
    }
    let name = String(text[..<open]).trimmingWhitespace()
    var parameters: [String: String] = [:]
    for pair in text[text.index(after: open)..<text.index(before: text.endIndex)].split(separator: ",") {
      let parts = pair.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else {
        throw TestFileError(
          file: file, line: line, message: "expected 'parameter: value' in '\(pair.trimmingWhitespace())'")
      }
      let parameter = parts[0].trimmingWhitespace()
      guard parameters[parameter] == nil else {
        throw TestFileError(file: file, line: line, message: "'\(parameter)' is named twice in '\(text)'")
      }
      parameters[parameter] = parts[1].trimmingWhitespace()
    }
    return .intent(name, parameters: parameters)
  }
}
