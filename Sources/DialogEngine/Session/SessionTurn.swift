import PhraseMatcher

/// One turn of a conversation: what was heard, how it resolved, what was said.
public struct SessionTurn: Sendable, Equatable {
  /// What a reply is.
  public enum Kind: String, Sendable {
    /// A follow-up question; the next utterance answers it.
    case question
    /// The app's answer (the intent's dialog, or Siri's acknowledgement).
    case answer
    /// A refusal or failure said aloud (locked, needs the screen, an error).
    case failure
    /// A snippet shown on the screen, as text.
    case snippet
    /// Interim progress of long work: spoken without a screen, a percentage with one.
    case progress
  }

  public struct Reply: Sendable, Equatable {
    public var kind: Kind
    /// What is said: the full dialog without a screen, the supporting one with it.
    public var text: String
    public var full: String?
    public var supporting: String?
    /// For ``Kind/progress``: how much of the work is done, from 0 to 1.
    public var fractionCompleted: Double?
    /// Whether the console said it aloud: final replies are said, a snippet is only shown, and
    /// of interim progress only some (at most one report every few seconds); `nil` when no
    /// console heard the turn.
    public var wasSpoken: Bool?

    public init(
      _ kind: Kind, _ text: String, full: String? = nil, supporting: String? = nil, fractionCompleted: Double? = nil
    ) {
      self.kind = kind
      self.text = text
      self.full = full
      self.supporting = supporting
      self.fractionCompleted = fractionCompleted
    }
  }

  /// How an utterance was taken.
  public enum Resolution: Sendable, Equatable, CustomStringConvertible {
    /// A request for a shortcut: the intent and its parameters' values.
    /// `ambiguous` when several values fitted and the person is asked which.
    case intent(ResolvedIntent, ambiguous: Bool = false)
    /// Several shortcuts fit about equally well; nothing ran.
    case ambiguous([ResolvedIntent])
    /// An answer to the question `prompt`, naming `value` (its title) when it asked for one.
    case answer(prompt: String, value: String?)
    /// "cancel", "never mind": the question was left.
    case cancelled
    /// Not an answer to `prompt`: asked again once, then given up.
    case notAnAnswer(prompt: String, gaveUp: Bool)
    /// Nothing matched, or a negative phrase vetoed the match.
    case none(vetoedBy: String?)
    /// Nothing was decided yet.
    case pending

    /// "ReadNoteIntent(note: groceries)", "answer to 'Which note?': Groceries", "none".
    public var description: String {
      switch self {
      case .intent(let intent, let ambiguous): intent.description + (ambiguous ? " (ambiguous)" : "")
      case .ambiguous(let intents): "ambiguous: " + intents.map(\.description).joined(separator: " or ")
      case .answer(let prompt, let value): "answer to '\(prompt)'" + (value.map { ": \($0)" } ?? "")
      case .cancelled: "cancel"
      case .notAnAnswer(_, let gaveUp): gaveUp ? "no answer" : "not an answer"
      case .none(let vetoedBy): vetoedBy.map { "none (negative phrase '\($0)')" } ?? "none"
      case .pending: "pending"
      }
    }
  }

  public var heard: String
  /// How the utterance was taken.
  public var resolution: Resolution
  /// For a request: the matcher stage that found the intent; `nil` for answers and misses.
  public var stage: MatchStage?
  public var replies: [Reply]
  /// Problems a developer should know of (a voice-only result with nothing to say).
  public var diagnostics: [String] = []
  /// Whether the utterance was understood.
  public var understood: Bool
  /// Whether `perform()` failed (threw, other than being cancelled): the
  /// person was told it did not work, and a script's exit status says so.
  public var failed = false
  /// Whether the person stopped a running intent during this turn (Ctrl-C): "OK, I stopped."
  public var stoppedByUser = false
  /// How the phone was held: what was said, shown and run depends on it.
  public var pose: Pose
  /// No screen: the full dialog was said and nothing shown.
  public var isVoiceOnly: Bool { pose.isVoiceOnly }
  /// Seconds from the utterance to the last reply, as the session's clock measured.
  public var elapsed: Double = 0

  public init(
    heard: String, resolution: Resolution = .pending, replies: [Reply] = [], understood: Bool = true,
    pose: Pose = .voice
  ) {
    self.heard = heard
    self.resolution = resolution
    self.replies = replies
    self.understood = understood
    self.pose = pose
  }
}
