import PhraseMatcher

/// A conversation with an app known only from its catalog: the phrase
/// resolves, a missing parameter is asked for, the scripted dialog is read.
///
/// ```swift
/// var conversation = ScriptedConversation(catalog: SampleApps.notes)
/// conversation.respond(to: "read a note in notes").text      // "Which note?"
/// conversation.respond(to: "groceries").text                  // "Groceries says: …"
/// ```
///
/// The full dialog is chosen when `isVoiceOnly` (the default), the supporting
/// one when a screen is present.
public struct ScriptedConversation: Sendable {
  /// One reply and whether the utterance was understood.
  public struct Reply: Sendable, Equatable {
    public var text: String
    public var understood: Bool
    /// The intent that ran, if any.
    public var intent: String?
  }

  public let catalog: Catalog
  public var isVoiceOnly: Bool
  private let index: PhraseIndex
  private var pending: (match: PhraseMatch, parameter: String)?

  public init(catalog: Catalog, isVoiceOnly: Bool = true) {
    self.catalog = catalog
    self.isVoiceOnly = isVoiceOnly
    index = PhraseIndex(catalog)
  }

  /// Takes one utterance and returns what the app says.
  public mutating func respond(to utterance: String) -> Reply {
    let result = index.match(utterance)
    if let (match, parameter) = pending {
      pending = nil
      if let value = value(for: utterance, parameter: parameter, in: match) {
        var filled = match
        filled.parameters[parameter] = value
        return complete(filled)
      }
      if result.best == nil {
        let typeName = typeName(of: parameter, in: match)
        return Reply(text: "Sorry, I couldn't find that \(typeName.lowercased()).", understood: false, intent: nil)
      }
    }
    switch result.resolution {
    case .matched(let match):
      return complete(match)
    case .ambiguous(let matches):
      if Set(matches.map(\.shortcutIndex)).count == 1, let (name, _) = matches[0].parameters.first {
        let titles = matches.compactMap { $0.parameters[name]?.title }
        return Reply(text: "Which one: \(Self.list(titles, joinedBy: "or"))?", understood: false, intent: nil)
      }
      let titles = matches.map { catalog.shortcuts[$0.shortcutIndex].shortTitle }
      return Reply(text: "That could mean \(Self.list(titles, joinedBy: "or")).", understood: false, intent: nil)
    case .noMatch:
      return Reply(text: "Sorry, I didn't understand that.", understood: false, intent: nil)
    }
  }

  private mutating func complete(_ match: PhraseMatch) -> Reply {
    let shortcut = catalog.shortcuts[match.shortcutIndex]
    if let missing = shortcut.parameters.keys.sorted().first(where: { match.parameters[$0] == nil }) {
      pending = (match, missing)
      return Reply(text: "Which \(typeName(of: missing, in: match).lowercased())?", understood: true, intent: nil)
    }
    guard let dialog = shortcut.dialog else {
      return Reply(text: "Done.", understood: true, intent: shortcut.intent)
    }
    let template = isVoiceOnly ? dialog.full : (dialog.supporting ?? dialog.full)
    return Reply(text: Self.render(template, with: match.parameters), understood: true, intent: shortcut.intent)
  }

  private func value(for utterance: String, parameter: String, in match: PhraseMatch) -> Catalog.Value? {
    guard let type = catalog.shortcuts[match.shortcutIndex].parameters[parameter] else { return nil }
    let candidates = index.candidates(forValueOf: type, spoken: utterance)
    guard let best = candidates.first else { return nil }
    if candidates.count > 1, candidates[1].cost - best.cost < CostModel.ambiguityMargin { return nil }
    return best.value
  }

  private func typeName(of parameter: String, in match: PhraseMatch) -> String {
    catalog.shortcuts[match.shortcutIndex].parameters[parameter].flatMap { catalog.types[$0]?.name } ?? parameter
  }

  /// Replaces `${param}` with the value's title and `${param.key}` with its property.
  static func render(_ template: String, with parameters: [String: Catalog.Value]) -> String {
    var result = ""
    var rest = Substring(template)
    while let open = rest.firstRange(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
      result += rest[..<open.lowerBound]
      let path = rest[open.upperBound..<close].split(separator: ".", maxSplits: 1).map(String.init)
      let value = path.first.flatMap { parameters[$0] }
      if path.count == 2, let property = value?.properties[path[1]] {
        result += property
      } else if path.count == 1, let value {
        result += value.title
      } else {
        result += rest[open.lowerBound...close]
      }
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  static func list(_ items: [String], joinedBy conjunction: String) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
  }
}
