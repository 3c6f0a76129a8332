import PhraseMatcher

/// Options of a ``DialogSession``: the device and the policies Apple leaves open.
public struct SessionOptions: Sendable {
  /// How the phone is held: no screen (the default), closed or open.
  public var pose = Pose.voice
  /// No screen (AirPods, HomePod, a phone in a pocket): full dialogs, nothing shown.
  /// Setting it to false gives the closed pose, unless a screen pose is set.
  public var isVoiceOnly: Bool {
    get { pose.isVoiceOnly }
    set { pose = newValue ? .voice : (pose == .voice ? .closed : pose) }
  }
  /// The app's windows, the front one first: what each shows, and which intents each
  /// prefers. One window, showing nothing, unless said.
  public var windows = [AppWindow()]
  /// What the front window shows (the open item, the list's rows); what of it Siri can see
  /// depends on the pose (``OnscreenContent/visible(in:)``).
  public var onscreen: OnscreenContent {
    get { windows.first?.content ?? OnscreenContent() }
    set {
      if windows.isEmpty { windows = [AppWindow(newValue)] } else { windows[0].content = newValue }
    }
  }
  /// A locked device: intents that require authentication refuse to run.
  public var isLocked = false
  /// A new request that matches a shortcut clearly (score at least
  /// ``switchScore``) while a question is pending abandons the question and
  /// runs the new request. Off: the question is asked again. Apple does not
  /// document this; the default follows what Siri does in practice.
  public var switchesOnStrongMatch = true
  public var switchScore = 0.75
  /// How long `perform()` may run without finishing before it is cancelled
  /// (Apple: about 30 seconds). Time spent waiting for an answer does not count.
  public var timeLimit: Duration = .seconds(30)
  /// How often interim progress is reported while `perform()` runs: spoken
  /// without a screen ("Still working, about half done."), for a progress bar with one.
  public var progressReportInterval: Duration = .seconds(10)
  /// How often the watchdog looks at the time and the progress.
  public var progressCheckInterval: Duration = .seconds(1)
  /// The clock the time limit runs on; tests inject a ``ManualClock``.
  public var clock: any Clock<Duration> = ContinuousClock()
  /// The sentence model of the matcher's semantic stage, for requests the
  /// alignment rejects (Siri's flexible matching); `nil`: the alignment alone.
  public var embedder: (any SentenceEmbedder)?
  /// The device's clock, calendar and currency, against which spoken values
  /// ("tomorrow at 7 pm", "twenty dollars") are read; tests fix the clock.
  public var values = SpokenValueContext()

  /// - Parameter isVoiceOnly: `false` is the closed pose.
  public init(isVoiceOnly: Bool = true, isLocked: Bool = false) {
    self.init(pose: isVoiceOnly ? .voice : .closed, isLocked: isLocked)
  }

  public init(pose: Pose, isLocked: Bool = false) {
    self.pose = pose
    self.isLocked = isLocked
  }
}
