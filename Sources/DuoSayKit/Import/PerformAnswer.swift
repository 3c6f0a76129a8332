import PhraseMatcher

/// One `.result(…)` that an intent's `perform()` can return, and the path it is on.
///
/// The importer reads every answer first and chooses afterwards (``chosen(_:members:)``),
/// because an answer written as an `IntentDialog` member (`.result(dialog: .connected)`)
/// is declared in a file that may be read later.
///
/// ```swift
/// let answers = [PerformAnswer(said: .dialog(.init(full: "Applied."), builtAtRunTime: false), path: .branch),
///                PerformAnswer(said: .dialog(.init(full: "It failed."), builtAtRunTime: false), path: .branch)]
/// PerformAnswer.chosen(answers, members: [:]).dialog?.full   // "Applied."
/// ```
struct PerformAnswer: Equatable {
  enum Said: Equatable {
    /// `.result()` or `.result(value:)`: nothing of its own.
    case nothing
    /// Words in the source; `builtAtRunTime` when part of them only the running app knows.
    case dialog(Catalog.ScriptedDialog, builtAtRunTime: Bool)
    /// A variable or a call: no word of the source says it.
    case atRunTime
    /// `.name` or `.name(…)`: a static member of `IntentDialog`, declared in an extension.
    case member(String)
  }

  /// Where the `return` sits: at the end of the run, in one branch of a choice the
  /// running app makes (`if`, `else`, `switch`), or on a failure path (`guard … else`, `catch`).
  enum Path: Equatable { case main, branch, failure }

  var said: Said
  var path: Path

  /// The answer of the run that succeeds, and whether only the running app can say it.
  ///
  /// Failure paths never answer, nor does a branch whose words report a failure while another
  /// does not ("Override failed" beside "Override applied"). Of what is left, the answer at
  /// the end of `perform()` wins; with none there, branches that say different things leave
  /// the answer to the running app (the first is kept, for the diagnostic).
  static func chosen(_ answers: [PerformAnswer], members: [String: Said]) -> (
    dialog: Catalog.ScriptedDialog?, builtAtRunTime: Bool
  ) {
    let resolved = answers.map { answer -> PerformAnswer in
      guard case .member(let name) = answer.said else { return answer }
      return PerformAnswer(said: members[name] ?? .atRunTime, path: answer.path)
    }
    let open = resolved.filter { $0.path != .failure }
    let succeeding = open.filter { !$0.reportsFailure }
    let candidates = succeeding.isEmpty ? open : succeeding
    if let last = candidates.last(where: { $0.path == .main }) { return last.spoken }
    guard let first = candidates.first else { return (nil, false) }
    if candidates.allSatisfy({ $0.said == first.said }) { return first.spoken }
    let known = candidates.lazy.compactMap(\.spoken.dialog).first
    return (known, true)
  }

  private var spoken: (dialog: Catalog.ScriptedDialog?, builtAtRunTime: Bool) {
    switch said {
    case .nothing: (nil, false)
    case .dialog(let dialog, let builtAtRunTime): (dialog, builtAtRunTime)
    case .atRunTime, .member: (nil, true)
    }
  }

  /// Its words say the action did not happen: "Sorry, …", "… failed", "No timer is running".
  var reportsFailure: Bool {
    guard case .dialog(let dialog, _) = said else { return false }
    let words = dialog.full.lowercased().split { !($0.isLetter || $0 == "'" || $0 == "’") }
      .map { String($0.map { $0 == "’" ? "'" : $0 }) }
    return words.contains { Self.failureWords.contains($0) }
  }

  /// Words with which an answer reports that nothing was done.
  static let failureWords: Set<String> = [
    "sorry", "error", "fail", "fails", "failed", "failure", "unable", "cannot", "can't", "couldn't", "not", "no",
    "nothing", "none", "invalid", "missing", "wrong", "isn't", "aren't", "don't", "doesn't", "didn't", "haven't",
    "hasn't", "wasn't", "won't", "already", "unavailable", "denied", "oops",
  ]
}

extension PerformAnswer.Said {
  /// Its words as a person hears them (``SwiftSourceReader/spoken(_:parameters:)``), built at
  /// run time when a value in them only the running app knows.
  func heard(parameters: [String]) -> Self {
    guard case .dialog(let dialog, let runTime) = self else { return self }
    let words = SwiftSourceReader.spoken(dialog, parameters: parameters)
    return .dialog(words, builtAtRunTime: runTime || words.full.contains(SwiftSourceReader.unknownValue))
  }
}
