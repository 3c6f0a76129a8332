import PhraseMatcher

extension DialogSession {
  /// An utterance while a question is pending: an answer, "cancel", a new request, or a re-ask.
  func answer(_ pending: Pending, with utterance: String, into turn: inout SessionTurn) async {
    if index.language.isCancel(utterance) {
      abandon(pending)
      turn.resolution = .cancelled
      turn.replies.append(.init(.answer, "OK."))
      return
    }
    switch pending {
    case .value(let prepared, let name, let choices, let prompt, let reasked):
      switch await interpretValue(utterance, for: prepared.parameter(named: name), choices: choices, in: prepared) {
      case .value(let value):
        self.pending = nil
        prepared.set(name, to: value)
        turn.resolution = .answer(prompt: prompt, value: Self.title(of: value))
        turn.replies += await run(prepared)
      case .ambiguous(let matches):
        // "seattle" names two routes: ask which, as Siri does.
        let question = Self.disambiguationPrompt(
          titles: matches.map(Self.title(of:)), dialog: nil, isVoiceOnly: options.isVoiceOnly)
        self.pending = .value(prepared, parameter: name, choices: matches, prompt: question, reasked: false)
        turn.resolution = .answer(prompt: prompt, value: nil)
        turn.replies.append(.init(.question, question))
      case .refused(let reason):
        await notAnswered(pending, prompt: prompt, reasked: reasked, utterance: utterance, reason: reason, into: &turn)
      case .none:
        await notAnswered(pending, prompt: prompt, reasked: reasked, utterance: utterance, into: &turn)
      }
    case .inRun(let question, let continuation, let running, let prompt, let reasked):
      let interpreted = await interpret(utterance, for: question, in: running.prepared)
      guard case .value(let value) = interpreted, let answer = value as? Answer else {
        let reason: String? = if case .refused(let reason) = interpreted { reason } else { nil }
        await notAnswered(pending, prompt: prompt, reasked: reasked, utterance: utterance, reason: reason, into: &turn)
        return
      }
      self.pending = nil
      turn.resolution = .answer(prompt: prompt, value: nil)
      if case .confirmed(false) = answer {
        continuation.resume(throwing: IntentCancelledError())
      } else {
        continuation.resume(returning: answer)
      }
      running.startClock(options)
      turn.replies += await advance(running)
    }
  }

