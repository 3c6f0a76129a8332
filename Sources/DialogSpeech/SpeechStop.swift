import Synchronization

/// What stops a reply being spoken: one flag, read by eSpeak NG's callback between audio
/// chunks (about 49 ms apart), and set by whoever hosts the speech (a console's Ctrl-C, a
/// test). A task that is cancelled stops its reply too.
///
/// ```swift
/// SpeechStop.request()                        // from a signal handler: it is async-signal-safe
/// let outcome = try await speaker.speak(longText)
/// outcome.wasInterrupted                      // true
/// ```
public enum SpeechStop {
  /// True from a stop until the next reply starts.
  public static var isRequested: Bool { requested.load(ordering: .relaxed) }

  /// Stops the reply being spoken, if any; an atomic store, safe in a signal handler.
  public static func request() { requested.store(true, ordering: .relaxed) }

  /// Forgets a stop that came before: a new reply or turn starts.
  public static func clear() { requested.store(false, ordering: .relaxed) }

  private static let requested = Atomic<Bool>(false)
}
