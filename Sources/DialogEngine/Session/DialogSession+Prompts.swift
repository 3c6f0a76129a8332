import PhraseMatcher

/// What the session asks: for a value, among values, for a confirmation; and how a value is said.
extension DialogSession {
  func prompt(for question: Question, in prepared: Prepared) -> String {
    switch question {
    case .value(let parameter, let dialog):
      return valuePrompt(for: parameter, dialog: dialog, in: prepared)
    case .disambiguation(_, let choices, let dialog):
      return Self.disambiguationPrompt(
        titles: choices.map(Self.title(of:)), dialog: dialog, isVoiceOnly: options.isVoiceOnly)
    case .choice(let choices, let dialog):
      return Self.disambiguationPrompt(
        titles: choices.map(\.title.key), dialog: dialog, isVoiceOnly: options.isVoiceOnly)
    case .confirmation(let dialog, let value, _):
      if let dialog { return dialog.text(isVoiceOnly: options.isVoiceOnly) }
      return value.map { "Just to confirm, \(Self.title(of: $0))?" } ?? "Are you sure?"
    case .foreground(let dialog):
      return dialog?.text(isVoiceOnly: options.isVoiceOnly) ?? "Continue in \(app.catalog.app.name)?"
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
    if let scripted = parameter.scriptedType { return "Which \(scripted.name.lowercased())?" }
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
    if let option = value as? IntentChoiceOption { return option.title.key }
    if let item = value as? any OfferedItem { return item.offeredTitle }
    if let item = value as? any AppEnum { return enumTitle(item) }
    return String(describing: value)
  }

  private static func enumTitle<Item: AppEnum>(_ item: Item) -> String {
    Item.caseDisplayRepresentations[item]?.title.key ?? String(describing: item.rawValue)
  }
}
