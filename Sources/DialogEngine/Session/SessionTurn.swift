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

    public init(_ kind: Kind, _ text: String, full: String? = nil, supporting: String? = nil) {
      self.kind = kind
      self.text = text
      self.full = full
      self.supporting = supporting
    }
  }

  public var heard: String
  /// How the utterance was taken: "ReadNoteIntent(note: groceries)", "answer to 'Which note?'", "none".
  public var resolution: String
  public var replies: [Reply]
  /// Problems a developer should know of (a voice-only result with nothing to say).
  public var diagnostics: [String] = []
  /// Whether the utterance was understood.
  public var understood: Bool
  public var isVoiceOnly: Bool
  /// Seconds from the utterance to the last reply, as the session's clock measured.
  public var elapsed: Double = 0

  /// The replies' spoken text, in order (snippets, and progress on a screen, are shown, not said).
  public var spokenText: [String] {
    replies.filter { $0.kind != .snippet && ($0.kind != .progress || isVoiceOnly) }.map(\.text)
  }
}
