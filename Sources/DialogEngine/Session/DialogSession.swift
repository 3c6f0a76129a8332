import PhraseMatcher

/// A voice conversation with a Swift app: one utterance in, the replies out.
///
/// ```swift
/// let app = try await ShortcutsApp.load(NotesShortcuts.self, name: "Notes")
/// let session = DialogSession(app: app)
/// await session.respond(to: "delete my groceries note in notes").spokenText
/// // ["Are you sure you want to delete Groceries?"]
/// await session.respond(to: "yeah").spokenText   // ["Deleted Groceries."]
/// ```
///
/// The session is an explicit state machine: idle, or waiting for the answer
/// to one question (a missing value, a choice among values, a confirmation).
/// It matches with a ``PhraseIndex`` built from the app's shortcuts, checks
/// the lock and the running mode, asks what is missing, runs `perform()` with
/// an ``IntentSystemContext``, and picks the full or supporting dialog.
public actor DialogSession {
  public let options: SessionOptions
  var app: ShortcutsApp
  var matcher: Matcher
  var index: PhraseIndex { matcher.index }
  /// What matching learnt about words, kept from one turn to the next.
  let wordCache = WordCache()
  var pending: Pending?
  /// The run being waited for, so ``cancelRun()`` can stop it.
  var current: Running?
  /// Who hears about progress during the current turn.
  var progressObserver: (@Sendable (SessionTurn.Reply) async -> Void)?
  /// Value types no phrase uses, indexed when a question first needs them.
  var extraTypes: [String: (ValueResolver, [String: Any])] = [:]
  /// Diagnostics gathered during the current turn.
  var diagnostics: [String] = []
  /// Whether `perform()` threw during the current turn.
  var performFailed = false
  /// Whether the person stopped the running intent during the current turn.
  var stoppedByUser = false
  /// The app's windows as they are now: an intent that opens an entity brings its window forward.
  var screen: AppScreen
  /// What Siri can see on screen in this pose, found in the app (``OnscreenContent/visible(in:)``);
  /// `nil` until the next request looks.
  var shown: [(value: OnscreenValue, entity: ShownEntity)]?
  /// Runs asked to stop that had not ended when their turn was answered ("it may still
  /// finish"): what they do is still being done, and ``settle(within:)`` waits for it.
  var unsettled: [(title: String, run: Running)] = []

  public init(app: ShortcutsApp, options: SessionOptions = SessionOptions()) {
    self.app = app
    self.options = options
    matcher = Matcher(app.catalog, embedder: options.embedder)
    screen = AppScreen(windows: options.windows)
  }

  /// A session dropped while `perform()` waits for an answer cancels it, so
  /// the run ends instead of staying suspended for the life of the process.
  deinit {
    if case .inRun(_, let continuation, let running, _, _) = pending {
      continuation.resume(throwing: IntentCancelledError())
      running.cancel()
    }
  }

  /// What the session waits for. Sendable only so `deinit` may read it: the
  /// actor owns it, and nothing else can reach it by then.
  enum Pending: @unchecked Sendable {
    /// A value for a parameter, before `perform()` runs (or runs again).
    case value(Prepared, parameter: String, choices: [Any]?, prompt: String, reasked: Bool)
    /// An answer to a question asked from inside `perform()`.
    case inRun(Question, CheckedContinuation<Answer, any Error>, Running, prompt: String, reasked: Bool)
  }

  /// Takes one utterance and returns the turn: the replies to speak and what happened.
  ///
  /// - Parameter onProgress: Called with each interim progress reply as it
  ///   happens, so a terminal can draw a bar or speak it while the work goes on.
  ///   The reply is in the returned turn too.
  public func respond(to utterance: String, onProgress: (@Sendable (SessionTurn.Reply) async -> Void)? = nil) async
    -> SessionTurn
  {
    progressObserver = onProgress
    defer { progressObserver = nil }
    var turn = SessionTurn(
      heard: utterance, resolution: .pending, replies: [], understood: true, pose: options.pose)
    if app.isStale, let fresh = try? await app.reload() {
      // updateAppShortcutParameters() was called: phrases now name the new values.
      app = fresh
      matcher = Matcher(fresh.catalog, embedder: options.embedder)
      extraTypes = [:]
      // What is on screen is found again: the fresh catalog lacks the shown entities it added.
      shown = nil
    }
    let elapsed = await timed(on: options.clock) {
      if let pending {
        await answer(pending, with: utterance, into: &turn)
      } else {
        await request(utterance, into: &turn)
      }
    }
    turn.diagnostics = diagnostics
    diagnostics = []
    turn.failed = performFailed
    turn.stoppedByUser = stoppedByUser
    (performFailed, stoppedByUser) = (false, false)
    turn.elapsed = Self.seconds(elapsed)
    return turn
  }

  /// Whether an intent's `perform()` is being waited for.
  public var isRunning: Bool { current != nil }

  /// Whether a question waits for its answer (the next utterance answers it).
  public var isAwaitingAnswer: Bool { pending != nil }

  /// Stops the intent that is running now (Ctrl-C), or leaves a pending question.
  ///
  /// - Returns: Whether there was something to stop.
  @discardableResult
  public func cancelRun() -> Bool {
    if let current {
      current.cancelByUser()
      return true
    } else if let pending {
      abandon(pending)
      return true
    }
    return false
  }

  /// A new request: match it, then prepare and run the intent.
  func request(_ utterance: String, into turn: inout SessionTurn) async {
    let result = matcher.match(utterance, onscreen: await shownOnscreen().map(\.value), cache: wordCache)
    turn.stage = result.best?.stage
    switch result.resolution {
    case .noMatch:
      turn.resolution = .none(vetoedBy: result.vetoingPhrase)
      turn.understood = false
      turn.replies.append(.init(.failure, "Sorry, I didn't understand that."))
    case .ambiguous(let readings) where Set(readings.map(\.shortcutIndex)).count > 1:
      turn.resolution = .ambiguous(readings.map(\.resolvedIntent))
      turn.understood = false
      let titles = readings.map { app.catalog.shortcuts[$0.shortcutIndex].shortTitle }
      turn.replies.append(
        .init(
          .failure,
          "Sorry, did you mean \(SpokenList.joined(Array(Set(titles)).sorted(), conjunction: "or"))? Please say it again."
        ))
    case .ambiguous(let readings):
      turn.resolution = .intent(readings[0].resolvedIntent, ambiguous: true)
      await start(readings[0], choices: readings, refersToScreen: result.refersToScreen, into: &turn)
    case .matched(let match):
      turn.resolution = .intent(match.resolvedIntent)
      await start(match, choices: nil, refersToScreen: result.refersToScreen, into: &turn)
    }
  }

  /// Prepares the matched intent; with several close values, asks which one first.
  private func start(_ match: PhraseMatch, choices: [PhraseMatch]?, refersToScreen: Bool, into turn: inout SessionTurn)
    async
  {
    let shortcut = app.shortcuts[match.shortcutIndex]
    let prepared = Prepared(intent: Self.freshCopy(of: shortcut.intent), shortcutIndex: match.shortcutIndex)
    for (name, value) in match.parameters {
      if let instance = instance(of: value.id, parameter: name, in: match) { prepared.set(name, to: instance) }
    }
    if refersToScreen { fillFromScreen(prepared) }
    if let choices, let name = choices[0].parameters.keys.first {
      let values = choices.compactMap {
        $0.parameters[name].flatMap { instance(of: $0.id, parameter: name, in: match) }
      }
      if values.count > 1 {
        let prompt = Self.disambiguationPrompt(
          titles: values.map(Self.title(of:)), dialog: nil, isVoiceOnly: options.isVoiceOnly)
        pending = .value(prepared, parameter: name, choices: values, prompt: prompt, reasked: false)
        turn.replies.append(.init(.question, prompt))
        return
      }
    }
    turn.replies += await run(prepared)
  }

  // MARK: - Helpers

  /// "Read this note": a parameter the phrase left open takes the entity on screen of its
  /// type, the focused item first; with only rows, the first of them when it is the only one.
  private func fillFromScreen(_ prepared: Prepared) {
    guard let shown else { return }
    let declared = app.catalog.shortcuts[prepared.shortcutIndex].parameters
    for (name, parameter) in ParameterNames.parameters(of: prepared.intent) where !parameter.hasValue {
      let typeName = declared[name] ?? ValueTypes.name(of: ValueTypes.unwrapped(parameter.valueType))
      let candidates = shown.filter { $0.entity.typeName == typeName }
      guard let chosen = candidates.first(where: \.value.isFocused) ?? (candidates.count == 1 ? candidates.first : nil)
      else { continue }
      prepared.set(name, to: chosen.entity.instance)
    }
  }

  /// The live entity or enum case behind a catalog value.
  func instance(of id: String, parameter: String, in match: PhraseMatch) -> Any? {
    guard let typeName = app.catalog.shortcuts[match.shortcutIndex].parameters[parameter] else { return nil }
    return app.values[typeName]?[id]
  }

  /// A new instance of the shortcut's intent with the shortcut's own parameter values copied in.
  static func freshCopy(of template: any AppIntent) -> any AppIntent {
    if let scripted = template as? ScriptedIntent { return scripted.fresh() }
    let intent = type(of: template).init()
    let source = ParameterNames.parameters(of: template)
    for (name, parameter) in ParameterNames.parameters(of: intent) {
      if let value = source.first(where: { $0.name == name })?.parameter.currentValue {
        _ = parameter.setAny(value)
      }
    }
    return intent
  }

  private func timed<C: Clock>(on clock: C, _ body: () async -> Void) async -> Duration where C.Duration == Duration {
    let start = clock.now
    await body()
    return start.duration(to: clock.now)
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }
}

/// An intent instance ready to run, and the shortcut it came from.
struct Prepared: @unchecked Sendable {
  var intent: any AppIntent
  var shortcutIndex: Int

  func parameter(named name: String) -> (any AnyIntentParameter)? {
    ParameterNames.parameters(of: intent).first { $0.name == name }?.parameter
  }

  @discardableResult
  func set(_ name: String, to value: Any) -> Bool {
    parameter(named: name)?.setAny(value) ?? false
  }

  /// The first required parameter that has no value.
  var missingParameter: (name: String, parameter: any AnyIntentParameter)? {
    ParameterNames.parameters(of: intent).first { !$0.parameter.hasValue }
  }
}
