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
