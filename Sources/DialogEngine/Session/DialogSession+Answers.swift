import PhraseMatcher

extension DialogSession {
  /// An utterance while a question is pending: an answer, "cancel", a new request, or a re-ask.
  func answer(_ pending: Pending, with utterance: String, into turn: inout SessionTurn) async {
    if SpokenAnswers.isCancel(utterance) {
      abandon(pending)
      turn.resolution = .cancelled
      turn.replies.append(.init(.answer, "OK."))
      return
    }
    switch pending {
    case .value(let prepared, let name, let choices, let prompt, let reasked):
      if let value = await interpretValue(
        utterance, for: prepared.parameter(named: name), choices: choices, in: prepared)
      {
        self.pending = nil
        prepared.set(name, to: value)
        turn.resolution = .answer(prompt: prompt, value: Self.title(of: value))
        turn.replies += await run(prepared)
        return
      }
      await notAnswered(pending, prompt: prompt, reasked: reasked, utterance: utterance, into: &turn)
    case .inRun(let question, let continuation, let running, let prompt, let reasked):
      if let answer = await interpret(utterance, for: question, in: running.prepared) {
        self.pending = nil
        turn.resolution = .answer(prompt: prompt, value: nil)
        if case .confirmed(false) = answer {
          continuation.resume(throwing: IntentCancelledError())
        } else {
          continuation.resume(returning: answer)
        }
        running.startClock(options)
        turn.replies += await advance(running)
        return
      }
      await notAnswered(pending, prompt: prompt, reasked: reasked, utterance: utterance, into: &turn)
    }
  }

  /// Not an answer: switch to a clear new request, re-ask once, or give up.
  private func notAnswered(
    _ pending: Pending, prompt: String, reasked: Bool, utterance: String, into turn: inout SessionTurn
  ) async {
    if options.switchesOnStrongMatch, let best = index.match(utterance, cache: wordCache).best,
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
      turn.replies.append(.init(.failure, "Sorry, I still didn't get that, so I stopped."))
      return
    }
    turn.resolution = .notAnAnswer(prompt: prompt, gaveUp: false)
    switch pending {
    case .value(let prepared, let name, let choices, let prompt, _):
      self.pending = .value(prepared, parameter: name, choices: choices, prompt: prompt, reasked: true)
    case .inRun(let question, let continuation, let running, let prompt, _):
      self.pending = .inRun(question, continuation, running, prompt: prompt, reasked: true)
    }
    turn.replies.append(.init(.question, "Sorry, I didn't get that. \(prompt)"))
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

  private func interpret(_ utterance: String, for question: Question, in prepared: Prepared) async -> Answer? {
    switch question {
    case .confirmation(_, _, let action):
      return SpokenAnswers.confirmation(utterance, action: action).map(Answer.confirmed)
    case .value(let parameter, _):
      return await interpretValue(utterance, for: parameter, choices: nil, in: prepared).map(Answer.value)
    case .disambiguation(let parameter, let choices, _):
      return await interpretValue(utterance, for: parameter, choices: choices, in: prepared).map(Answer.value)
    }
  }

