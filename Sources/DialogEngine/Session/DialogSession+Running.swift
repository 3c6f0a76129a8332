import Foundation
import PhraseMatcher

extension DialogSession {
  /// Checks the lock, the mode and missing values, then runs `perform()`.
  func run(_ prepared: Prepared, depth: Int = 0) async -> [SessionTurn.Reply] {
    let (needsUnlock, modes) = Self.needs(prepared)
    let pose = options.pose
    // A locked phone opens no app either: with a screen, an intent that must come forward waits for the unlock.
    if options.isLocked && (needsUnlock || !pose.isVoiceOnly && (modes.comesForwardAtStart || modes.needsScreen)) {
      return [.init(.failure, Self.unlockSentence)]
    }
    if pose.isVoiceOnly && modes.needsScreen {
      return [.init(.failure, needsScreenSentence(prepared))]
    }
    while let (name, parameter) = prepared.missingParameter {
      if await fillFromDefaultResult(name, parameter, in: prepared) { continue }
      if let unsayable = ValueTypes.unsayable(parameter) { return [.init(.failure, unsayable)] }
      let prompt = valuePrompt(for: parameter, dialog: nil, in: prepared)
      pending = .value(prepared, parameter: name, choices: nil, prompt: prompt, reasked: false)
      return [.init(.question, prompt)]
    }
    let inFront = !pose.isVoiceOnly && modes.comesForwardAtStart
    let mayComeForward = !pose.isVoiceOnly && !options.isLocked && modes.mayComeForward
    let context = IntentSystemContext(
      isVoiceOnly: pose.isVoiceOnly,
      currentMode: inFront
        ? .foreground : IntentModes.Current(isForeground: false, canContinueInForeground: mayComeForward))
    let running = Running(prepared: prepared, context: context, isLocked: options.isLocked)
    running.startClock(options)
    return await advance(running, depth: depth)
  }

  /// Uses the entity query's `defaultResult()` for a missing value, as Apple does.
  private func fillFromDefaultResult(_ name: String, _ parameter: any AnyIntentParameter, in prepared: Prepared) async
    -> Bool
  {
    guard let entity = ValueTypes.unwrapped(parameter.valueType) as? any AppEntity.Type,
      let value = await Self.defaultResult(entity)
    else { return false }
    return prepared.set(name, to: value)
  }

  private static func defaultResult<Entity: AppEntity>(_ type: Entity.Type) async -> Any? {
    await Entity.defaultQuery.defaultResult()
  }

  /// Waits for the running intent's events until it asks, finishes, or stops:
  /// progress reports along the way become replies of this turn.
  func advance(_ running: Running, depth: Int = 0) async -> [SessionTurn.Reply] {
    current = running
    defer { current = nil }
    var replies: [SessionTurn.Reply] = []
    let title = app.catalog.shortcuts[running.prepared.shortcutIndex].shortTitle
    while let event = await running.next() {
      switch event {
      case .progress(let fraction):
        let percent = "\(Self.percent(fraction)) %"
        let reply: SessionTurn.Reply =
          options.isVoiceOnly
          ? .init(.progress, Self.spokenProgress(fraction), full: percent, fractionCompleted: fraction)
          : .init(.progress, percent, fractionCompleted: fraction)
        replies.append(reply)
        await progressObserver?(reply)
      case .progressWentBackwards:
        diagnostics.append("\(title) reported progress going backwards")
      case .question(let question, let continuation):
        running.stopClock()
        let prompt = prompt(for: question, in: running.prepared)
        pending = .inRun(question, continuation, running, prompt: prompt, reasked: false)
        return replies + [.init(.question, prompt)]
      case .timedOut:
        running.cancel()
        // What is said must match what happened: a change that was made is reported as made,
        // and a perform() that has not ended is not called stopped.
        switch await running.outcome(within: Self.settlingTime) {
        case .success(let contents)?: return replies + (await present(contents, of: running, depth: depth))
        case .failure?: return replies + [.init(.failure, "Sorry, \(title) took too long, so I stopped it.")]
        case nil:
          unsettled.append((title, running))
          return replies + [
            .init(.failure, "Sorry, \(title) took too long. I asked it to stop, but it may still finish.")
          ]
        }
      case .cancelledByUser:
        running.cancel()
        let outcome = await running.outcome(within: Self.settlingTime)
        if case .success(let contents)? = outcome {
          return replies + (await present(contents, of: running, depth: depth))
        }
        stoppedByUser = true
        if outcome == nil { unsettled.append((title, running)) }
        let said =
          outcome == nil ? "I asked \(title) to stop, but it hasn't yet, so it may still finish." : "OK, I stopped."
        return replies + [.init(.answer, said)]
      case .finished(.success(let contents)):
        running.stopClock()
        return replies + (await present(contents, of: running, depth: depth))
      case .finished(.failure(let error)):
        running.stopClock()
        return replies + failed(error, in: running)
      }
    }
    return replies + [.init(.failure, "Sorry, something went wrong.")]
  }

