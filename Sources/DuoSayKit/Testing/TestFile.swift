import DialogEngine
import Foundation

/// A `.tests` file: single-turn expectations and whole conversations.
///
/// ```
/// # utterance => expected resolution (entity by id or title), or => none
/// what's in my groceries note in notes   => ReadNoteIntent(note: groceries)
/// um read a note in notes                => ReadNoteIntent
/// turn off the kitchen lights            => none
///
/// ## deleting asks first
/// > delete my groceries note in notes
/// < Are you sure you want to delete Groceries?
/// ```
public struct TestFile: Sendable, Equatable {
  /// A device a conversation runs on; `nil` leaves it to the command line.
  public struct Device: Sendable, Equatable {
    public var isLocked: Bool?
    /// How the phone is held (`@voice`, `@closed`, `@open`; `@screen` is `@closed`).
    public var pose: Pose?
    /// The device's wall-clock time (`@at:2026-03-10T14:30`, in the local time zone), so that
    /// "tomorrow at 7 pm" is the same day on every run.
    public var now: DateComponents?
    /// What the app's windows show (`@onscreen:`, `@onscreen-row:`, `@window:`); `nil` leaves
    /// the screen to the command line, then to the app.
    public var screen: Screen?

    public init(isLocked: Bool? = nil, pose: Pose? = nil, now: DateComponents? = nil, screen: Screen? = nil) {
      self.isLocked = isLocked
      self.pose = pose
      self.now = now
      self.screen = screen
    }

    /// This device, with what it leaves open taken from `defaults`. A screen is taken whole:
    /// a conversation that says what is shown says all of it.
    public func over(_ defaults: Device) -> Device {
      Device(
        isLocked: isLocked ?? defaults.isLocked, pose: pose ?? defaults.pose, now: now ?? defaults.now,
        screen: screen ?? defaults.screen)
    }

    /// The session options for this device: its pose (voice when unsaid), its lock and what
    /// its windows show. The wall clock is the caller's to apply.
    public var sessionOptions: SessionOptions {
      var options = SessionOptions(pose: pose ?? .voice, isLocked: isLocked ?? false)
      if let screen { options.windows = screen.windows }
      return options
    }

    /// `Note:groceries` as an identifier; `nil` unless both a type and an id are given.
    public static func onscreenIdentifier(_ text: some StringProtocol) -> EntityIdentifier? {
      guard let colon = text.firstIndex(of: ":") else { return nil }
      let (type, id) = (text[..<colon].trimmingWhitespace(), text[text.index(after: colon)...].trimmingWhitespace())
      guard !type.isEmpty, !id.isEmpty else { return nil }
      return EntityIdentifier(typeName: type, identifier: id)
    }

    /// `2026-03-10T14:30` as calendar fields; `nil` for anything else.
    static func wallClock(_ text: Substring) -> DateComponents? {
      let fields = text.split(whereSeparator: { "-T:".contains($0) }).compactMap { Int($0) }
      guard fields.count == 5, text.count == 16, (1...12).contains(fields[1]), (1...31).contains(fields[2]),
        (0...23).contains(fields[3]), (0...59).contains(fields[4])
      else { return nil }
      return DateComponents(year: fields[0], month: fields[1], day: fields[2], hour: fields[3], minute: fields[4])
    }
  }

  public var cases: [TestCase] = []
  public var conversations: [Conversation] = []

  /// One utterance and how it must resolve.
  public struct TestCase: Sendable, Equatable {
    public var line: Int
    public var utterance: String
    public var expectation: Expectation
  }

  public enum Expectation: Sendable, Equatable, CustomStringConvertible {
    /// This intent; each named parameter's value given by id or title.
    case intent(String, parameters: [String: String])
    case none
    case ambiguous

    public var description: String {
      switch self {
      case .none: "none"
      case .ambiguous: "ambiguous"
      case .intent(let name, let parameters):
        parameters.isEmpty
          ? name
          : "\(name)(" + parameters.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            + ")"
      }
    }
  }

  /// A titled exchange: what is said (`>`) and the replies expected (`<`).
  /// `@locked`, `@voice`, `@closed`, `@open` (`@screen` is `@closed`), `@onscreen:Type:id`,
  /// `@onscreen-row:Type:id`, `@window:Type:id` or `@at:…` at the end of the title set the device for it; a pose there pins the conversation
  /// to it in a `--poses` run.
  public struct Conversation: Sendable, Equatable {
    public var title: String
    public var line: Int
    public var turns: [Turn] = []
    /// The device, when the title says: `## deleting asks first @locked`.
    public var device = Device()

    public struct Turn: Sendable, Equatable {
      public var line: Int
      public var utterance: String
      public var replies: [ExpectedReply] = []

      /// The replies expected in `pose`, in order.
      public func replies(in pose: Pose) -> [String] {
        replies.filter { $0.poses.isEmpty || $0.poses.contains(pose) }.map(\.text)
      }
    }
  }

  /// A `<` line: the reply, and the poses it is expected in (`< Done. @voice`); none: every pose.
  public struct ExpectedReply: Sendable, Equatable, ExpressibleByStringLiteral {
    public var text: String
    public var poses: Set<Pose>

    public init(_ text: String, poses: Set<Pose> = []) {
      self.text = text
      self.poses = poses
    }

    public init(stringLiteral text: String) { self.init(text) }

    /// `Done. @voice @closed`: the poses at the end taken off (`@screen` is closed and open).
    static func parsing(_ line: String) -> ExpectedReply {
      var words = line.split(separator: " ", omittingEmptySubsequences: false)
      var poses: Set<Pose> = []
      while words.count > 1, let last = words.last, last.hasPrefix("@") {
        if last == "@screen" {
          poses.formUnion([.closed, .open])
        } else if let pose = Pose(rawValue: String(last.dropFirst())) {
          poses.insert(pose)
        } else {
          break
        }
        words.removeLast()
      }
      return ExpectedReply(words.joined(separator: " ").trimmingWhitespace(), poses: poses)
    }
  }
}

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