  /// The value an answer names for `parameter`: one of `choices` (by position,
  /// title, synonym or a near miss), an entity or enum case, text or a number.
  func interpretValue(
    _ utterance: String, for parameter: (any AnyIntentParameter)?, choices: [Any]?, in prepared: Prepared
  ) async -> Any? {
    if let choices {
      guard case .value(let chosen) = ValueResolver(choices: choices.map(Self.title(of:))).resolve(utterance) else {
        return nil
      }
      return choices[chosen.valueIndex]
    }
    guard let parameter else { return nil }
    if let options = parameter.options, let offered = try? await options(), !offered.isEmpty {
      // An options provider's values are the answers there are.
      guard case .value(let chosen) = ValueResolver(choices: offered.map(Self.title(of:))).resolve(utterance) else {
        return nil
      }
      return offered[chosen.valueIndex]
    }
    let type = ValueTypes.unwrapped(parameter.valueType)
    let typeName = ValueTypes.name(of: type)
    if let (names, instances) = await valueResolver(for: type, named: typeName) {
      if case .value(let best) = names.resolve(utterance) { return instances[best.value.id] }
      if let entity = type as? any AppEntity.Type,
        let found = try? await QueryContext.$intent.withValue(
          prepared.intent, operation: { try await Self.query(entity, matching: utterance) }),
        found.count == 1
      {
        return found[0]
      }
      return nil
    }
    let words = SpokenText(utterance).words
    switch type {
    case is String.Type:
      let text = utterance.trimmingWhitespace()
      return text.isEmpty ? nil : text
    case is Int.Type:
      return words.lazy.compactMap { Int($0) }.first
    case is Double.Type:
      return words.lazy.compactMap { Double($0) }.first
    case is Bool.Type:
      return SpokenAnswers.confirmation(utterance)
    default:
      return nil
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

  // MARK: - Prompts

  func prompt(for question: Question, in prepared: Prepared) -> String {
    switch question {
    case .value(let parameter, let dialog):
      return valuePrompt(for: parameter, dialog: dialog, in: prepared)
    case .disambiguation(_, let choices, let dialog):
      return Self.disambiguationPrompt(
        titles: choices.map(Self.title(of:)), dialog: dialog, isVoiceOnly: options.isVoiceOnly)
    case .confirmation(let dialog, let value, _):
      if let dialog { return dialog.text(isVoiceOnly: options.isVoiceOnly) }
      return value.map { "Just to confirm, \(Self.title(of: $0))?" } ?? "Are you sure?"
    }
  }

  /// `requestValueDialog`, or a question built from the parameter's title or type.
  func valuePrompt(for parameter: any AnyIntentParameter, dialog: IntentDialog?, in prepared: Prepared) -> String {
    if let dialog = dialog ?? parameter.requestValueDialog { return dialog.text(isVoiceOnly: options.isVoiceOnly) }
    let type = ValueTypes.unwrapped(parameter.valueType)
    var title = parameter.title.key.lowercased()
    if title.isEmpty,
      let name = ParameterNames.parameters(of: prepared.intent).first(where: { $0.parameter === parameter })?.name
    {
      // A parameter declared without a title (iOS 18) is called by its name, in words.
      title = name.identifierWords
    }
    if let entity = type as? any AppEntity.Type {
      return "Which \(entity.typeDisplayRepresentation.name.key.lowercased())?"
    }
    if let enumeration = type as? any AppEnum.Type {
      return "Which \(enumeration.typeDisplayRepresentation.name.key.lowercased())?"
    }
    return "What's the \(title)?"
  }

  /// "Which one: A, B, or C?"; at most five are read aloud.
  static func disambiguationPrompt(titles: [String], dialog: IntentDialog?, isVoiceOnly: Bool) -> String {
    let question = dialog?.text(isVoiceOnly: isVoiceOnly) ?? "Which one"
    let read = Array(titles.prefix(5))
    let list =
      titles.count > 5 ? read.joined(separator: ", ") + ", or another one" : SpokenList.joined(read, conjunction: "or")
    let lead = question.hasSuffix("?") ? String(question.dropLast()) : question
    return titles.count > 5 ? "There are \(titles.count). \(lead): \(list)?" : "\(lead): \(list)?"
  }

  /// The display title of an entity, an enum case, or any value.
  static func title(of value: Any) -> String {
    if let entity = value as? any AppEntity { return entity.displayRepresentation.title.key }
    if let item = value as? any AppEnum { return enumTitle(item) }
    return String(describing: value)
  }

  private static func enumTitle<Item: AppEnum>(_ item: Item) -> String {
    Item.caseDisplayRepresentations[item]?.title.key ?? String(describing: item.rawValue)
  }
}
