import CLineEditor
import DialogSpeech
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The conversation's prompt on a terminal: emacs-style line editing (arrows,
/// Ctrl-A/E, Ctrl-R search) and a history the Up arrow walks, kept between
/// conversations with the same app, through libedit, which is opened only
/// when a conversation starts on a terminal.
///
/// ```swift
/// if let editor = LineEditor(prompt: "› ", historyFile: LineEditor.historyFile(for: "Notes")) {
///   while case .line(let text) = editor.next() { editor.remember(text) }
/// }
/// ```
///
/// A wait for a line ends early on Ctrl-C or SIGTERM (``ConsoleSignals``),
/// as ``StandardInput``'s does.
final class LineEditor {
  private let editor: OpaquePointer
  /// Readable when a stop arrives: the wait for a key ends then, with no timeout.
  private let wake: StopWake
  /// Set when the last wait was stopped with words typed (and now discarded).
  private(set) var discardedTypedWords = false

  /// Why the last editor could not be made (libedit missing), for a one-line warning.
  static var unavailableReason: String? { duo_line_editor_error().map { String(cString: $0) } }

  /// An editor when standard input and output are both terminals and libedit
  /// opens; nil otherwise (the caller reads plain lines).
  ///
  /// - Parameter historyFile: Where what was said is kept between conversations; nil keeps nothing.
  init?(prompt: String, historySize: Int = VoiceConsole.historyLimit, historyFile: String?) {
    let wake = StopWake()
    guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0,
      let editor = duo_line_editor_open(
        "duo-say", prompt, Int32(historySize), historyFile,
        { ConsoleSignals.isRequested || ConsoleSignals.isTerminationRequested ? 1 : 0 }, wake.descriptor)
    else { return nil }
    self.editor = editor
    self.wake = wake
  }

  /// `$XDG_STATE_HOME/duo-say/<app>.history` (`~/.local/state/…`), its folder made
  /// (owner only) if missing; nil when there is no home to keep it in.
  static func historyFile(for app: String) -> String? {
    let environment = ProcessInfo.processInfo.environment
    guard
      let state = environment["XDG_STATE_HOME"].flatMap({ $0.isEmpty ? nil : $0 })
        ?? environment["HOME"].flatMap({ $0.isEmpty ? nil : $0 + "/.local/state" })
    else { return nil }
    let folder = state + "/duo-say"
    try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let name = String(app.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    let file = folder + "/" + (name.isEmpty ? "app" : name) + ".history"
    // Another user's link planted where the history goes is not written through: no history.
    if let refusal = ProtectedLinks.refusal(file) {
      StandardStreams.say("the conversation's history is not kept: '\(file)': \(refusal)")
      return nil
    }
    return file
  }

  deinit { duo_line_editor_close(editor) }

  /// The next edited line, the end of input (Ctrl-D), or a stop (Ctrl-C, SIGTERM).
  func next() -> StandardInput.Event {
    var line: UnsafePointer<CChar>?
    var length: Int32 = 0
    discardedTypedWords = false
    switch duo_line_editor_read(editor, &line, &length) {
    case DUO_LINE_READ.rawValue:
      guard let line else { return .end }
      // The cap a pipe has (``StandardInput/maximumLine``), with its error: a pasted megabyte is no utterance.
      guard Int(length) <= StandardInput.maximumLine else { return .tooLong }
      return .line(
        String(
          decoding: UnsafeRawBufferPointer(start: line, count: Int(length)).bindMemory(to: UInt8.self), as: UTF8.self))
    case DUO_LINE_STOPPED.rawValue:
      discardedTypedWords = length > 0
      return .stopped
    default: return .end
    }
  }

  /// Adds a line the person said to the history.
  func remember(_ line: String) { duo_line_editor_remember(editor, line) }
}