  /// What a thrown error becomes: a question (`needsValueError`), an acknowledgement, or a sentence.
  private func failed(_ error: any Error, in running: Running) -> [SessionTurn.Reply] {
    if let needsValue = error as? NeedsValueError,
      let name = ParameterNames.parameters(of: running.prepared.intent).first(where: {
        $0.parameter === needsValue.parameter
      })?.name
    {
      let prompt = valuePrompt(for: needsValue.parameter, dialog: needsValue.dialog, in: running.prepared)
      pending = .value(running.prepared, parameter: name, choices: nil, prompt: prompt, reasked: false)
      return [.init(.question, prompt)]
    }
    if error is IntentCancelledError || error is CancellationError { return [.init(.answer, "OK, I won't.")] }
    performFailed = true
    if let error = error as? AppIntentError, case .needsUnlock = error.kind {
      return [.init(.failure, Self.unlockSentence)]
    }
    if let error = error as? AppIntentError, case .needsForeground(let dialog) = error.kind {
      // Without a screen nobody can continue in the app; with one, the app would come forward.
      let said = dialog?.text(isVoiceOnly: options.isVoiceOnly).trimmingWhitespace() ?? ""
      let reason =
        options.isVoiceOnly ? needsScreenSentence(running.prepared) : "Continuing in \(app.catalog.app.name)."
      return [.init(.failure, said.isEmpty ? reason : said + " " + reason)]
    }
    return [.init(.failure, Self.sentence(for: error))]
  }

  /// Whether a request needs the device unlocked, and where it may run: what its catalog says
  /// for a catalog app's shortcut, its intent type's `authenticationPolicy` and modes otherwise.
  static func needs(_ prepared: Prepared) -> (unlock: Bool, modes: IntentModes) {
    if let scripted = prepared.intent as? ScriptedIntent {
      return (scripted.shortcut.requiresUnlock, scripted.shortcut.needsScreen ? .foreground : .background)
    }
    let intentType = type(of: prepared.intent)
    return (intentType.authenticationPolicy != .alwaysAllowed, intentType.supportedModes)
  }

  /// What Siri says when the device must be unlocked first.
  static let unlockSentence = "You'll need to unlock your iPhone first."

  /// "Open Note needs your iPhone's screen. Open Notes on your iPhone to do that."
  func needsScreenSentence(_ prepared: Prepared) -> String {
    let title = app.catalog.shortcuts[prepared.shortcutIndex].shortTitle
    return "\(title) needs your iPhone's screen. Open \(app.catalog.app.name) on your iPhone to do that."
  }

  /// How long a stopped `perform()` may take to end before the stop is said:
  /// long enough for a save under way, short enough to feel at once.
  static let settlingTime: Duration = .seconds(1)

  /// Waits, at most `limit` in all, for the runs that were asked to stop but had not
  /// ended ("it may still finish"), so that what they change is done before the process
  /// ends; the titles of those still running after it, which may have lost their change.
  ///
  /// ```swift
  /// let unfinished = await session.settle(within: .seconds(30))   // [] when all ended
  /// ```
  public func settle(within limit: Duration) async -> [String] {
    let deadline = ContinuousClock.now + limit
    var unfinished: [String] = []
    for (title, run) in unsettled {
      let left = max(.zero, ContinuousClock.now.duration(to: deadline))
      if await run.outcome(within: left) == nil { unfinished.append(title) }
    }
    unsettled = []
    return unfinished
  }

  /// "Still working, about half done."
  /// The percentage is the one a progress bar shows (``percent(_:)``), to the nearest five.
  static func spokenProgress(_ fraction: Double) -> String {
    let fives = Int((Double(percent(fraction)) / 5).rounded()) * 5
    switch fives {
    case ...0: return "Still working."
    case 50: return "Still working, about half done."
    case 100...: return "Almost done."
    default: return "Still working, about \(fives) percent done."
    }
  }

  /// The whole percentage of `fraction`, as shown beside a progress bar.
  static func percent(_ fraction: Double) -> Int { Int((min(max(fraction, 0), 1) * 100).rounded()) }
}