  /// Not an answer: switch to a clear new request, re-ask once, or give up.
  private func notAnswered(
    _ pending: Pending, prompt: String, reasked: Bool, utterance: String, reason: String? = nil,
    into turn: inout SessionTurn
  ) async {
    if reason == nil, options.switchesOnStrongMatch, let best = index.match(utterance, cache: wordCache).best,
      best.score >= options.switchScore
    {
      abandon(pending)
      await request(utterance, into: &turn)
      return
    }
    turn.understood = false
    guard !reasked else {
      abandon(pending)
      turn.resolution = .notAnAnswer(prompt: prompt, gaveUp: true)
      let sentence = reason.map { "\($0) So I stopped." } ?? "Sorry, I still didn't get that, so I stopped."
      turn.replies.append(.init(.failure, sentence))
      return
    }
    turn.resolution = .notAnAnswer(prompt: prompt, gaveUp: false)
    switch pending {
    case .value(let prepared, let name, let choices, let prompt, _):
      self.pending = .value(prepared, parameter: name, choices: choices, prompt: prompt, reasked: true)
    case .inRun(let question, let continuation, let running, let prompt, _):
      self.pending = .inRun(question, continuation, running, prompt: prompt, reasked: true)
    }
    // A value heard but not allowed says why ("It has to be between 1 and 9."); no value heard says sorry.
    turn.replies.append(.init(.question, "\(reason ?? "Sorry, I didn't get that.") \(prompt)"))
  }

  /// Leaves a pending question; a running intent is cancelled.
  func abandon(_ pending: Pending) {
    self.pending = nil
    if case .inRun(_, let continuation, let running, _, _) = pending {
      continuation.resume(throwing: IntentCancelledError())
      running.cancel()
    }
  }

  // MARK: - Interpreting answers

  /// What an answer gave: a value, several that fit, one the declaration refuses, or nothing.
  enum Interpreted {
    case value(Any)
    case ambiguous([Any])
    case refused(String)
    case none
  }

  private func interpret(_ utterance: String, for question: Question, in prepared: Prepared) async -> Interpreted {
    switch question {
    case .confirmation(_, _, let action):
      return index.language.confirmation(utterance, action: action).map { .value(Answer.confirmed($0)) } ?? .none
    case .foreground:
      return index.language.confirmation(utterance, action: .continue).map { .value(Answer.confirmed($0)) } ?? .none
    case .value(let parameter, _):
      return await interpretValue(utterance, for: parameter, choices: nil, in: prepared).answering
    case .disambiguation(let parameter, let choices, _):
      return await interpretValue(utterance, for: parameter, choices: choices, in: prepared).answering
    case .choice(let options, _):
      return choose(utterance, among: options).answering
    }
  }

  /// The value an answer names for `parameter`: one of `choices` (by position,
  /// title, synonym or a near miss), an entity or enum case, or a value said as
  /// its type is said (``SpokenValue``: numbers, dates, measurements, money, …).
  func interpretValue(
    _ utterance: String, for parameter: (any AnyIntentParameter)?, choices: [Any]?, in prepared: Prepared
  ) async -> Interpreted {
    if let choices { return choose(utterance, among: choices) }
    guard let parameter else { return .none }
    if let options = parameter.options, let offered = try? await options(), !offered.isEmpty {
      // An options provider's values are the answers there are.
      return choose(utterance, among: offered)
    }
    let type = ValueTypes.unwrapped(parameter.valueType)
    let typeName = parameter.scriptedType?.key ?? ValueTypes.name(of: type)
    if let (names, instances) = await valueResolver(for: type, named: typeName) {
      if case .value(let best) = names.resolve(utterance), let instance = instances[best.value.id] {
        return .value(instance)
      }
      if let entity = type as? any AppEntity.Type,
        let found = try? await QueryContext.$intent.withValue(
          prepared.intent, operation: { try await Self.query(entity, matching: utterance) })
      {
        return found.count == 1 ? .value(found[0]) : found.count > 1 ? .ambiguous(found) : .none
      }
      return .none
    }
    guard let spoken = type as? any SpokenValue.Type else { return .none }
    var context = options.values
    context.language = index.language
    return Self.spokenValue(spoken, utterance, parameter.declaration, context)
  }

  /// Opens the existential so the type's own conformance reads the answer.
  private static func spokenValue<Value: SpokenValue>(
    _ type: Value.Type, _ utterance: String, _ declaration: ValueDeclaration, _ context: SpokenValueContext
  ) -> Interpreted {
    switch type.value(spoken: utterance, declaration: declaration, context: context) {
    case .value(let value): .value(value)
    case .refused(let reason): .refused(reason)
    case .notUnderstood: .none
    }
  }

  /// One of `values` by position, title, synonym or a near miss; several that fit equally are ambiguous.
  private func choose(_ utterance: String, among values: [Any]) -> Interpreted {
    switch Choices.pick(utterance, among: values.map(Self.title(of:)), language: index.language) {
    // An item an options provider titled is said by its title and answers with its value.
    case .one(let index): .value((values[index] as? any OfferedItem)?.offeredValue ?? values[index])
    case .several(let indices): .ambiguous(indices.map { values[$0] })
    case .none: .none
    }
  }

  /// The names and instances of an entity or enum type: the app's catalog if a
  /// phrase uses the type, otherwise read once from the type itself.
  func valueResolver(for type: Any.Type, named typeName: String) async -> (ValueResolver, [String: Any])? {
    if let names = index.valueResolver(for: typeName) { return (names, app.values[typeName] ?? [:]) }
    if let known = extraTypes[typeName] { return known }
    guard let (set, instances) = try? await ValueTypes.describe(type) else { return nil }
    let names = ValueResolver(values: set.values)
    extraTypes[typeName] = (names, instances)
    return (names, instances)
  }

  /// Runs the entity's `EntityStringQuery`, if it has one.
  static func query<Entity: AppEntity>(_ type: Entity.Type, matching text: String) async throws -> [Any] {
    guard let query = Entity.defaultQuery as? any EntityStringQuery else { return [] }
    return try await matching(query, text)
  }

  private static func matching<Query: EntityStringQuery>(_ query: Query, _ text: String) async throws -> [Any] {
    try await query.entities(matching: text).prefix(100).map { $0 as Any }
  }
}

extension DialogSession.Interpreted {
  /// A value as the answer to a question asked from inside `perform()`.
  fileprivate var answering: Self {
    if case .value(let value) = self { return .value(Answer.value(value)) }
    return self
  }
}
